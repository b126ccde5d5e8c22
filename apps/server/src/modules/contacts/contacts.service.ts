import { randomUUID } from 'node:crypto';
import {
  type AddressBook,
  type AddressBookEntry,
  type addressBookListDataSchema,
  type addressBookQuerySchema,
  Retcode,
  SocketEvent,
} from '@switchboard/protocol';
import type { z } from 'zod';
import type { ContactRow, Db, Trx } from '../../db/types.ts';
import { AppError, invalidRequest } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { say } from '../../text/sentence.ts';
import {
  advanceClock,
  type ContactFields,
  changesAfter,
  countLive,
  insertContact,
  liveIdsAmong,
  lockClock,
  tombstone,
  updateContact,
} from './contacts.repo.ts';

/** Most live contacts one account may keep. */
export const MAX_CONTACTS = 10_000;
/** Most ids one delCloudAddressBook call may name. */
export const MAX_DELETE_IDS = 1000;
/** What a contact id looks like: the UUIDs this server makes. */
const CONTACT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AddressBookQuery = z.infer<typeof addressBookQuerySchema>;
type AddressBookPage = z.infer<typeof addressBookListDataSchema>;

/** The stored columns of a validated contact. */
function toFields(book: AddressBook): ContactFields {
  return {
    name: book.name,
    email: book.email,
    company_name: book.companyName,
    note: book.note,
    phones: JSON.stringify(book.phoneList.map(({ telCode, phone, tag }) => ({ telCode, phone, tag }))),
  };
}

/** A stored row as an address book entry: the fields JSON-encoded, or '' for a tombstone. */
export function toEntry(row: ContactRow): AddressBookEntry {
  const deleted = row.deleted_at !== null;
  const book: AddressBook | undefined = deleted
    ? undefined
    : {
        name: row.name,
        email: row.email,
        companyName: row.company_name,
        note: row.note,
        phoneList: JSON.parse(row.phones) as AddressBook['phoneList'],
      };
  return {
    id: row.id,
    addressBook: book === undefined ? '' : JSON.stringify(book),
    deleted,
    updateTime: Number(row.update_time),
  };
}

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
  async save(
    accountId: string,
    id: string | undefined,
    book: AddressBook,
  ): Promise<{ id: string; updateTime: number }> {
    const fields = toFields(book);
    const target = id?.trim() ?? '';
    return this.events.transaction(this.db, async (trx, held) => {
      const updateTime = await this.nextTimes(trx, accountId, 1);
      // Held until commit; a refusal below rolls back and drops it.
      held.emit(accountId, SocketEvent.contactsChanged, { updateTime });
      if (target === '') {
        if ((await countLive(trx, accountId)) >= MAX_CONTACTS) {
          throw new AppError(
            Retcode.INVALID_PARAMETER,
            `addressBook: the address book is full (at most ${MAX_CONTACTS} contacts); delete some first`,
            { say: say('contactsMax', { count: MAX_CONTACTS }) },
          );
        }
        const created = randomUUID();
        await insertContact(trx, { id: created, account_id: accountId, ...fields, update_time: updateTime });
        return { id: created, updateTime };
      }
      const updated =
        CONTACT_ID_PATTERN.test(target) && (await updateContact(trx, accountId, target, fields, updateTime));
      if (!updated)
        throw new AppError(Retcode.NOT_FOUND, 'id: no such contact', { say: say('contactNotFound') });
      return { id: target, updateTime };
    });
  }

  /** delCloudAddressBook: turns the caller's live contacts among `joinedIds` into tombstones; returns how many. */
  async delete(accountId: string, joinedIds: string): Promise<number> {
    const ids = parseContactIds(joinedIds);
    return this.events.transaction(this.db, async (trx, held) => {
      await lockClock(trx, accountId);
      const live = await liveIdsAmong(trx, accountId, ids);
      if (live.length === 0) return 0;
      const first = await this.nextTimes(trx, accountId, live.length);
      const now = this.clock();
      let deleted = 0;
      for (const [index, id] of live.entries()) {
        if (await tombstone(trx, accountId, id, first + index, now)) deleted += 1;
      }
      if (deleted > 0)
        held.emit(accountId, SocketEvent.contactsChanged, { updateTime: first + live.length - 1 });
      return deleted;
    });
  }

  /** Reserves `count` consecutive update times after the account's last one (and not before now); returns the first. */
  private async nextTimes(trx: Trx, accountId: string, count: number): Promise<number> {
    const last = await lockClock(trx, accountId);
    const first = Math.max(this.clock(), last + 1);
    await advanceClock(trx, accountId, first + count - 1);
    return first;
  }
}
