import type { MonthRange } from '@switchboard/protocol';
import { sql } from 'kysely';
import type { Executor } from '../../db/types.ts';
import type { Paged } from './history.repo.ts';
import { SUBSCRIPTION_KINDS } from './ledger-kinds.ts';

/** A row of the subscription history before it is read: a charge (negative) or a release (0). */
export interface SubscriptionEntry {
  id: string;
  amount: number;
  /** A subscription reference (subscriptionReference()). */
  reference: string;
  createdAt: number;
}

/** The month's subscription charges of the account and its releases, as one list. */
function monthRows(ex: Executor, accountId: string, month: MonthRange) {
  const charges = ex
    .selectFrom('ledger_entries')
    .select(['id', 'amount', 'reference', 'created_at'])
    .where('account_id', '=', accountId)
    .where('kind', 'in', [...SUBSCRIPTION_KINDS])
    .where('created_at', '>=', month.from)
    .where('created_at', '<', month.to);
  const releases = ex
    .selectFrom('number_subscription_events')
    .select(['id', sql<number>`0`.as('amount'), 'reference', 'created_at'])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', month.from)
    .where('created_at', '<', month.to);
  return charges.unionAll(releases).as('rows');
}

/** The month's total and one offset page of it, newest first (ties by id, so pages never overlap). */
export async function subscriptionPage(
  ex: Executor,
  accountId: string,
  month: MonthRange,
  offset: number,
  limit: number,
): Promise<Paged<SubscriptionEntry>> {
  const counted = await ex
    .selectFrom(monthRows(ex, accountId, month))
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await ex
    .selectFrom(monthRows(ex, accountId, month))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    totalRows: Number(counted.total),
    rows: rows.map((row) => ({
      id: row.id,
      amount: Number(row.amount),
      reference: row.reference,
      createdAt: Number(row.created_at),
    })),
  };
}

/** The account's subscriptions of some numbers, oldest first: to name the row a charge paid for. */
export async function subscriptionsOfNumbers(
  ex: Executor,
  accountId: string,
  numbers: string[],
): Promise<{ id: string; fullNumber: string; createdAt: number }[]> {
  if (numbers.length === 0) return [];
  const rows = await ex
    .selectFrom('number_subscriptions')
    .select(['id', 'full_number', 'created_at'])
    .where('account_id', '=', accountId)
    .where('full_number', 'in', numbers)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, fullNumber: row.full_number, createdAt: Number(row.created_at) }));
}
