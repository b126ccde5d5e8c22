import { retcodeInfo, type UiLanguage } from '@switchboard/protocol';
import { ApiError } from '../../lib/api/errors.ts';

/** What a form shows inline for a failed call: the server's text for codes the API client keeps silent. */
export type InlineError = { text: string } | { key: 'network' | 'generic' } | null;

/**
 * Silent codes (wrong credentials, account exists, wrong captcha...) are the form's to explain, with
 * the server's retmsg; other codes were already alerted globally, so the form adds nothing.
 */
export function inlineErrorFor(error: unknown, language: UiLanguage): InlineError {
  if (!(error instanceof ApiError)) return { key: 'generic' };
  if (error.kind === 'network') return { key: 'network' };
  if (error.kind === 'invalid') return { key: 'generic' };
  const info = retcodeInfo(error.retcode);
  if (!info?.silent) return null;
  return { text: error.retmsg || info.message[language] };
}
