import { type AuditEntry, type ConsoleCall, type ConsoleCallData, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, createOperator, signIn, type TestOperator, totpCode } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
type StatusData = ConsoleCallData<'consoleOperatorDisable'>;

describe(`disabling and enabling an operator (${engine})`, () => {
  const t = useTestApp();

  const act = (
    call: ConsoleCall,
    token: string,
    operatorId: string,
    reason = 'Left the team',
    language?: 'zh_cn',
  ) =>
    consoleCall<StatusData>(t.app, call, {
      token,
      body: { operatorId, reason },
      ...(language === undefined ? {} : { language }),
    });

  async function auditOf(token: string, operatorId: string): Promise<AuditEntry[]> {
    const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
      token,
      query: { q: operatorId },
    });
    return result.body.data.entries.filter((entry) => entry.targetId === operatorId);
  }

  /**
   * Signs in with the code of `steps` periods from now: an operator signed in once already needs the
   * next one (a code never works twice; one period of drift is accepted).
   */
  const signInWith = async (operator: TestOperator, steps = 0) =>
    consoleCall(t.app, 'consoleLogin', {
      body: {
        email: operator.email,
        password: operator.password,
        code: await totpCode(operator.secret!, steps),
      },
    });

  it('ends the operator’s sessions at once and refuses sign-in, audited with the reason', async () => {
    const admin = await signIn(t.app, await createOperator(t.app, 'admin'));
    const support = await createOperator(t.app, 'support');
    const session = await signIn(t.app, support);
    expect((await consoleCall(t.app, 'consoleMe', { token: session.token })).status).toBe(200);

    const disabled = await act('consoleOperatorDisable', admin.token, support.id);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.operator).toMatchObject({
      id: support.id,
      email: support.email,
      disabled: true,
    });

    const after = await consoleCall(t.app, 'consoleMe', { token: session.token });
    expect([after.status, after.body.retcode]).toEqual([401, Retcode.CONSOLE_SESSION_EXPIRED]);
    const refused = await signInWith(support, 1);
    expect([refused.status, refused.body.retcode]).toEqual([401, Retcode.CONSOLE_SIGN_IN_FAILED]);
    const list = await consoleCall<ConsoleCallData<'consoleOperators'>>(t.app, 'consoleOperators', {
      token: admin.token,
    });
    expect(list.body.data.operators.find((row) => row.id === support.id)?.disabled).toBe(true);

    const [entry] = await auditOf(admin.token, support.id);
    expect(entry).toMatchObject({
      action: 'operator.disable',
      operatorEmail: admin.operator.email,
      targetType: 'operator',
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 1 },
      reason: 'Left the team',
    });
  });

  it('enabling lets the operator sign in again with what they had, audited', async () => {
    const admin = await signIn(t.app, await createOperator(t.app, 'admin'));
    const finance = await createOperator(t.app, 'finance');
    await act('consoleOperatorDisable', admin.token, finance.id);
    const enabled = await act('consoleOperatorEnable', admin.token, finance.id, 'Back from leave');
    expect(enabled.body.data.operator.disabled).toBe(false);
    expect((await signInWith(finance)).status).toBe(200);
    const actions = (await auditOf(admin.token, finance.id)).map((entry) => [entry.action, entry.reason]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['operator.enable', 'Back from leave'],
        ['operator.disable', 'Left the team'],
      ]),
    );
  });

  it('changes nothing and records nothing when the operator already is so', async () => {
    const admin = await signIn(t.app, await createOperator(t.app, 'admin'));
    const reviewer = await createOperator(t.app, 'reviewer');
    const again = await act('consoleOperatorEnable', admin.token, reviewer.id);
    expect([again.status, again.body.data.operator.disabled]).toEqual([200, false]);
    expect(await auditOf(admin.token, reviewer.id)).toEqual([]);
  });

  it('refuses an admin disabling themselves, in the operator’s language', async () => {
    const operator = await createOperator(t.app, 'admin');
    const admin = await signIn(t.app, operator);
    const self = await act('consoleOperatorDisable', admin.token, operator.id);
    expect([self.status, self.body.retcode]).toEqual([409, Retcode.CONSOLE_OPERATOR_SELF]);
    expect(self.body.retmsg).toBe('You cannot disable yourself. Ask another administrator.');
    const zh = await act('consoleOperatorDisable', admin.token, operator.id, 'x', 'zh_cn');
    expect(zh.body.retmsg).toBe('不能停用您自己的账号，请联系其他管理员。');
    expect((await consoleCall(t.app, 'consoleMe', { token: admin.token })).status).toBe(200);
  });

  it('needs a reason and an operator that exists', async () => {
    const admin = await signIn(t.app, await createOperator(t.app, 'admin'));
    const other = await createOperator(t.app, 'support');
    const blank = await act('consoleOperatorDisable', admin.token, other.id, '   ');
    expect(blank.status).toBe(400);
    expect((await signInWith(other)).status).toBe(200);
    const nobody = await act('consoleOperatorDisable', admin.token, 'no-such-operator');
    expect([nobody.status, nobody.body.retcode]).toEqual([404, Retcode.CONSOLE_OPERATOR_NOT_FOUND]);
    expect(nobody.body.retmsg).toBe('This operator no longer exists. Reload the list.');
  });

  it('is refused to every role but admin', async () => {
    const support = await signIn(t.app, await createOperator(t.app, 'support'));
    const target = await createOperator(t.app, 'finance');
    const refused = await act('consoleOperatorDisable', support.token, target.id);
    expect([refused.status, refused.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
  });
});

describe(`the last enabled admin (${engine})`, () => {
  const t = useTestApp();

  it('is never disabled, so two admins disabling each other leave one', async () => {
    const first = await createOperator(t.app, 'admin');
    const second = await createOperator(t.app, 'admin');
    const firstSession = await signIn(t.app, first);
    const status = t.app.services.operators.status;
    const secondContext = {
      operatorId: second.id,
      email: second.email,
      role: 'admin' as const,
      sessionId: 'x',
    };
    // The first admin disables the second; the second's call, made at the same moment, comes after.
    await status.disable(
      { operatorId: first.id, email: first.email, role: 'admin', sessionId: 'y' },
      { operatorId: second.id, reason: 'Rotation' },
    );
    const late = status.disable(secondContext, { operatorId: first.id, reason: 'Rotation' });
    await expect(late).rejects.toHaveProperty('retcode', Retcode.CONSOLE_LAST_ADMIN);
    expect((await consoleCall(t.app, 'consoleMe', { token: firstSession.token })).status).toBe(200);
  });
});
