import { type NumberChange, SocketEvent } from '@switchboard/protocol';
import type { Db, NumberSubscriptionsTable } from '../db/types.ts';
import { LedgerKind, subscriptionReference } from '../modules/history/ledger-kinds.ts';
import {
  DuplicateLedgerEntryError,
  type LedgerEffect,
  type LedgerService,
} from '../modules/ledger/ledger.service.ts';
import { addMonths, planById } from '../modules/numbers/numbers.catalog.ts';
import { QUARANTINE_MS } from '../modules/numbers/subscriptions.service.ts';
import type { HeldEvents } from '../realtime/account-events.ts';

/** How long a number keeps working after a renewal could not be paid, before it lapses. */
export const GRACE_MS = 3 * 86_400_000;
/** How often the job runs on each node. */
export const RENEWAL_EVERY_MS = 60_000;
/** The subscription-history type of a renewal (spec: 7 number renewal). */
export const RENEWAL_TYPE = 7;

const BATCH = 100;

/**
 * What the job needs: the database and the ledger it charges through; its transactions are the
 * ledger's, so the owner's sockets hear of each change (and the balance) once it committed.
 */
export interface RenewalDeps {
  db: Db;
  ledger: LedgerService;
}

/** What one run did, for the log and the tests. */
export interface RenewalRun {
  renewed: number;
  graced: number;
  lapsed: number;
  expired: number;
}

type DueRow = Pick<
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

/** A conditional update found the row already moved on: another node handled it first. */
class AlreadyHandled extends Error {}

/** Tells the owner, after commit, what happened to the number of a subscription. */
function announce(events: HeldEvents, row: DueRow, change: NumberChange): void {
  events.emit(row.account_id, SocketEvent.numbersChanged, { change, number: row.full_number, kind: 'phone' });
}

async function dueBatch(db: Db, now: number, after: { at: number; id: string } | undefined) {
  let query = db
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
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('s.next_payment_at', '>', after.at),
        eb.and([eb('s.next_payment_at', '=', after.at), eb('s.id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('s.next_payment_at').orderBy('s.id').limit(BATCH).execute();
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

/** Charges the period starting at next_payment_at; false when the balance does not cover it. */
async function renew(deps: RenewalDeps, row: DueRow, now: number): Promise<boolean | 'skipped'> {
  const periodStart = row.next_payment_at;
  const pendingApplies =
    row.pending_plan_id !== null &&
    row.pending_effective_at !== null &&
    row.pending_effective_at <= periodStart;
  const planId = pendingApplies ? (row.pending_plan_id as string) : row.plan_id;
  const plan = planById(planId);
  if (plan === undefined) return 'skipped';
  const advance: LedgerEffect = async (trx, events) => {
    const result = await trx
      .updateTable('number_subscriptions')
      .set({
        plan_id: planId,
        status: 'active',
        period_start: periodStart,
        next_payment_at: addMonths(periodStart, plan.months),
        grace_until: null,
        ...(pendingApplies ? { pending_plan_id: null, pending_effective_at: null } : {}),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('next_payment_at', '=', periodStart)
      .where('status', 'in', ['active', 'grace'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AlreadyHandled();
    announce(events, row, 'renewed');
  };
  try {
    if (plan.planRent <= 0) {
      await deps.ledger.transaction(advance);
      return true;
    }
    const reference = subscriptionReference({
      number: row.full_number,
      countryCode: row.tel_code,
      type: RENEWAL_TYPE,
      planId,
      resDate: periodStart,
      subscriptionId: row.id,
    });
    return await deps.ledger.debit(
      row.account_id,
      plan.planRent,
      LedgerKind.numberRenewal,
      reference,
      advance,
    );
  } catch (error) {
    // Another node renewed this period first; its charge is the only one.
    if (error instanceof AlreadyHandled || error instanceof DuplicateLedgerEntryError) return 'skipped';
    throw error;
  }
}

/** Unpaid: an active subscription enters grace; one whose grace has ended lapses. */
async function unpaid(
  ledger: LedgerService,
  row: DueRow,
  now: number,
): Promise<'graced' | 'lapsed' | undefined> {
  const graceUntil = row.grace_until ?? row.next_payment_at + GRACE_MS;
  if (now < graceUntil) {
    if (row.status !== 'active') return undefined;
    return ledger.transaction(async (trx, events) => {
      const result = await trx
        .updateTable('number_subscriptions')
        .set({ status: 'grace', grace_until: graceUntil, updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .where('next_payment_at', '=', row.next_payment_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      announce(events, row, 'grace');
      return 'graced' as const;
    });
  }
  return ledger.transaction(async (trx, events) => {
    const result = await trx
      .updateTable('number_subscriptions')
      .set({ status: 'released', released_at: now, grace_until: graceUntil, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('next_payment_at', '=', row.next_payment_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    // The number leaves the account and rests in quarantine before anyone else may rent it.
    await trx
      .updateTable('phone_numbers')
      .set({ account_id: null, assigned_at: null, quarantine_until: now + QUARANTINE_MS })
      .where('id', '=', row.number_id)
      .where('account_id', '=', row.account_id)
      .execute();
    announce(events, row, 'released');
    return 'lapsed' as const;
  });
}

/** Released subscriptions whose number's quarantine is over can no longer be restored. */
async function expireReleased(db: Db, now: number): Promise<number> {
  const result = await db
    .updateTable('number_subscriptions')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'released')
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

/**
 * Renews every due subscription (active or grace, next payment reached) in batches. Each charge
 * and its advance commit together and only if the row still shows the payment date read, so
 * several nodes running this at once charge each period once.
 */
export async function runRenewals(deps: RenewalDeps, now: number = Date.now()): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, graced: 0, lapsed: 0, expired: 0 };
  let after: { at: number; id: string } | undefined;
  for (;;) {
    const rows = await dueBatch(deps.db, now, after);
    for (const row of rows) {
      const paid = await renew(deps, row, now);
      if (paid === true) run.renewed += 1;
      if (paid !== false) continue;
      const outcome = await unpaid(deps.ledger, row, now);
      if (outcome !== undefined) run[outcome] += 1;
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || last === undefined) break;
    after = { at: last.next_payment_at, id: last.id };
  }
  run.expired = await expireReleased(deps.db, now);
  return run;
}

/** How many rows a run changed, as the scheduler counts handled work. */
export function renewalCount(run: RenewalRun): number {
  return run.renewed + run.graced + run.lapsed + run.expired;
}
