import { randomInt } from 'node:crypto';
import {
  type AuditEntry,
  type ConsoleCallData,
  monthKeyOf,
  Retcode,
  SocketEvent,
  type SubscriptionListData,
} from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountSocket, connectAccount, quiesce } from './helpers/account-events.ts';
import { get } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { registerAccount, uniqueEmail } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let admin = '';
const open: AccountSocket[] = [];
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
});
afterAll(() => {
  for (const { socket } of open) socket.close();
});

/** A fresh US local number imported through the console, in an area code no seeded number uses. */
async function freshNumber(): Promise<string> {
  const areaCode = String(randomInt(420, 470));
  const number = `1${areaCode}${randomInt(1_000_000, 9_000_000)}`;
  const csv = `number,country,area code,type,capabilities,region\n${number},US,${areaCode},local,sms;voice,`;
  const result = await consoleCall<ConsoleCallData<'consoleNumbersImport'>>(t.app, 'consoleNumbersImport', {
    token: admin,
    body: { csv },
  });
  expect(result.body.data.imported).toBe(1);
  return number;
}

function assign(body: Record<string, string>, language: 'en' | 'zh_cn' = 'en') {
  return consoleCall<ConsoleCallData<'consoleNumberAssign'>>(t.app, 'consoleNumberAssign', {
    token: admin,
    body: { planId: '1101', reason: 'Goodwill after an outage', ...body },
    language,
  });
}

async function auditOf(target: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: admin,
    query: { q: target },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === target);
}

describe(`the plans a number may be given on (${engine})`, () => {
  it('lists each brand’s plans for the number’s flow code, named in the operator’s language', async () => {
    const number = await freshNumber();
    const result = await consoleCall<ConsoleCallData<'consoleNumberPlans'>>(t.app, 'consoleNumberPlans', {
      token: admin,
      query: { number },
      language: 'zh_cn',
    });
    const plans = result.body.data.plans;
    const monthly = plans.find((plan) => plan.planId === '1101');
    expect(monthly).toMatchObject({ months: 1, brands: expect.arrayContaining(['pingme', 'wephone']) });
    expect(new Set(plans.map((plan) => plan.planId)).size).toBe(plans.length);
    // Cloudnumber sells Chinese cloud numbers only: none of its plans is offered for a US number.
    expect(plans.some((plan) => plan.brands.includes('cloudnumber'))).toBe(false);
    expect(plans.every((plan) => plan.name !== '' && plan.rent > 0)).toBe(true);
    expect(plans.find((plan) => plan.planId === '1101')?.name).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe(`giving a number to a user by hand (${engine})`, () => {
  it('subscribes the user without a charge, in the history, with numbersChanged and the audit entry', async () => {
    const number = await freshNumber();
    const user = await registerAccount(t.app);
    await quiesce(t.app, t.baseUrl, user.id, user.token);
    const tab = await connectAccount(t.baseUrl, user.token);
    open.push(tab);
    const balance = await t.app.ledger.balance(user.id);

    const given = await assign({ number: `+${number}`, user: user.email.toUpperCase() });
    expect(given.body.retcode).toBe(Retcode.OK);
    expect(given.body.data.accountId).toBe(user.id);
    expect(given.body.data.nextPaymentAt).toBeGreaterThan(Date.now());
    expect(await tab.log.next(SocketEvent.numbersChanged)).toEqual({
      change: 'subscribed',
      number,
      kind: 'phone',
    });

    const sub = await t.app.db
      .selectFrom('number_subscriptions')
      .selectAll()
      .where('full_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ account_id: user.id, plan_id: '1101', status: 'active' });
    expect(await t.app.ledger.balance(user.id)).toBe(balance);
    const history = await get<SubscriptionListData>(t.app, 'getSubscriptionList', {
      token: user.token,
      query: { date: monthKeyOf(Date.now()) },
    });
    expect(history.body.data.list).toEqual([
      expect.objectContaining({ number, type: 1, charge: 0, planId: '1101', historyId: sub.id }),
    ]);
    const listed = await consoleCall<ConsoleCallData<'consoleNumbers'>>(t.app, 'consoleNumbers', {
      token: admin,
      query: { q: number },
    });
    expect(listed.body.data.numbers[0]).toMatchObject({ state: 'assigned', accountId: user.id });
    const [entry] = await auditOf(number);
    expect(entry).toMatchObject({
      action: 'number.assign',
      targetType: 'number',
      before: { state: 'available' },
      after: { state: 'assigned', accountId: user.id, planId: '1101' },
      reason: 'Goodwill after an outage',
    });

    const again = await assign({ number, user: user.id });
    expect(again.body.retcode).toBe(Retcode.NUMBER_UNAVAILABLE);
    expect(again.body.retmsg).toContain('is not on offer, so it cannot be given to a user');
  });

  it('finds the user by account id', async () => {
    const number = await freshNumber();
    const user = await registerAccount(t.app, { brand: 'wephone' });
    const given = await assign({ number, user: user.id });
    expect(given.body.data.accountId).toBe(user.id);
  });

  it('refuses an unknown user, an email of several brands, a suspended user and a plan the brand does not sell', async () => {
    const number = await freshNumber();
    const unknown = await assign({ number, user: uniqueEmail('nobody') }, 'zh_cn');
    expect(unknown.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(unknown.body.retmsg).toBe('没有用户使用此邮箱或账号 ID，请在用户页面核对。');

    const email = uniqueEmail('twice');
    const first = await registerAccount(t.app, { email });
    await registerAccount(t.app, { email, brand: 'wephone' });
    const ambiguous = await assign({ number, user: email });
    expect(ambiguous.body.retmsg).toBe(
      'Users of several brands have this email. Give the account id from the user’s page.',
    );

    const suspended = await consoleCall(t.app, 'consoleUserSuspend', {
      token: admin,
      body: { accountId: first.id, reason: 'Abuse' },
    });
    expect(suspended.body.retcode).toBe(Retcode.OK);
    const toSuspended = await assign({ number, user: first.id });
    expect(toSuspended.body.retmsg).toBe(
      'This user is suspended or deleted, so no number can be given to them.',
    );

    const other = await registerAccount(t.app);
    const cloudPlan = await assign({ number, user: other.id, planId: '9001' });
    expect(cloudPlan.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(cloudPlan.body.retmsg).toContain('does not sell this plan for');
    const cloudUser = await registerAccount(t.app, { brand: 'cloudnumber' });
    const notSold = await assign({ number, user: cloudUser.id, planId: '9001' });
    expect(notSold.body.retcode).toBe(Retcode.INVALID_PARAMETER);

    const noReason = await assign({ number, user: other.id, reason: ' ' });
    expect(noReason.body.retcode).not.toBe(Retcode.OK);
    // Nothing of the refusals took the number.
    const listed = await consoleCall<ConsoleCallData<'consoleNumbers'>>(t.app, 'consoleNumbers', {
      token: admin,
      query: { q: number },
    });
    expect(listed.body.data.numbers[0]?.state).toBe('available');
    expect(await auditOf(number)).toEqual([]);
  });

  it('is refused to support, who may only read the inventory', async () => {
    const support = await operatorToken(t.app, 'support');
    const result = await consoleCall(t.app, 'consoleNumberAssign', {
      token: support,
      body: { number: '14155550100', user: 'someone@example.test', planId: '1101', reason: 'x' },
    });
    expect(result.body.retcode).toBe(Retcode.CONSOLE_NOT_PERMITTED);
  });
});
