import type { SentenceEntry } from './sentence-entry.ts';

/** The operator console's brand settings refused: the tabs a brand shows. */
export const consoleBrandSentences = {
  brandTabNotOffered: {
    en: 'This brand has no screen for one of the tabs chosen. Choose only among the tabs listed.',
    zh: '该品牌没有所选标签之一的页面，请只在列出的标签中选择。',
  },
  brandTabTwice: { en: 'Each tab can be shown only once.', zh: '每个标签只能显示一次。' },
  brandNoAccountTab: {
    en: 'Keep the account tab: people sign out and top up there.',
    zh: '请保留账户标签：用户在那里退出登录和充值。',
  },
  brandDefaultTabHidden: {
    en: 'The tab opened first must be one of the tabs shown.',
    zh: '首先打开的标签必须是显示的标签之一。',
  },
} as const satisfies Record<string, SentenceEntry>;
