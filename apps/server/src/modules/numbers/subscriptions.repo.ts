import { randomUUID } from 'node:crypto';
import { addMonths, SubscriptionType } from '@switchboard/protocol';
import type { Selectable } from 'kysely';
import type {
  Executor,
  NumberSubscriptionsTable,
  PhoneNumberRow,
  SubscriptionEventKind,
} from '../../db/types.ts';
import { subscriptionReference } from '../history/ledger-kinds.ts';
import type { CatalogPlan } from './numbers.catalog.ts';
import { kindOf } from './numbers.kinds.ts';

/** A subscription row. */
export type SubscriptionRow = Selectable<NumberSubscriptionsTable>;

/** Statuses in which the number is the subscriber's and works. */
export const LIVE_STATUSES = ['active', 'grace'] as const;

/** Inserts an active subscription of the number on the plan, its period starting at `now`; returns it. */
export async function insertSubscription(
  ex: Executor,
  accountId: string,
  number: PhoneNumberRow,
  plan: CatalogPlan,
  now: number,
  id: string = randomUUID(),
): Promise<SubscriptionRow> {
  const row: SubscriptionRow = {
    id,
    account_id: accountId,
    number_id: number.id,
    full_number: number.full_number,
    tel_code: number.tel_code,
    phone: number.phone,
    country_code: kindOf(number).code,
    number_type: kindOf(number).type,
    plan_id: plan.planId,
    status: 'active',
    period_start: now,
    next_payment_at: addMonths(now, plan.months),
    grace_until: null,
    pending_plan_id: null,
    pending_effective_at: null,
    released_at: null,
    created_at: now,
    updated_at: now,
  };
  await ex.insertInto('number_subscriptions').values(row).execute();
  return row;
}

/** The live (active or grace) subscriptions of an account. */
export function liveSubscriptionsOf(ex: Executor, accountId: string): Promise<SubscriptionRow[]> {
  return ex
    .selectFrom('number_subscriptions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', 'in', LIVE_STATUSES)
    .execute();
}

/** Ids of the account's numbers that have some subscription (live or not). */
export async function subscribedNumberIds(ex: Executor, accountId: string): Promise<Set<string>> {
  const rows = await ex
    .selectFrom('number_subscriptions')
    .select('number_id')
    .where('account_id', '=', accountId)
    .execute();
  return new Set(rows.map((row) => row.number_id));
}

/** The account's live subscription of a full number. */
export function liveSubscription(
  ex: Executor,
  accountId: string,
  full: string,
): Promise<SubscriptionRow | undefined> {
  return ex
    .selectFrom('number_subscriptions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('full_number', '=', full)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
}

/** A subscription by id, only the account's own. */
export function ownSubscription(
  ex: Executor,
  accountId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  return ex
    .selectFrom('number_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The account's released subscriptions among `ids` that can still be restored at `now`, with the end
 * of their number's quarantine: the number rests unowned in quarantine and nobody subscribed it since.
 */
export async function restorableSubscriptions(
  ex: Executor,
  accountId: string,
  ids: readonly string[],
  now: number,
): Promise<Map<string, { sub: SubscriptionRow; until: number }>> {
  const found = new Map<string, { sub: SubscriptionRow; until: number }>();
  if (ids.length === 0) return found;
  const subs = await ex
    .selectFrom('number_subscriptions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .where('status', '=', 'released')
    .execute();
  if (subs.length === 0) return found;
  const numberIds = [...new Set(subs.map((sub) => sub.number_id))];
  const [numbers, all] = await Promise.all([
    ex
      .selectFrom('phone_numbers')
      .select(['id', 'account_id', 'quarantine_until'])
      .where('id', 'in', numberIds)
      .execute(),
    ex
      .selectFrom('number_subscriptions')
      .select(['id', 'number_id', 'created_at'])
      .where('number_id', 'in', numberIds)
      .execute(),
  ]);
  for (const sub of subs) {
    const number = numbers.find((row) => row.id === sub.number_id);
    const until = number?.quarantine_until == null ? 0 : Number(number.quarantine_until);
    const later = all.some(
      (other) =>
        other.number_id === sub.number_id &&
        other.id !== sub.id &&
        Number(other.created_at) >= Number(sub.created_at),
    );
    if (number?.account_id === null && until > now && !later) found.set(sub.id, { sub, until });
  }
  return found;
}

type EventSubscription = Pick<SubscriptionRow, 'id' | 'account_id' | 'full_number' | 'tel_code' | 'plan_id'>;

/** Records a release (unsubscribe or lapse) of a subscription as a row of the subscription history. */
export function insertReleaseEvent(
  ex: Executor,
  sub: EventSubscription,
  kind: Exclude<SubscriptionEventKind, 'gifted'>,
  at: number,
): Promise<void> {
  return insertEvent(ex, sub, kind, SubscriptionType.released, at);
}

/**
 * Records an operator's gift of a number as a row of the subscription history: a purchase with no
 * charge (no ledger entry pays for it, so the history reads it from here).
 */
export function insertGiftEvent(ex: Executor, sub: EventSubscription, at: number): Promise<void> {
  return insertEvent(ex, sub, 'gifted', SubscriptionType.subscribed, at);
}

async function insertEvent(
  ex: Executor,
  sub: EventSubscription,
  kind: SubscriptionEventKind,
  type: number,
  at: number,
): Promise<void> {
  const reference = subscriptionReference({
    number: sub.full_number,
    countryCode: sub.tel_code,
    type,
    planId: sub.plan_id,
    resDate: at,
    subscriptionId: sub.id,
  });
  await ex
    .insertInto('number_subscription_events')
    .values({
      id: randomUUID(),
      account_id: sub.account_id,
      subscription_id: sub.id,
      kind,
      reference,
      created_at: at,
    })
    .execute();
}

/** Moves a subscription from one status to another; true when this call did it. */
export async function updateSubscriptionIf(
  ex: Executor,
  id: string,
  from: readonly SubscriptionRow['status'][],
  changes: Partial<Omit<SubscriptionRow, 'id'>>,
): Promise<boolean> {
  const result = await ex
    .updateTable('number_subscriptions')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Hands a number back to the inventory, held in quarantine until `until`; true when it was the owner's. */
export async function unassignNumber(
  ex: Executor,
  numberId: string,
  accountId: string,
  until: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('phone_numbers')
    .set({ account_id: null, assigned_at: null, quarantine_until: until })
    .where('id', '=', numberId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves the dates of a number's newest subscription (and its quarantine) `ms` into the past, as if
 * that much time had passed for it alone (the simulator's clock); the id of that subscription, or
 * undefined when the number never had one.
 */
export async function shiftSubscriptionClock(
  ex: Executor,
  full: string,
  ms: number,
): Promise<string | undefined> {
  const newest = await ex
    .selectFrom('number_subscriptions')
    .select(['id', 'number_id'])
    .where('full_number', '=', full)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (newest === undefined) return undefined;
  await ex
    .updateTable('number_subscriptions')
    .set((eb) => ({
      period_start: eb('period_start', '-', ms),
      next_payment_at: eb('next_payment_at', '-', ms),
      grace_until: eb('grace_until', '-', ms),
      pending_effective_at: eb('pending_effective_at', '-', ms),
    }))
    .where('id', '=', newest.id)
    .execute();
  await ex
    .updateTable('phone_numbers')
    .set((eb) => ({ quarantine_until: eb('quarantine_until', '-', ms) }))
    .where('id', '=', newest.number_id)
    .where('quarantine_until', 'is not', null)
    .execute();
  return newest.id;
}

/** The status of a subscription by id (the simulator's answer). */
export async function subscriptionStatus(
  ex: Executor,
  id: string,
): Promise<SubscriptionRow['status'] | undefined> {
  const row = await ex
    .selectFrom('number_subscriptions')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}
