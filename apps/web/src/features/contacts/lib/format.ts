import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Contact } from '../state/contactsStore.ts';

/** The seven avatar colours. */
export const CONTACT_AVATAR_COLORS = [
  '#5c6bc0',
  '#26a69a',
  '#ef6c00',
  '#ab47bc',
  '#42a5f5',
  '#ec407a',
  '#8d6e63',
] as const;

/** Avatar colour of a phone: its last four digits modulo 7 pick one of the seven colours. */
export function avatarColor(phoneDigits: string): string {
  const lastFour = phoneDigits.replace(/\D/g, '').slice(-4);
  return CONTACT_AVATAR_COLORS[Number(lastFour || '0') % CONTACT_AVATAR_COLORS.length]!;
}

// Parsing with libphonenumber is the costly part of drawing a list row, and rows come back into
// view (scrolling, switching tabs) far more often than phones change.
const formatted = new Map<string, string>();
const FORMATTED_LIMIT = 20_000;

/** A contact phone in international format, or "+telCode phone" when it cannot be parsed. */
export function formatContactPhone(telCode: string, phone: string): string {
  if (!telCode) return phone;
  const key = `+${telCode}${phone}`;
  const cached = formatted.get(key);
  if (cached !== undefined) return cached;
  const parsed = parsePhoneNumberFromString(key);
  const text = parsed?.isValid() ? parsed.formatInternational() : `+${telCode} ${phone}`;
  if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
  formatted.set(key, text);
  return text;
}

/** The letter shown in a contact's avatar. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '#';
}

/** The avatar colour of a contact, by its first phone. */
export function contactColor(contact: Pick<Contact, 'phones'>): string {
  return avatarColor(contact.phones[0]?.full ?? '');
}
