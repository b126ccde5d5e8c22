import { Retcode, retcodeInfo, type UiLanguage } from '@switchboard/protocol';
import { ApiError } from '../../lib/api/errors.ts';
import { shownGlobally } from '../../lib/api/reactions.ts';
import { type FormMessage, serverSentence } from '../../lib/formErrors.ts';

/** What an auth form shows as its own error for a failed call, or null when there is nothing to add. */
export type InlineError = FormMessage | null;

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
  if (!(error instanceof ApiError)) return { message: 'error.generic' };
  if (error.kind === 'network') return { message: 'error.network' };
  if (error.kind === 'invalid') return { message: 'error.generic' };
  const info = retcodeInfo(error.retcode);
  if (info && ACCOUNT_CLOSED.has(error.retcode)) return serverSentence(info.message[language]);
  if (!info || shownGlobally(error.retcode)) return null;
  return serverSentence(error.retmsg || info.message[language]);
}
