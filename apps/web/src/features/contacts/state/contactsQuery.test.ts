import type { AddressBookEntry } from '@switchboard/protocol';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppQueryClient } from '../../../lib/api/queryClientRef.ts';
import { StorageKey } from '../../../lib/storage.ts';
import { envelope, setupRuntime } from '../../../test/helpers.tsx';
import { makeContact } from '../lib/testing.tsx';
import { putContact, readContactsBook, syncContacts, syncContactsIfLoaded } from './contactsQuery.ts';
import { useContacts } from './contactsStore.ts';

const book = (name: string, phone = '2125550100') =>
  JSON.stringify({
    name,
    email: '',
    companyName: '',
    note: '',
    phoneList: [{ telCode: '1', phone, tag: 'Work' }],
  });
/** A contact entry, or a tombstone when no name is given. */
const entry = (id: string, updateTime: number, name?: string): AddressBookEntry => ({
  id,
  addressBook: name ? book(name) : '',
  deleted: !name,
  updateTime,
});

interface Request {
  since: string | null;
  startTime: string | null;
  /** Answers the request with these entries (the last page). */
  answer: (entries: AddressBookEntry[]) => void;
}

/** Stands in for the server: every getCloudAddressBook call waits until the test answers it. */
function server() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      return new Promise<Response>((resolve) => {
        requests.push({
          since: url.searchParams.get('since'),
          startTime: url.searchParams.get('startTime'),
          answer: (entries) => resolve(envelope(0, { addressBookList: entries, nextStartTime: null })),
        });
      });
    }),
  );
  /** Waits for the next request the client makes. */
  const next = async (index: number) => {
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(index));
    return requests[index]!;
  };
  return { requests, next };
}

/** Answers every getCloudAddressBook call at once with the given pages, in order. */
function pagedServer(pages: AddressBookEntry[][]) {
  const seen: { since: string | null; startTime: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      seen.push({ since: url.searchParams.get('since'), startTime: url.searchParams.get('startTime') });
      const page = seen.length - 1;
      const more = page + 1 < pages.length;
      return envelope(0, {
        addressBookList: pages[page] ?? [],
        nextStartTime: more ? (page + 1) * 100 : null,
      });
    }),
  );
  return seen;
}

let client: QueryClient;
beforeEach(() => {
  setupRuntime('wetalkpro', 'en');
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  setAppQueryClient(null);
  client.clear();
  vi.unstubAllGlobals();
});

describe('address book query', () => {
  it('loads every page from 0, then only the changes since the cached time, applying tombstones', async () => {
    const first = pagedServer([[entry('a', 10, 'Alice'), entry('b', 20, 'Bob')], [entry('c', 30, 'Carol')]]);
    await syncContacts(client);
    expect(first.map((call) => call.since)).toEqual(['0', '0']);
    expect(first[1]?.startTime).toBe('100');
    expect(Object.keys(readContactsBook(client)?.byId ?? {}).sort()).toEqual(['a', 'b', 'c']);
    expect(readContactsBook(client)?.syncedUntil).toBe(30);

    const second = pagedServer([[entry('b', 40), entry('a', 50, 'Alicia')]]);
    await syncContacts(client);
    expect(second.map((call) => call.since)).toEqual(['30']);
    const synced = readContactsBook(client);
    expect(Object.keys(synced?.byId ?? {}).sort()).toEqual(['a', 'c']);
    expect(synced?.byId.a?.name).toBe('Alicia');
    expect(synced?.byId.a?.phones[0]).toEqual({
      telCode: '1',
      phone: '2125550100',
      tag: 'Work',
      shortPhone: '2125550100',
      full: '12125550100',
    });
    expect(synced?.syncedUntil).toBe(50);
  });

  it('shares one request between concurrent syncs', async () => {
    const { requests, next } = server();
    const both = Promise.all([syncContacts(client), syncContacts(client)]);
    (await next(0)).answer([entry('a', 10, 'Alice')]);
    await both;
    expect(requests).toHaveLength(1);
    expect(Object.keys(readContactsBook(client)?.byId ?? {})).toEqual(['a']);
  });

  it('syncs on a change from another session only when the book lacks it, and never an unloaded book', async () => {
    const { requests, next } = server();
    syncContactsIfLoaded(client, 10);
    expect(requests).toHaveLength(0);

    const loading = syncContacts(client);
    (await next(0)).answer([entry('a', 10, 'Alice')]);
    await loading;
    syncContactsIfLoaded(client, 10);
    expect(requests).toHaveLength(1);

    syncContactsIfLoaded(client, 25);
    const change = await next(1);
    expect(change.since).toBe('10');
    change.answer([entry('b', 25, 'Bob')]);
    await vi.waitFor(() => expect(readContactsBook(client)?.byId.b?.name).toBe('Bob'));
  });

  it('keeps a save made while a sync was in flight: the stale answer is dropped and the sync runs again', async () => {
    const { next } = server();
    const loading = syncContacts(client);
    (await next(0)).answer([entry('a', 10, 'Alice')]);
    await loading;

    void syncContacts(client).catch(() => undefined);
    const stale = await next(1);
    await putContact(client, { ...makeContact('a', 'Alicia'), updateTime: 40 });
    expect(readContactsBook(client)?.byId.a?.name).toBe('Alicia');
    // The server answers the first sync with an edit made elsewhere before the save.
    stale.answer([entry('a', 35, 'Alice elsewhere')]);
    const again = await next(2);
    expect(again.since).toBe('10');
    again.answer([entry('a', 40, 'Alicia')]);
    await vi.waitFor(() => expect(readContactsBook(client)?.syncedUntil).toBe(40));
    expect(readContactsBook(client)?.byId.a?.name).toBe('Alicia');
  });

  it('forgets the copy earlier clients kept in localStorage', async () => {
    localStorage.setItem(StorageKey.contactsCache, '{"v":1}');
    localStorage.setItem(StorageKey.contactsSyncedUntil, '99');
    const seen = pagedServer([[entry('a', 10, 'Alice')]]);
    await syncContacts(client);
    expect(seen[0]?.since).toBe('0');
    expect(localStorage.getItem(StorageKey.contactsCache)).toBeNull();
    expect(localStorage.getItem(StorageKey.contactsSyncedUntil)).toBeNull();
  });

  it('serves lookups outside React from the page query client', async () => {
    expect(useContacts.getState()).toMatchObject({ byId: {}, loaded: false });
    setAppQueryClient(client);
    expect(useContacts.getState().loaded).toBe(false);
    pagedServer([[entry('a', 10, 'Alice')]]);
    await syncContacts(client);
    expect(useContacts.getState()).toMatchObject({ loaded: true, syncedUntil: 10 });
    expect(useContacts.getState().byId.a?.name).toBe('Alice');
    useContacts.getState().reset();
    expect(readContactsBook(client)).toBeUndefined();
  });
});
