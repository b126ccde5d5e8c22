import { fullNumber, type VirtualPhone } from '@switchboard/protocol';

/** Fewest digits a typed other-party number needs to count as a number. */
export const MIN_OTHER_DIGITS = 5;
/** Only this many trailing characters of a typed number are kept. */
export const KEEP_LAST_CHARS = 11;
/** The calling code whose 11-digit numbers lose a leading 1 (North America). */
const NANP_CODE = '1';
/** Digits of a North American number after the 1; the server refuses any other length. */
export const NANP_NATIONAL_DIGITS = 10;
/** Characters people type between the digits of a number: hyphens, spaces, dots, parentheses, plus. */
const NUMBER_PUNCTUATION = /[-\s.()+]/g;

/** A typed other-party number after the spec's rules, combined with the sender's calling code. */
export interface OtherNumber {
  /** Calling code (the own number's). */
  telCode: string;
  /** National digits as kept. */
  national: string;
  /** Calling code plus national digits. */
  full: string;
}

/** Why a typed number makes no partner: too few digits, or a +1 number that is not 10 digits long. */
export type OtherNumberProblem = 'tooShort' | 'nanpLength';

function keptDigits(input: string, ownTelCode: string): string {
  let kept = input.trim().replace(NUMBER_PUNCTUATION, '').slice(-KEEP_LAST_CHARS);
  if (ownTelCode === NANP_CODE && kept.length === KEEP_LAST_CHARS && kept.startsWith(NANP_CODE)) {
    kept = kept.slice(1);
  }
  return kept;
}

/**
 * What is wrong with a typed other-party number, or null when it makes a partner. A +1 sender can
 * only text 10-digit numbers (anything else would open a conversation the server then refuses).
 */
export function otherNumberProblem(input: string, ownTelCode: string): OtherNumberProblem | null {
  const kept = keptDigits(input, ownTelCode);
  if (!/^\d+$/.test(kept) || kept.length < MIN_OTHER_DIGITS) return 'tooShort';
  if (ownTelCode === NANP_CODE && kept.length !== NANP_NATIONAL_DIGITS) return 'nanpLength';
  return null;
}

/**
 * Applies the spec's rules to a typed other-party number: trim; drop hyphens, spaces, dots,
 * parentheses (and plus signs, as contact phones do); keep the last 11 characters; with a +1 own
 * number an 11-digit number starting with 1 loses that 1. Null unless the rest is 5 or more digits
 * (exactly 10 for a +1 sender).
 */
export function normaliseOtherNumber(input: string, ownTelCode: string): OtherNumber | null {
  if (otherNumberProblem(input, ownTelCode) !== null) return null;
  const kept = keptDigits(input, ownTelCode);
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

/** True when a typed search matches an own number (digits anywhere in the full number, or its format). */
export function matchesOwnNumber(own: VirtualPhone, search: string): boolean {
  const digits = search.replace(/\D/g, '');
  if (digits === '') return search.trim() === '';
  return fullNumber(own.telCode, own.phone).includes(digits);
}
