import {
  apiUrl,
  type Envelope,
  Retcode,
  type SessionData,
  type SessionListData,
  WEB_VERSION,
} from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDevice } from '../src/modules/security/device.ts';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount, uniqueIp } from './helpers/factories.ts';
import { connectSocket, sessionEnd } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const sockets: Socket[] = [];

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** Logs in from a browser with this user agent; answers the login's envelope. */
async function login(account: TestAccount, password: string, userAgent = CHROME_ON_WINDOWS) {
  const response = await t.app.inject({
    method: 'POST',
    url: apiUrl('login'),
    query: { t: String(Date.now()), webVersion: WEB_VERSION, languagecode: 'en' },
    headers: { 'user-agent': userAgent },
    payload: { platform: account.brand, account: account.email, password },
    remoteAddress: uniqueIp(),
  });
  return { status: response.statusCode, body: response.json<Envelope<SessionData>>() };
}

/** A second session of the account, signed in from an iPhone. */
async function secondSession(account: TestAccount): Promise<string> {
  const answer = await login(account, account.password, SAFARI_ON_IPHONE);
  expect(answer.body.retcode).toBe(Retcode.OK);
  return answer.body.data.token;
}

async function openSocket(token: string): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token });
  sockets.push(socket);
  return socket;
}

const sessionsOf = async (token: string) =>
  (await get<SessionListData>(t.app, 'getSessionList', { token })).body.data.sessions;

const accountInfoRetcode = async (token: string) =>
  (await get(t.app, 'getAccountInfo', { token })).body.retcode;

describe('changePassword', () => {
  it('refuses a wrong current password, naming the field, and changes nothing', async () => {
    const account = await registerAccount(t.app);
    const other = await secondSession(account);
    const answer = await post(
      t.app,
      'changePassword',
      { platform: account.brand, oldPassword: 'not the password', newPassword: 'a brand new secret' },
      { token: account.token },
    );
    expect(answer.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect(answer.body.field).toBe('oldPassword');
    expect(answer.body.retmsg).toBe('Your current password is not correct.');
    expect((await login(account, account.password)).body.retcode).toBe(Retcode.OK);
    expect(await accountInfoRetcode(other)).toBe(Retcode.OK);
  });

  it('refuses a new password shorter than 8 characters, naming the field', async () => {
    const account = await registerAccount(t.app);
    const answer = await post(
      t.app,
      'changePassword',
      { platform: account.brand, oldPassword: account.password, newPassword: 'short' },
      { token: account.token, language: 'zh_cn' },
    );
    expect(answer.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(answer.body.field).toBe('newPassword');
    expect(answer.body.retmsg).toContain('新密码');
  });

  it('replaces the password and ends every other session with its sockets, keeping this one', async () => {
    const account = await registerAccount(t.app);
    const other = await secondSession(account);
    const otherSocket = await openSocket(other);
    const ownSocket = await openSocket(account.token);
    const ended = sessionEnd(otherSocket);
    let ownEnded = false;
    ownSocket.on('disconnect', () => {
      ownEnded = true;
    });

    const newPassword = 'a brand new secret';
    const answer = await post(
      t.app,
      'changePassword',
      { platform: account.brand, oldPassword: account.password, newPassword },
      { token: account.token },
    );
    expect(answer.body.retcode).toBe(Retcode.OK);

    const { payload } = await ended;
    expect(payload.retcode).toBe(Retcode.SESSION_ENDED);
    expect(await accountInfoRetcode(other)).toBe(Retcode.TOKEN_INVALID);
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.OK);
    expect(ownSocket.connected && !ownEnded).toBe(true);
    expect((await login(account, account.password)).body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect((await login(account, newPassword)).body.retcode).toBe(Retcode.OK);
  });
});

describe('sessions', () => {
  it('lists the live sessions with their devices, the caller’s marked current', async () => {
    const account = await registerAccount(t.app);
    const first = (await login(account, account.password)).body.data.token;
    await secondSession(account);
    // The register session is one more of the account's sessions.
    const listed = await sessionsOf(first);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const current = listed.find((session) => session.current);
    expect(current).toMatchObject({ browser: 'Chrome', system: 'Windows' });
    expect(listed.some((s) => !s.current && s.browser === 'Safari' && s.system === 'iOS')).toBe(true);
    for (const session of listed) {
      expect(session.lastSeenAt).toBeGreaterThanOrEqual(session.createdAt);
      expect(session.ip).not.toBe('');
    }
  });

  it('lists two sessions for two logins and none of another account', async () => {
    const account = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    await post(t.app, 'logout', { platform: account.brand }, { token: account.token });
    const first = (await login(account, account.password)).body.data.token;
    await secondSession(account);
    const listed = await sessionsOf(first);
    expect(listed).toHaveLength(2);
    expect(listed.map((s) => s.current).sort()).toEqual([false, true]);
    expect(await sessionsOf(stranger.token)).toHaveLength(1);
  });

  it('signs out one other session and its sockets', async () => {
    const account = await registerAccount(t.app);
    const other = await secondSession(account);
    const otherSocket = await openSocket(other);
    const ended = sessionEnd(otherSocket);
    const target = (await sessionsOf(account.token)).find((s) => !s.current);
    const answer = await post(
      t.app,
      'signOutSession',
      { platform: account.brand, sessionId: target?.sessionId },
      { token: account.token },
    );
    expect(answer.body.retcode).toBe(Retcode.OK);
    const { payload } = await ended;
    expect(payload.retcode).toBe(Retcode.SESSION_ENDED);
    // Signed out from another device: that page tells its user, unlike a logout of its own session.
    expect(payload.byLogout).toBeUndefined();
    expect(await accountInfoRetcode(other)).toBe(Retcode.TOKEN_INVALID);
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.OK);
    expect(await sessionsOf(account.token)).toHaveLength(1);
  });

  it('refuses to sign out the current session, or one of another account', async () => {
    const account = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const own = (await sessionsOf(account.token))[0]?.sessionId;
    const foreign = (await sessionsOf(stranger.token))[0]?.sessionId;
    const current = await post(
      t.app,
      'signOutSession',
      { platform: account.brand, sessionId: own },
      { token: account.token },
    );
    expect(current.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    const theirs = await post(
      t.app,
      'signOutSession',
      { platform: account.brand, sessionId: foreign },
      { token: account.token },
    );
    expect(theirs.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.OK);
    expect(await accountInfoRetcode(stranger.token)).toBe(Retcode.OK);
  });

  it('signs out everywhere else, ending those sockets and keeping this session', async () => {
    const account = await registerAccount(t.app);
    const others = [await secondSession(account), await secondSession(account)];
    const otherSockets = await Promise.all(others.map(openSocket));
    const ends = otherSockets.map(sessionEnd);
    const answer = await post<{ count: number }>(
      t.app,
      'signOutOtherSessions',
      { platform: account.brand },
      { token: account.token },
    );
    expect(answer.body.data.count).toBe(2);
    for (const end of await Promise.all(ends)) expect(end.payload.retcode).toBe(Retcode.SESSION_ENDED);
    for (const token of others) expect(await accountInfoRetcode(token)).toBe(Retcode.TOKEN_INVALID);
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.OK);
    const listed = await sessionsOf(account.token);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.current).toBe(true);
  });

  it('names browsers and systems from user agents', () => {
    expect(describeDevice(CHROME_ON_WINDOWS)).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(describeDevice(SAFARI_ON_IPHONE)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'macOS' });
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toEqual({
      browser: 'Firefox',
      system: 'Linux',
    });
    expect(describeDevice('curl/8.0')).toEqual({ browser: '', system: '' });
  });
});
