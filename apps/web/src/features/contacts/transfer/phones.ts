import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';

/** A written phone split into calling code and national number, with what was left out. */
export interface SplitPhone {
  telCode: string;
  phone: string;
  /** An extension written after the number ("ext. 23"); the address book has no place for it. */
  extension?: string;
  /** True when the number had no country code and the default country's was used. */
  assumed: boolean;
}

/** Fewest digits a number without the library's blessing may have (short codes are not kept). */
const MIN_DIGITS = 5;
/** Most digits of a national number (E.164 allows 15 in all). */
const MAX_DIGITS = 15;
const EXTENSION = /\s*(?:[,;]?\s*(?:ext\.?|extension|x|#)\s*|;ext=)(\d{1,7})\s*$/i;

/** The main country of a calling code ("1" is US, "44" is GB), or undefined for an unknown code. */
export function regionOfCallingCode(telCode: string): CountryCode | undefined {
  return metadata.country_calling_codes[telCode]?.[0] as CountryCode | undefined;
}

/** The calling code of a country ("CN" is "86"). */
export function callingCodeOf(region: CountryCode): string {
  return getCountryCallingCode(region);
}

/** The longest known calling code the digits start with, if any. */
function leadingCallingCode(digits: string): string | undefined {
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (regionOfCallingCode(code)) return code;
  }
  return undefined;
}

/**
 * Splits a phone as files write it ("+44 20 7946 0958", "010-12345678", "(212) 555-0142 ext. 23",
 * "tel:+1-212-555-0142", "0086 138 0013 8000") into calling code and national number. A number
 * without a country code is read as a number of `region` (its trunk prefix dropped). Returns null
 * when the value is not a phone number.
 */
export function splitPhone(value: string, region: CountryCode): SplitPhone | null {
  let text = value.trim().replace(/^tel:/i, '');
  const extension = text.match(EXTENSION)?.[1];
  if (extension) text = text.replace(EXTENSION, '');
  if (/[^\d\s+()\-./\u00a0]/.test(text) || !/\d/.test(text)) return null;
  const written = text.replace(/^00/, '+');
  const international = written.trimStart().startsWith('+');
  const extra = extension ? { extension } : {};
  const parsed = parsePhoneNumberFromString(written, region);
  if (parsed?.isPossible()) {
    return {
      telCode: parsed.countryCallingCode,
      phone: parsed.nationalNumber,
      assumed: !international,
      ...extra,
    };
  }
  const digits = written.replace(/\D/g, '');
  const code = international ? leadingCallingCode(digits) : callingCodeOf(region);
  if (!code) return null;
  const national = international ? digits.slice(code.length) : digits;
  if (national.length < MIN_DIGITS || national.length > MAX_DIGITS) return null;
  return { telCode: code, phone: national, assumed: !international, ...extra };
}
