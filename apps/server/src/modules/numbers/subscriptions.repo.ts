import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor, NumberSubscriptionsTable, PhoneNumberRow } from '../../db/types.ts';
import type { CatalogPlan } from './numbers.catalog.ts';
import { addMonths } from './numbers.catalog.ts';
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

/** True when the number was subscribed again after this subscription (by anyone). */
export async function hasLaterSubscription(ex: Executor, sub: SubscriptionRow): Promise<boolean> {
  const row = await ex
    .selectFrom('number_subscriptions')
    .select('id')
    .where('number_id', '=', sub.number_id)
    .where('id', '!=', sub.id)
    .where('created_at', '>=', sub.created_at)
    .executeTakeFirst();
  return row !== undefined;
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
