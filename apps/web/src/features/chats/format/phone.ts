import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A full number (calling code plus national number, digits only) in international format
 * ("+1 202 555 0100"). A number whose calling code is known to be unknown (`telCode` ''), short
 * codes and numbers that cannot be parsed are shown as they are.
 */
export function formatFullNumber(full: string, telCode?: string): string {
  const digits = full.replace(/\D/g, '');
  if (telCode === '' || digits.length < 7) return full;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (parsed?.isPossible()) return parsed.formatInternational();
  if (telCode && digits.startsWith(telCode)) return `+${telCode} ${digits.slice(telCode.length)}`;
  return `+${digits}`;
}
