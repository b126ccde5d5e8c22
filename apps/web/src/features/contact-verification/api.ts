import { API_BASE, ApiPath, type CAPTCHA_NEXT_APIS, type SliderTrailSample } from '@switchboard/protocol';
import { callApi } from '../../lib/api/client.ts';

/** A call a confirmed captcha may be spent on. */
export type CaptchaNextApi = (typeof CAPTCHA_NEXT_APIS)[number];

/** nextApi of a captcha pass for the phone code request. */
export const NEXT_GET_VERIFY_CODE: CaptchaNextApi = `${API_BASE}${ApiPath.getVerifyCode}`;
/** nextApi of a captcha pass for the email code request. */
export const NEXT_VERIFY_EMAIL: CaptchaNextApi = `${API_BASE}${ApiPath.requestToVerifyEmail}`;

/** A phone as the verify calls take it. */
export interface PhoneRef {
  telcode: string;
  phone: string;
}

/** True when the captcha answer was right (and, with nextApi, a pass for that call). */
export async function confirmCaptcha(captchaId: string, inputCaptcha: string, nextApi: CaptchaNextApi) {
  return (await callApi('confirmCaptcha', { query: { captchaId, inputCaptcha, nextApi } })).result;
}

/** A new slider puzzle. */
export function getSliderPuzzle() {
  return callApi('sliderCaptcha');
}

/**
 * The slider token when the piece fits (100020 otherwise, also without a plausible drag trail or a
 * solved proof of work).
 */
export function verifySlider(
  sliderId: string,
  x: number,
  trail: SliderTrailSample[],
  pow: { counter: number; derivedKey: string } | null,
) {
  return callApi('verifySlider', { body: { sliderId, x, trail, ...(pow === null ? {} : { pow }) } });
}

/** Proofs a code request may carry after the server asked for one. */
export interface SendProof {
  captchaId?: string;
  sliderToken?: string;
}

/** The request fields of a phone the verify forms show failures next to. */
const PHONE_FIELDS = ['telcode', 'phone'] as const;

/**
 * Refuses (inline, under the field) a phone or email another account holds or that is malformed,
 * before any captcha, slider or code is asked for.
 */
export async function checkContact(contact: PhoneRef | { email: string }): Promise<void> {
  if ('email' in contact) await callApi('checkContact', { query: { ...contact }, inlineFields: ['email'] });
  else await callApi('checkContact', { query: { ...contact }, inlineFields: PHONE_FIELDS });
}

/** Sends an SMS code; resolves with its verifyid (failures about the phone not alerted). */
export async function getVerifyCode(ref: PhoneRef, proof: SendProof = {}) {
  return (await callApi('getVerifyCode', { query: { ...ref, ...proof }, inlineFields: PHONE_FIELDS }))
    .verifyid;
}

/** Sends an email code (needs a captcha pass); resolves with its verifyid. */
export async function requestToVerifyEmail(email: string, captchaId: string) {
  const data = await callApi('requestToVerifyEmail', { body: { email, captchaId }, inlineFields: ['email'] });
  return data.verifyid;
}

/** True when the phone's (validateCode) or the email's (validateCodeForEmail) code was accepted. */
export async function validateCode(kind: 'phone' | 'email', verifyid: string, activationcode: string) {
  const options = { body: { verifyid, activationcode }, inlineFields: ['activationcode'] } as const;
  const data = await callApi(kind === 'phone' ? 'validateCode' : 'validateCodeForEmail', options);
  return data.verified;
}

/** Saves the first phone (setPhoneForAccount) or replaces one (updatePhone). */
export async function savePhone(ref: PhoneRef, replace: boolean): Promise<void> {
  await callApi(replace ? 'updatePhone' : 'setPhoneForAccount', { body: { ...ref } });
}

/** Saves the first email (setEmailForAccount) or replaces one (updateEmail). */
export async function saveEmail(email: string, replace: boolean): Promise<void> {
  await callApi(replace ? 'updateEmail' : 'setEmailForAccount', { body: { email } });
}
