import type { ContactTag } from '@switchboard/protocol';
import { contactTags } from '@switchboard/protocol';
import { readStorage, removeStorage, StorageKey, writeStorage } from '../../../lib/storage.ts';
import type { Contact } from '../state/contactsStore.ts';

const CACHE_VERSION = 1;

/** A contact in the cache: id, time, name, email, company, note, [telCode, phone, tag index][]. */
type CachedContact = [string, number, string, string, string, string, [string, string, number][]];

interface CacheFile {
  v: number;
  syncedUntil: number;
  contacts: CachedContact[];
}

function pack(contact: Contact): CachedContact {
  return [
    contact.id,
    contact.updateTime,
    contact.name,
    contact.email,
    contact.companyName,
    contact.note,
    contact.phones.map((item) => [item.telCode, item.phone, Math.max(0, contactTags.indexOf(item.tag))]),
  ];
}

function unpack(row: CachedContact): Contact {
  const [id, updateTime, name, email, companyName, note, phones] = row;
  return {
    id,
    updateTime,
    name,
    email,
    companyName,
    note,
    phones: phones.map(([telCode, phone, tag]) => ({
      telCode,
      phone,
      tag: (contactTags[tag] ?? 'Other') as ContactTag,
      full: `${telCode}${phone}`,
    })),
  };
}

/** The cached address book and its timestamp; null when there is none or it does not read. */
export function readContactsCache(): { byId: Record<string, Contact>; syncedUntil: number } | null {
  const raw = readStorage(StorageKey.contactsCache);
  if (!raw) return null;
  try {
    const file = JSON.parse(raw) as CacheFile;
    if (file.v !== CACHE_VERSION || !Array.isArray(file.contacts)) return null;
    const stamp = Number(readStorage(StorageKey.contactsSyncedUntil));
    const syncedUntil = Math.min(file.syncedUntil, Number.isFinite(stamp) ? stamp : 0);
    const byId: Record<string, Contact> = {};
    for (const row of file.contacts) byId[row[0]] = unpack(row);
    return { byId, syncedUntil };
  } catch {
    clearContactsCache();
    return null;
  }
}

/** Stores the address book and the time it is synced up to. */
export function writeContactsCache(byId: Record<string, Contact>, syncedUntil: number): void {
  const file: CacheFile = { v: CACHE_VERSION, syncedUntil, contacts: Object.values(byId).map(pack) };
  if (writeStorage(StorageKey.contactsCache, JSON.stringify(file))) {
    writeStorage(StorageKey.contactsSyncedUntil, String(syncedUntil));
  }
}

/** Forgets the cached address book (logout). */
export function clearContactsCache(): void {
  removeStorage(StorageKey.contactsCache);
  removeStorage(StorageKey.contactsSyncedUntil);
}
