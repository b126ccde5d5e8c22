import { emptyDataSchema } from '../envelope.ts';
import { accountInfoDataSchema, balanceDataSchema } from './account.ts';
import { deleteAccountBodySchema } from './account-deletion.ts';
import {
  captchaQuerySchema,
  loginBodySchema,
  logoutBodySchema,
  preLoginBodySchema,
  preLoginDataSchema,
  refreshTokenDataSchema,
  registerBodySchema,
  sessionDataSchema,
} from './auth.ts';
import type { CallSpec } from './call-spec.ts';
import {
  checkContactDataSchema,
  checkContactQuerySchema,
  confirmCaptchaDataSchema,
  confirmCaptchaQuerySchema,
  getVerifyCodeQuerySchema,
  requestToVerifyEmailBodySchema,
  setEmailBodySchema,
  setPhoneBodySchema,
  sliderPuzzleDataSchema,
  validateCodeBodySchema,
  validateCodeDataSchema,
  validateEmailCodeBodySchema,
  verifyIdDataSchema,
  verifySliderBodySchema,
  verifySliderDataSchema,
} from './contact-verification.ts';
import {
  passwordResetRequestedDataSchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
} from './password-reset.ts';
import {
  changePasswordBodySchema,
  sessionListDataSchema,
  signedOutDataSchema,
  signOutOtherSessionsBodySchema,
  signOutSessionBodySchema,
} from './security.ts';

/** Signing in and out, the account's own security, and proving a person, a phone or an email. */
export const accountCalls = {
  preLogin: {
    method: 'POST',
    path: '/preLogin',
    auth: 'visitor',
    body: preLoginBodySchema,
    data: preLoginDataSchema,
  },
  register: {
    method: 'POST',
    path: '/register',
    auth: 'visitor',
    body: registerBodySchema,
    data: sessionDataSchema,
  },
  login: { method: 'POST', path: '/login', auth: 'visitor', body: loginBodySchema, data: sessionDataSchema },
  logout: { method: 'POST', path: '/logout', auth: 'session', body: logoutBodySchema, data: emptyDataSchema },
  /** A new token for the caller's session; the presented one stays valid for a short grace window. */
  refreshToken: { method: 'GET', path: '/refreshToken', auth: 'session', data: refreshTokenDataSchema },
  /** Sends a password reset code to the email or phone an account signs in with. */
  requestPasswordReset: {
    method: 'POST',
    path: '/requestPasswordReset',
    auth: 'visitor',
    body: requestPasswordResetBodySchema,
    data: passwordResetRequestedDataSchema,
  },
  /** Sets a new password with a reset code; every session of the account ends. */
  resetPassword: {
    method: 'POST',
    path: '/resetPassword',
    auth: 'visitor',
    body: resetPasswordBodySchema,
    data: sessionDataSchema,
  },
  /** Changes the password; every other session of the account ends. */
  changePassword: {
    method: 'POST',
    path: '/changePassword',
    auth: 'session',
    body: changePasswordBodySchema,
    data: emptyDataSchema,
  },
  /** Deletes the caller's account for good once its password confirms it; every session ends. */
  deleteAccount: {
    method: 'POST',
    path: '/deleteAccount',
    auth: 'session',
    body: deleteAccountBodySchema,
    data: emptyDataSchema,
  },
  /** The account's live sessions. */
  getSessionList: { method: 'GET', path: '/getSessionList', auth: 'session', data: sessionListDataSchema },
  /** Ends one other session of the account. */
  signOutSession: {
    method: 'POST',
    path: '/signOutSession',
    auth: 'session',
    body: signOutSessionBodySchema,
    data: emptyDataSchema,
  },
  /** Ends every session of the account but the caller's. */
  signOutOtherSessions: {
    method: 'POST',
    path: '/signOutOtherSessions',
    auth: 'session',
    body: signOutOtherSessionsBodySchema,
    data: signedOutDataSchema,
  },
  getAccountInfo: { method: 'GET', path: '/getAccountInfo', auth: 'session', data: accountInfoDataSchema },
  queryBalance: { method: 'GET', path: '/queryBalance', auth: 'session', data: balanceDataSchema },
  /** A graphic captcha as an SVG image; its answer stays on the server. */
  captcha: { method: 'GET', path: '/captcha', auth: 'visitor', query: captchaQuerySchema, answer: 'bytes' },
  genCaptcha: {
    method: 'GET',
    path: '/genCaptcha',
    auth: 'visitor',
    query: captchaQuerySchema,
    answer: 'bytes',
  },
  confirmCaptcha: {
    method: 'GET',
    path: '/confirmCaptcha',
    auth: 'visitor',
    query: confirmCaptchaQuerySchema,
    data: confirmCaptchaDataSchema,
  },
  sliderCaptcha: { method: 'GET', path: '/sliderCaptcha', auth: 'visitor', data: sliderPuzzleDataSchema },
  verifySlider: {
    method: 'POST',
    path: '/verifySlider',
    auth: 'visitor',
    body: verifySliderBodySchema,
    data: verifySliderDataSchema,
  },
  /** Whether a phone or email may be verified by the caller, asked before any captcha or code. */
  checkContact: {
    method: 'GET',
    path: '/checkContact',
    auth: 'session',
    query: checkContactQuerySchema,
    data: checkContactDataSchema,
  },
  getVerifyCode: {
    method: 'GET',
    path: '/getVerifyCode',
    auth: 'session',
    query: getVerifyCodeQuerySchema,
    data: verifyIdDataSchema,
  },
  requestToVerifyEmail: {
    method: 'POST',
    path: '/requestToVerifyEmail',
    auth: 'session',
    body: requestToVerifyEmailBodySchema,
    data: verifyIdDataSchema,
  },
  validateCode: {
    method: 'POST',
    path: '/validateCode',
    auth: 'session',
    body: validateCodeBodySchema,
    data: validateCodeDataSchema,
  },
  validateCodeForEmail: {
    method: 'POST',
    path: '/validateCodeForEmail',
    auth: 'session',
    body: validateEmailCodeBodySchema,
    data: validateCodeDataSchema,
  },
  setPhoneForAccount: {
    method: 'POST',
    path: '/setPhoneForAccount',
    auth: 'session',
    body: setPhoneBodySchema,
    data: accountInfoDataSchema,
  },
  updatePhone: {
    method: 'POST',
    path: '/updatePhone',
    auth: 'session',
    body: setPhoneBodySchema,
    data: accountInfoDataSchema,
  },
  setEmailForAccount: {
    method: 'POST',
    path: '/setEmailForAccount',
    auth: 'session',
    body: setEmailBodySchema,
    data: accountInfoDataSchema,
  },
  updateEmail: {
    method: 'POST',
    path: '/updateEmail',
    auth: 'session',
    body: setEmailBodySchema,
    data: accountInfoDataSchema,
  },
} as const satisfies Record<string, CallSpec>;
