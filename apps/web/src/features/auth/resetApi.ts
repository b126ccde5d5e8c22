import { API_BASE, ApiPath, type SessionData } from '@switchboard/protocol';
import type { AccountRef } from '../../lib/api/calls.ts';
import { callApi } from '../../lib/api/client.ts';
import type { CaptchaNextApi } from '../contact-verification/index.ts';

/** nextApi of the captcha pass every reset code request needs. */
export const NEXT_REQUEST_RESET: CaptchaNextApi = `${API_BASE}${ApiPath.requestPasswordReset}`;

/** Sends the reset code; failures about the account shown under its field. */
export function requestPasswordReset(ref: AccountRef, captchaId: string) {
  return callApi('requestPasswordReset', { body: { ...ref, captchaId }, inlineFields: ['account'] });
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
