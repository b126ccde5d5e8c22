import { type AccountInfo, Retcode, type SessionData } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken, TOKEN_GRACE_MS } from '../src/modules/sessions/sessions.service.ts';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { connectSocket, refusal, sessionEnd } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];

const t = useTestApp({ listen: true });
afterEach(() => {
  vi.useRealTimers();
  for (const socket of open.splice(0)) socket.close();
});

async function connect(token: string): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token });
  open.push(socket);
  return socket;
}

async function refresh(token: string): Promise<string> {
  const answer = await get<{ token: string }>(t.app, 'refreshToken', { token });
  expect(answer.body.retcode, JSON.stringify(answer.body)).toBe(Retcode.OK);
  return answer.body.data.token;
}

function retcodeWith(token: string): Promise<number> {
  return get<AccountInfo>(t.app, 'getAccountInfo', { token }).then((answer) => answer.body.retcode);
}

/** From now on the server's clock reads past every grace window given so far (timers stay real). */
function pastTheGraceWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + TOKEN_GRACE_MS + 1000);
}

/** The session an account's first token opened (it may have been rotated away since). */
async function sessionOf(account: TestAccount) {
  const hash = hashToken(account.token);
  return t.app.db
    .selectFrom('sessions')
    .select(['id', 'revoked_at', 'revoked_reason'])
    .where('account_id', '=', account.id)
    .where((eb) =>
      eb.or([
        eb('token_hash', '=', hash),
        eb('id', 'in', eb.selectFrom('retired_tokens').select('session_id').where('token_hash', '=', hash)),
      ]),
    )
    .executeTakeFirstOrThrow();
}

describe('within the grace window', () => {
  it('lets two concurrent refreshes with the same token both succeed, and every token works', async () => {
    const account = await registerAccount(t.app);
    const [first, second] = await Promise.all([refresh(account.token), refresh(account.token)]);
    expect(new Set([account.token, first, second]).size).toBe(3);
    for (const token of [first, second, account.token]) expect(await retcodeWith(token)).toBe(Retcode.OK);
  });

  it('stamps each token with a strictly later issuedAt; the latest is the one that outlives the window', async () => {
    const account = await registerAccount(t.app);
    const answers = await Promise.all(
      [account.token, account.token, account.token].map((token) =>
        get<{ token: string; issuedAt: number }>(t.app, 'refreshToken', { token }).then(
          (answer) => answer.body.data,
        ),
      ),
    );
    const times = answers.map((answer) => answer.issuedAt);
    expect(new Set(times).size).toBe(3);
    const latest = answers.reduce((a, b) => (b.issuedAt > a.issuedAt ? b : a));
    pastTheGraceWindow();
    expect(await retcodeWith(latest.token)).toBe(Retcode.OK);
  });

  it('rotates again on a later refresh with the previous token (a tab that missed the new one)', async () => {
    const account = await registerAccount(t.app);
    const first = await refresh(account.token);
    const second = await refresh(account.token);
    expect(second).not.toBe(first);
    for (const token of [account.token, first, second]) expect(await retcodeWith(token)).toBe(Retcode.OK);
    // The chain goes on from the newest token.
    const third = await refresh(second);
    expect(await retcodeWith(third)).toBe(Retcode.OK);
    expect((await sessionOf(account)).revoked_at).toBeNull();
  });

  it('authenticates sockets and calls with the previous token', async () => {
    const account = await registerAccount(t.app);
    await refresh(account.token);
    const socket = await connect(account.token);
    expect(socket.connected).toBe(true);
    const balance = await get<{ balance: number }>(t.app, 'queryBalance', { token: account.token });
    expect(balance.status).toBe(200);
  });

  it('keeps only hashes of the rotated-away tokens', async () => {
    const account = await registerAccount(t.app);
    await refresh(account.token);
    const session = await sessionOf(account);
    const retired = await t.app.db
      .selectFrom('retired_tokens')
      .selectAll()
      .where('session_id', '=', session.id)
      .execute();
    expect(retired.map((row) => row.token_hash)).toEqual([hashToken(account.token)]);
    expect(JSON.stringify(retired)).not.toContain(account.token);
  });
});

describe('after the grace window', () => {
  it('refuses the old token, revokes the session, stops the newest token and ends the session’s socket', async () => {
    const account = await registerAccount(t.app);
    const otherDevice = await post<SessionData>(t.app, 'login', {
      platform: account.brand,
      account: account.email,
      password: account.password,
    });
    const first = await refresh(account.token);
    const newest = await refresh(first);
    const socket = await connect(newest);
    const ended = sessionEnd(socket);

    pastTheGraceWindow();
    const reuse = await get(t.app, 'getAccountInfo', { token: account.token });
    expect(reuse.status).toBe(401);
    expect(reuse.body.retcode).toBe(Retcode.TOKEN_INVALID);
    expect((await ended).payload.retcode).toBe(Retcode.SESSION_ENDED);
    expect(socket.connected).toBe(false);

    expect(await retcodeWith(newest)).toBe(Retcode.TOKEN_INVALID);
    expect(await retcodeWith(first)).toBe(Retcode.TOKEN_INVALID);
    expect((await get(t.app, 'refreshToken', { token: newest })).body.retcode).toBe(Retcode.TOKEN_INVALID);
    const session = await sessionOf(account);
    expect(session.revoked_at).not.toBeNull();
    expect(session.revoked_reason).toBe('token reuse');
    // The account's other session is a different session: untouched.
    expect(await retcodeWith(otherDevice.body.data.token)).toBe(Retcode.OK);
  });

  it('revokes the session when the old token asks for a refresh', async () => {
    const account = await registerAccount(t.app);
    const newest = await refresh(account.token);
    const socket = await connect(newest);
    const ended = sessionEnd(socket);

    pastTheGraceWindow();
    const reuse = await get(t.app, 'refreshToken', { token: account.token });
    expect(reuse.body.retcode).toBe(Retcode.TOKEN_INVALID);
    expect((await ended).payload.retcode).toBe(Retcode.SESSION_ENDED);
    expect(await retcodeWith(newest)).toBe(Retcode.TOKEN_INVALID);
  });

  it('revokes the session when the old token opens a socket', async () => {
    const account = await registerAccount(t.app);
    const newest = await refresh(account.token);
    const socket = await connect(newest);
    const ended = sessionEnd(socket);

    pastTheGraceWindow();
    const refused = await refusal(connectSocket(t.baseUrl, { token: account.token }));
    expect(refused.data?.retcode).toBe(Retcode.TOKEN_INVALID);
    expect((await ended).payload.retcode).toBe(Retcode.SESSION_ENDED);
    expect(await retcodeWith(newest)).toBe(Retcode.TOKEN_INVALID);
  });

  it('keeps the current token working when nobody presents an old one', async () => {
    const account = await registerAccount(t.app);
    const newest = await refresh(account.token);
    pastTheGraceWindow();
    expect(await retcodeWith(newest)).toBe(Retcode.OK);
    expect(await retcodeWith(await refresh(newest))).toBe(Retcode.OK);
  });
});

describe('pruning', () => {
  it('forgets the rotated-away hashes of ended sessions and keeps those of live ones', async () => {
    const live = await registerAccount(t.app);
    const ended = await registerAccount(t.app);
    await refresh(live.token);
    const endedToken = await refresh(ended.token);
    await post(t.app, 'logout', { platform: ended.brand }, { token: endedToken });
    const liveSession = await sessionOf(live);
    const endedSession = await sessionOf(ended);
    const retiredOf = (sessionId: string) =>
      t.app.db
        .selectFrom('retired_tokens')
        .select('token_hash')
        .where('session_id', '=', sessionId)
        .execute();
    expect(await retiredOf(endedSession.id)).toHaveLength(1);

    await t.app.services.sessions.prune(86_400_000);
    expect(await retiredOf(endedSession.id)).toEqual([]);
    expect(await retiredOf(liveSession.id)).toEqual([{ token_hash: hashToken(live.token) }]);
    // The ended session itself is kept for its retention time.
    const kept = await t.app.db
      .selectFrom('sessions')
      .select('revoked_reason')
      .where('id', '=', endedSession.id)
      .executeTakeFirst();
    expect(kept).toEqual({ revoked_reason: 'logout' });
  });
});

describe('absolute lifetime', () => {
  const DAY_MS = 86_400_000;

  /** Moves the account's session sign-in time back by `days`, as if it had been refreshed since. */
  async function signedInDaysAgo(account: TestAccount, days: number): Promise<void> {
    await t.app.db
      .updateTable('sessions')
      .set({ created_at: Date.now() - days * DAY_MS })
      .where('account_id', '=', account.id)
      .execute();
  }

  it('refuses a refresh once the session is older than its lifetime; the user signs in again', async () => {
    const account = await registerAccount(t.app);
    await signedInDaysAgo(account, 91);
    const answer = await get(t.app, 'refreshToken', { token: account.token });
    expect(answer.body.retcode).toBe(Retcode.TOKEN_INVALID);
  });

  it('never extends a session past its lifetime, however recent the refresh', async () => {
    const account = await registerAccount(t.app);
    await signedInDaysAgo(account, 89);
    const token = await refresh(account.token);
    const session = await t.app.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    // The usual 30 days would run to day 119; the lifetime ends it at day 90.
    expect(Number(session.expires_at) - Number(session.created_at)).toBe(90 * DAY_MS);
    expect(await retcodeWith(token)).toBe(Retcode.OK);
  });
});

describe('SESSION_TOKEN_GRACE_SECONDS', () => {
  const short = useTestApp({ overrides: { sessionTokenGraceMs: 5_000 } });

  it('sets how long a rotated-away token keeps working', async () => {
    const account = await registerAccount(short.app);
    const rotated = await get<{ token: string }>(short.app, 'refreshToken', { token: account.token });
    expect(rotated.body.retcode).toBe(Retcode.OK);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 4_000);
    expect((await get<AccountInfo>(short.app, 'getAccountInfo', { token: account.token })).body.retcode).toBe(
      Retcode.OK,
    );
    vi.setSystemTime(Date.now() + 2_000);
    // Past the 5 s: the old token is a stolen one, and the session ends.
    expect(
      (await get<AccountInfo>(short.app, 'getAccountInfo', { token: account.token })).body.retcode,
    ).not.toBe(Retcode.OK);
    expect(
      (await get<AccountInfo>(short.app, 'getAccountInfo', { token: rotated.body.data.token })).body.retcode,
    ).not.toBe(Retcode.OK);
  });
});
