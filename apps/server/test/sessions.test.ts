import {
  type AccountInfo,
  AUTH_HEADER,
  apiUrl,
  Retcode,
  retcodeInfo,
  type SessionData,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { createTestApp } from './helpers/app.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

describe('tokens', () => {
  it('answers NOT_LOGGED_IN without a token and TOKEN_INVALID with an unknown one', async () => {
    const missing = await get(t.app, 'getAccountInfo');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      retcode: Retcode.NOT_LOGGED_IN,
      retmsg: retcodeInfo(Retcode.NOT_LOGGED_IN)!.message.en,
      data: null,
    });
    const unknown = await get(t.app, 'queryBalance', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.retcode).toBe(Retcode.TOKEN_INVALID);
    const absurd = await get(t.app, 'queryBalance', { token: 'x'.repeat(5000) });
    expect(absurd.body.retcode).toBe(Retcode.TOKEN_INVALID);
  });

  it('stores only a hash of the token', async () => {
    const account = await registerAccount(t.app);
    const rows = await t.app.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('account_id', '=', account.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(account.token);
  });

  it('rotates on refresh: the new token works, the old one only within its grace window', async () => {
    const account = await registerAccount(t.app);
    const refreshed = await get<{ token: string }>(t.app, 'refreshToken', { token: account.token });
    expect(refreshed.status).toBe(200);
    const newToken = refreshed.body.data.token;
    expect(newToken).not.toBe(account.token);

    const fresh = await get<AccountInfo>(t.app, 'getAccountInfo', { token: newToken });
    expect(fresh.body.data.email).toBe(account.email);
    // The window and what happens after it: token-rotation.test.ts.
    const session = await t.app.db
      .selectFrom('sessions')
      .select(['id', 'token_hash'])
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    const retired = await t.app.db
      .selectFrom('retired_tokens')
      .select(['token_hash', 'grace_until'])
      .where('session_id', '=', session.id)
      .execute();
    expect(retired).toHaveLength(1);
    expect(retired[0]!.token_hash).not.toBe(session.token_hash);
    expect(retired[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('revokes on logout: the token then fails', async () => {
    const account = await registerAccount(t.app);
    const other = await post<SessionData>(t.app, 'login', {
      platform: account.brand,
      account: account.email,
      password: account.password,
    });
    const logout = await post(t.app, 'logout', { platform: account.brand }, { token: account.token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ retcode: 0, retmsg: 'Success', data: null });
    expect((await get(t.app, 'queryBalance', { token: account.token })).body.retcode).toBe(
      Retcode.TOKEN_INVALID,
    );
    expect(
      (await post(t.app, 'logout', { platform: account.brand }, { token: account.token })).body.retcode,
    ).toBe(Retcode.TOKEN_INVALID);
    // Another device's session of the same account is untouched.
    expect((await get(t.app, 'queryBalance', { token: other.body.data.token })).status).toBe(200);
  });

  it('refuses a logout whose platform is not the session brand', async () => {
    const account = await registerAccount(t.app, { brand: 'wetalk' });
    const result = await post(t.app, 'logout', { platform: 'jiema' }, { token: account.token });
    expect(result.status).toBe(400);
    expect(result.body.detail).toContain('platform:');
    expect((await get(t.app, 'queryBalance', { token: account.token })).status).toBe(200);
  });

  it('checks the token before reading a body, so anonymous garbage costs nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl('logout'),
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});

describe('isolation', () => {
  it('never shows one user another user’s data', async () => {
    const alice = await registerAccount(t.app);
    const bob = await registerAccount(t.app);
    await t.app.ledger.credit(alice.id, 70_000, 'seed', 'alice-credit');
    await t.app.ledger.credit(bob.id, 30_000, 'seed', 'bob-credit');

    const aliceInfo = await get<AccountInfo>(t.app, 'getAccountInfo', { token: alice.token });
    const bobInfo = await get<AccountInfo>(t.app, 'getAccountInfo', { token: bob.token });
    expect(aliceInfo.body.data.email).toBe(alice.email);
    expect(bobInfo.body.data.email).toBe(bob.email);
    expect(
      (await get<{ balance: number }>(t.app, 'queryBalance', { token: alice.token })).body.data.balance,
    ).toBe(70_000);
    expect(
      (await get<{ balance: number }>(t.app, 'queryBalance', { token: bob.token })).body.data.balance,
    ).toBe(30_000);

    // Query fields and extra headers cannot redirect a call to someone else.
    const sneaky = await t.app.inject({
      method: 'GET',
      url: apiUrl('getAccountInfo'),
      query: { accountId: bob.id, email: bob.email },
      headers: { [AUTH_HEADER]: alice.token, 'x-account-id': bob.id },
    });
    expect(sneaky.json().data.email).toBe(alice.email);

    await post(t.app, 'logout', { platform: bob.brand }, { token: bob.token });
    expect((await get(t.app, 'getAccountInfo', { token: alice.token })).status).toBe(200);
  });
});

describe('expiry', () => {
  it('expires a session after its time to live without a refresh', async () => {
    const short = await createTestApp({ sessionTtlMs: 300 });
    try {
      const account = await registerAccount(short.app);
      expect((await get(short.app, 'queryBalance', { token: account.token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await get(short.app, 'queryBalance', { token: account.token })).body.retcode).toBe(
        Retcode.TOKEN_INVALID,
      );
    } finally {
      await short.close();
    }
  });
});
