import {
  API_BASE,
  ApiPath,
  type CAPTCHA_NEXT_APIS,
  checkContactDataSchema,
  confirmCaptchaDataSchema,
  type SliderTrailSample,
  sliderPuzzleDataSchema,
  validateCodeDataSchema,
  verifyIdDataSchema,
  verifySliderDataSchema,
} from '@switchboard/protocol';
import { apiRequest } from '../../lib/api/client.ts';

/** A call a confirmed captcha may be spent on. */
export type CaptchaNextApi = (typeof CAPTCHA_NEXT_APIS)[number];

/** nextApi of a captcha pass for the phone code request. */
export const NEXT_GET_VERIFY_CODE: CaptchaNextApi = `${API_BASE}${ApiPath.getVerifyCode}`;
/** nextApi of a captcha pass for the email code request. */
export const NEXT_VERIFY_EMAIL: CaptchaNextApi = `${API_BASE}${ApiPath.requestToVerifyEmail}`;

/** The answer of the save calls is not used; only success matters. */
const ignored = { safeParse: () => ({ success: true as const, data: null }) };

/** A phone as the verify calls take it. */
export interface PhoneRef {
  telcode: string;
  phone: string;
}

/** GET /confirmCaptcha: true when the answer was right (and, with nextApi, a pass for that call). */
export async function confirmCaptcha(captchaId: string, inputCaptcha: string, nextApi: CaptchaNextApi) {
  const data = await apiRequest('confirmCaptcha', {
    query: { captchaId, inputCaptcha, nextApi },
    schema: confirmCaptchaDataSchema,
  });
  return data.result;
}

/** GET /sliderCaptcha: a new puzzle. */
export function getSliderPuzzle() {
  return apiRequest('sliderCaptcha', { schema: sliderPuzzleDataSchema });
}

/**
 * POST /verifySlider: the slider token when the piece fits (100020 otherwise, also without a
 * plausible drag trail or a solved proof of work).
 */
export function verifySlider(
  sliderId: string,
  x: number,
  trail: SliderTrailSample[],
  pow: { counter: number; derivedKey: string } | null,
) {
  return apiRequest('verifySlider', {
    method: 'POST',
    body: { sliderId, x, trail, ...(pow === null ? {} : { pow }) },
    schema: verifySliderDataSchema,
  });
}

/** Proofs a code request may carry after the server asked for one. */
export interface SendProof {
  captchaId?: string;
  sliderToken?: string;
}

/** The request fields of a phone the verify forms show failures next to. */
const PHONE_FIELDS = ['telcode', 'phone'] as const;

/**
 * GET /checkContact: refuses (inline, under the field) a phone or email another account holds or
 * that is malformed, before any captcha, slider or code is asked for.
 */
export async function checkContact(contact: PhoneRef | { email: string }): Promise<void> {
  await apiRequest('checkContact', {
    query: { ...contact },
    schema: checkContactDataSchema,
    inlineFields: 'email' in contact ? ['email'] : PHONE_FIELDS,
  });
}

/** GET /getVerifyCode: sends an SMS code; resolves with its verifyid (failures about the phone not alerted). */
export async function getVerifyCode(ref: PhoneRef, proof: SendProof = {}) {
  const data = await apiRequest('getVerifyCode', {
    query: { ...ref, ...proof },
    schema: verifyIdDataSchema,
    inlineFields: PHONE_FIELDS,
  });
  return data.verifyid;
}

/** POST /requestToVerifyEmail: sends an email code (needs a captcha pass); resolves with its verifyid. */
export async function requestToVerifyEmail(email: string, captchaId: string) {
  const data = await apiRequest('requestToVerifyEmail', {
    method: 'POST',
    body: { email, captchaId },
    schema: verifyIdDataSchema,
    inlineFields: ['email'],
  });
  return data.verifyid;
}

/** POST /validateCode or /validateCodeForEmail: true when the code was accepted. */
export async function validateCode(kind: 'phone' | 'email', verifyid: string, activationcode: string) {
  const data = await apiRequest(kind === 'phone' ? 'validateCode' : 'validateCodeForEmail', {
    method: 'POST',
    body: { verifyid, activationcode },
    schema: validateCodeDataSchema,
    inlineFields: ['activationcode'],
  });
  return data.verified;
}

/** POST /setPhoneForAccount (first phone) or /updatePhone (replacing one). */
export async function savePhone(ref: PhoneRef, replace: boolean): Promise<void> {
  await apiRequest(replace ? 'updatePhone' : 'setPhoneForAccount', {
    method: 'POST',
    body: { ...ref },
    schema: ignored,
  });
}

/** POST /setEmailForAccount (first email) or /updateEmail (replacing one). */
export async function saveEmail(email: string, replace: boolean): Promise<void> {
  await apiRequest(replace ? 'updateEmail' : 'setEmailForAccount', {
    method: 'POST',
    body: { email },
    schema: ignored,
  });
}
