import type { AccountInfo, SessionData } from '@switchboard/protocol';
import {
  accountInfoDataSchema,
  adConfigDataSchema,
  balanceDataSchema,
  preLoginDataSchema,
  sessionDataSchema,
} from '@switchboard/protocol';
import type { CaptchaAnswer } from '../captcha.ts';
import { apiRequest, buildApiUrl } from './client.ts';

/** Identifies an account: an email, or national digits with a calling code. */
export interface AccountRef {
  account: string;
  telCode?: string;
}

/** For calls whose answer carries nothing the client uses (`data` may be null or an empty object). */
const ignoredAnswerSchema = {
  safeParse: () => ({ success: true as const, data: null }),
};

/** POST /preLogin: whether the account exists and whether login needs a captcha. */
export function preLogin(ref: AccountRef) {
  return apiRequest('preLogin', { method: 'POST', body: { ...ref }, schema: preLoginDataSchema });
}

/** POST /login. */
export function login(ref: AccountRef, password: string, captcha?: CaptchaAnswer): Promise<SessionData> {
  return apiRequest('login', {
    method: 'POST',
    body: { ...ref, password, ...captcha },
    schema: sessionDataSchema,
  });
}

/** POST /register: a new account by email. */
export function register(
  email: string,
  password: string,
  captcha?: CaptchaAnswer,
  inviteCode?: string,
): Promise<SessionData> {
  return apiRequest('register', {
    method: 'POST',
    body: { email, password, ...captcha, ...(inviteCode ? { inviteCode } : {}) },
    schema: sessionDataSchema,
    // A share link's code the server refuses is explained under the code field.
    inlineFields: ['inviteCode'],
  });
}

/** POST /logout: ends the session of `token` on the server. */
export function logout(token: string): Promise<null> {
  return apiRequest('logout', { method: 'POST', body: {}, schema: ignoredAnswerSchema, token });
}

// GET /refreshToken is not here: it goes around the response reader (lib/tokenRefresh.ts), so a
// refresh answered with a code is only logged, never alerted (spec 000 section 8).

/** GET /getAccountInfo. */
export function getAccountInfo(): Promise<AccountInfo> {
  return apiRequest('getAccountInfo', { schema: accountInfoDataSchema });
}

/** GET /getAdConfig: the operator's banner ads (possibly none); public. */
export function getAdConfig() {
  return apiRequest('getAdConfig', { schema: adConfigDataSchema });
}

/** GET /queryBalance: balance in ten-thousandths of the brand's unit. */
export async function queryBalance(): Promise<number> {
  const data = await apiRequest('queryBalance', { schema: balanceDataSchema });
  return data.balance;
}

/**
 * Address of a captcha image for a client-generated id (an SVG, not an envelope). It must not
 * change between renders: every load draws a new answer for the same id, so a fresh `t` on a
 * re-render would silently replace the answer of the picture the user is reading. A new picture
 * always has a new id.
 */
export function captchaImageUrl(captchaId: string): string {
  const url = new URL(buildApiUrl('captcha', { captchaId }), window.location.origin);
  url.searchParams.delete('t');
  return `${url.pathname}${url.search}`;
}
