import { Retcode, retcodeInfo, type UiLanguage } from '@switchboard/protocol';
import { ApiError } from '../../lib/api/errors.ts';
import { shownGlobally } from '../../lib/api/reactions.ts';

/** What a form shows inline for a failed call: the server's text for codes the API client keeps silent. */
export type InlineError = { text: string } | { key: 'network' | 'generic' } | null;

/**
 * Codes a sign-in answers for an account that cannot sign in. The response reader shows a kicked
 * code only to someone who was signed in, so the login form is where the reason is read.
 */
const ACCOUNT_CLOSED: ReadonlySet<number> = new Set([Retcode.ACCOUNT_SUSPENDED, Retcode.ACCOUNT_DELETED]);

/**
 * Silent codes (wrong credentials, account exists, wrong captcha...) are the form's to explain, with
 * the server's retmsg; a suspended or deleted account is explained with the catalogue's sentence in
 * the interface language; codes already shown globally add nothing here.
 */
export function inlineErrorFor(error: unknown, language: UiLanguage): InlineError {
  if (!(error instanceof ApiError)) return { key: 'generic' };
  if (error.kind === 'network') return { key: 'network' };
  if (error.kind === 'invalid') return { key: 'generic' };
  const info = retcodeInfo(error.retcode);
  if (info && ACCOUNT_CLOSED.has(error.retcode)) return { text: info.message[language] };
  if (!info || shownGlobally(error.retcode)) return null;
  return { text: error.retmsg || info.message[language] };
}
