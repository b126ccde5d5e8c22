import type { CodeSmsPollData, LockedPhone } from '@switchboard/protocol';
import { SIMULATOR_CODE_PATH, unitsToMoney } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { addPoolNumbers } from '../../src/modules/code-numbers/pool.repo.ts';
import { LedgerKind } from '../../src/modules/history/ledger-kinds.ts';
import { get } from './api.ts';
import { registerAccount, type TestAccount } from './factories.ts';

/** Registers an account with `units` of balance (10 by default). */
export async function codeUser(app: FastifyInstance, units = 10): Promise<TestAccount> {
  const account = await registerAccount(app);
  if (units > 0)
    await app.services.ledger.credit(account.id, unitsToMoney(units), 'seed', `codes-test:${account.id}`);
  return account;
}

/** Replaces the pool of a country by exactly these national numbers (no rentals may use it yet). */
export async function poolOf(app: FastifyInstance, country: string, phones: string[]): Promise<void> {
  await app.db.deleteFrom('code_pool_numbers').where('country', '=', country).execute();
  await addPoolNumbers(
    app.db,
    phones.map((phone) => ({ country, phone, tollFree: false })),
  );
}

/** lockVerificationCodePhone as the client calls it. */
export function lock(app: FastifyInstance, user: TestAccount, query: Record<string, string>) {
  return get<LockedPhone>(app, 'lockVerificationCodePhone', { token: user.token, query });
}

/** One poll of getVerificationCodeSmsList. */
export function poll(app: FastifyInstance, user: TestAccount, appId: string, number: string, count: number) {
  return get<CodeSmsPollData>(app, 'getVerificationCodeSmsList', {
    token: user.token,
    query: { app: appId, number, count: String(count) },
  });
}

/** POSTs the simulator's code sender with a JSON body. */
export async function sendCode(app: FastifyInstance, body: { number: string; app: string; text?: string }) {
  const response = await app.inject({ method: 'POST', url: SIMULATOR_CODE_PATH, payload: body });
  return {
    status: response.statusCode,
    body: response.json<{ retcode: number; data: { code: string; charge: number; smsId: string } }>(),
  };
}

/** The account's code_sms ledger entries. */
export function codeCharges(app: FastifyInstance, accountId: string) {
  return app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('kind', '=', LedgerKind.codeSms)
    .execute();
}
