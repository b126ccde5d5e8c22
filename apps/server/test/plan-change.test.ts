import {
  addMonths,
  type ManagePlanData,
  type PlanListData,
  Retcode,
  type VirtualPhoneListData,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { planById } from '../src/modules/numbers/numbers.catalog.ts';
import { money, render, say } from '../src/text/sentence.ts';
import { get } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { offered, shopper, subscribe } from './helpers/numbers.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

/** A shopper who rented a US number on Unlimited monthly; returns its full number. */
async function rented(balance: number): Promise<{ account: TestAccount; full: string }> {
  const account = await shopper(t.app, { balance });
  const number = (await offered(t.app, account)).body.data.phones[0]!;
  const result = await subscribe(t.app, account, { telCode: '1', phone: number.phone, planId: '1101' });
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return { account, full: `1${number.phone}` };
}

function manage(account: TestAccount, virtualNumber: string) {
  return get<ManagePlanData>(t.app, 'getManagePlanList', { token: account.token, query: { virtualNumber } });
}

function change(account: TestAccount, virtualNumber: string, planId: string, type: 1 | 2) {
  return get<{ successHint: string; planHint: string }>(t.app, 'changePlan', {
    token: account.token,
    query: { virtualNumber, planId, type: String(type) },
  });
}

describe('getPlanList', () => {
  it('lists the five groups at four billing cycles with discounts, names in the request language', async () => {
    const user = await registerAccount(t.app);
    const result = await get<PlanListData>(t.app, 'getPlanList', {
      token: user.token,
      query: { code: 'CA', type: 'local' },
    });
    const plans = result.body.data.planList;
    expect(plans).toHaveLength(20);
    expect(new Set(plans.map((plan) => plan.planName))).toEqual(
      new Set(['Unlimited', 'Unlimited Voice', 'Unlimited Texts', 'Pay As You Go', 'US/CA Combination']),
    );
    // The US/CA combination costs 9.99 a month and is sold with US and Canadian numbers only.
    const combination = plans.find((plan) => plan.group === 'usCaCombo' && plan.planRentPeriod === 1);
    expect(combination).toMatchObject({ planRent: 99_900, monthRent: 99_900 });
    const british = await get<PlanListData>(t.app, 'getPlanList', {
      token: user.token,
      query: { code: 'GB', type: 'mobile' },
    });
    expect(british.body.data.planList.some((plan) => plan.group === 'usCaCombo')).toBe(false);
    // Bought today, a plan's next payment falls one billing cycle from now.
    const quarterly = plans.find((plan) => plan.planRentPeriod === 3)!;
    const next = Date.parse(quarterly.nextPaymentDate);
    expect(next).toBeGreaterThan(Date.now() + 85 * 86_400_000);
    expect(next).toBeLessThan(Date.now() + 95 * 86_400_000);
    const unlimited = plans.filter((plan) => plan.group === 'unlimited');
    expect(unlimited.map((plan) => [plan.planRentPeriod, plan.discount])).toEqual([
      [1, 0],
      [3, 5],
      [6, 10],
      [12, 15],
    ]);
    expect(unlimited[0]?.planRent).toBe(442_800);
    const chinese = await get<PlanListData>(t.app, 'getPlanList', {
      token: user.token,
      language: 'zh_cn',
      query: { code: 'CA', type: 'local' },
    });
    expect(chinese.body.data.planList[0]?.planName).toBe('无限套餐');
  });

  it('gives cloudnumber the cloud-number plans in cloud coins', async () => {
    const cloud = await registerAccount(t.app, { brand: 'cloudnumber' });
    const result = await get<PlanListData>(t.app, 'getPlanList', {
      token: cloud.token,
      query: { code: 'CN', type: 'mobile' },
    });
    expect(result.body.data.planList.map((plan) => [plan.planRentPeriod, plan.planRent])).toEqual([
      [1, 490_000],
      [3, 990_000],
      [6, 1_790_000],
      [12, 3_490_000],
    ]);
  });
});

describe('plan changes', () => {
  it('manages only the caller’s own numbers', async () => {
    const { full } = await rented(1_000_000);
    const stranger = await shopper(t.app);
    const result = await manage(stranger, full);
    expect(result.status).toBe(404);
    expect(result.body.retcode).toBe(Retcode.NOT_FOUND);
  });

  it('offers both timings and refuses the current plan', async () => {
    const { account, full } = await rented(1_000_000);
    const current = await get(t.app, 'preChangePlan', {
      token: account.token,
      query: { virtualNumber: full, planId: '1101' },
    });
    expect(current.status).toBe(400);
    expect(current.body.detail).toContain('planId');
    const options = await get<{ options: { type: number; payAmount: number }[] }>(t.app, 'preChangePlan', {
      token: account.token,
      query: { virtualNumber: full, planId: '1203' },
    });
    expect(options.status).toBe(200);
    expect(options.body.data.options.map((option) => [option.type, option.payAmount])).toEqual([
      [1, planById('1203')!.planRent],
      [2, 0],
    ]);
  });

  it('type 1 charges the new plan now and restarts the cycle today', async () => {
    const { account, full } = await rented(1_000_000);
    const before = await t.app.ledger.balance(account.id);
    const result = await change(account, full, '1203', 1);
    expect(result.status).toBe(200);
    expect(result.body.data.successHint).toBe('Your plan has been changed.');
    expect(await t.app.ledger.balance(account.id)).toBe(before - planById('1203')!.planRent);
    const managed = (await manage(account, full)).body.data;
    expect(managed.currentPlan.planId).toBe('1203');
    expect(managed.pendingPlan).toBeNull();
    expect(managed.planList.map((plan) => plan.planId)).not.toContain('1203');
    const list = await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', { token: account.token });
    expect(list.body.data.virtualPhones[0]?.planId).toBe('1203');
  });

  it('type 1 without enough balance fails with 400001 and changes nothing', async () => {
    const { account, full } = await rented(planById('1101')!.planRent + 1);
    const result = await change(account, full, '1112', 1);
    expect(result.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    // The amount in the brand's unit, never the plan id or ten-thousandths (those are in the detail).
    const amount = money(planById('1112')!.planRent, account.brand);
    expect(result.body.retmsg).toBe(render(say('balanceNeeded', { amount }), 'en'));
    expect(result.body.detail).toContain('1112');
    expect(await t.app.ledger.balance(account.id)).toBe(1);
    expect((await manage(account, full)).body.data.currentPlan.planId).toBe('1101');
  });

  it('type 2 charges nothing and schedules the plan for the next payment date', async () => {
    const { account, full } = await rented(1_000_000);
    const before = await t.app.ledger.balance(account.id);
    const result = await change(account, full, '1301', 2);
    expect(result.status).toBe(200);
    expect(await t.app.ledger.balance(account.id)).toBe(before);
    const managed = (await manage(account, full)).body.data;
    expect(managed.currentPlan.planId).toBe('1101');
    expect(managed.pendingPlan?.plan.planId).toBe('1301');
    expect(managed.pendingPlan?.effectiveDate).toBe(managed.nextPaymentDate);
    // Each plan carries its next payment: the number's own date, the pending plan's first cycle end.
    expect(managed.currentPlan.nextPaymentDate).toBe(managed.nextPaymentDate);
    expect(managed.pendingPlan?.plan.nextPaymentDate).toBe(
      new Date(addMonths(Date.parse(managed.nextPaymentDate), 1)).toISOString(),
    );
  });
});
