import { monthKeyOf, Retcode, type VirtualPhoneListData } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { LedgerKind } from '../src/modules/history/ledger-kinds.ts';
import { planById } from '../src/modules/numbers/numbers.catalog.ts';
import { QUARANTINE_MS } from '../src/modules/numbers/subscriptions.service.ts';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { offered, shopper, subscribe } from './helpers/numbers.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

const US_UNLIMITED_MONTHLY = planById('1101')!;

async function firstOffered(account: TestAccount, areaCode = '415') {
  const search = await offered(t.app, account, { code: 'US', type: 'local', telCode: '1', areaCode });
  const phone = search.body.data.phones[0];
  if (phone === undefined) throw new Error(`nothing offered in ${areaCode}`);
  return phone;
}

async function listOf(account: TestAccount): Promise<VirtualPhoneListData> {
  return (await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', { token: account.token })).body.data;
}

async function subscriptionIdOf(account: TestAccount, full: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('number_subscriptions')
    .select('id')
    .where('account_id', '=', account.id)
    .where('full_number', '=', full)
    .executeTakeFirstOrThrow();
  return row.id;
}

function unsubscribe(account: TestAccount, telCode: string, phone: string) {
  return post(
    t.app,
    'unSubVirtualPhone',
    { platform: account.brand, telCode, phone },
    { token: account.token },
  );
}

function resubscribe(account: TestAccount, historyId: string) {
  return post<{ subHint: string }>(
    t.app,
    'reSubVirtualPhone',
    { platform: account.brand, historyId, date: monthKeyOf(Date.now()) },
    { token: account.token },
  );
}

describe('subVirtualPhone', () => {
  it('rents a searched number: charges the period rent once and lists it with its plan', async () => {
    const buyer = await shopper(t.app, { balance: 1_000_000 });
    const number = await firstOffered(buyer);
    const result = await subscribe(t.app, buyer, { telCode: number.telCode, phone: number.phone });
    expect(result.status).toBe(200);
    expect(result.body.data?.hint).toContain(`+1${number.phone}`);
    expect(await t.app.ledger.balance(buyer.id)).toBe(1_000_000 - US_UNLIMITED_MONTHLY.planRent);
    const list = await listOf(buyer);
    expect(list.virtualPhones).toHaveLength(1);
    expect(list.virtualPhones[0]).toMatchObject({ phone: number.phone, planId: '1101', monthRent: 370_800 });
    expect(list.virtualPhones[0]?.paymentDate.length).toBeGreaterThan(10);
    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('account_id', '=', buyer.id)
      .where('kind', '=', LedgerKind.numberPurchase)
      .execute();
    expect(entries).toEqual([{ kind: LedgerKind.numberPurchase, amount: -US_UNLIMITED_MONTHLY.planRent }]);
    const again = await offered(t.app, buyer, { code: 'US', type: 'local', telCode: '1', areaCode: '415' });
    expect(again.body.data.phones.map((phone) => phone.phone)).not.toContain(number.phone);
  });

  it('gives a number raced for by two accounts to exactly one; the loser pays nothing', async () => {
    const [ann, ben] = await Promise.all([shopper(t.app), shopper(t.app)]);
    const number = await firstOffered(ann, '702');
    const results = await Promise.all(
      [ann, ben].map((account) =>
        subscribe(t.app, account, { telCode: number.telCode, phone: number.phone }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const loser = results[0]?.status === 200 ? ben : ann;
    const lost = results.find((result) => result.status !== 200)!;
    expect(lost.body.retcode).toBe(Retcode.NUMBER_UNAVAILABLE);
    expect(await t.app.ledger.balance(loser.id)).toBe(1_000_000);
    expect((await listOf(loser)).virtualPhones).toHaveLength(0);
    const owners = await t.app.db
      .selectFrom('number_subscriptions')
      .select('account_id')
      .where('phone', '=', number.phone)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('refuses without enough balance (400001) and takes no number', async () => {
    const poor = await shopper(t.app, { balance: 10_000 });
    const number = await firstOffered(poor);
    const result = await subscribe(t.app, poor, { telCode: number.telCode, phone: number.phone });
    expect(result.status).toBe(402);
    expect(result.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect(result.body.retmsg).toMatch(
      /^Your balance does not cover \$?\d+\.\d{2}( \w+)?\. Recharge and try again\.$/,
    );
    expect(result.body.detail).toMatch(/^balance: \d+ needed for plan /);
    expect(await t.app.ledger.balance(poor.id)).toBe(10_000);
    expect((await listOf(poor)).virtualPhones).toHaveLength(0);
    expect((await firstOffered(poor)).phone).toBe(number.phone);
  });

  it('requires a verified profile first (100023 with the profile state)', async () => {
    const newcomer = await registerAccount(t.app);
    await t.app.ledger.credit(newcomer.id, 1_000_000, 'seed', `gate-${newcomer.id}`);
    const number = await firstOffered(newcomer);
    const result = await subscribe(t.app, newcomer, { telCode: number.telCode, phone: number.phone });
    expect(result.status).toBe(403);
    expect(result.body.retcode).toBe(Retcode.PROFILE_INCOMPLETE);
    expect(result.body.data).toEqual({ result: { profileStatus: -1, needSetPhone: true } });
    expect(await t.app.ledger.balance(newcomer.id)).toBe(1_000_000);
  });

  it('refuses a plan of another country and a number that is not on offer', async () => {
    const buyer = await shopper(t.app);
    const number = await firstOffered(buyer);
    const wrongPlan = await subscribe(t.app, buyer, { telCode: '1', phone: number.phone, planId: '3101' });
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.body.detail).toContain('planId');
    const unknown = await subscribe(t.app, buyer, { telCode: '1', phone: '9995550100' });
    expect(unknown.body.retcode).toBe(Retcode.NUMBER_UNAVAILABLE);
    expect(await t.app.ledger.balance(buyer.id)).toBe(1_000_000);
  });
});

describe('unSubVirtualPhone and reSubVirtualPhone', () => {
  it('releases into quarantine (not offered), and the owner can restore it for a new period', async () => {
    const owner = await shopper(t.app, { balance: 2_000_000 });
    const number = await firstOffered(owner, '646');
    expect((await subscribe(t.app, owner, { telCode: '1', phone: number.phone })).status).toBe(200);
    const released = await unsubscribe(owner, '1', number.phone);
    expect(released.status).toBe(200);
    expect((await listOf(owner)).virtualPhones).toHaveLength(0);
    const row = await t.app.db
      .selectFrom('phone_numbers')
      .select(['account_id', 'quarantine_until'])
      .where('phone', '=', number.phone)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBeNull();
    expect(Number(row.quarantine_until)).toBeGreaterThan(Date.now() + QUARANTINE_MS - 60_000);

    const other = await shopper(t.app);
    const search = await offered(t.app, other, { code: 'US', type: 'local', telCode: '1', areaCode: '646' });
    expect(search.body.data.phones.map((phone) => phone.phone)).not.toContain(number.phone);
    const taken = await subscribe(t.app, other, { telCode: '1', phone: number.phone });
    expect(taken.body.retcode).toBe(Retcode.NUMBER_UNAVAILABLE);
    expect(await t.app.ledger.balance(other.id)).toBe(1_000_000);

    const historyId = await subscriptionIdOf(owner, `1${number.phone}`);
    expect((await resubscribe(other, historyId)).body.retcode).toBe(Retcode.NOT_FOUND);
    const restored = await resubscribe(owner, historyId);
    expect(restored.status).toBe(200);
    expect(restored.body.data.subHint).toContain(number.phone);
    expect((await listOf(owner)).virtualPhones.map((phone) => phone.phone)).toEqual([number.phone]);
    expect(await t.app.ledger.balance(owner.id)).toBe(2_000_000 - 2 * US_UNLIMITED_MONTHLY.planRent);
  });

  it('cannot restore once the quarantine is over (NUMBER_EXPIRED); the number is offered again', async () => {
    const owner = await shopper(t.app);
    const number = await firstOffered(owner, '212');
    await subscribe(t.app, owner, { telCode: '1', phone: number.phone });
    await unsubscribe(owner, '1', number.phone);
    await t.app.db
      .updateTable('phone_numbers')
      .set({ quarantine_until: Date.now() - 1 })
      .where('phone', '=', number.phone)
      .execute();
    const historyId = await subscriptionIdOf(owner, `1${number.phone}`);
    const late = await resubscribe(owner, historyId);
    expect(late.body.retcode).toBe(Retcode.NUMBER_EXPIRED);
    expect(late.status).toBe(410);
    expect((await firstOffered(owner, '212')).phone).toBe(number.phone);
  });

  it('refuses to release a number that is not the caller’s', async () => {
    const owner = await shopper(t.app);
    const number = await firstOffered(owner, '415');
    await subscribe(t.app, owner, { telCode: '1', phone: number.phone });
    const stranger = await shopper(t.app);
    const result = await unsubscribe(stranger, '1', number.phone);
    expect(result.status).toBe(404);
    expect((await listOf(owner)).virtualPhones).toHaveLength(1);
  });
});
