import { randomBytes } from 'node:crypto';
import type { LedgerEntryKind } from '@switchboard/protocol';
import { sql } from 'kysely';
import type { Executor } from '../../db/types.ts';

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** 32 hex digits as a UUID's text (8-4-4-4-12). */
function dashed(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A UUIDv7 (RFC 9562): the millisecond first, so ids of different milliseconds sort by time. */
export function timeOrderedId(ms: number): string {
  const random = randomBytes(10);
  random[0] = ((random[0] as number) & 0x0f) | 0x70; // version 7
  random[2] = ((random[2] as number) & 0x3f) | 0x80; // RFC variant
  return dashed(ms.toString(16).padStart(12, '0').slice(-12) + random.toString('hex'));
}

/** The UUID text right after `id` (its 128 bits plus one). */
function successorOf(id: string): string {
  const next = BigInt(`0x${id.replaceAll('-', '')}`) + 1n;
  return dashed(next.toString(16).padStart(32, '0'));
}

/**
 * The id of an account's next entry at `now`: time-ordered, and after every entry the account
 * already has in that millisecond. Called while the account's balance row is locked (debits lock
 * it first, credits too), so entries of one millisecond get ids in the order their balances
 * moved, and ORDER BY created_at, id reads the ledger in its own order even across server nodes.
 */
async function nextEntryId(ex: Executor, accountId: string, now: number): Promise<string> {
  const last = await ex
    .selectFrom('ledger_entries')
    .select('id')
    .where('account_id', '=', accountId)
    .where('created_at', '=', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return entryIdAfter(last?.id, now);
}

/** A time-ordered id at `now` that sorts after `last`, the account's latest id of that millisecond. */
function entryIdAfter(last: string | undefined, now: number): string {
  const id = timeOrderedId(now);
  if (last === undefined || last < id || !UUID_TEXT.test(last)) return id;
  return successorOf(last);
}

/**
 * Appends an entry unless (account, kind, reference) exists; true when it was written. The caller
 * holds the account's balance row (see nextEntryId) and passes the time read after taking it.
 */
export async function insertEntry(
  ex: Executor,
  entry: {
    accountId: string;
    amount: number;
    kind: LedgerEntryKind;
    reference: string;
    now: number;
    balanceAfter?: number;
  },
): Promise<boolean> {
  const inserted = await ex
    .insertInto('ledger_entries')
    .values({
      id: await nextEntryId(ex, entry.accountId, entry.now),
      account_id: entry.accountId,
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference,
      created_at: entry.now,
      balance_after: entry.balanceAfter ?? null,
    })
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records the balance right after an entry once the projection moved (credits insert first). */
export async function setBalanceAfter(
  ex: Executor,
  accountId: string,
  kind: LedgerEntryKind,
  reference: string,
  balanceAfter: number,
): Promise<void> {
  await ex
    .updateTable('ledger_entries')
    .set({ balance_after: balanceAfter })
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .execute();
}

/** Adds to the projection, creating the row for an account that has none yet; resolves the new balance. */
export async function addToBalance(
  ex: Executor,
  accountId: string,
  amount: number,
  now: number,
): Promise<number> {
  const row = await ex
    .insertInto('account_balances')
    .values({ account_id: accountId, balance: amount, updated_at: now })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({
        balance: sql`account_balances.balance + excluded.balance`,
        updated_at: now,
      }),
    )
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * The conditional decrement: one statement, so two concurrent debits can never both pass the check.
 * Resolves the new balance, or undefined when the balance did not cover it.
 */
export async function subtractIfCovered(
  ex: Executor,
  accountId: string,
  amount: number,
  now: number,
): Promise<number | undefined> {
  const row = await ex
    .updateTable('account_balances')
    .set({ balance: sql`balance - ${amount}`, updated_at: now })
    .where('account_id', '=', accountId)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance);
}

/** Creates the zero balance row of a new account. */
export async function createBalance(ex: Executor, accountId: string, now: number): Promise<void> {
  await ex
    .insertInto('account_balances')
    .values({ account_id: accountId, balance: 0, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}

/** The projected balance; 0 for an account without a row. */
export async function readBalance(ex: Executor, accountId: string): Promise<number> {
  const row = await ex
    .selectFrom('account_balances')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** SUM of the ledger for an account, the truth the projection must equal. */
export async function sumEntries(ex: Executor, accountId: string): Promise<number> {
  const row = await ex
    .selectFrom('ledger_entries')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers SUM(bigint) as numeric, which arrives as a string.
  return Number(row.total);
}

/**
 * Write-locks the account's balance row until the transaction ends and resolves the balance (undefined
 * without a row): checks that read other rows before writing are then serialized per account.
 */
export async function lockBalanceRow(ex: Executor, accountId: string): Promise<number | undefined> {
  const row = await ex
    .updateTable('account_balances')
    .set({ balance: sql`balance` })
    .where('account_id', '=', accountId)
    .returning('balance')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance);
}

/** One entry of a batch (see insertEntries). */
export interface BatchEntry {
  accountId: string;
  amount: number;
  kind: LedgerEntryKind;
  reference: string;
  balanceAfter: number;
}

/**
 * Appends several entries dated `now` in one statement, each account's in the order given, with ids
 * after every entry its account already has in that millisecond (see nextEntryId: the caller holds
 * the balance rows of all of them). An entry whose (account, kind, reference) exists is skipped;
 * resolves how many were written.
 */
export async function insertEntries(
  ex: Executor,
  entries: readonly BatchEntry[],
  now: number,
): Promise<number> {
  if (entries.length === 0) return 0;
  const accountIds = [...new Set(entries.map((entry) => entry.accountId))];
  const latest = await ex
    .selectFrom('ledger_entries')
    .select(['account_id', (eb) => eb.fn.max('id').as('last')])
    .where('account_id', 'in', accountIds)
    .where('created_at', '=', now)
    .groupBy('account_id')
    .execute();
  const last = new Map(latest.map((row) => [row.account_id, row.last as string | undefined]));
  const values = entries.map((entry) => {
    const id = entryIdAfter(last.get(entry.accountId), now);
    last.set(entry.accountId, id);
    return {
      id,
      account_id: entry.accountId,
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference,
      created_at: now,
      balance_after: entry.balanceAfter,
    };
  });
  const inserted = await ex
    .insertInto('ledger_entries')
    .values(values)
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'reference']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * lockBalanceRow for several accounts in one statement; their balances by account (an account
 * without a row is absent).
 */
export async function lockBalanceRows(
  ex: Executor,
  accountIds: readonly string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await ex
    .updateTable('account_balances')
    .set({ balance: sql`balance` })
    .where('account_id', 'in', accountIds)
    .returning(['account_id', 'balance'])
    .execute();
  return new Map(rows.map((row) => [row.account_id, Number(row.balance)]));
}

/**
 * subtractIfCovered for several accounts in one statement, each by its own amount and only where
 * its balance covers that amount. Resolves the new balance of every account it moved.
 */
export async function subtractEachIfCovered(
  ex: Executor,
  amounts: ReadonlyMap<string, number>,
  now: number,
): Promise<Map<string, number>> {
  if (amounts.size === 0) return new Map();
  const amountOf = sql<number>`case account_id ${sql.join(
    [...amounts].map(([accountId, amount]) => sql`when ${accountId} then cast(${amount} as bigint)`),
    sql` `,
  )} end`;
  const rows = await ex
    .updateTable('account_balances')
    .set({ balance: sql`balance - ${amountOf}`, updated_at: now })
    .where('account_id', 'in', [...amounts.keys()])
    .where('balance', '>=', amountOf)
    .returning(['account_id', 'balance'])
    .execute();
  return new Map(rows.map((row) => [row.account_id, Number(row.balance)]));
}
