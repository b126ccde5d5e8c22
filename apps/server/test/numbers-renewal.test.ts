import { randomUUID } from 'node:crypto';
import {
  addMonths,
  type Envelope,
  formatLineNumber,
  Retcode,
  SIMULATOR_RENEWALS_PATH,
  type SimulatorRenewalsData,
  SocketEvent,
  SubscriptionType,
} from '@switchboard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { GRACE_MS } from '../src/jobs/renewals.ts';
import { LedgerKind, parseSubscriptionReference } from '../src/modules/history/ledger-kinds.ts';
import { planById } from '../src/modules/numbers/numbers.catalog.ts';
import { QUARANTINE_MS } from '../src/modules/numbers/subscriptions.service.ts';
import { money, render, say } from '../src/text/sentence.ts';
import { type AccountSocket, connectAccount, quiesce } from './helpers/account-events.ts';
import { makeDue, numbersOf, payNow, type Rented, renewAt, rent, subscriptionOf } from './helpers/renewal.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const HOUR = 3_600_000;
const RENT = planById('1101')!.planRent;

const open: AccountSocket[] = [];
const t = useTestApp({ listen: true });
afterEach(() => {
  for (const { socket } of open.splice(0)) socket.close();
});

/** A rented number whose renewal at `due` found no balance: it is in its grace days. */
async function inGrace(due = Date.now() - HOUR): Promise<Rented> {
  const rented = await rent(t.app);
  await makeDue(t.app, rented, due);
  await renewAt(t.app, due + 60_000);
  expect((await subscriptionOf(t.app, rented)).status).toBe('grace');
  return rented;
}

async function renewalsOf(accountId: string) {
  return t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('kind', '=', LedgerKind.numberRenewal)
    .execute();
}

describe('a number in its grace days', () => {
  it('is listed with the date it lapses and what the renewal costs', async () => {
    const due = Date.now() - HOUR;
    const rented = await inGrace(due);
    const [number] = await numbersOf(t.app, rented.account);
    expect(number?.subscription).toEqual({
      status: 'grace',
      lapsesAt: new Date(due + GRACE_MS).toISOString(),
      planName: 'Unlimited',
      planRentPeriod: 1,
      planRent: RENT,
      renewalAmount: RENT,
    });
  });

  it('Pay now debits the renewal once and renews it, however many times it is pressed', async () => {
    const due = Date.now() - HOUR;
    const rented = await inGrace(due);
    await t.app.ledger.credit(rented.account.id, 1_000_000, 'seed', randomUUID());
    const answers = await Promise.all([payNow(t.app, rented), payNow(t.app, rented)]);

    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const paid = answers.find((answer) => answer.status === 200)!;
    expect(paid.body.data.paymentDate).toBe(new Date(addMonths(due, 1)).toISOString());
    expect(paid.body.data.hint).toContain(rented.phone);
    expect(await t.app.ledger.balance(rented.account.id)).toBe(1_000_000 - RENT);
    expect(await subscriptionOf(t.app, rented)).toMatchObject({
      status: 'active',
      grace_until: null,
      period_start: due,
      next_payment_at: addMonths(due, 1),
    });
    const charges = await renewalsOf(rented.account.id);
    expect(charges).toHaveLength(1);
    expect(Number(charges[0]?.amount)).toBe(-RENT);
    // Paid by the person: the history names it a renewal paid now, not an automatic one.
    expect(parseSubscriptionReference(charges[0]!.reference)).toMatchObject({
      type: SubscriptionType.renewalPaid,
      resDate: due,
      subscriptionId: rented.subscriptionId,
    });

    // The job finds nothing due any more, and a third press is told there is nothing to pay.
    await renewAt(t.app, Date.now());
    expect(await renewalsOf(rented.account.id)).toHaveLength(1);
    const again = await payNow(t.app, rented);
    expect(again.status).toBe(400);
    expect(again.body.retmsg).toBe(
      render(say('renewalNotDue', { number: formatLineNumber(rented.full) }), 'en'),
    );
    expect(await t.app.ledger.balance(rented.account.id)).toBe(1_000_000 - RENT);
    expect((await numbersOf(t.app, rented.account))[0]?.subscription?.status).toBe('active');
  });

  it('Pay now without the balance is refused with 400001 and the amount; nothing changes', async () => {
    const rented = await inGrace();
    await t.app.ledger.credit(rented.account.id, 10_000, 'seed', randomUUID());
    const refused = await payNow(t.app, rented);
    expect(refused.status).toBe(402);
    expect(refused.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect(refused.body.retmsg).toBe(
      render(say('balanceNeeded', { amount: money(RENT, rented.account.brand) }), 'en'),
    );
    expect(refused.body.retmsg).not.toMatch(/1101|370800/);
    expect(await t.app.ledger.balance(rented.account.id)).toBe(10_000);
    expect((await subscriptionOf(t.app, rented)).status).toBe('grace');
    expect(await renewalsOf(rented.account.id)).toEqual([]);
  });

  it('Pay now on another account’s number or a paid-up one charges nothing', async () => {
    const owner = await rent(t.app, '1101', 1_000_000);
    const paidUp = await payNow(t.app, owner);
    expect(paidUp.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    const stranger = await inGrace();
    const foreign = await payNow(t.app, { ...stranger, phone: owner.phone });
    expect(foreign.status).toBe(404);
    expect(await t.app.ledger.balance(owner.account.id)).toBe(1_000_000);
  });
});

describe('renewalFailed', () => {
  it('tells the account when a renewal fails and again when the number lapses, with the dates', async () => {
    const due = Date.now() - GRACE_MS - HOUR;
    const rented = await rent(t.app);
    await makeDue(t.app, rented, due);
    await quiesce(t.app, t.baseUrl, rented.account.id, rented.account.token);
    const tab = await connectAccount(t.baseUrl, rented.account.token);
    open.push(tab);

    await renewAt(t.app, due + HOUR);
    expect(await tab.log.next(SocketEvent.renewalFailed)).toEqual({
      number: rented.full,
      stage: 'grace',
      amount: RENT,
      until: due + GRACE_MS,
    });
    expect(await tab.log.next(SocketEvent.numbersChanged)).toMatchObject({ change: 'grace' });

    const lapseAt = Date.now();
    await renewAt(t.app, lapseAt);
    expect(await tab.log.next(SocketEvent.renewalFailed)).toEqual({
      number: rented.full,
      stage: 'lapsed',
      amount: RENT,
      until: lapseAt + QUARANTINE_MS,
    });
    expect(await tab.log.next(SocketEvent.numbersChanged)).toMatchObject({ change: 'released' });
    expect(await numbersOf(t.app, rented.account)).toEqual([]);
  });
});

describe('the simulator’s renewal clock', () => {
  async function advance(number: string, days: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: SIMULATOR_RENEWALS_PATH,
      remoteAddress: '127.0.0.1',
      payload: { number, days },
    });
    return { status: response.statusCode, body: response.json<Envelope<SimulatorRenewalsData>>() };
  }

  it('lets days pass for one number only: grace, lapse, then the end of its quarantine', async () => {
    const rented = await rent(t.app);
    const bystander = await rent(t.app);
    const before = await subscriptionOf(t.app, bystander);

    const month = await advance(rented.full, 31);
    expect(month.status).toBe(200);
    expect(month.body.data).toMatchObject({ status: 'grace' });
    expect((await advance(rented.full, 4)).body.data.status).toBe('released');
    expect((await advance(rented.full, 31)).body.data.status).toBe('expired');
    expect(await subscriptionOf(t.app, bystander)).toEqual(before);

    const unknown = await advance('19995550999', 1);
    expect(unknown.body.retcode).toBe(Retcode.NOT_FOUND);
    expect((await advance(rented.full, 0)).status).toBe(400);
  });
  it('leaves another account’s due renewal to its own clock, even when that account could pay now', async () => {
    const graced = await inGrace();
    await t.app.ledger.credit(graced.account.id, 1_000_000, 'seed', randomUUID());
    const before = await subscriptionOf(t.app, graced);
    const rented = await rent(t.app);

    expect((await advance(rented.full, 31)).body.data).toMatchObject({ status: 'grace', renewed: 0 });
    expect(await subscriptionOf(t.app, graced)).toEqual(before);
    expect(await renewalsOf(graced.account.id)).toEqual([]);
  });
});
