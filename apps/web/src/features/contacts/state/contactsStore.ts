import type { AddressBookEntry, ContactTag } from '@switchboard/protocol';
import { addressBookSchema } from '@switchboard/protocol';
import { create } from 'zustand';

/** One phone of a contact, with its full number (calling code plus national number). */
export interface ContactPhoneView {
  telCode: string;
  phone: string;
  tag: ContactTag;
  /** Calling code followed by the national number, digits only. */
  full: string;
}

/** A contact as the client keeps it. */
export interface Contact {
  id: string;
  name: string;
  email: string;
  companyName: string;
  note: string;
  phones: ContactPhoneView[];
  /** Server change time (ms). */
  updateTime: number;
}

/** Client state of the address book. */
export interface ContactsState {
  /** Contacts by id. */
  byId: Record<string, Contact>;
  /** True once the first load finished. */
  loaded: boolean;
  /** Latest server change time applied (ms); the next load asks for changes after it. */
  syncedUntil: number;
  /** Applies a batch of changes (contacts and tombstones) from the server. */
  applyChanges: (entries: AddressBookEntry[]) => void;
  /** Puts one contact in place (after a save). */
  upsert: (contact: Contact) => void;
  /** Removes contacts locally (after a delete). */
  remove: (ids: readonly string[]) => void;
  /** Marks the first load done. */
  setLoaded: (loaded: boolean) => void;
  /** Clears everything (logout). */
  reset: () => void;
}

/** Decodes a wire entry; undefined for a tombstone or an entry whose JSON does not parse. */
export function contactFromEntry(entry: AddressBookEntry): Contact | undefined {
  if (entry.deleted) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(entry.addressBook);
  } catch {
    return undefined;
  }
  const parsed = addressBookSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const book = parsed.data;
  return {
    id: entry.id,
    name: book.name,
    email: book.email,
    companyName: book.companyName,
    note: book.note,
    phones: book.phoneList.map((item) => ({ ...item, full: `${item.telCode}${item.phone}` })),
    updateTime: entry.updateTime,
  };
}

const initial = { byId: {}, loaded: false, syncedUntil: 0 } satisfies Partial<ContactsState>;

/** The address book store: the contacts feature fills it, chats reads names from it. */
export const useContacts = create<ContactsState>((set) => ({
  ...initial,
  applyChanges: (entries) =>
    set((state) => {
      const byId = { ...state.byId };
      let syncedUntil = state.syncedUntil;
      for (const entry of entries) {
        syncedUntil = Math.max(syncedUntil, entry.updateTime);
        const contact = contactFromEntry(entry);
        if (contact) byId[entry.id] = contact;
        else delete byId[entry.id];
      }
      return { byId, syncedUntil };
    }),
  // syncedUntil stays put: changes made elsewhere before this save may not be loaded yet, and
  // advancing past them would skip them on the next load (which re-reads this contact harmlessly).
  upsert: (contact) => set((state) => ({ byId: { ...state.byId, [contact.id]: contact } })),
  remove: (ids) =>
    set((state) => {
      const byId = { ...state.byId };
      for (const id of ids) delete byId[id];
      return { byId };
    }),
  setLoaded: (loaded) => set({ loaded }),
  reset: () => set(initial),
}));

/**
 * The contact that has this full number, matching either the full number or, for numbers stored
 * without the calling code, the national part. Undefined when nobody has it.
 */
export function findContactByNumber(
  byId: Record<string, Contact>,
  fullNumber: string,
): { contact: Contact; phone: ContactPhoneView } | undefined {
  for (const contact of Object.values(byId)) {
    for (const phone of contact.phones) {
      if (phone.full === fullNumber) return { contact, phone };
    }
  }
  return undefined;
}
