import { emailSchema, passwordSchema, phoneSchema, telCodeSchema } from '@switchboard/protocol';

/** A validation failure as a key of the auth namespace's `validation` group (translated by the form). */
export type ValidationKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'telCodeRequired'
  | 'telCodeInvalid'
  | 'phoneRequired'
  | 'phoneInvalid';

/** Checks an email with the same schema the server applies. */
export function validateEmail(value: string): ValidationKey | null {
  if (value.trim() === '') return 'emailRequired';
  return emailSchema.safeParse(value).success ? null : 'emailInvalid';
}

/** Checks a new account's password against the server's rules. */
export function validateNewPassword(value: string): ValidationKey | null {
  if (value === '') return 'passwordRequired';
  if (passwordSchema.safeParse(value).success) return null;
  return value.length < 8 ? 'passwordTooShort' : 'passwordTooLong';
}

/** A login password only has to be present; its rules are the server's business. */
export function validateLoginPassword(value: string): ValidationKey | null {
  return value === '' ? 'passwordRequired' : null;
}

/** Checks a country calling code (digits, at most 4; a leading plus is tolerated). */
export function validateTelCode(value: string): ValidationKey | null {
  const digits = normalizeTelCode(value);
  if (digits === '') return 'telCodeRequired';
  return telCodeSchema.safeParse(digits).success ? null : 'telCodeInvalid';
}

/** Checks national phone digits (spaces and dashes are tolerated). */
export function validatePhone(value: string): ValidationKey | null {
  const digits = normalizePhone(value);
  if (digits === '') return 'phoneRequired';
  return phoneSchema.safeParse(digits).success ? null : 'phoneInvalid';
}

/** Drops a leading plus and whitespace from a calling code. */
export function normalizeTelCode(value: string): string {
  return value.trim().replace(/^\+/, '');
}

/** Drops spaces, dashes and brackets people type into phone numbers. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}
