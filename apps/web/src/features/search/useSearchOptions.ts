import { formatFullNumber, type SearchRange } from '@switchboard/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { messageSearchQuery } from '../../lib/api/searchQueries.ts';
import { openChatWith, openConversationByKey, openMessage, useCachedConversations } from '../chats/index.ts';
import { type Contact, useContacts } from '../contacts/index.ts';
import { loadContactMatcher } from '../contacts/lazy.ts';
import { excerptOf, phoneDigits, rangesOf } from './textMatch.ts';

/** The server is asked once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Contacts and conversations shown at most each. */
const LOCAL_MAX = 5;

/** A group of results, in the order the dialog shows them. */
export type SearchGroup = 'contacts' | 'conversations' | 'messages';

/** A text with the ranges to mark. */
export interface MarkedText {
  text: string;
  ranges: SearchRange[];
}

/** One choosable line of the dialog. */
export interface SearchOption {
  id: string;
  group: SearchGroup;
  title: MarkedText;
  detail: MarkedText | null;
  /** Time of a message hit. */
  date: number | null;
  choose: () => void;
}

const plain = (text: string): MarkedText => ({ text, ranges: [] });

function useDebounced(value: string, wait: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}

/** The address book, and its contacts by each full number of theirs. */
function useContactsByNumber(): { contacts: Contact[]; byNumber: Map<string, Contact> } {
  const byId = useContacts((state) => state.byId);
  return useMemo(() => {
    const contacts = Object.values(byId);
    const byNumber = new Map<string, Contact>();
    for (const contact of contacts)
      for (const phone of contact.phones) if (!byNumber.has(phone.full)) byNumber.set(phone.full, contact);
    return { contacts, byNumber };
  }, [byId]);
}

/** A number matched by typed digits: the digits marked in its formatted form when they appear there. */
function numberText(full: string, telCode: string | undefined, digits: string): MarkedText {
  const text = formatFullNumber(full, telCode);
  return { text, ranges: digits ? rangesOf(text, digits) : [] };
}

type ContactMatcher = (contact: Contact, query: string) => boolean;

/** By name only, until the address book's matcher (which also reads pinyin) has downloaded. */
const byNameOnly: ContactMatcher = (contact, query) =>
  contact.name.toLowerCase().includes(query.trim().toLowerCase());

/** The address book's matcher once downloaded: "zhang" or "zs" finds 张三 as in the contacts tab. */
function useContactMatcher(): ContactMatcher {
  const [matcher, setMatcher] = useState<ContactMatcher>(() => byNameOnly);
  useEffect(() => {
    let current = true;
    loadContactMatcher()
      .then((loaded) => {
        if (current) setMatcher(() => loaded);
      })
      // Offline before the download: names still match as typed.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return matcher;
}

function contactOptions(
  contacts: Contact[],
  query: string,
  digits: string,
  matches: ContactMatcher,
): SearchOption[] {
  const found: SearchOption[] = [];
  for (const contact of contacts) {
    const byName = matches(contact, query);
    const phone = digits ? contact.phones.find((item) => item.full.includes(digits)) : contact.phones[0];
    if (!phone || !(byName || (digits && phone.full.includes(digits)))) continue;
    found.push({
      id: `contact-${contact.id}`,
      group: 'contacts',
      title: { text: contact.name, ranges: rangesOf(contact.name, query) },
      detail: numberText(phone.full, phone.telCode, digits),
      date: null,
      choose: () =>
        openChatWith({
          name: contact.name,
          noName: false,
          phone: phone.full,
          telCode: phone.telCode,
          shortPhone: phone.shortPhone,
        }),
    });
    if (found.length === LOCAL_MAX) break;
  }
  return found;
}

/**
 * The dialog's results for a typed text: contacts and conversations from what the page already
 * holds (the address book and the chat list), messages from the server once typing pauses.
 */
export function useSearchOptions(query: string) {
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const messages = useInfiniteQuery({ ...messageSearchQuery(settled), enabled: settled.length > 0 });
  const conversations = useCachedConversations();
  const { contacts, byNumber } = useContactsByNumber();
  const matchesContact = useContactMatcher();

  const local = useMemo(() => {
    if (!query) return [];
    const digits = phoneDigits(query);
    const chats: SearchOption[] = [];
    for (const conversation of conversations) {
      const contact = byNumber.get(conversation.otherFullNumber);
      const name = contact?.name;
      const byName = contact !== undefined && !digits && matchesContact(contact, query);
      if (!byName && !(digits && conversation.otherFullNumber.includes(digits))) continue;
      const number = numberText(conversation.otherFullNumber, conversation.otherTelCode, digits);
      chats.push({
        id: `conversation-${conversation.key}`,
        group: 'conversations',
        title: name ? { text: name, ranges: rangesOf(name, query) } : number,
        detail: name ? number : plain(conversation.text),
        date: null,
        choose: () => openConversationByKey(conversation.key),
      });
      if (chats.length === LOCAL_MAX) break;
    }
    return [...contactOptions(contacts, query, digits, matchesContact), ...chats];
  }, [query, conversations, contacts, byNumber, matchesContact]);

  const hits = useMemo(() => {
    const pages = settled === query ? (messages.data?.pages ?? []) : [];
    return pages.flatMap((page) =>
      page.hits.map(
        (hit): SearchOption => ({
          id: `message-${hit.id}`,
          group: 'messages',
          title: plain(byNumber.get(hit.otherFullNumber)?.name ?? formatFullNumber(hit.otherFullNumber)),
          detail: excerptOf(hit.text, hit.ranges),
          date: hit.date,
          choose: () => openMessage(hit),
        }),
      ),
    );
  }, [messages.data, settled, query, byNumber]);

  return {
    options: [...local, ...hits],
    messages,
    /** Still waiting for the server's hits of what is typed now. */
    searching: query.length > 0 && (settled !== query || messages.isPending) && !messages.isError,
    recentOnly: settled === query && messages.data?.pages[0]?.recentOnly === true,
  };
}
