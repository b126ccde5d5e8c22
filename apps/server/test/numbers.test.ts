import {
  brandIds,
  fullNumber,
  Retcode,
  type SessionData,
  type VirtualPhoneListData,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo.service.ts';
import { SEED_INVENTORY } from '../src/modules/numbers/numbers.inventory.ts';
import { get, post } from './helpers/api.ts';
import { accountWithNumber, registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ overrides: { seedDemo: true } });

describe('inventory', () => {
  it('seeds about twenty numbers per country, toll-free ones unable to send', async () => {
    const rows = await t.app.db.selectFrom('phone_numbers').selectAll().execute();
    expect(rows.length).toBe(SEED_INVENTORY.length);
    const count = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length;
    for (const country of ['US', 'CA', 'GB', 'AU', 'CN']) {
      expect(count((row) => row.country === country && row.toll_free === 0)).toBeGreaterThanOrEqual(20);
    }
    expect(count((row) => row.toll_free === 1)).toBeGreaterThanOrEqual(20);
    for (const row of rows.filter((candidate) => candidate.toll_free === 1)) {
      expect(row.messaging_enabled).toBe(0);
      expect(['833', '844', '855']).toContain(row.area_code);
    }
    expect(new Set(rows.map((row) => row.area_code)).size).toBeGreaterThan(6);
    expect(rows.find((row) => row.country === 'GB')).toMatchObject({ tel_code: '44' });
    expect(rows.find((row) => row.country === 'CN')?.phone).toMatch(/^1\d{10}$/);
  });

  it('assigns free numbers once each, and says when none is left', async () => {
    const first = await registerAccount(t.app);
    const second = await registerAccount(t.app);
    const [a, b] = await Promise.all([
      t.app.services.numbers.assignFree(first.id, { country: 'AU' }),
      t.app.services.numbers.assignFree(second.id, { country: 'AU' }),
    ]);
    expect(a.full_number).not.toBe(b.full_number);
    const greedy = await registerAccount(t.app);
    const error = await (async () => {
      for (;;) await t.app.services.numbers.assignFree(greedy.id, { country: 'AU' });
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).retcode).toBe(Retcode.NO_NUMBER_AVAILABLE);
  });
});

describe('free numbers (demo and test accounts)', () => {
  const planOf = (numberId: string) =>
    t.app.db
      .selectFrom('number_subscriptions')
      .select('plan_id')
      .where('number_id', '=', numberId)
      .executeTakeFirstOrThrow();
  const setOnSale = async (planId: string, onSale: boolean) => {
    await t.app.db
      .updateTable('plan_prices')
      .set({ on_sale: onSale ? 1 : 0 })
      .where('brand', '=', 'pingme')
      .where('plan_id', '=', planId)
      .execute();
    t.app.services.planCatalog.announceChange();
  };

  it("start on the brand's cheapest monthly plan on sale, as the catalogue has it now", async () => {
    const first = await registerAccount(t.app, { brand: 'pingme' });
    expect(
      await planOf(
        (await t.app.services.numbers.assignFree(first.id, { country: 'US', tollFree: false })).id,
      ),
    ).toEqual({
      plan_id: '1401',
    });
    // Pay as you go off sale: the next cheapest monthly US plan on sale, unlimited texts.
    await setOnSale('1401', false);
    try {
      const second = await registerAccount(t.app, { brand: 'pingme' });
      const number = await t.app.services.numbers.assignFree(second.id, { country: 'US', tollFree: false });
      expect(await planOf(number.id)).toEqual({ plan_id: '1301' });
    } finally {
      await setOnSale('1401', true);
    }
  });
});

describe('getVirtualPhoneList', () => {
  it('lists the caller’s numbers with the calling codes each can text', async () => {
    const us = await accountWithNumber(t.app);
    await t.app.services.numbers.assignFree(us.id, { country: 'GB' });
    await t.app.services.numbers.assignFree(us.id, { tollFree: true });
    await t.app.services.numbers.assignFree(us.id, { country: 'CN' });
    await t.app.services.numbers.assignFree(us.id, { country: 'CA' });
    const list = await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', { token: us.token });
    expect(list.status).toBe(200);
    const phones = list.body.data.virtualPhones;
    expect(phones).toHaveLength(5);
    // Numbers assigned within one millisecond share a time, so the subscribed one is found by number.
    const subscribed = phones.find((phone) => phone.phone === us.phone);
    expect(subscribed).toMatchObject({
      telCode: '1',
      phone: us.phone,
      country: 'US',
      tollFree: false,
      messagingEnabled: true,
      planId: '1401',
      monthRent: 29_900,
    });
    expect(subscribed?.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const tollFree = phones.find((phone) => phone.tollFree)!;
    expect(tollFree).toMatchObject({ telCode: '1', country: 'US', messagingEnabled: false });
    const codes = list.body.data.smsCountryCodes;
    for (const phone of phones) {
      const expected = { US: ['1'], CA: ['1'], GB: ['44'], AU: ['61'], CN: ['86'] }[phone.country];
      expect(codes[fullNumber(phone.telCode, phone.phone)]).toEqual(expected);
    }
    const stranger = await registerAccount(t.app);
    const empty = await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', { token: stranger.token });
    expect(empty.body.data).toEqual({
      virtualPhones: [],
      smsCountryCodes: {},
      forwardStatus: 0,
      voicemailStatus: 1,
      canForward: false,
      canVoicemail: false,
    });
    expect((await get(t.app, 'getVirtualPhoneList')).body.retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});

describe('demo accounts', () => {
  it('gives alice and bob on every brand a distinct number: Chinese on cloudnumber, US elsewhere', async () => {
    const seen = new Set<string>();
    for (const brand of brandIds) {
      for (const email of DEMO_ACCOUNTS) {
        const login = await post<SessionData>(t.app, 'login', {
          platform: brand,
          account: email,
          password: DEMO_PASSWORD,
        });
        const list = await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', {
          token: login.body.data.token,
        });
        expect(list.body.data.virtualPhones).toHaveLength(1);
        const [phone] = list.body.data.virtualPhones;
        const country = brand === 'cloudnumber' ? 'CN' : 'US';
        expect(phone).toMatchObject({ country, tollFree: false, messagingEnabled: true });
        seen.add(fullNumber(phone!.telCode, phone!.phone));
      }
    }
    expect(seen.size).toBe(brandIds.length * DEMO_ACCOUNTS.length);
  });
});
