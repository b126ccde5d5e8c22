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

/** The letter shown in a contact's avatar. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '#';
}
