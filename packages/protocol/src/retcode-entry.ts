import type { ClientReaction, RetcodeInfo } from './retcode-names.ts';

/** Builds one catalogue entry. */
export const entry = (
  code: number,
  httpStatus: number,
  silent: boolean,
  reaction: ClientReaction,
  meaning: string,
  en: string,
  zh: string,
): RetcodeInfo => ({ code, httpStatus, silent, reaction, meaning, message: { en, 'zh-CN': zh } });
