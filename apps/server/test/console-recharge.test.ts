import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiUrl,
  BOOT_ELEMENT_ID,
  BOOT_PLACEHOLDER,
  type BrandId,
  bootDataSchema,
  brands,
  type ConsoleRechargeReplaceBody,
  CUSTOM_AMOUNT_GIFT,
  type PaySubmitData,
  productId,
  type RechargeSettings,
  Retcode,
} from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { operatorToken } from './helpers/console.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { deliverSandbox } from './helpers/payments.ts';
import { editedRecharge, readRecharge, rechargeAudit, replaceRecharge } from './helpers/recharge.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// A built page, so the boot data the server injects can be read.
let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'switchboard-recharge-'));
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>x</title>${BOOT_PLACEHOLDER}`);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
const t = useTestApp({
  overrides: () => ({
    webDistDir: dist,
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  }),
});

/** The recharge settings in the boot data of a brand's page. */
async function bootRecharge(brand: BrandId): Promise<RechargeSettings | null> {
  const page = await t.app.inject({ method: 'GET', url: `/?brand=${brand}`, headers: { host: 'localhost' } });
  const match = page.body.match(
    new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`),
  );
  return bootDataSchema.parse(JSON.parse(match?.[1] ?? '{}')).recharge;
}
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
const UNIT = 10_000;

let admin = '';
let support = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
  support = await operatorToken(t.app, 'support');
});

const read = (brand: BrandId, token = admin) => readRecharge(t.app, token, brand);
const replace = (
  body: Partial<ConsoleRechargeReplaceBody> & { brand: BrandId },
  { token = admin }: { token?: string } = {},
) => replaceRecharge(t.app, token, body);

function pay(account: TestAccount, amount: number | 'CUSTOM', customAmount?: number) {
  return post<PaySubmitData>(
    t.app,
    'paySubmit',
    {
      platform: account.brand,
      productid: productId('card', brands[account.brand].currency.code, amount),
      payment_method: 'card',
      custom_amount: customAmount,
      gift: amount === 'CUSTOM' ? CUSTOM_AMOUNT_GIFT : undefined,
      return_url: 'http://localhost:3000/account?tab=recharge',
      devicetype: 'web',
    },
    { token: account.token },
  );
}

describe(`a brand's recharge settings in the console (${engine})`, () => {
  it('reads every brand seeded with the code values, for support too', async () => {
    for (const brand of Object.keys(brands) as BrandId[]) {
      const result = await read(brand, support);
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({ brand, settings: brands[brand].recharge, updatedAt: null });
    }
  });

  it('lets support read but not replace, and asks for a reason', async () => {
    const refused = await replace({ brand: 'wephone' }, { token: support });
    expect([refused.status, refused.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
    const noReason = await replace({ brand: 'wephone', reason: ' ' });
    expect([noReason.status, noReason.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);
    expect((await read('wephone')).body.data.updatedAt).toBeNull();
  });

  it('replaces the tiles from money as people write it, audited, and the web and pricing use them at once', async () => {
    const alice = await registerAccount(t.app, { brand: 'wetalk' });
    // Pricing has read (and cached) the code values before the edit.
    expect((await pay(alice, 20)).body.retcode).toBe(Retcode.OK);

    const result = await replace({ brand: 'wetalk' });
    expect(result.status).toBe(200);
    const expected: RechargeSettings = {
      tiles: [
        { amount: 2 * UNIT, gift: 0 },
        { amount: 5 * UNIT, gift: 0 },
        { amount: 10 * UNIT, gift: UNIT },
        { amount: 30 * UNIT, gift: 25_000 },
        { amount: 50 * UNIT, gift: 6 * UNIT },
        { amount: 100 * UNIT, gift: 13 * UNIT },
      ],
      defaultTile: 3,
      custom: { min: 15 * UNIT, max: 300 * UNIT, default: 100 * UNIT },
      popularGiftPercent: 15,
    };
    expect(result.body.data).toMatchObject({ brand: 'wetalk', settings: expected });
    expect((await read('wetalk')).body.data.settings).toEqual(expected);
    // Other brands keep theirs.
    expect((await read('wephone')).body.data.settings).toEqual(brands.wephone.recharge);

    const web = await get<{ recharge: RechargeSettings }>(t.app, 'getRechargeSettings', {
      token: alice.token,
    });
    expect(web.body.data.recharge).toEqual(expected);
    // A visitor gets the settings of the page's brand, named by its host.
    const visitor = await t.app.inject({
      method: 'GET',
      url: apiUrl('getRechargeSettings'),
      headers: { host: 'wetalk.localhost:3000' },
    });
    expect(visitor.json().data.recharge).toEqual(expected);
    expect(await bootRecharge('wetalk')).toEqual(expected);
    expect(await bootRecharge('pingme')).toEqual(brands.pingme.recharge);

    const [entry] = await rechargeAudit(t.app, admin, 'wetalk');
    expect(entry).toMatchObject({
      action: 'recharge.replace',
      targetType: 'recharge',
      reason: 'spring offer',
      before: {
        tiles: brands.wetalk.recharge.tiles,
        defaultTile: 4,
        customMin: 11 * UNIT,
        customMax: 200 * UNIT,
      },
      after: { tiles: expected.tiles, defaultTile: 3, customMin: 15 * UNIT, customMax: 300 * UNIT },
    });
  });

  it('accepts an order for a new tile and credits its new gift; a removed tile is refused as users read it', async () => {
    const bob = await registerAccount(t.app, { brand: 'wetalk' });
    const order = await pay(bob, 30);
    expect(order.body.retcode).toBe(Retcode.OK);
    expect(await t.app.services.payments.order(order.body.data.orderId)).toMatchObject({
      amount: 30 * UNIT,
      gift: 25_000,
    });
    expect((await deliverSandbox(t, order.body.data.orderId, 'paid')).statusCode).toBe(303);
    expect(await t.app.ledger.balance(bob.id)).toBe(30 * UNIT + 25_000);

    const removed = await pay(bob, 20);
    expect([removed.status, removed.body.retcode, removed.body.retmsg]).toEqual([
      400,
      Retcode.PAYMENT_AMOUNT_NOT_ALLOWED,
      'Choose one of the amounts offered.',
    ]);
    const chinese = await post(
      t.app,
      'paySubmit',
      {
        platform: 'wetalk',
        productid: productId('card', 'USD', 20),
        payment_method: 'card',
        return_url: 'http://localhost:3000/account',
        devicetype: 'web',
      },
      { token: bob.token, language: 'zh_cn' },
    );
    expect(chinese.body.retmsg).toBe('请选择提供的金额之一。');
    // The new custom range holds too.
    expect((await pay(bob, 'CUSTOM', 12)).body.retmsg).toBe('Enter an amount between $15.00 and $300.00.');
    expect((await pay(bob, 'CUSTOM', 250)).body.retcode).toBe(Retcode.OK);
  });

  it('keeps the gift an order was priced with when the tile changes before it is paid', async () => {
    const carol = await registerAccount(t.app, { brand: 'wetalkpro' });
    const order = await pay(carol, 50);
    expect(await t.app.services.payments.order(order.body.data.orderId)).toMatchObject({ gift: 6 * UNIT });
    const tiles = editedRecharge('wetalkpro').tiles.map((tile) =>
      tile.amount === '50' ? { amount: '50', gift: '9' } : tile,
    );
    expect((await replace({ brand: 'wetalkpro', tiles })).status).toBe(200);
    expect((await deliverSandbox(t, order.body.data.orderId, 'paid')).statusCode).toBe(303);
    expect(await t.app.ledger.balance(carol.id)).toBe(56 * UNIT);
  });
});
