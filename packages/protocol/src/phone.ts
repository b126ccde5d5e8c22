import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The one place phone numbers are written for people, by the server's sentences and lists and by the
 * web client alike. Everything international uses the library's international format
 * ("+1 702 555 0101"); the national format ("(702) 555-0101") only where a screen asks for it.
 */

// Parsing is the costly part of drawing a list row, and rows come back into view far more often
// than numbers change.
const parsedCache = new Map<string, ReturnType<typeof parsePhoneNumberFromString> | null>();
const CACHE_LIMIT = 20_000;

function parse(digits: string) {
  const cached = parsedCache.get(digits);
  if (cached !== undefined) return cached;
  const parsed = parsePhoneNumberFromString(`+${digits}`) ?? null;
  if (parsedCache.size >= CACHE_LIMIT) parsedCache.clear();
  parsedCache.set(digits, parsed);
  return parsed;
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The national part of a number, also when a source already put the calling code in front of it
 * ("17025550101" with calling code "1" is the national number "7025550101").
 */
function nationalDigits(telCode: string, phone: string): string {
  const digits = onlyDigits(phone);
  if (telCode === '' || !digits.startsWith(telCode)) return digits;
  if (parse(`${telCode}${digits}`)?.isPossible()) return digits;
  const stripped = digits.slice(telCode.length);
  return parse(`${telCode}${stripped}`)?.isPossible() ? stripped : digits;
}

/**
 * A number given as calling code and national number, in international format
 * ("+1 702 555 0101"); "+code number" when the library cannot lay it out, the bare input when there
 * is no calling code.
 */
export function formatPhone(telCode: string, phone: string): string {
  const code = onlyDigits(telCode);
  if (code === '') return phone;
  const national = nationalDigits(code, phone);
  const parsed = parse(`${code}${national}`);
  return parsed?.isPossible() ? parsed.formatInternational() : `+${code} ${national}`;
}

/**
 * A full number (calling code and national number together, "+17025550101" or "17025550101") in
 * international format. Short codes, numbers the library cannot read and numbers whose calling code
 * is known to be unknown (`telCode` '') are shown as they are.
 */
export function formatFullNumber(full: string, telCode?: string): string {
  const digits = onlyDigits(full);
  if (telCode === '' || digits.length < 7) return full;
  const parsed = parse(digits);
  if (parsed?.isPossible()) return parsed.formatInternational();
  if (telCode && digits.startsWith(telCode)) return `+${telCode} ${digits.slice(telCode.length)}`;
  return `+${digits}`;
}

/**
 * A full number that stands for a line (a number of the account, or one a person asked about), as
 * sentences name it: the international format, else "+digits". Unlike formatFullNumber it never
 * shows bare digits, which would read as an SMS short code.
 */
export function formatLineNumber(full: string): string {
  const digits = onlyDigits(full);
  const parsed = parse(digits);
  return parsed?.isPossible() ? parsed.formatInternational() : `+${digits}`;
}

/** A number in its country's national format ("(702) 555-0101"), for screens that show one. */
export function formatNationalPhone(telCode: string, phone: string): string {
  const code = onlyDigits(telCode);
  const national = nationalDigits(code, phone);
  const parsed = code === '' ? undefined : parse(`${code}${national}`);
  return parsed?.isPossible() ? parsed.formatNational() : national;
}
