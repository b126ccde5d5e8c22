import { API_BASE, ApiPath, type PasswordResetRequestedData, type SessionData } from '@switchboard/protocol';
import type { AccountRef } from '../../lib/api/calls.ts';
import { callApi } from '../../lib/api/client.ts';
import { type CaptchaNextApi, captchaPassFor } from '../contact-verification/index.ts';

/** nextApi of the captcha pass every reset code request needs. */
const NEXT_REQUEST_RESET: CaptchaNextApi = `${API_BASE}${ApiPath.requestPasswordReset}`;

/** A code sent: where to (as the person reads it), and the account to ask again for. */
export interface SentResetCode extends PasswordResetRequestedData {
  ref: AccountRef;
  destination: string;
}

/** Sends the reset code; failures about the account shown under its field. */
function requestPasswordReset(ref: AccountRef, captchaId: string) {
  return callApi('requestPasswordReset', { body: { ...ref, captchaId }, inlineFields: ['account'] });
}

/**
 * Asks for a reset code after the captcha; null when the person closed the captcha. Every send is
 * a new object, so the resend countdown restarts with it.
 */
export async function sendResetCode(ref: AccountRef, destination: string): Promise<SentResetCode | null> {
  const captchaId = await captchaPassFor(NEXT_REQUEST_RESET);
  if (!captchaId) return null;
  return { ...(await requestPasswordReset(ref, captchaId)), ref, destination };
}

/** The new password with the code; answers a new session like login. */
export function resetPassword(
  verifyid: string,
  activationcode: string,
  newPassword: string,
): Promise<SessionData> {
  return callApi('resetPassword', {
    body: { verifyid, activationcode, newPassword },
    inlineFields: ['activationcode', 'newPassword'],
  });
}
