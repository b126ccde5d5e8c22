import { randomInt, randomUUID } from 'node:crypto';
import { type BrandId, type NumberSearchData, ReviewStatus } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { type CallResult, get, post } from './api.ts';
import { registerAccount, type TestAccount } from './factories.ts';
import { review, submitProfile } from './profile.ts';

/** Gives the account a verified phone (what the verify-code flow would store). */
export async function givePhone(app: FastifyInstance, account: TestAccount): Promise<void> {
  await app.db
    .updateTable('accounts')
    .set({ tel_code: '1', phone: `212555${String(randomInt(10_000)).padStart(4, '0')}` })
    .where('id', '=', account.id)
    .execute();
}

/**
 * An account allowed to rent numbers: profile submitted and approved by the operator (use case
 * too on use-case brands), a verified phone, and `balance` ten-thousandths credited through the ledger.
 */
export async function shopper(
  app: FastifyInstance,
  options: { brand?: BrandId; balance?: number } = {},
): Promise<TestAccount> {
  const account = await registerAccount(app, { brand: options.brand ?? 'pingme' });
  await givePhone(app, account);
  await submitProfile(app, account);
  const approved = await review(app, account, 'profile', 'approve');
  if (approved.body.data?.status !== ReviewStatus.verified) throw new Error('profile approval failed');
  if (['wephone', 'wetalk', 'wetalkpro'].includes(account.brand))
    await review(app, account, 'useCase', 'approve');
  const balance = options.balance ?? 1_000_000;
  if (balance > 0) await app.ledger.credit(account.id, balance, 'seed', randomUUID());
  return account;
}

/** The first free numbers offered for a flow code and type (US local by default). */
export async function offered(
  app: FastifyInstance,
  account: TestAccount,
  query: Record<string, string> = { code: 'US', type: 'local', telCode: '1' },
): Promise<CallResult<NumberSearchData>> {
  return get<NumberSearchData>(app, 'getVirtualPhoneByAreaCode', { token: account.token, query });
}

/** Rents a number through subVirtualPhone. */
export function subscribe(
  app: FastifyInstance,
  account: TestAccount,
  body: { telCode: string; phone: string; planId?: string; code?: string; type?: string },
): Promise<CallResult<{ hint: string } | null>> {
  return post<{ hint: string } | null>(
    app,
    'subVirtualPhone',
    { platform: account.brand, code: 'US', type: 'local', planId: '1101', ...body },
    { token: account.token },
  );
}
