import {
  type AuditEntry,
  type ConsoleCall,
  type ConsoleCallData,
  Retcode,
  retcodeInfo,
  type SessionData,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, createOperator, operatorToken, signIn } from './helpers/console.ts';
import { accountWithNumber, registerAccount, type TestAccount } from './helpers/factories.ts';
import { connectSocket, sessionEnd } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let support = '';
let supportEmail = '';
let admin = '';
beforeAll(async () => {
  const operator = await createOperator(t.app, 'support');
  supportEmail = operator.email;
  support = (await signIn(t.app, operator)).token;
  admin = await operatorToken(t.app, 'admin');
});

function act(call: ConsoleCall, accountId: string, options: { token?: string; reason?: string } = {}) {
  return consoleCall<Record<string, unknown>>(t.app, call, {
    token: options.token ?? support,
    body: { accountId, reason: options.reason ?? 'Reported for spam' },
  });
}

async function auditOf(accountId: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: support,
    query: { q: accountId },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === accountId);
}

const logIn = (account: TestAccount, language: 'en' | 'zh_cn' = 'en') =>
  post<SessionData>(
    t.app,
    'login',
    { platform: account.brand, account: account.email, password: account.password },
    { language },
  );

describe(`suspension (${engine})`, () => {
  it('ends every socket of the account in its session’s language, revokes its sessions and refuses sign-in', async () => {
    const alice = await registerAccount(t.app);
    const chinese = (await logIn(alice, 'zh_cn')).body.data.token;
    const english = await connectSocket(t.baseUrl, { token: alice.token });
    const inChinese = await connectSocket(t.baseUrl, { token: chinese });
    const ends = [sessionEnd(english), sessionEnd(inChinese)];

    const suspended = await act('consoleUserSuspend', alice.id);
    expect(suspended.body).toMatchObject({ retcode: Retcode.OK, data: { status: 'suspended' } });
    const [first, second] = await Promise.all(ends);
    const message = retcodeInfo(Retcode.ACCOUNT_SUSPENDED)!.message;
    expect(first?.payload).toEqual({ retcode: Retcode.ACCOUNT_SUSPENDED, retmsg: message.en });
    expect(second?.payload).toEqual({ retcode: Retcode.ACCOUNT_SUSPENDED, retmsg: message['zh-CN'] });
    expect((await get(t.app, 'getAccountInfo', { token: alice.token })).body.retcode).not.toBe(Retcode.OK);
    expect((await logIn(alice)).body.retcode).toBe(Retcode.ACCOUNT_SUSPENDED);
    expect(await auditOf(alice.id)).toEqual([
      expect.objectContaining({
        operatorEmail: supportEmail,
        action: 'user.suspend',
        targetType: 'account',
        before: { status: 'active' },
        after: { status: 'suspended', sessionsEnded: 2 },
        reason: 'Reported for spam',
      }),
    ]);

    const again = await act('consoleUserSuspend', alice.id);
    expect(again.status).toBe(400);
    expect(again.body.retmsg).toBe('This user is already suspended.');

    const lifted = await act('consoleUserUnsuspend', alice.id, { reason: 'Cleared after review' });
    expect(lifted.body.data).toEqual({ status: 'active' });
    expect((await logIn(alice)).body.retcode).toBe(Retcode.OK);
    expect((await auditOf(alice.id))[0]).toMatchObject({
      action: 'user.unsuspend',
      before: { status: 'suspended' },
      after: { status: 'active' },
      reason: 'Cleared after review',
    });
    const notSuspended = await act('consoleUserUnsuspend', alice.id);
    expect(notSuspended.body.retmsg).toBe('This user is not suspended.');
    expect(await auditOf(alice.id)).toHaveLength(2);
  });

  it('needs a reason, and a user that exists', async () => {
    const bob = await registerAccount(t.app);
    const blank = await act('consoleUserSuspend', bob.id, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect((await logIn(bob)).body.retcode).toBe(Retcode.OK);
    const nobody = await act('consoleUserSuspend', 'no-such-account');
    expect(nobody.status).toBe(404);
    expect(nobody.body.retmsg).toBe('This user no longer exists. Search again.');
  });
});

describe(`signing a user out everywhere (${engine})`, () => {
  it('ends every session and its sockets; the user can sign in again', async () => {
    const carol = await registerAccount(t.app);
    const second = (await logIn(carol)).body.data.token;
    const socket = await connectSocket(t.baseUrl, { token: second });
    const end = sessionEnd(socket);
    const result = await act('consoleUserSignOut', carol.id);
    expect(result.body.data).toEqual({ sessions: 2 });
    expect((await end).payload.retcode).toBe(Retcode.SESSION_ENDED);
    for (const token of [carol.token, second])
      expect((await get(t.app, 'getAccountInfo', { token })).body.retcode).toBe(Retcode.TOKEN_INVALID);
    expect((await logIn(carol)).body.retcode).toBe(Retcode.OK);
    expect((await auditOf(carol.id))[0]).toMatchObject({
      action: 'user.signOut',
      before: { sessions: 2 },
      after: { sessions: 0 },
    });
  });
});

describe(`deleting a user (${engine})`, () => {
  it('is the account deletion’s effect without the password, for admins only, audited', async () => {
    const dave = await accountWithNumber(t.app, { balance: 70_000 });
    const socket = await connectSocket(t.baseUrl, { token: dave.token });
    const end = sessionEnd(socket);

    const bySupport = await act('consoleUserDelete', dave.id);
    expect(bySupport.body.retcode).toBe(Retcode.CONSOLE_NOT_PERMITTED);
    const deleted = await act('consoleUserDelete', dave.id, { token: admin, reason: 'Asked by mail' });
    expect(deleted.body).toMatchObject({ retcode: Retcode.OK, data: { status: 'deleted' } });
    expect((await end).payload.retcode).toBe(Retcode.ACCOUNT_DELETED);
    expect((await logIn(dave)).body.retcode).not.toBe(Retcode.OK);
    const number = await t.app.db
      .selectFrom('phone_numbers')
      .select('account_id')
      .where('full_number', '=', dave.number)
      .executeTakeFirstOrThrow();
    expect(number.account_id).toBeNull();
    expect(await t.app.ledger.balance(dave.id)).toBe(0);
    expect(await auditOf(dave.id)).toEqual([
      expect.objectContaining({
        action: 'user.delete',
        before: { status: 'active' },
        after: { status: 'deleted', forfeited: 70_000, releasedNumbers: [dave.number], cancelledOrders: 0 },
        reason: 'Asked by mail',
      }),
    ]);

    const again = await act('consoleUserDelete', dave.id, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.retmsg).toBe('This account was deleted, so nothing about it can change any more.');
    const suspend = await act('consoleUserSuspend', dave.id);
    expect(suspend.body.retmsg).toBe('This account was deleted, so nothing about it can change any more.');
    expect(await auditOf(dave.id)).toHaveLength(1);
  });
});
