import { randomUUID } from 'node:crypto';
import { formatLineNumber, Retcode, type SubscriptionRecord, SubscriptionType } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { GRACE_MS } from '../src/jobs/renewals.ts';
import { planById } from '../src/modules/numbers/numbers.catalog.ts';
import { QUARANTINE_MS } from '../src/modules/numbers/subscriptions.service.ts';
import { render, say } from '../src/text/sentence.ts';
import { post } from './helpers/api.ts';
import { historyOf, makeDue, numbersOf, type Rented, renewAt, rent, resubscribe } from './helpers/renewal.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const HOUR = 3_600_000;
const RENT = planById('1101')!.planRent;

const t = useTestApp();

/** A rented number left unpaid through its grace days: lapsed now; answers when it lapsed. */
async function lapsed(): Promise<{ rented: Rented; lapseAt: number }> {
  const rented = await rent(t.app);
  const due = Date.now() - GRACE_MS - HOUR;
  await makeDue(t.app, rented, due);
  await renewAt(t.app, due + HOUR);
  const lapseAt = Date.now();
  await renewAt(t.app, lapseAt);
  return { rented, lapseAt };
}

function releasesOf(list: SubscriptionRecord[], number: string) {
  return list.filter(
    (row) =>
      row.number === number &&
      (row.type === SubscriptionType.restorable || row.type === SubscriptionType.released),
  );
}

function unsubscribe(rented: Rented) {
  return post(
    t.app,
    'unSubVirtualPhone',
    { platform: rented.account.brand, telCode: '1', phone: rented.phone },
    { token: rented.account.token },
  );
}

describe('a lapsed number in the subscription history', () => {
  it('has a restorable row (type 100) with the price and the end of its quarantine', async () => {
    const { rented, lapseAt } = await lapsed();
    const history = await historyOf(t.app, rented.account);
    const [release] = releasesOf(history.list, rented.full);
    expect(release).toMatchObject({
      type: SubscriptionType.restorable,
      charge: 0,
      planId: '1101',
      planName: 'Unlimited',
      planRentPeriod: 1,
      historyId: rented.subscriptionId,
      restorePrice: RENT,
      restorableUntil: lapseAt + QUARANTINE_MS,
      date: lapseAt,
    });
    // The purchase stays a purchase, never a way to re-subscribe.
    const purchase = history.list.find((row) => row.type === SubscriptionType.subscribed);
    expect(purchase).toMatchObject({ charge: -RENT, restorePrice: 0, restorableUntil: 0 });
    expect(history.totalRows).toBe(2);
  });

  it('restores it during the quarantine: charged once, listed again, the row no longer restorable', async () => {
    const { rented } = await lapsed();
    await t.app.ledger.credit(rented.account.id, 1_000_000, 'seed', randomUUID());
    const restored = await resubscribe(t.app, rented.account, rented.subscriptionId);
    expect(restored.status).toBe(200);
    expect(restored.body.data.subHint).toContain(rented.phone);
    expect(await t.app.ledger.balance(rented.account.id)).toBe(1_000_000 - RENT);
    const [number] = await numbersOf(t.app, rented.account);
    expect(number).toMatchObject({ phone: rented.phone, subscription: { status: 'active' } });

    const history = await historyOf(t.app, rented.account);
    expect(releasesOf(history.list, rented.full).map((row) => row.type)).toEqual([SubscriptionType.released]);
    const purchases = history.list.filter((row) => row.type === SubscriptionType.subscribed);
    expect(purchases.map((row) => row.charge)).toEqual([-RENT, -RENT]);
    expect((await resubscribe(t.app, rented.account, rented.subscriptionId)).status).toBe(400);
    expect(await t.app.ledger.balance(rented.account.id)).toBe(1_000_000 - RENT);
  });

  it('refuses to restore after the quarantine, with a sentence, and offers re-subscribe no more', async () => {
    const { rented } = await lapsed();
    await t.app.ledger.credit(rented.account.id, 1_000_000, 'seed', randomUUID());
    await t.app.db
      .updateTable('phone_numbers')
      .set({ quarantine_until: Date.now() - 1 })
      .where('full_number', '=', rented.full)
      .execute();
    const late = await resubscribe(t.app, rented.account, rented.subscriptionId);
    expect(late.status).toBe(410);
    expect(late.body.retcode).toBe(Retcode.NUMBER_EXPIRED);
    expect(late.body.retmsg).toBe(
      render(say('numberNotRestorable', { number: formatLineNumber(rented.full) }), 'en'),
    );
    expect(await t.app.ledger.balance(rented.account.id)).toBe(1_000_000);
    const [release] = releasesOf((await historyOf(t.app, rented.account)).list, rented.full);
    expect(release).toMatchObject({ type: SubscriptionType.released, restorePrice: 0, restorableUntil: 0 });
  });
});

describe('purchases and unsubscribes in the subscription history', () => {
  it('labels a quarterly purchase quarterly and leaves a row for each unsubscribe', async () => {
    const quarterly = planById('1103')!;
    const rented = await rent(t.app, '1103', 2 * quarterly.planRent);
    const bought = await historyOf(t.app, rented.account);
    expect(bought.list).toHaveLength(1);
    expect(bought.list[0]).toMatchObject({
      type: SubscriptionType.subscribed,
      planRentPeriod: 3,
      planName: 'Unlimited',
      charge: -quarterly.planRent,
      restorePrice: 0,
    });

    expect((await unsubscribe(rented)).status).toBe(200);
    const released = releasesOf((await historyOf(t.app, rented.account)).list, rented.full);
    expect(released).toMatchObject([
      { type: SubscriptionType.restorable, restorePrice: quarterly.planRent, planRentPeriod: 3 },
    ]);

    // Restored and released again: two release rows, only the newest restorable.
    expect((await resubscribe(t.app, rented.account, rented.subscriptionId)).status).toBe(200);
    expect((await unsubscribe(rented)).status).toBe(200);
    const again = releasesOf((await historyOf(t.app, rented.account)).list, rented.full);
    expect(again.map((row) => row.type).sort((a, b) => a - b)).toEqual([
      SubscriptionType.released,
      SubscriptionType.restorable,
    ]);
  });

  it('never offers re-subscribe on a number that is still subscribed', async () => {
    const rented = await rent(t.app);
    const history = await historyOf(t.app, rented.account);
    expect(history.list.some((row) => row.type === SubscriptionType.restorable)).toBe(false);
    const refused = await resubscribe(t.app, rented.account, rented.subscriptionId);
    expect(refused.status).toBe(400);
    expect(refused.body.retmsg).toBe(
      render(say('numberStillSubscribed', { number: formatLineNumber(rented.full) }), 'en'),
    );
  });
});
