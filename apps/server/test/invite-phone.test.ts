import {
  type AccountInfo,
  INVITE_BONUS,
  type InviteCodeData,
  type InviterData,
  Retcode,
  type SessionData,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { outsidePhone, verifyPhone } from './helpers/verify.ts';

const t = useTestApp();

async function codeOf(account: TestAccount): Promise<string> {
  return (await get<InviteCodeData>(t.app, 'getInviteCode', { token: account.token })).body.data.inviteCode;
}

function inviterOf(account: TestAccount, phone?: string) {
  return get<InviterData>(t.app, 'getInviter', {
    token: account.token,
    ...(phone === undefined ? {} : { query: { phone } }),
  });
}

function redeem(account: TestAccount, inviteCode: string) {
  return post<{ balance: number }>(
    t.app,
    'setInviter',
    { platform: account.brand, inviteCode },
    { token: account.token },
  );
}

/** Verifies and saves a phone through the real calls, as the verified modal does. */
async function givePhone(account: TestAccount, phone = outsidePhone()) {
  await verifyPhone(t.app, account, phone, uniqueIp());
  const saved = await post<AccountInfo>(
    t.app,
    'setPhoneForAccount',
    { platform: account.brand, ...phone },
    { token: account.token },
  );
  expect(saved.status).toBe(200);
  return phone;
}

/** Sets or clears an account's phone directly (a second code to one phone would wait 60 s). */
async function setPhoneRow(account: TestAccount, phone: { telcode: string; phone: string } | null) {
  await t.app.db
    .updateTable('accounts')
    .set({ tel_code: phone?.telcode ?? null, phone: phone?.phone ?? null })
    .where('id', '=', account.id)
    .execute();
}

describe('getInviter?phone', () => {
  it('answers about the caller’s own verified phone; a phone that is not it reads as not set', async () => {
    const bob = await registerAccount(t.app);
    const phone = await givePhone(bob);
    const own = await inviterOf(bob, phone.phone);
    expect(own.body.data).toEqual({
      canSetInviter: true,
      needSetPhone: false,
      hasInviter: false,
      phoneRewarded: false,
    });
    const stale = await inviterOf(bob, '15100000000');
    expect(stale.body.data.needSetPhone).toBe(true);
    // Without the field (older clients) it reads the account alone.
    expect((await inviterOf(bob)).body.data.needSetPhone).toBe(false);
    expect((await inviterOf(bob, '')).body.data.needSetPhone).toBe(false);
  });

  it('refuses a phone field that is not digits with a sentence naming it', async () => {
    const bob = await registerAccount(t.app);
    const result = await inviterOf(bob, '12ab');
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.retmsg).toMatch(/phone number/i);
  });

  it('a phone that brought a bonus brings none again, to any account of the brand', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const bob = await registerAccount(t.app, { brand: 'wephone' });
    const phone = await givePhone(bob);
    expect((await redeem(bob, await codeOf(alice))).body.retcode).toBe(Retcode.OK);
    // Bob frees the number and a new account verifies it.
    await setPhoneRow(bob, null);
    const carol = await registerAccount(t.app, { brand: 'wephone' });
    await setPhoneRow(carol, phone);
    const inviter = await inviterOf(carol, phone.phone);
    expect(inviter.body.data).toEqual({
      canSetInviter: false,
      needSetPhone: false,
      hasInviter: false,
      phoneRewarded: true,
    });
    const refused = await redeem(carol, await codeOf(alice));
    expect(refused.body.retcode).toBe(Retcode.INVITER_NOT_ALLOWED);
    expect(refused.body.retmsg).toBe(
      'This phone number already received a referral bonus, so no invite code can be used with it.',
    );
    expect(await t.app.ledger.balance(carol.id)).toBe(0);
    // Carol may still redeem nothing; Alice was paid once, for Bob.
    expect(await t.app.ledger.balance(alice.id)).toBe(INVITE_BONUS);
    // Another brand does not know the phone.
    const dave = await registerAccount(t.app, { brand: 'wetalk' });
    await setPhoneRow(dave, phone);
    expect((await inviterOf(dave)).body.data.phoneRewarded).toBe(false);
  });
});

describe('sign-up through a share link', () => {
  function signUp(brand: TestAccount['brand'], inviteCode: string) {
    return post<SessionData>(
      t.app,
      'register',
      { platform: brand, email: uniqueEmail('friend'), password: 'correct horse battery', inviteCode },
      { ip: uniqueIp() },
    );
  }

  async function accountOf(token: string): Promise<TestAccount> {
    const row = await t.app.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select(['accounts.id', 'accounts.brand', 'accounts.email'])
      .orderBy('sessions.created_at', 'desc')
      .executeTakeFirstOrThrow();
    return { id: row.id, brand: 'pingme', email: row.email ?? '', password: '', token };
  }

  it('sets the inviter at once; both bonuses follow the friend’s verified phone, once', async () => {
    const alice = await registerAccount(t.app);
    const joined = await signUp('pingme', (await codeOf(alice)).toLowerCase());
    expect(joined.status).toBe(200);
    expect(joined.body.data.canSetInviter).toBe(false);
    const friend = await accountOf(joined.body.data.token);
    const row = await t.app.services.accounts.findById(friend.id);
    expect(row?.inviter_account_id).toBe(alice.id);
    expect(await t.app.ledger.balance(friend.id)).toBe(0);
    expect(await t.app.ledger.balance(alice.id)).toBe(0);

    await givePhone(friend);
    expect(await t.app.ledger.balance(friend.id)).toBe(INVITE_BONUS);
    expect(await t.app.ledger.balance(alice.id)).toBe(INVITE_BONUS);
    // A later change of phone pays nothing more.
    const next = outsidePhone();
    await verifyPhone(t.app, friend, next, uniqueIp());
    await post(t.app, 'updatePhone', { platform: 'pingme', ...next }, { token: friend.token });
    expect(await t.app.ledger.balance(friend.id)).toBe(INVITE_BONUS);
    expect(await t.app.ledger.balance(alice.id)).toBe(INVITE_BONUS);
    // The invite page counts the friend.
    const page = await get<{ invitedCount: number }>(t.app, 'queryInviteInfo', { token: alice.token });
    expect(page.body.data.invitedCount).toBe(1);
  });

  it('refuses an unknown code before any account is made, naming the field', async () => {
    const before = await t.app.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    const result = await signUp('pingme', 'ZZZZ2222');
    expect(result.status).toBe(404);
    expect(result.body.retcode).toBe(Retcode.INVITE_CODE_INVALID);
    expect(result.body.detail).toBe('inviteCode: no such code');
    const after = await t.app.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });
});
