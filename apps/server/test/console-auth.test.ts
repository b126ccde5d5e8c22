import {
  CONSOLE_SETUP_TOKEN_PARAM,
  type ConsoleCallData,
  type ConsoleSessionData,
  Retcode,
  ROLE_PERMISSIONS,
  retcodeInfo,
} from '@switchboard/protocol';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { OperatorService } from '../src/modules/operators/index.ts';
import { hashToken } from '../src/modules/sessions/index.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, createOperator, operatorToken, signIn, totpCode } from './helpers/console.ts';
import { registerAccount, uniqueEmail } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// Two wrong sign-ins of one email lock it, so the lock can be seen without many slow password checks.
const t = useTestApp({
  overrides: {
    loginGuard: {
      windowMs: 900_000,
      captchaAfterAccountFailures: 100,
      captchaAfterIpFailures: 100,
      lockAfterAccountFailures: 2,
    },
  },
});

const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
const SIGN_IN_FAILED = 'The email, password or code is not right.';

type Login = { email: string; password: string; code?: string };
const login = (body: Login, language?: 'en' | 'zh_cn') =>
  consoleCall<ConsoleSessionData>(t.app, 'consoleLogin', { body, ...(language ? { language } : {}) });

const me = (token: string) => consoleCall<ConsoleCallData<'consoleMe'>>(t.app, 'consoleMe', { token });

describe(`console sign-in (${engine})`, () => {
  it('with the password and the code, answers a token that names the operator and its permissions', async () => {
    const operator = await createOperator(t.app, 'finance');
    const session = await signIn(t.app, operator);
    expect(session.operator).toEqual({
      id: operator.id,
      email: operator.email,
      role: 'finance',
      permissions: [...ROLE_PERMISSIONS.finance],
    });
    const answer = await me(session.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.operator.email).toBe(operator.email);
  });

  it('without the code, asks for it once the password is right; a wrong password or code reads alike', async () => {
    const operator = await createOperator(t.app, 'reviewer');
    const noCode = await login({ email: operator.email, password: operator.password });
    expect(noCode.body.retcode).toBe(Retcode.CONSOLE_CODE_REQUIRED);
    expect(noCode.status).toBe(401);

    const wrongCode = await login({ email: operator.email, password: operator.password, code: '000000' });
    const wrongPassword = await login({
      email: operator.email,
      password: 'not the password',
      code: await totpCode(operator.secret!),
    });
    const unknown = await login({ email: uniqueEmail(), password: operator.password });
    const malformed = await login({ email: operator.email, password: operator.password, code: '12 34' });
    for (const refused of [wrongCode, wrongPassword, unknown, malformed]) {
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ retcode: Retcode.CONSOLE_SIGN_IN_FAILED, retmsg: SIGN_IN_FAILED });
    }
  });

  it('a code signs in once: the same code again is refused', async () => {
    const operator = await createOperator(t.app, 'support');
    const code = await totpCode(operator.secret!);
    expect((await login({ email: operator.email, password: operator.password, code })).status).toBe(200);
    const again = await login({ email: operator.email, password: operator.password, code });
    expect(again.body.retcode).toBe(Retcode.CONSOLE_SIGN_IN_FAILED);
    // The next period's code still works.
    const next = await totpCode(operator.secret!, 1);
    expect((await login({ email: operator.email, password: operator.password, code: next })).status).toBe(
      200,
    );
  });

  it('an operator without an authenticator signs in with the password outside production only', async () => {
    const operator = await createOperator(t.app, 'support', { totp: false });
    expect((await signIn(t.app, operator)).operator.role).toBe('support');

    const s = t.app.services;
    const production = new OperatorService({
      db: t.app.db,
      sessions: s.operatorSessions,
      audit: s.audit,
      guard: s.loginGuard,
      config: { ...t.config, env: 'production' },
    });
    const refused = await production
      .login({ email: operator.email, password: operator.password }, { ip: '10.9.9.9', userAgent: '' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).retcode).toBe(Retcode.CONSOLE_SIGN_IN_FAILED);
  });

  it('is locked after repeated failures of one email, even with the right password', async () => {
    const operator = await createOperator(t.app, 'admin');
    for (let i = 0; i < 3; i++) await login({ email: operator.email, password: 'wrong password' });
    const locked = await login({
      email: operator.email,
      password: operator.password,
      code: await totpCode(operator.secret!),
    });
    expect(locked.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
  });

  it('answers in Chinese when asked', async () => {
    const refused = await login({ email: uniqueEmail(), password: 'whatever it is' }, 'zh_cn');
    expect(refused.body.retmsg).toBe(retcodeInfo(Retcode.CONSOLE_SIGN_IN_FAILED)?.message['zh-CN']);
  });
});

describe(`console sessions (${engine})`, () => {
  const idleMs = () => t.config.consoleIdleMs;
  const setLastSeen = (token: string, at: number) =>
    t.app.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: at })
      .where('token_hash', '=', hashToken(token))
      .execute();
  const lastSeen = async (token: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('operator_sessions')
          .select('last_seen_at')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at,
    );

  it('end after CONSOLE_IDLE_MINUTES without a call; a call in time restarts the clock', async () => {
    const token = await operatorToken(t.app, 'support');
    // Just inside the idle time: the call works and restarts the clock.
    await setLastSeen(token, Date.now() - idleMs() + 5_000);
    expect((await me(token)).status).toBe(200);
    expect(await lastSeen(token)).toBeGreaterThan(Date.now() - 5_000);

    await setLastSeen(token, Date.now() - idleMs() - 1);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.body.retcode).toBe(Retcode.CONSOLE_SESSION_EXPIRED);
  });

  it('end at sign-out', async () => {
    const token = await operatorToken(t.app, 'reviewer');
    expect((await consoleCall(t.app, 'consoleLogout', { token })).status).toBe(200);
    expect((await me(token)).body.retcode).toBe(Retcode.CONSOLE_SESSION_EXPIRED);
  });

  it('are never a brand user’s: an x-auth-token is not read, and a user token is no operator token', async () => {
    const user = await registerAccount(t.app);
    const asHeader = await consoleCall(t.app, 'consoleMe', { headers: { 'x-auth-token': user.token } });
    expect(asHeader.body.retcode).toBe(Retcode.CONSOLE_NOT_SIGNED_IN);
    expect((await me(user.token)).body.retcode).toBe(Retcode.CONSOLE_SESSION_EXPIRED);
  });
});

/** The one-time token of a setup link. */
function setupTokenOf(setupUrl: string): string {
  const token = new URL(setupUrl).searchParams.get(CONSOLE_SETUP_TOKEN_PARAM);
  if (token === null) throw new Error(`no token in ${setupUrl}`);
  return token;
}

describe(`setup links (${engine})`, () => {
  const createLink = async (email: string) => {
    const admin = await operatorToken(t.app, 'admin');
    const created = await consoleCall<ConsoleCallData<'consoleOperatorCreate'>>(
      t.app,
      'consoleOperatorCreate',
      {
        token: admin,
        body: { email, role: 'reviewer' },
      },
    );
    expect(created.status).toBe(200);
    return {
      admin,
      setupToken: setupTokenOf(created.body.data.setupUrl),
      setupUrl: created.body.data.setupUrl,
    };
  };
  const info = (setupToken: string) =>
    consoleCall<ConsoleCallData<'consoleSetupInfo'>>(t.app, 'consoleSetupInfo', { query: { setupToken } });
  const setup = (body: { setupToken: string; password: string; code: string }) =>
    consoleCall<ConsoleSessionData>(t.app, 'consoleSetup', { body });

  it('work once: the password and authenticator are set, a session starts, then the link is spent', async () => {
    const email = uniqueEmail('new-reviewer');
    const { setupToken, setupUrl } = await createLink(email);
    expect(setupUrl).toContain('/console/setup?token=');

    const offered = await info(setupToken);
    expect(offered.status).toBe(200);
    expect(offered.body.data.email).toBe(email);
    expect(offered.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const { secret } = offered.body.data;

    const wrongCode = await setup({ setupToken, password: 'a long new password', code: '000000' });
    expect(wrongCode.body.retcode).toBe(Retcode.CONSOLE_CODE_WRONG);

    const password = 'a long new password';
    const done = await setup({ setupToken, password, code: await totpCode(secret) });
    expect(done.status).toBe(200);
    expect(done.body.data.operator).toMatchObject({ email, role: 'reviewer' });
    expect((await me(done.body.data.token)).status).toBe(200);

    const again = await setup({ setupToken, password, code: await totpCode(secret, 1) });
    expect(again.status).toBe(410);
    expect(again.body.retcode).toBe(Retcode.CONSOLE_SETUP_LINK_INVALID);
    expect((await info(setupToken)).body.retcode).toBe(Retcode.CONSOLE_SETUP_LINK_INVALID);

    // The new credentials sign in (with the next code: the one setup used is spent).
    const signedIn = await login({ email, password, code: await totpCode(secret, 1) });
    expect(signedIn.status).toBe(200);
  });

  it('expire after 24 hours', async () => {
    const { setupToken } = await createLink(uniqueEmail('late'));
    await t.app.db
      .updateTable('operator_setup_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(setupToken))
      .execute();
    expect((await info(setupToken)).body.retcode).toBe(Retcode.CONSOLE_SETUP_LINK_INVALID);
  });

  it('are for new emails only, and only admins make them', async () => {
    const email = uniqueEmail('twice');
    const { admin } = await createLink(email);
    const duplicate = await consoleCall(t.app, 'consoleOperatorCreate', {
      token: admin,
      body: { email, role: 'support' },
    });
    expect(duplicate.body.retcode).toBe(Retcode.CONSOLE_OPERATOR_EXISTS);
    const list = await consoleCall<ConsoleCallData<'consoleOperators'>>(t.app, 'consoleOperators', {
      token: admin,
    });
    expect(list.body.data.operators.find((operator) => operator.email === email)).toMatchObject({
      role: 'reviewer',
      disabled: false,
      totpEnabled: false,
    });
  });

  it('from the command line: a new admin, or a fresh link for an operator who exists', async () => {
    const email = uniqueEmail('first-admin');
    const first = await t.app.services.operators.createAdmin(email);
    expect(first).toMatchObject({ created: true, role: 'admin' });
    const second = await t.app.services.operators.createAdmin(email);
    expect(second).toMatchObject({ created: false, role: 'admin' });
    // Only the newest link works.
    expect((await info(setupTokenOf(first.setupUrl))).body.retcode).toBe(Retcode.CONSOLE_SETUP_LINK_INVALID);
    expect((await info(setupTokenOf(second.setupUrl))).status).toBe(200);
  });
});

describe(`the audit log (${engine})`, () => {
  it('records operator actions, searchable and paged newest first', async () => {
    const operator = await createOperator(t.app, 'admin');
    const { token } = await signIn(t.app, operator);
    const email = uniqueEmail('audited');
    await consoleCall(t.app, 'consoleOperatorCreate', { token, body: { email, role: 'finance' } });

    const audit = (query: Record<string, string>) =>
      consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', { token, query });
    const mine = await audit({ q: operator.email });
    expect(mine.body.data.entries.map((entry) => entry.action)).toEqual([
      'operator.create',
      'operator.signIn',
    ]);
    expect(mine.body.data.entries[0]).toMatchObject({
      operatorEmail: operator.email,
      targetType: 'operator',
      before: null,
      after: { email, role: 'finance' },
    });

    const first = await audit({ q: operator.email, limit: '1' });
    expect(first.body.data.entries).toHaveLength(1);
    expect(first.body.data.next).toBeDefined();
    const second = await audit({ q: operator.email, limit: '1', before: first.body.data.next! });
    expect(second.body.data.entries.map((entry) => entry.action)).toEqual(['operator.signIn']);
    expect(second.body.data.next).toBeUndefined();

    // One action only, as the console's action filter asks.
    const created = await audit({ q: operator.email, action: 'operator.create' });
    expect(created.body.data.entries.map((entry) => entry.action)).toEqual(['operator.create']);
  });

  it('refuses updates and deletes in the database itself', async () => {
    await operatorToken(t.app, 'support');
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(t.app.db.updateTable('audit_log').set({ reason: 'rewritten' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    if (TEST_DATABASE_URL !== undefined)
      await expect(sql`truncate audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    const rewritten = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('reason', '=', 'rewritten')
      .execute();
    expect(rewritten).toEqual([]);
  });
});
