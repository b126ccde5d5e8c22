import { formatFullNumber, type UiLanguage } from '@switchboard/protocol';
import { officialSender } from '../list/officialSenders.ts';

/** The name shown for the other party: an official sender's name, else the formatted number. */
export function partyName(fullNumber: string, telCode: string | undefined, language: UiLanguage): string {
  return officialSender(fullNumber)?.name[language] ?? formatFullNumber(fullNumber, telCode);
}
