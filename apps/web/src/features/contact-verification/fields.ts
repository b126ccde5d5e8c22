import {
  confirmCaptchaQuerySchema,
  getVerifyCodeQuerySchema,
  requestToVerifyEmailBodySchema,
} from '@switchboard/protocol';
import { z } from 'zod';
import { withMessages } from '../../lib/formErrors.ts';

/** Fewest digits of a national number, named by the message of a number too short. */
export const PHONE_MIN_DIGITS = 5;

/** A message of the verify namespace a step shows under a field. */
type ErrorKey = `errors.${'telCode' | 'phone' | 'phoneLong' | 'email' | 'emailShape' | 'captcha'}`;

/** Only the digits people typed into a phone number (spaces, dashes and brackets dropped). */
const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** The phone step: a calling code and a national number, as the code request checks them. */
export const phoneStepSchema = z.object({
  telcode: withMessages(getVerifyCodeQuerySchema.shape.telcode, (): ErrorKey => 'errors.telCode'),
  phone: withMessages(
    z.string().transform(digitsOf).pipe(getVerifyCodeQuerySchema.shape.phone),
    (_issue, value): ErrorKey =>
      digitsOf(value).length < PHONE_MIN_DIGITS ? 'errors.phone' : 'errors.phoneLong',
  ),
});

/** The email step's address, as the code request checks it. */
const emailField = withMessages(
  requestToVerifyEmailBodySchema.shape.email,
  (_issue, value): ErrorKey => (String(value ?? '').trim() === '' ? 'errors.email' : 'errors.emailShape'),
);

/** The email step: the address, and the captcha's answer once the captcha is shown. */
export function emailStepSchema(captchaShown: boolean) {
  return z.object({
    email: emailField,
    captcha: captchaShown
      ? withMessages(confirmCaptchaQuerySchema.shape.inputCaptcha, (): ErrorKey => 'errors.captcha')
      : z.string(),
  });
}
