import { randomUUID } from 'node:crypto';
import {
  type AddressBook,
  type addressBookListDataSchema,
  type addressBookQuerySchema,
  type ImportContactsData,
  type ImportRow,
  Retcode,
  SocketEvent,
} from '@switchboard/protocol';
import type { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { AppError, invalidRequest } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { say } from '../../text/sentence.ts';
import {
  addressBookFull,
  CONTACT_ID_PATTERN,
  MAX_CONTACTS,
  MAX_DELETE_IDS,
  toFields,
} from './contacts.fields.ts';
import { importBatch } from './contacts.import.ts';
import {
  changesAfter,
  countLive,
  insertContact,
  liveIdsAmong,
  lockClock,
  reserveTimes,
  rowOf,
  tombstoneAll,
  updateContact,
} from './contacts.repo.ts';
import { toEntry } from './contacts.wire.ts';

export { MAX_CONTACTS, MAX_DELETE_IDS } from './contacts.fields.ts';

type AddressBookQuery = z.infer<typeof addressBookQuerySchema>;
type AddressBookPage = z.infer<typeof addressBookListDataSchema>;

/** Splits comma-joined ids: trimmed, empties dropped, duplicates dropped; refuses anything not an id. */
export function parseContactIds(joined: string): string[] {
  const ids = [
    ...new Set(
      joined
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (ids.length === 0) throw invalidRequest('ids: no contact id given');
  if (ids.length > MAX_DELETE_IDS) {
    throw new AppError(Retcode.INVALID_PARAMETER, `ids: at most ${MAX_DELETE_IDS} ids per call`, {
      say: say('fieldTooMany', { count: MAX_DELETE_IDS }),
    });
  }
  const bad = ids.find((id) => !CONTACT_ID_PATTERN.test(id));
  if (bad !== undefined) {
    throw invalidRequest(`ids: ${JSON.stringify(bad.slice(0, 64))} is not a contact id`);
  }
  return ids;
}

/**
 * An account's address book. Every write takes the account's contact clock first, so update times
 * are unique, increase in commit order, and a client paging or syncing by one number loses nothing.
 * No call here ever reads or touches another account's contacts. Each write tells the account's
 * sockets (its other tabs and devices) once it commits, so they sync.
 */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly events: AccountEvents,
    private readonly clock: () => number = Date.now,
  ) {}

  /** getCloudAddressBook: changes after `since` (tombstones only when since > 0), paged by `startTime`. */
  async list(accountId: string, query: AddressBookQuery): Promise<AddressBookPage> {
    const since = query.since ?? 0;
    const rows = await changesAfter(this.db, accountId, {
      after: Math.max(since, query.startTime ?? 0),
      withTombstones: since > 0,
      limit: query.pageSize + 1,
    });
    const page = rows.slice(0, query.pageSize);
    const more = rows.length > query.pageSize;
    return {
      addressBookList: page.map(toEntry),
      nextStartTime: more ? Number(page[page.length - 1]!.update_time) : null,
    };
  }

  /** createOrUpdateCloudAddressBook: no id creates; an id updates the caller's live contact or is NOT_FOUND. */
  async save(accountId: string, id: string | undefined, book: AddressBook) {
    const fields = toFields(book);
    const target = id?.trim() ?? '';
    return this.events.transaction(this.db, async (trx, held) => {
      const updateTime = await reserveTimes(trx, accountId, 1, this.clock());
      // Held until commit; a refusal below rolls back and drops it.
      held.emit(accountId, SocketEvent.contactsChanged, { updateTime });
      const saved = { id: target || randomUUID(), account_id: accountId, ...fields, update_time: updateTime };
      if (target === '') {
        if ((await countLive(trx, accountId)) >= MAX_CONTACTS) throw addressBookFull();
        await insertContact(trx, saved);
      } else {
        const updated =
          CONTACT_ID_PATTERN.test(target) &&
          (await updateContact(trx, accountId, target, fields, updateTime));
        if (!updated)
          throw new AppError(Retcode.NOT_FOUND, 'id: no such contact', { say: say('contactNotFound') });
      }
      return { id: saved.id, updateTime, entry: toEntry(rowOf({ ...saved, import_key: null })) };
    });
  }

  /** importCloudAddressBook: one batch of an import, in one transaction; see importBatch. */
  async import(accountId: string, rows: readonly ImportRow[]): Promise<ImportContactsData> {
    return importBatch(this.db, this.events, accountId, rows, this.clock());
  }

  /** delCloudAddressBook: turns the caller's live contacts among `joinedIds` into tombstones; returns how many. */
  async delete(accountId: string, joinedIds: string): Promise<number> {
    const ids = parseContactIds(joinedIds);
    return this.events.transaction(this.db, async (trx, held) => {
      await lockClock(trx, accountId);
      const live = await liveIdsAmong(trx, accountId, ids);
      if (live.length === 0) return 0;
      const first = await reserveTimes(trx, accountId, live.length, this.clock());
      const deleted = await tombstoneAll(trx, accountId, live, first, this.clock());
      if (deleted > 0)
        held.emit(accountId, SocketEvent.contactsChanged, { updateTime: first + live.length - 1 });
      return deleted;
    });
  }
}
