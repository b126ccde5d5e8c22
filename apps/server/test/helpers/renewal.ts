import {
  addMonths,
  monthKeyOf,
  type SubscriptionListData,
  type VirtualPhone,
  type VirtualPhoneListData,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { runRenewals } from '../../src/jobs/renewals.ts';
import { planById } from '../../src/modules/numbers/numbers.catalog.ts';
import { type CallResult, get, post } from './api.ts';
import type { TestAccount } from './factories.ts';
import { offered, shopper, subscribe } from './numbers.ts';

/** A shopper's number bought through subVirtualPhone, with its subscription. */
export interface Rented {
  account: TestAccount;
  /** Full digits. */
  full: string;
  phone: string;
  subscriptionId: string;
}

/**
 * A shopper who bought the first US number on offer with `planId` and keeps `balanceAfter`
 * ten-thousandths once the first period is paid.
 */
export async function rent(app: FastifyInstance, planId = '1101', balanceAfter = 0): Promise<Rented> {
  const account = await shopper(app, { balance: planById(planId)!.planRent + balanceAfter });
  const number = (await offered(app, account)).body.data.phones[0];
  if (number === undefined) throw new Error('no US number left on offer');
  const bought = await subscribe(app, account, { telCode: '1', phone: number.phone, planId });
  if (bought.status !== 200) throw new Error(JSON.stringify(bought.body));
  const full = `1${number.phone}`;
  const sub = await app.db
    .selectFrom('number_subscriptions')
    .select('id')
    .where('account_id', '=', account.id)
    .where('full_number', '=', full)
    .executeTakeFirstOrThrow();
  return { account, full, phone: number.phone, subscriptionId: sub.id };
}

/** Moves the rented number's next payment to `due` (its current period the month before). */
export async function makeDue(app: FastifyInstance, rented: Rented, due: number): Promise<void> {
  await app.db
    .updateTable('number_subscriptions')
    .set({ next_payment_at: due, period_start: addMonths(due, -1) })
    .where('id', '=', rented.subscriptionId)
    .execute();
}

/** Runs the renewal job at `now`. */
export function renewAt(app: FastifyInstance, now: number) {
  return runRenewals({ db: app.db, ledger: app.ledger }, now);
}

/** The subscription row of a rented number, times as numbers. */
export async function subscriptionOf(app: FastifyInstance, rented: Rented) {
  const row = await app.db
    .selectFrom('number_subscriptions')
    .selectAll()
    .where('id', '=', rented.subscriptionId)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    period_start: Number(row.period_start),
    next_payment_at: Number(row.next_payment_at),
    grace_until: row.grace_until === null ? null : Number(row.grace_until),
  };
}

/** "Pay now" for the rented number. */
export function payNow(
  app: FastifyInstance,
  rented: Rented,
): Promise<CallResult<{ hint: string; paymentDate: string }>> {
  return post(
    app,
    'renewVirtualPhone',
    { platform: rented.account.brand, telCode: '1', phone: rented.phone },
    { token: rented.account.token },
  );
}

/** Restores a subscription from the history. */
export function resubscribe(app: FastifyInstance, account: TestAccount, historyId: string) {
  return post<{ subHint: string }>(
    app,
    'reSubVirtualPhone',
    { platform: account.brand, historyId, date: monthKeyOf(Date.now()) },
    { token: account.token },
  );
}

/** The account's subscription history of this UTC month. */
export async function historyOf(app: FastifyInstance, account: TestAccount): Promise<SubscriptionListData> {
  const list = await get<SubscriptionListData>(app, 'getSubscriptionList', {
    token: account.token,
    query: { date: monthKeyOf(Date.now()) },
  });
  if (list.status !== 200) throw new Error(JSON.stringify(list.body));
  return list.body.data;
}

/** The account's listed numbers. */
export async function numbersOf(app: FastifyInstance, account: TestAccount): Promise<VirtualPhone[]> {
  const list = await get<VirtualPhoneListData>(app, 'getVirtualPhoneList', { token: account.token });
  return list.body.data.virtualPhones;
}
