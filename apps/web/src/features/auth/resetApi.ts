import {
  API_BASE,
  ApiPath,
  passwordResetRequestedDataSchema,
  type SessionData,
  sessionDataSchema,
} from '@switchboard/protocol';
import type { AccountRef } from '../../lib/api/calls.ts';
import { apiRequest } from '../../lib/api/client.ts';
import type { CaptchaNextApi } from '../verify/index.ts';

/** nextApi of the captcha pass every reset code request needs. */
export const NEXT_REQUEST_RESET: CaptchaNextApi = `${API_BASE}${ApiPath.requestPasswordReset}`;

/** POST /requestPasswordReset: sends the code; failures about the account shown under its field. */
export function requestPasswordReset(ref: AccountRef, captchaId: string) {
  return apiRequest('requestPasswordReset', {
    method: 'POST',
    body: { ...ref, captchaId },
    schema: passwordResetRequestedDataSchema,
    inlineFields: ['account'],
  });
}

/** POST /resetPassword: the new password with the code; answers a new session like login. */
export function resetPassword(
  verifyid: string,
  activationcode: string,
  newPassword: string,
): Promise<SessionData> {
  return apiRequest('resetPassword', {
    method: 'POST',
    body: { verifyid, activationcode, newPassword },
    schema: sessionDataSchema,
    inlineFields: ['activationcode', 'newPassword'],
  });
}
