import { fullNumber, type VirtualPhone } from '@switchboard/protocol';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Fewest digits a typed other-party number needs to count as a number. */
export const MIN_OTHER_DIGITS = 5;
/** Only this many trailing characters of a typed number are kept. */
export const KEEP_LAST_CHARS = 11;
/** The calling code whose 11-digit numbers lose a leading 1 (North America). */
const NANP_CODE = '1';

/** A typed other-party number after the spec's rules, combined with the sender's calling code. */
export interface OtherNumber {
  /** Calling code (the own number's). */
  telCode: string;
  /** National digits as kept. */
  national: string;
  /** Calling code plus national digits. */
  full: string;
}

/**
 * Applies the spec's rules to a typed other-party number: trim; drop hyphens, spaces, parentheses
 * (and plus signs, as contact phones do); keep the last 11 characters; with a +1 own number an
 * 11-digit number starting with 1 loses that 1. Null unless the rest is 5 or more digits.
 */
export function normaliseOtherNumber(input: string, ownTelCode: string): OtherNumber | null {
  let kept = input
    .trim()
    .replace(/[-\s()+]/g, '')
    .slice(-KEEP_LAST_CHARS);
  if (ownTelCode === NANP_CODE && kept.length === KEEP_LAST_CHARS && kept.startsWith(NANP_CODE)) {
    kept = kept.slice(1);
  }
  if (!/^\d+$/.test(kept) || kept.length < MIN_OTHER_DIGITS) return null;
  return { telCode: ownTelCode, national: kept, full: fullNumber(ownTelCode, kept) };
}

/** The digits typed so far, for the "under 5 digits clears the person" rule. */
export function digitCount(input: string): number {
  return input.replace(/\D/g, '').length;
}

/** The own number a typed sender names (full or national digits), or null when it is not one of them. */
export function checkSender(input: string, ownNumbers: readonly VirtualPhone[]): VirtualPhone | null {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return null;
  return (
    ownNumbers.find((own) => fullNumber(own.telCode, own.phone) === digits) ??
    ownNumbers.find((own) => own.phone === digits) ??
    null
  );
}

/**
 * True when the own number cannot text the chosen calling code, so the other-country notice shows.
 * An own number the map does not mention is not judged (the server has the last word).
 */
export function needsOtherCountryNotice(
  ownFull: string,
  chosenTelCode: string,
  smsCountryCodes: Readonly<Record<string, readonly string[]>>,
): boolean {
  const codes = smsCountryCodes[ownFull];
  if (!codes || chosenTelCode === '') return false;
  return !codes.includes(chosenTelCode);
}

/** A number for display, international format ("+1 202 555 0100"), or "+code number" when unknown. */
export function formatPhone(telCode: string, phone: string): string {
  const parsed = parsePhoneNumberFromString(`+${telCode}${phone}`);
  return parsed?.isPossible() ? parsed.formatInternational() : `+${telCode} ${phone}`;
}

/** True when a typed search matches an own number (digits anywhere in the full number, or its format). */
export function matchesOwnNumber(own: VirtualPhone, search: string): boolean {
  const digits = search.replace(/\D/g, '');
  if (digits === '') return search.trim() === '';
  return fullNumber(own.telCode, own.phone).includes(digits);
}
