import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/types.ts';

/** Appends an entry unless (account, kind, reference) exists; true when it was written. */
export async function insertEntry(
  ex: Executor,
  entry: {
    accountId: string;
    amount: number;
    kind: string;
    reference: string;
    now: number;
    balanceAfter?: number;
  },
): Promise<boolean> {
  const inserted = await ex
    .insertInto('ledger_entries')
    .values({
      id: randomUUID(),
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
  kind: string,
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
