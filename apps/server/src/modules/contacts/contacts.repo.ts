import { sql } from 'kysely';
import type { ContactRow, Executor, Trx } from '../../db/types.ts';
import { chunks } from '../../lib/chunks.ts';

/** A contact's stored fields, phones already JSON-encoded. */
export interface ContactFields {
  name: string;
  email: string;
  company_name: string;
  note: string;
  phones: string;
}

/** Fields a tombstone keeps: everything cleared, its import key too (so a later import may reuse it). */
const CLEARED = { name: '', email: '', company_name: '', note: '', phones: '[]', import_key: null };

/** Ids per statement of the bulk calls, well below either database's parameter limit. */
const CHUNK = 500;

/** A contact row as stored, for inserts and for answering without reading it back. */
export type NewContact = ContactFields & {
  id: string;
  account_id: string;
  update_time: number;
  import_key: string | null;
};

/**
 * Locks the account's contact clock for the rest of the transaction (creating it at 0 the first
 * time) and returns the last update time it handed out. On PostgreSQL the upsert holds a row lock
 * until commit, so concurrent writers of one account queue here; SQLite serialises writes anyway.
 */
export async function lockClock(trx: Trx, accountId: string): Promise<number> {
  const row = await trx
    .insertInto('contact_clocks')
    .values({ account_id: accountId, last_update_time: 0 })
    .onConflict((oc) =>
      oc
        .column('account_id')
        .doUpdateSet((eb) => ({ last_update_time: eb.ref('contact_clocks.last_update_time') })),
    )
    .returning('last_update_time')
    .executeTakeFirstOrThrow();
  return Number(row.last_update_time);
}

/** Records the last update time handed out; call only after `lockClock` in the same transaction. */
export async function advanceClock(trx: Trx, accountId: string, last: number): Promise<void> {
  await trx
    .updateTable('contact_clocks')
    .set({ last_update_time: last })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * Reserves `count` consecutive update times after the account's last one (and not before `now`),
 * locking the account's clock until commit; returns the first.
 */
export async function reserveTimes(trx: Trx, accountId: string, count: number, now: number): Promise<number> {
  const last = await lockClock(trx, accountId);
  const first = Math.max(now, last + 1);
  await advanceClock(trx, accountId, first + count - 1);
  return first;
}

/** How many live (not deleted) contacts the account has. */
export async function countLive(ex: Executor, accountId: string): Promise<number> {
  const row = await ex
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The stored row of a new contact. */
export function rowOf(contact: NewContact): ContactRow {
  return { ...contact, created_at: contact.update_time, deleted_at: null };
}

/** Stores new contacts (a few statements for any number of them). */
export async function insertContacts(ex: Executor, contacts: readonly NewContact[]): Promise<void> {
  for (const slice of chunks(contacts, CHUNK)) {
    await ex.insertInto('contacts').values(slice.map(rowOf)).execute();
  }
}

/** Stores a new contact. */
export async function insertContact(ex: Executor, contact: Omit<NewContact, 'import_key'>): Promise<void> {
  await insertContacts(ex, [{ ...contact, import_key: null }]);
}

/** The account's live contacts an import created under any of `keys`. */
export async function liveByImportKeys(
  ex: Executor,
  accountId: string,
  keys: readonly string[],
): Promise<ContactRow[]> {
  const rows: ContactRow[] = [];
  for (const slice of chunks(keys, CHUNK)) {
    rows.push(
      ...(await ex
        .selectFrom('contacts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('import_key', 'in', slice)
        .where('deleted_at', 'is', null)
        .execute()),
    );
  }
  return rows;
}

/** Rewrites a live contact of the account; false when it is not the account's or is deleted. */
export async function updateContact(
  ex: Executor,
  accountId: string,
  id: string,
  fields: ContactFields,
  updateTime: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('contacts')
    .set({ ...fields, update_time: updateTime })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ids among `ids` that are live contacts of the account, in the order given. */
export async function liveIdsAmong(
  ex: Executor,
  accountId: string,
  ids: readonly string[],
): Promise<string[]> {
  const live = new Set<string>();
  for (const slice of chunks(ids, CHUNK)) {
    const rows = await ex
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', 'in', slice)
      .where('deleted_at', 'is', null)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return ids.filter((id) => live.has(id));
}

/**
 * Turns live contacts of the account into tombstones, the i-th of `ids` at `firstTime + i` (one
 * statement per slice, each row getting its own time); returns how many it turned.
 */
export async function tombstoneAll(
  ex: Executor,
  accountId: string,
  ids: readonly string[],
  firstTime: number,
  now: number,
): Promise<number> {
  let turned = 0;
  let offset = 0;
  for (const slice of chunks(ids, CHUNK)) {
    const whens = slice.map(
      (id, index) => sql`WHEN ${id} THEN CAST(${firstTime + offset + index} AS bigint)`,
    );
    const result = await ex
      .updateTable('contacts')
      .set({ ...CLEARED, deleted_at: now, update_time: sql<number>`CASE id ${sql.join(whens, sql` `)} END` })
      .where('account_id', '=', accountId)
      .where('id', 'in', slice)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    turned += Number(result.numUpdatedRows);
    offset += slice.length;
  }
  return turned;
}

/** What a page of changes asks for: changes after `after`, tombstones or not, at most `limit` rows. */
export interface ChangeWindow {
  after: number;
  withTombstones: boolean;
  limit: number;
}

/** The account's contacts (and tombstones when asked) changed after `after`, oldest change first. */
export function changesAfter(ex: Executor, accountId: string, window: ChangeWindow): Promise<ContactRow[]> {
  let query = ex
    .selectFrom('contacts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('update_time', '>', window.after);
  if (!window.withTombstones) query = query.where('deleted_at', 'is', null);
  return query.orderBy('update_time', 'asc').limit(window.limit).execute();
}
