import {
  type AuditEntry,
  type ConsoleCallData,
  type PlanListData,
  Retcode,
  type VirtualPhoneListData,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind } from '../src/modules/history/ledger-kinds.ts';
import { get } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { offered, shopper, subscribe } from './helpers/numbers.ts';
import { makeDue, renewAt, rent, subscriptionOf } from './helpers/renewal.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
const HOUR = 3_600_000;

let admin = '';
let support = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
  support = await operatorToken(t.app, 'support');
});

function listPlans(query: Record<string, string>, language: 'en' | 'zh_cn' = 'en', token = admin) {
  return consoleCall<ConsoleCallData<'consolePlans'>>(t.app, 'consolePlans', { token, language, query });
}

function updatePlan(
  body: { brand: string; planId: string; planRent: string; onSale?: boolean; reason?: string },
  { token = admin, language = 'en' }: { token?: string; language?: 'en' | 'zh_cn' } = {},
) {
  return consoleCall<ConsoleCallData<'consolePlanUpdate'>>(t.app, 'consolePlanUpdate', {
    token,
    language,
    body: { onSale: true, reason: 'prices of the season', ...body },
  });
}

async function auditOf(target: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: admin,
    query: { action: 'plan.update' },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === target && entry.targetType === 'plan');
}

async function planListOf(account: TestAccount, code = 'US') {
  const result = await get<PlanListData>(t.app, 'getPlanList', {
    token: account.token,
    query: { code, type: 'local' },
  });
  return result.body.data.planList;
}

describe(`the number plans in the console (${engine})`, () => {
  it('lists each selling brand’s plans at today’s prices, groups named in the operator’s language', async () => {
    const us = (await listPlans({ brand: 'pingme', code: 'US' })).body.data.plans;
    expect(us).toHaveLength(20);
    expect(us[0]).toMatchObject({
      brand: 'pingme',
      planId: '1101',
      code: 'US',
      group: 'unlimited',
      groupName: 'Unlimited',
      months: 1,
      planRent: 370_800,
      monthRent: 370_800,
      discount: 0,
      onSale: true,
    });
    expect(us.find((plan) => plan.planId === '1112')).toMatchObject({ months: 12, discount: 15 });
    const cloud = (await listPlans({ brand: 'cloudnumber' }, 'zh_cn')).body.data.plans;
    expect(cloud.map((plan) => [plan.planId, plan.planRent, plan.groupName])).toEqual([
      ['9001', 490_000, '云号码'],
      ['9003', 990_000, '云号码'],
      ['9006', 1_790_000, '云号码'],
      ['9012', 3_490_000, '云号码'],
    ]);
    // Every brand but cloudnumber sells the country plans, as before plans became data.
    const all = (await listPlans({ code: 'GB' })).body.data.plans;
    expect(new Set(all.map((plan) => plan.brand))).toEqual(
      new Set(['pingme', 'wephone', 'wetalk', 'wetalkpro', 'jiema']),
    );
    expect(all).toHaveLength(5 * 16);
  });

  it('lets support read the plans but not change one', async () => {
    expect((await listPlans({ brand: 'pingme' }, 'en', support)).status).toBe(200);
    const refused = await updatePlan({ brand: 'pingme', planId: '1301', planRent: '1' }, { token: support });
    expect([refused.status, refused.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
  });

  it('sets one brand’s price, audited; its users see and pay it at once, other brands keep theirs', async () => {
    const [pingUser, wephoneUser] = await Promise.all([
      registerAccount(t.app),
      registerAccount(t.app, { brand: 'wephone' }),
    ]);
    expect((await planListOf(pingUser)).find((plan) => plan.planId === '1201')?.planRent).toBe(110_700);
    const result = await updatePlan({ brand: 'pingme', planId: '1201', planRent: '9.99' });
    expect(result.status).toBe(200);
    expect(result.body.data.plan).toMatchObject({
      planId: '1201',
      planRent: 99_900,
      monthRent: 99_900,
      onSale: true,
    });

    const pingPlans = await planListOf(pingUser);
    expect(pingPlans.find((plan) => plan.planId === '1201')).toMatchObject({
      planRent: 99_900,
      monthRent: 99_900,
    });
    // The longer periods of the group save against the new monthly price: a quarter at 31.55 now
    // costs more than three months at 9.99, so it saves nothing.
    expect(pingPlans.find((plan) => plan.planId === '1203')).toMatchObject({
      planRent: 315_495,
      discount: 0,
    });
    expect((await planListOf(wephoneUser)).find((plan) => plan.planId === '1201')?.planRent).toBe(110_700);

    const buyer = await shopper(t.app, { balance: 1_000_000 });
    const number = (await offered(t.app, buyer)).body.data.phones[0];
    const bought = await subscribe(t.app, buyer, {
      telCode: '1',
      phone: number?.phone ?? '',
      planId: '1201',
    });
    expect(bought.status).toBe(200);
    expect(await t.app.ledger.balance(buyer.id)).toBe(1_000_000 - 99_900);

    const [entry] = await auditOf('pingme:1201');
    expect(entry).toMatchObject({
      action: 'plan.update',
      before: { brand: 'pingme', planId: '1201', planRent: 110_700, onSale: true },
      after: { brand: 'pingme', planId: '1201', planRent: 99_900, onSale: true },
      reason: 'prices of the season',
    });
  });

  it('refuses malformed, negative, zero, absurd and too precise prices with a sentence, changing nothing', async () => {
    const cases: [string, string][] = [
      ['abc', 'The price “abc” is not an amount. Write it as money is written, like 4.99.'],
      ['-1', 'The price cannot be below zero.'],
      ['0', 'The price must be more than zero. To stop selling the plan, take it off sale instead.'],
      [
        '25000',
        'The price “25000” is more than 10000 for one billing period, which must be a typo. Check the decimal point.',
      ],
      ['4.99999', 'The price can have at most four decimals.'],
    ];
    for (const [planRent, sentence] of cases) {
      const result = await updatePlan({ brand: 'pingme', planId: '3101', planRent });
      expect([result.status, result.body.retcode, result.body.retmsg]).toEqual([
        400,
        Retcode.INVALID_PARAMETER,
        sentence,
      ]);
    }
    const chinese = await updatePlan(
      { brand: 'pingme', planId: '3101', planRent: '1,2,3' },
      { language: 'zh_cn' },
    );
    expect(chinese.body.retmsg).toBe('价格“1,2,3”不是有效的金额，请按金额的写法填写，例如 4.99。');
    const unknown = await updatePlan({ brand: 'pingme', planId: '9001', planRent: '1' });
    expect([unknown.status, unknown.body.retmsg]).toEqual([
      400,
      'This plan no longer exists. Reload the list.',
    ]);
    const blank = await updatePlan({ brand: 'pingme', planId: '3101', planRent: '1', reason: ' ' });
    expect(blank.status).toBe(400);
    const gb = (await listPlans({ brand: 'pingme', code: 'GB' })).body.data.plans[0];
    expect(gb).toMatchObject({ planId: '3101', planRent: 319_900, onSale: true });
    expect(await auditOf('pingme:3101')).toEqual([]);
  });

  it('takes a plan off sale: no longer offered, but a subscription on it renews at its new price', async () => {
    const rented = await rent(t.app, '1401', 1_000_000);
    const off = await updatePlan({ brand: 'pingme', planId: '1401', planRent: '3.49', onSale: false });
    expect(off.body.data.plan).toMatchObject({ planRent: 34_900, onSale: false });

    const user = await registerAccount(t.app);
    expect((await planListOf(user)).map((plan) => plan.planId)).not.toContain('1401');
    const buyer = await shopper(t.app);
    const number = (await offered(t.app, buyer)).body.data.phones[0];
    const refused = await subscribe(t.app, buyer, {
      telCode: '1',
      phone: number?.phone ?? '',
      planId: '1401',
    });
    expect([refused.status, refused.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);

    const listed = await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', {
      token: rented.account.token,
    });
    expect(listed.body.data.virtualPhones[0]?.subscription).toMatchObject({
      planRent: 34_900,
      renewalAmount: 34_900,
    });

    const due = Date.now() - HOUR;
    await makeDue(t.app, rented, due);
    await renewAt(t.app, due + HOUR);
    expect(await subscriptionOf(t.app, rented)).toMatchObject({
      status: 'active',
      plan_id: '1401',
      period_start: due,
    });
    const renewals = await t.app.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('account_id', '=', rented.account.id)
      .where('kind', '=', LedgerKind.numberRenewal)
      .execute();
    expect(renewals.map((row) => Number(row.amount))).toEqual([-34_900]);
  });
});

describe('the plan catalogue of a node', () => {
  it('answers from memory, and forgets it when an edit is announced (the other nodes hear of it too)', async () => {
    const plans = t.app.services.planCatalog;
    expect((await plans.catalog()).plan('wetalk', '2101')?.planRent).toBe(442_800);
    // An edit straight in the table is not seen until the copy is forgotten.
    await t.app.db
      .updateTable('plan_prices')
      .set({ plan_rent: 400_000 })
      .where('brand', '=', 'wetalk')
      .where('plan_id', '=', '2101')
      .execute();
    expect((await plans.catalog()).plan('wetalk', '2101')?.planRent).toBe(442_800);
    let announced = 0;
    plans.onChange(() => {
      announced += 1;
    });
    const result = await updatePlan({ brand: 'wetalk', planId: '2101', planRent: '39.99' });
    expect(result.body.data.plan).toMatchObject({ planRent: 399_900 });
    expect(announced).toBe(1);
    expect((await plans.catalog()).plan('wetalk', '2101')?.planRent).toBe(399_900);
  });
});
