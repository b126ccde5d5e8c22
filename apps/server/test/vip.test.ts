import {
  type BuyVipData,
  type ProfileData,
  Retcode,
  VIP_PERIOD_DAYS,
  VIP_PRICE,
  type VipInfo,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { LedgerKind } from '../src/modules/history/ledger-kinds.ts';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const DAY_MS = 86_400_000;

const t = useTestApp();

function vipInfo(account: TestAccount) {
  return get<VipInfo>(t.app, 'getVipInfo', { token: account.token });
}

function buy(account: TestAccount, expireDate: number | null, language: 'en' | 'zh_cn' = 'en') {
  return post<BuyVipData>(
    t.app,
    'buyVip',
    { platform: account.brand, expireDate },
    { token: account.token, language },
  );
}

async function fund(account: TestAccount, amount: number) {
  await t.app.ledger.credit(account.id, amount, LedgerKind.seed, `test:${account.id}:${amount}`);
}

async function vipCharges(account: TestAccount) {
  return t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', account.id)
    .where('kind', '=', LedgerKind.vipMembership)
    .execute();
}

describe('VIP membership on wetalk', () => {
  it('starts without one and names the price of a period', async () => {
    const alice = await registerAccount(t.app, { brand: 'wetalk' });
    const info = await vipInfo(alice);
    expect(info.body.data).toEqual({
      vipStatus: 0,
      expireDate: null,
      price: VIP_PRICE,
      days: VIP_PERIOD_DAYS,
    });
  });

  it('refuses a purchase the balance does not cover with a sentence, writing nothing', async () => {
    const bob = await registerAccount(t.app, { brand: 'wetalk' });
    await fund(bob, VIP_PRICE - 1);
    const result = await buy(bob, null);
    expect(result.status).toBe(402);
    expect(result.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect(result.body.retmsg).toBe(
      'Your balance does not cover the VIP membership of $4.99. Recharge and try again.',
    );
    const zh = await buy(bob, null, 'zh_cn');
    expect(zh.body.retmsg).toContain('VIP');
    expect(await t.app.ledger.balance(bob.id)).toBe(VIP_PRICE - 1);
    expect(await vipCharges(bob)).toEqual([]);
    expect((await vipInfo(bob)).body.data.vipStatus).toBe(0);
  });

  it('a purchase debits once with its effect; the profile shows status 1 and the end', async () => {
    const carol = await registerAccount(t.app, { brand: 'wetalk' });
    await fund(carol, 3 * VIP_PRICE);
    const before = Date.now();
    const bought = await buy(carol, null);
    expect(bought.status).toBe(200);
    const end = bought.body.data.expireDate ?? 0;
    expect(bought.body.data.vipStatus).toBe(1);
    expect(end).toBeGreaterThanOrEqual(before + VIP_PERIOD_DAYS * DAY_MS);
    expect(end).toBeLessThanOrEqual(Date.now() + VIP_PERIOD_DAYS * DAY_MS);
    expect(bought.body.data.balance).toBe(2 * VIP_PRICE);
    expect(await t.app.ledger.ledgerTotal(carol.id)).toBe(2 * VIP_PRICE);

    const profile = await get<ProfileData>(t.app, 'getProfile', { token: carol.token });
    expect(profile.body.data).toMatchObject({ vipStatus: 1, expireDate: end });

    // Extending runs from the end, not from now.
    const extended = await buy(carol, end);
    expect(extended.body.data.expireDate).toBe(end + VIP_PERIOD_DAYS * DAY_MS);
    const charges = await vipCharges(carol);
    expect(charges.map((entry) => Number(entry.amount))).toEqual([-VIP_PRICE, -VIP_PRICE]);
  });

  it('two confirmations of the same purchase at once charge one period', async () => {
    const dave = await registerAccount(t.app, { brand: 'wetalk' });
    await fund(dave, 5 * VIP_PRICE);
    const results = await Promise.all([buy(dave, null), buy(dave, null), buy(dave, null)]);
    const codes = results.map((result) => result.body.retcode).sort();
    expect(codes).toEqual([Retcode.OK, Retcode.INVALID_PARAMETER, Retcode.INVALID_PARAMETER].sort());
    const refused = results.find((result) => result.body.retcode !== Retcode.OK);
    expect(refused?.body.retmsg).toBe(
      'Your VIP membership changed meanwhile and nothing was charged. Check it and try again.',
    );
    expect(await vipCharges(dave)).toHaveLength(1);
    expect(await t.app.ledger.balance(dave.id)).toBe(4 * VIP_PRICE);
    expect(await t.app.ledger.ledgerTotal(dave.id)).toBe(4 * VIP_PRICE);
  });

  it('ends at its expiry: status 0 with the past end, and a new period starts from now', async () => {
    const erin = await registerAccount(t.app, { brand: 'wetalk' });
    await fund(erin, 2 * VIP_PRICE);
    await buy(erin, null);
    const past = Date.now() - DAY_MS;
    await t.app.db
      .updateTable('vip_memberships')
      .set({ expire_at: past })
      .where('account_id', '=', erin.id)
      .execute();

    expect((await vipInfo(erin)).body.data).toMatchObject({ vipStatus: 0, expireDate: past });
    const profile = await get<ProfileData>(t.app, 'getProfile', { token: erin.token });
    expect(profile.body.data).toMatchObject({ vipStatus: 0, expireDate: past });

    const before = Date.now();
    const again = await buy(erin, past);
    expect(again.body.data.vipStatus).toBe(1);
    expect(again.body.data.expireDate).toBeGreaterThanOrEqual(before + VIP_PERIOD_DAYS * DAY_MS);
  });
  it('is forfeited with a deleted account', async () => {
    const gus = await registerAccount(t.app, { brand: 'wetalk' });
    await fund(gus, VIP_PRICE);
    await buy(gus, null);
    const deleted = await post(
      t.app,
      'deleteAccount',
      { platform: 'wetalk', password: gus.password },
      { token: gus.token },
    );
    expect(deleted.body.retcode).toBe(Retcode.OK);
    const rows = await t.app.db
      .selectFrom('vip_memberships')
      .selectAll()
      .where('account_id', '=', gus.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('other brands', () => {
  it('have no VIP: both calls are refused with a sentence and nothing is charged', async () => {
    const fay = await registerAccount(t.app, { brand: 'pingme' });
    await fund(fay, 2 * VIP_PRICE);
    const info = await vipInfo(fay);
    expect(info.status).toBe(404);
    expect(info.body.retmsg).toBe('VIP membership is not offered here.');
    const bought = await buy(fay, null);
    expect(bought.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(await t.app.ledger.balance(fay.id)).toBe(2 * VIP_PRICE);
    const profile = await get<ProfileData>(t.app, 'getProfile', { token: fay.token });
    expect(profile.body.data).toMatchObject({ vipStatus: 0, expireDate: null });
  });
});
