import {
  INVITE_BONUS,
  type InviteCodeData,
  type InviteInfo,
  type InviterData,
  type PaySubmitData,
  productId,
  Retcode,
  type SessionData,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount, uniqueIp } from './helpers/factories.ts';
import { deliverSandbox, setVerifiedPhone } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({
  overrides: {
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  },
});

let phoneSeq = 2_025_550_100;
async function withPhone(account: TestAccount): Promise<TestAccount> {
  phoneSeq += 1;
  await setVerifiedPhone(t, account.id, String(phoneSeq));
  return account;
}

async function codeOf(account: TestAccount): Promise<string> {
  const result = await get<InviteCodeData>(t.app, 'getInviteCode', { token: account.token });
  expect(result.body.retcode).toBe(Retcode.OK);
  return result.body.data.inviteCode;
}

function redeem(account: TestAccount, inviteCode: string) {
  return post<{ balance: number }>(
    t.app,
    'setInviter',
    { platform: account.brand, inviteCode },
    { token: account.token },
  );
}

function info(account: TestAccount, language: 'en' | 'zh_cn' = 'en') {
  return get<InviteInfo>(t.app, 'queryInviteInfo', { token: account.token, language });
}

describe('invite code and page', () => {
  it('gives each account one stable code of 8 unambiguous characters and the page in its language', async () => {
    const alice = await registerAccount(t.app);
    const code = await codeOf(alice);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await codeOf(alice)).toBe(code);

    const en = await info(alice);
    expect(en.body.data).toMatchObject({ inviteCode: code, invitedCount: 0, remainingInvites: 10 });
    expect(en.body.data.earnTip).toHaveLength(3);
    expect(en.body.data.inviteHint).toContain('0.2 Coins');
    const zh = await info(alice, 'zh_cn');
    expect(zh.body.data.inviteRules.join('')).toMatch(/邀请/);
  });

  it('getInviteCode answers the spec shape: code, rules, hint and three earn tips, in the asked language', async () => {
    const alice = await registerAccount(t.app, { brand: 'wetalk' });
    const en = await get<InviteCodeData>(t.app, 'getInviteCode', { token: alice.token });
    expect(Object.keys(en.body.data).sort()).toEqual(['earnTip', 'inviteCode', 'inviteHint', 'inviteRules']);
    expect(en.body.data.inviteCode).toBe(await codeOf(alice));
    expect(en.body.data.inviteRules.length).toBeGreaterThan(0);
    expect(en.body.data.inviteHint).toContain('0.2 USD');
    expect(en.body.data.earnTip.map((tip) => Object.keys(tip).sort())).toEqual([
      ['text', 'title'],
      ['text', 'title'],
      ['text', 'title'],
    ]);
    const zh = await get<InviteCodeData>(t.app, 'getInviteCode', { token: alice.token, language: 'zh_cn' });
    expect(zh.body.data.inviteHint).toMatch(/邀请码/);
    expect(zh.body.data.earnTip[0]?.title).not.toBe(en.body.data.earnTip[0]?.title);
  });
});

describe('redeem', () => {
  it('needs a verified phone first (100025), and getInviter says so', async () => {
    const alice = await registerAccount(t.app);
    const bob = await registerAccount(t.app);
    const inviter = await get<InviterData>(t.app, 'getInviter', { token: bob.token });
    expect(inviter.body.data).toEqual({
      canSetInviter: true,
      needSetPhone: true,
      hasInviter: false,
      phoneRewarded: false,
    });
    const result = await redeem(bob, await codeOf(alice));
    expect(result.body.retcode).toBe(Retcode.NEED_VERIFIED_PHONE);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  });

  it('refuses an unknown code (100036) and the own code (100037)', async () => {
    const carol = await withPhone(await registerAccount(t.app));
    const unknown = await redeem(carol, 'ZZZZ2222');
    expect(unknown.body.retcode).toBe(Retcode.INVITE_CODE_INVALID);
    expect(unknown.body.retmsg).toBe('This invite code does not exist. Check it and try again.');
    expect(unknown.body.detail).toBe('inviteCode: no such code');
    const own = await redeem(carol, (await codeOf(carol)).toLowerCase());
    expect(own.body.retcode).toBe(Retcode.INVITER_NOT_ALLOWED);
    expect(await t.app.ledger.balance(carol.id)).toBe(0);
  });

  it('pays both bonuses once when the same code is submitted twice at once', async () => {
    const alice = await registerAccount(t.app);
    const bob = await withPhone(await registerAccount(t.app));
    const code = await codeOf(alice);
    const results = await Promise.all([redeem(bob, code), redeem(bob, code)]);
    const codes = results.map((result) => result.body.retcode).sort();
    expect(codes).toEqual([Retcode.OK, Retcode.INVITER_NOT_ALLOWED].sort());
    const winner = results.find((result) => result.body.retcode === Retcode.OK);
    expect(winner?.body.data.balance).toBe(INVITE_BONUS);

    expect(await t.app.ledger.balance(bob.id)).toBe(INVITE_BONUS);
    expect(await t.app.ledger.balance(alice.id)).toBe(INVITE_BONUS);
    expect(await t.app.ledger.ledgerTotal(alice.id)).toBe(INVITE_BONUS);
    expect((await redeem(bob, code)).body.retcode).toBe(Retcode.INVITER_NOT_ALLOWED);

    const inviter = await get<InviterData>(t.app, 'getInviter', { token: bob.token });
    expect(inviter.body.data).toEqual({
      canSetInviter: false,
      needSetPhone: false,
      hasInviter: true,
      phoneRewarded: true,
    });
    const login = await post<SessionData>(
      t.app,
      'login',
      { platform: bob.brand, account: bob.email, password: bob.password },
      { ip: uniqueIp() },
    );
    expect(login.body.data).toMatchObject({ canSetInviter: false });
    expect((await info(alice)).body.data).toMatchObject({ invitedCount: 1, remainingInvites: 9 });
  });

  it('stops at the quota of 10 friends, and a recharge earns more', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const code = await codeOf(alice);
    for (let friend = 0; friend < 10; friend++) {
      const invitee = await withPhone(await registerAccount(t.app, { brand: 'wephone' }));
      expect((await redeem(invitee, code)).body.retcode).toBe(Retcode.OK);
    }
    const late = await withPhone(await registerAccount(t.app, { brand: 'wephone' }));
    expect((await redeem(late, code)).body.retcode).toBe(Retcode.INVITER_NOT_ALLOWED);
    expect(await t.app.ledger.balance(late.id)).toBe(0);
    expect((await info(alice)).body.data).toMatchObject({ invitedCount: 10, remainingInvites: 0 });

    // 10 USD recharged earns 100 points: 10 more friends.
    const order = await post<PaySubmitData>(
      t.app,
      'paySubmit',
      {
        platform: 'wephone',
        productid: productId('card', 'USD', 10),
        payment_method: 'card',
        return_url: 'http://localhost:3000/account?tab=recharge',
        devicetype: 'web',
      },
      { token: alice.token },
    );
    expect((await deliverSandbox(t, order.body.data.orderId, 'paid')).statusCode).toBe(303);
    expect((await info(alice)).body.data.remainingInvites).toBe(10);
    expect((await redeem(late, code)).body.retcode).toBe(Retcode.OK);
  });

  it('does not find a code of another brand', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const bob = await withPhone(await registerAccount(t.app, { brand: 'wetalk' }));
    expect((await redeem(bob, await codeOf(alice))).body.retcode).toBe(Retcode.INVITE_CODE_INVALID);
  });
});
