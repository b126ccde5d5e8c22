import {
  emailSchema,
  loginBodySchema,
  passwordSchema,
  phoneSchema,
  telCodeSchema,
} from '@switchboard/protocol';
import { z } from 'zod';
import { withMessages } from '../../lib/formErrors.ts';

/** A validation failure as a key of the auth namespace (translated by the form). */
export type ValidationKey = `validation.${
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'telCodeRequired'
  | 'telCodeInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'}`;

/** Drops a leading plus and whitespace from a calling code. */
export function normalizeTelCode(value: string): string {
  return value.trim().replace(/^\+/, '');
}

/** Drops spaces, dashes and brackets people type into phone numbers. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

const blank = (value: unknown) => String(value ?? '').trim() === '';

/** An account's email, by the schema the server applies. */
export const emailField = withMessages(
  emailSchema,
  (_issue, value): ValidationKey => (blank(value) ? 'validation.emailRequired' : 'validation.emailInvalid'),
);

/** A new account's password, by the server's rules. */
export const newPasswordField = withMessages(passwordSchema, (issue, value): ValidationKey => {
  if (value === '') return 'validation.passwordRequired';
  return issue.code === 'too_big' ? 'validation.passwordTooLong' : 'validation.passwordTooShort';
});

/** The password a log-in sends: present, and no longer than the server takes. */
export const loginPasswordField = withMessages(
  loginBodySchema.shape.password,
  (_issue, value): ValidationKey =>
    value === '' ? 'validation.passwordRequired' : 'validation.passwordTooLong',
);

/** A country calling code (a leading plus is tolerated), by the server's rule. */
export const telCodeField = withMessages(
  z.string().transform(normalizeTelCode).pipe(telCodeSchema),
  (_issue, value): ValidationKey =>
    normalizeTelCode(String(value ?? '')) === '' ? 'validation.telCodeRequired' : 'validation.telCodeInvalid',
);

/** National phone digits (spaces, dashes and brackets are tolerated), by the server's rule. */
export const phoneField = withMessages(
  z.string().transform(normalizePhone).pipe(phoneSchema),
  (_issue, value): ValidationKey =>
    normalizePhone(String(value ?? '')) === '' ? 'validation.phoneRequired' : 'validation.phoneInvalid',
);
