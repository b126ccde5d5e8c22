import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  type BillListData,
  BillType,
  type ConsoleCallData,
  monthKeyOf,
  Retcode,
  SocketEvent,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountSocket, connectAccount, quiesce } from './helpers/account-events.ts';
import { get } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, createOperator, operatorToken, signIn } from './helpers/console.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let finance = '';
let financeEmail = '';
beforeAll(async () => {
  const operator = await createOperator(t.app, 'finance');
  financeEmail = operator.email;
  finance = (await signIn(t.app, operator)).token;
});

function adjust(accountId: string, amount: number, requestId = randomUUID(), token = finance) {
  return consoleCall<ConsoleCallData<'consoleBalanceAdjust'>>(t.app, 'consoleBalanceAdjust', {
    token,
    body: { accountId, amount, reason: 'Goodwill for the outage', requestId },
  });
}

async function auditOf(accountId: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: finance,
    query: { q: accountId },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === accountId);
}

/** The account's operator adjustments in the ledger, oldest first. */
async function adjustmentsOf(accountId: string) {
  return t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'balance_after'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'operator_adjust')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function bills(account: TestAccount) {
  const result = await get<BillListData>(t.app, 'getBillList', {
    token: account.token,
    query: { ym: monthKeyOf(Date.now()) },
  });
  return result.body.data.list;
}

async function tab(account: TestAccount): Promise<AccountSocket> {
  await quiesce(t.app, t.baseUrl, account.id, account.token);
  return connectAccount(t.baseUrl, account.token);
}

describe(`balance adjustments (${engine})`, () => {
  it('a credit is one ledger entry shown as Adjust, announced to the user, audited, and idempotent', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const { socket, log } = await tab(alice);
    try {
      const requestId = randomUUID();
      const credited = await adjust(alice.id, 50_000, requestId);
      expect(credited.body).toMatchObject({ retcode: Retcode.OK, data: { balance: 50_000 } });
      expect(await log.next(SocketEvent.balanceChanged, (p) => p.balance === 50_000)).toEqual({
        balance: 50_000,
      });

      // The same request again, also twice at once: nothing more moves.
      const repeats = await Promise.all([
        adjust(alice.id, 50_000, requestId),
        adjust(alice.id, 50_000, requestId),
      ]);
      for (const repeat of repeats) expect(repeat.body.data).toEqual({ balance: 50_000 });
      expect(await adjustmentsOf(alice.id)).toEqual([{ amount: 50_000, balance_after: 50_000 }]);
      expect(await auditOf(alice.id)).toEqual([
        expect.objectContaining({
          operatorEmail: financeEmail,
          action: 'balance.adjust',
          targetType: 'account',
          before: { balance: 0 },
          after: { balance: 50_000, amount: 50_000, requestId },
          reason: 'Goodwill for the outage',
        }),
      ]);
      expect(await bills(alice)).toEqual([
        expect.objectContaining({ type: BillType.adjust, charge: 50_000, afterBalance: 50_000 }),
      ]);
      // The user page shows the entry with the reason the operator gave.
      const page = await consoleCall<ConsoleCallData<'consoleUser'>>(t.app, 'consoleUser', {
        token: finance,
        id: alice.id,
      });
      expect(page.body.data.ledger).toEqual([
        expect.objectContaining({
          kind: 'operator_adjust',
          amount: 50_000,
          reason: 'Goodwill for the outage',
        }),
      ]);
    } finally {
      socket.close();
    }
  });

  it('a debit takes money only while the balance covers it; a larger one writes nothing and says why', async () => {
    const bob = await registerAccount(t.app, { brand: 'pingme' });
    await adjust(bob.id, 40_000);
    const debited = await adjust(bob.id, -15_000);
    expect(debited.body.data).toEqual({ balance: 25_000 });

    const requestId = randomUUID();
    const tooMuch = await adjust(bob.id, -25_001, requestId);
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect(tooMuch.body.retmsg).toBe('The balance is only 2.50 Coins. A debit cannot take it below zero.');
    expect(await t.app.ledger.balance(bob.id)).toBe(25_000);
    expect(await adjustmentsOf(bob.id)).toHaveLength(2);
    expect(await auditOf(bob.id)).toHaveLength(2);
    // Nothing was written under that request: it can be sent again with what the balance allows.
    expect((await adjust(bob.id, -25_000, requestId)).body.data).toEqual({ balance: 0 });
    expect((await bills(bob)).map((row) => [row.type, row.charge, row.afterBalance])).toEqual([
      [BillType.adjust, -25_000, 0],
      [BillType.adjust, -15_000, 25_000],
      [BillType.adjust, 40_000, 40_000],
    ]);
    expect(await t.app.ledger.ledgerTotal(bob.id)).toBe(0);
  });

  it('only finance and admins adjust, never a deleted account, and never by zero', async () => {
    const carol = await registerAccount(t.app);
    const support = await adjust(carol.id, 10_000, randomUUID(), await operatorToken(t.app, 'support'));
    expect(support.body.retcode).toBe(Retcode.CONSOLE_NOT_PERMITTED);
    const zero = await adjust(carol.id, 0);
    expect(zero.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    const byAdmin = await adjust(carol.id, 10_000, randomUUID(), await operatorToken(t.app, 'admin'));
    expect(byAdmin.body.data).toEqual({ balance: 10_000 });

    await t.app.services.deletion.deleteAccount(
      { accountId: carol.id, sessionId: '', brand: carol.brand, language: 'en' },
      carol.password,
    );
    const afterDeletion = await adjust(carol.id, 10_000);
    expect(afterDeletion.status).toBe(404);
    expect(afterDeletion.body.retmsg).toBe(
      'This account was deleted, so nothing about it can change any more.',
    );
    expect(await adjustmentsOf(carol.id)).toHaveLength(1);
  });
});
