import { Retcode, retcodeInfo, SOCKET_PATH } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { createTestApp, listen, type TestApp } from './helpers/app.ts';
import { registerAccount } from './helpers/factories.ts';
import { connectSocket, refusal, sessionEnd } from './helpers/socket.ts';

let t: TestApp;
let baseUrl: string;
const open: Socket[] = [];

async function connect(options: Parameters<typeof connectSocket>[1]): Promise<Socket> {
  const socket = await connectSocket(baseUrl, options);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

describe('handshake', () => {
  it('admits a live token in auth or in the token query', async () => {
    const account = await registerAccount(t.app);
    expect((await connect({ token: account.token })).connected).toBe(true);
    expect((await connect({ queryToken: account.token })).connected).toBe(true);
  });

  it('refuses a bad token with the retcode in err.data', async () => {
    const error = await refusal(connectSocket(baseUrl, { token: 'B'.repeat(43) }));
    expect(error.message).toBe(retcodeInfo(Retcode.TOKEN_INVALID)!.message.en);
    expect(error.data).toEqual({
      retcode: Retcode.TOKEN_INVALID,
      retmsg: retcodeInfo(Retcode.TOKEN_INVALID)!.message.en,
    });
  });

  it('refuses a missing token with NOT_LOGGED_IN and a revoked one with TOKEN_INVALID', async () => {
    expect((await refusal(connectSocket(baseUrl, {}))).data?.retcode).toBe(Retcode.NOT_LOGGED_IN);
    const account = await registerAccount(t.app);
    await post(t.app, 'logout', { platform: account.brand }, { token: account.token });
    expect((await refusal(connectSocket(baseUrl, { token: account.token }))).data?.retcode).toBe(
      Retcode.TOKEN_INVALID,
    );
  });

  it('refuses a suspended account with its own code', async () => {
    const account = await registerAccount(t.app);
    await t.app.services.accounts.setStatus(account.id, 'suspended');
    expect((await refusal(connectSocket(baseUrl, { token: account.token }))).data?.retcode).toBe(
      Retcode.ACCOUNT_SUSPENDED,
    );
  });

  it('refuses a page of another origin', async () => {
    const account = await registerAccount(t.app);
    const error = await refusal(
      connectSocket(baseUrl, { token: account.token, extraHeaders: { origin: 'http://evil.example' } }),
    );
    expect(error).toBeInstanceOf(Error);
    const sameOrigin = await connect({ token: account.token, extraHeaders: { origin: baseUrl } });
    expect(sameOrigin.connected).toBe(true);
  });

  it('serves no client bundle and nothing else on the socket path', async () => {
    const response = await fetch(`${baseUrl}${SOCKET_PATH}/socket.io.js`);
    expect(response.status).not.toBe(200);
  });
});

describe('session end', () => {
  it('on logout, tells every socket of the session SESSION_ENDED and disconnects it', async () => {
    const account = await registerAccount(t.app);
    const first = await connect({ token: account.token });
    const second = await connect({ queryToken: account.token });
    const ends = [sessionEnd(first), sessionEnd(second)];

    const logout = await post(
      t.app,
      'logout',
      { platform: account.brand },
      { token: account.token, language: 'zh_cn' },
    );
    expect(logout.status).toBe(200);
    for (const { payload, reason } of await Promise.all(ends)) {
      expect(payload).toEqual({
        retcode: Retcode.SESSION_ENDED,
        retmsg: retcodeInfo(Retcode.SESSION_ENDED)!.message['zh-CN'],
      });
      expect(reason).toBe('io server disconnect');
    }
    expect(first.connected).toBe(false);
    expect(second.connected).toBe(false);
  });

  it('leaves the sockets of the account’s other sessions alone', async () => {
    const account = await registerAccount(t.app);
    const otherLogin = await post<{ token: string }>(t.app, 'login', {
      platform: account.brand,
      account: account.email,
      password: account.password,
    });
    const ending = await connect({ token: account.token });
    const staying = await connect({ token: otherLogin.body.data.token });
    const end = sessionEnd(ending);
    await post(t.app, 'logout', { platform: account.brand }, { token: account.token });
    await end;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(staying.connected).toBe(true);
  });

  it('keeps a socket opened with a token that was then refreshed, and ends it on logout of the new token', async () => {
    const account = await registerAccount(t.app);
    const socket = await connect({ token: account.token });
    const refreshed = await get<{ token: string }>(t.app, 'refreshToken', { token: account.token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.connected).toBe(true);

    const end = sessionEnd(socket);
    await post(t.app, 'logout', { platform: account.brand }, { token: refreshed.body.data.token });
    expect((await end).payload.retcode).toBe(Retcode.SESSION_ENDED);
  });
});
