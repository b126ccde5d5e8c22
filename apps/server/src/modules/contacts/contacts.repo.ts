import type { ContactRow, Executor, Trx } from '../../db/types.ts';

/** A contact's stored fields, phones already JSON-encoded. */
export interface ContactFields {
  name: string;
  email: string;
  company_name: string;
  note: string;
  phones: string;
}

/** Fields a tombstone keeps: everything cleared. */
const CLEARED: ContactFields = { name: '', email: '', company_name: '', note: '', phones: '[]' };

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

/** Stores a new contact. */
export async function insertContact(
  ex: Executor,
  row: ContactFields & { id: string; account_id: string; update_time: number },
): Promise<void> {
  await ex
    .insertInto('contacts')
    .values({ ...row, created_at: row.update_time, deleted_at: null })
    .execute();
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
  if (ids.length === 0) return [];
  const rows = await ex
    .selectFrom('contacts')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  const live = new Set(rows.map((row) => row.id));
  return ids.filter((id) => live.has(id));
}

/** Turns a live contact of the account into a tombstone at `updateTime`; false when there was none. */
export async function tombstone(
  ex: Executor,
  accountId: string,
  id: string,
  updateTime: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('contacts')
    .set({ ...CLEARED, update_time: updateTime, deleted_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
