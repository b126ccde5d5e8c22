import { Retcode } from '@switchboard/protocol';
import type { TFunction } from 'i18next';
import { ApiError, isRetcode } from '../../../lib/api/errors.ts';
import { shownGlobally } from '../../../lib/api/reactions.ts';
import { openVerificationDialog } from '../core/dialogStore.ts';

/**
 * What the send tab says under its button when a text was refused, so no refusal is silent: a
 * number that has not received its first code cannot send yet; no balance opens the recharge
 * dialog; codes the response reader already showed add nothing; anything else is the server's
 * sentence, or a general one. Null when nothing more is to be said there.
 */
export function sendFailureText(
  error: unknown,
  hasReceived: boolean,
  t: TFunction<'verificationMulti'>,
): string | null {
  if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) {
    openVerificationDialog('insufficient');
    return null;
  }
  if (isRetcode(error, Retcode.CANNOT_SEND_TO_NUMBER) && !hasReceived) return t('step2.sendBeforeCode');
  if (error instanceof ApiError && error.kind === 'retcode' && shownGlobally(error.retcode)) return null;
  if (error instanceof ApiError && error.retmsg) return error.retmsg;
  return t('step2.sendFailed');
}
