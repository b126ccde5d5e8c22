import { type LockedPhone, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { codeUser, lock } from './helpers/codes.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const PARALLEL = 200;
const US_WHATSAPP = { app: 'whatsapp', code: 'US', numberType: '2' };

const t = useTestApp();

function openLockCount(accountId: string): Promise<number> {
  return t.app.db
    .selectFrom('code_rentals')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'locked')
    .execute()
    .then((rows) => rows.length);
}

async function lockInParallel(user: Awaited<ReturnType<typeof codeUser>>) {
  return Promise.all(Array.from({ length: PARALLEL }, () => lock(t.app, user, US_WHATSAPP)));
}

describe('verification-number locks per account', () => {
  it('defaults to five open locks per account', () => {
    expect(t.config.codeMaxOpenLocks).toBe(5);
  });

  it(`lets ${PARALLEL} parallel lock requests with plenty of balance open at most five numbers`, async () => {
    const user = await codeUser(t.app, 1000);
    const answers = await lockInParallel(user);
    const locked = answers.filter((answer) => answer.body.retcode === Retcode.OK);
    const refused = answers.filter((answer) => answer.body.retcode !== Retcode.OK);
    expect(locked.length).toBeLessThanOrEqual(5);
    expect(locked.length).toBeGreaterThan(0);
    expect(new Set(refused.map((answer) => answer.body.retcode))).toEqual(
      new Set([Retcode.TOO_MANY_OPEN_LOCKS]),
    );
    expect(refused[0]?.status).toBe(429);
    expect(refused[0]?.body.retmsg).toMatch(/too many numbers open/i);
    expect(await openLockCount(user.id)).toBe(locked.length);
    // The pool keeps numbers for everyone else.
    const other = await codeUser(t.app, 1000);
    expect((await lock(t.app, other, US_WHATSAPP)).body.retcode).toBe(Retcode.OK);
  });

  it('frees a place when a lock is released', async () => {
    const user = await codeUser(t.app, 1000);
    const phones: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await lock(t.app, user, US_WHATSAPP);
      expect(answer.body.retcode).toBe(Retcode.OK);
      phones.push(answer.body.data.phone);
    }
    expect((await lock(t.app, user, US_WHATSAPP)).body.retcode).toBe(Retcode.TOO_MANY_OPEN_LOCKS);
    const next = await lock(t.app, user, { ...US_WHATSAPP, lastApp: 'whatsapp', lastNumber: phones[0]! });
    expect(next.body.retcode).toBe(Retcode.OK);
    expect(await openLockCount(user.id)).toBe(5);
  });

  it('reserves one code of balance per open lock: balance for three codes opens at most three', async () => {
    const user = await codeUser(t.app, 0);
    const codeRate = feeFor('whatsapp', 'US', 'pingme').codeRate;
    await t.app.services.ledger.credit(user.id, codeRate * 3, 'seed', `caps-test:${user.id}`);
    const answers = await lockInParallel(user);
    const locked = answers.filter((answer) => answer.body.retcode === Retcode.OK);
    expect(locked.length).toBeLessThanOrEqual(3);
    expect(locked.length).toBeGreaterThan(0);
    expect(
      answers.every(
        (answer) =>
          answer.body.retcode === Retcode.OK || answer.body.retcode === Retcode.INSUFFICIENT_BALANCE,
      ),
    ).toBe(true);
    expect(await openLockCount(user.id)).toBe(locked.length);
    const zh = await get<LockedPhone>(t.app, 'lockVerificationCodePhone', {
      token: user.token,
      language: 'zh_cn',
      query: US_WHATSAPP,
    });
    expect(zh.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect(zh.body.retmsg).toMatch(/余额/);
  });
});
