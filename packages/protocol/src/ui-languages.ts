// Kept apart from language.ts, which builds zod schemas: the web client's first script picks the
// interface language and must not carry zod for it.

/** Interface languages of the web client. */
export const uiLanguages = ['en', 'zh-CN'] as const;
/** An interface language of the web client. */
export type UiLanguage = (typeof uiLanguages)[number];
