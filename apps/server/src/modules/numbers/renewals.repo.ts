import type { Executor, NumberSubscriptionsTable } from '../../db/types.ts';

/** A live subscription as renewing it reads it. */
export type DueRow = Pick<
  NumberSubscriptionsTable,
  | 'id'
  | 'account_id'
  | 'number_id'
  | 'full_number'
  | 'tel_code'
  | 'plan_id'
  | 'status'
  | 'next_payment_at'
  | 'grace_until'
  | 'pending_plan_id'
  | 'pending_effective_at'
>;

/** Where a batch of due subscriptions starts: after this payment time and id. */
export interface DueCursor {
  at: number;
  id: string;
}

/**
 * Live subscriptions whose next payment is due at `now`, after `after`, in payment order; only the
 * one of id `only` when given.
 */
export async function dueSubscriptions(
  ex: Executor,
  now: number,
  after: DueCursor | undefined,
  limit: number,
  only?: string,
): Promise<DueRow[]> {
  let query = ex
    .selectFrom('number_subscriptions as s')
    .select([
      's.id',
      's.account_id',
      's.number_id',
      's.full_number',
      's.tel_code',
      's.plan_id',
      's.status',
      's.next_payment_at',
      's.grace_until',
      's.pending_plan_id',
      's.pending_effective_at',
    ])
    .where('s.status', 'in', ['active', 'grace'])
    .where('s.next_payment_at', '<=', now);
  if (only !== undefined) query = query.where('s.id', '=', only);
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('s.next_payment_at', '>', after.at),
        eb.and([eb('s.next_payment_at', '=', after.at), eb('s.id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('s.next_payment_at').orderBy('s.id').limit(limit).execute();
  // PostgreSQL answers bigint columns as strings.
  return rows.map(
    (row): DueRow => ({
      ...row,
      next_payment_at: Number(row.next_payment_at),
      grace_until: row.grace_until === null ? null : Number(row.grace_until),
      pending_effective_at: row.pending_effective_at === null ? null : Number(row.pending_effective_at),
    }),
  );
}

/**
 * Starts the next period of a live subscription whose payment is still due at `periodStart` (back
 * to active, on `planId`, a pending plan change dropped once applied); true when this call did it.
 */
export async function advanceSubscription(
  ex: Executor,
  id: string,
  period: {
    periodStart: number;
    nextPaymentAt: number;
    planId: string;
    pendingApplied: boolean;
    now: number;
  },
): Promise<boolean> {
  const { periodStart, nextPaymentAt, planId, pendingApplied, now } = period;
  const result = await ex
    .updateTable('number_subscriptions')
    .set({
      plan_id: planId,
      status: 'active',
      period_start: periodStart,
      next_payment_at: nextPaymentAt,
      grace_until: null,
      ...(pendingApplied ? { pending_plan_id: null, pending_effective_at: null } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('next_payment_at', '=', periodStart)
    .where('status', 'in', ['active', 'grace'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An active subscription whose payment at `nextPaymentAt` failed enters grace until `graceUntil`. */
export async function enterGrace(
  ex: Executor,
  id: string,
  nextPaymentAt: number,
  graceUntil: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('number_subscriptions')
    .set({ status: 'grace', grace_until: graceUntil, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('next_payment_at', '=', nextPaymentAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An unpaid subscription, still as read, lapses (released now); true when this call did it. */
export async function lapseSubscription(
  ex: Executor,
  row: Pick<DueRow, 'id' | 'status' | 'next_payment_at'>,
  graceUntil: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('number_subscriptions')
    .set({ status: 'released', released_at: now, grace_until: graceUntil, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('next_payment_at', '=', row.next_payment_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Released subscriptions whose number's quarantine is over expire; resolves how many did. */
export async function expireReleasedSubscriptions(ex: Executor, now: number, only?: string): Promise<number> {
  let update = ex
    .updateTable('number_subscriptions')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'released');
  if (only !== undefined) update = update.where('id', '=', only);
  const result = await update
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('phone_numbers')
          .select('phone_numbers.id')
          .whereRef('phone_numbers.id', '=', 'number_subscriptions.number_id')
          .where((eb) => eb.or([eb('quarantine_until', 'is', null), eb('quarantine_until', '<=', now)])),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The brand of each account, by id (accounts no longer stored are missing). */
export async function brandsOfAccounts(
  ex: Executor,
  accountIds: readonly string[],
): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await ex
    .selectFrom('accounts')
    .select(['id', 'brand'])
    .where('id', 'in', [...new Set(accountIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.brand]));
}
