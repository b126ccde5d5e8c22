import { randomInt, randomUUID } from 'node:crypto';
import { type ConsoleCallData, productId, Retcode, type UserRow } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, subscriptionReference } from '../src/modules/history/ledger-kinds.ts';
import { insertOrder } from '../src/modules/payments/payments.repo.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { smsPayload } from './helpers/chat.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { contactCalls } from './helpers/contacts.ts';
import { accountWithNumber, type NumberedAccount, registerAccount } from './helpers/factories.ts';
import { setVerifiedPhone } from './helpers/payments.ts';
import { submitProfile } from './helpers/profile.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
const contacts = contactCalls(() => t.app);

let support = '';
beforeAll(async () => {
  support = await operatorToken(t.app, 'support');
});

async function search(q: string, brand?: string): Promise<UserRow[]> {
  const result = await consoleCall<ConsoleCallData<'consoleUsers'>>(t.app, 'consoleUsers', {
    token: support,
    query: { q, ...(brand === undefined ? {} : { brand }) },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.users;
}

const userPage = (accountId: string) =>
  consoleCall<ConsoleCallData<'consoleUser'>>(t.app, 'consoleUser', { token: support, id: accountId });

/** A national US phone no other test uses. */
const freshPhone = () => `212${randomInt(200, 1000)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

describe(`user search (${engine})`, () => {
  let alice: NumberedAccount;
  let phone = '';
  beforeAll(async () => {
    alice = await accountWithNumber(t.app, { brand: 'wephone', balance: 30_000 });
    phone = freshPhone();
    await setVerifiedPhone(t, alice.id, phone);
  });

  const ids = (rows: UserRow[]) => rows.map((row) => row.accountId);

  it('finds a user by any part of the email, in any case, with the row the console lists', async () => {
    const local = alice.email.split('@')[0]!;
    const [row] = await search(local.toUpperCase());
    expect(row).toEqual({
      accountId: alice.id,
      brand: 'wephone',
      email: alice.email,
      phone: `1${phone}`,
      status: 'active',
      balance: 30_000,
      currency: 'USD',
      createdAt: expect.any(Number),
      numbers: [alice.number],
    });
  });

  it('finds a user by phone, webchat id, own number (national or full, as people write them) or id', async () => {
    const national = alice.number.slice(1);
    for (const q of [
      `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      phone,
      alice.number,
      national,
      alice.id,
    ]) {
      expect(ids(await search(q)), q).toEqual([alice.id]);
    }
  });

  it('keeps to one brand when asked, and takes LIKE wildcards literally', async () => {
    expect(await search(alice.email, 'pingme')).toEqual([]);
    expect(ids(await search(alice.email, 'wephone'))).toEqual([alice.id]);
    expect(await search('%@')).toEqual([]);
    expect(await search('_@')).toEqual([]);
  });

  it('answers at most 50 users, newest first', async () => {
    const marker = `many${randomInt(1_000_000)}`;
    for (let index = 0; index < 52; index += 1) {
      await registerAccount(t.app, { email: `${marker}-${index}@example.test` });
    }
    const found = await search(marker);
    expect(found).toHaveLength(50);
    const created = found.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe(`the user page (${engine})`, () => {
  it('shows statuses, numbers, balance, ledger, payments, sessions and counts, never a text', async () => {
    const bob = await accountWithNumber(t.app, { brand: 'wephone', balance: 200_000 });
    await submitProfile(t.app, bob);
    const socket = await connectSocket(t.baseUrl, { token: bob.token });
    const secret = `secret text ${randomUUID()}`;
    try {
      expect((await sendMessage(socket, smsPayload(bob, '14155550123', secret))).status).toBe(Retcode.OK);
    } finally {
      socket.close();
    }
    await contacts.create(bob, { name: 'Secret Name' });
    const orderId = randomUUID();
    await insertOrder(t.app.db, {
      id: orderId,
      account_id: bob.id,
      brand: 'wephone',
      method: 'card',
      product_id: productId('card', 'USD', 50),
      amount: 500_000,
      gift: 0,
      currency: 'USD',
      status: 'pending',
      provider: 'sandbox',
      provider_ref: null,
      return_url: null,
      created_at: Date.now(),
      paid_at: null,
      failure_code: null,
      payer_ref: null,
    });
    // A top-up of that order, then a period of the number: the page says which order and number.
    await t.app.ledger.credit(bob.id, 500_000, LedgerKind.topUp, `order:${orderId}`);
    const period = { number: bob.number, countryCode: 'US', type: 1, planId: '', resDate: Date.now() };
    await t.app.ledger.debit(bob.id, 40_900, LedgerKind.numberRenewal, subscriptionReference(period));

    const page = await userPage(bob.id);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const data = page.body.data;
    const balance = await t.app.ledger.balance(bob.id);
    expect(data.user).toMatchObject({ accountId: bob.id, status: 'active', balance, numbers: [bob.number] });
    expect(data.statuses).toEqual({ profile: 1, useCase: 1, identity: -1 });
    expect(data.numbers).toEqual([{ number: bob.number, state: 'active', expiresAt: expect.any(Number) }]);
    expect(data.numbers[0]!.expiresAt).toBeGreaterThan(Date.now());
    // Newest first, each with what its reference says, never the reference itself.
    expect(data.ledger.map((entry) => entry.kind)).toEqual(['number_renewal', 'topup', 'sms', 'seed']);
    expect(data.ledger.map(({ reason, number, orderId }) => ({ reason, number, orderId }))).toEqual([
      { reason: null, number: bob.number, orderId: null },
      { reason: null, number: null, orderId },
      { reason: null, number: null, orderId: null },
      { reason: null, number: null, orderId: null },
    ]);
    expect(data.ledger[3]).toMatchObject({ amount: 200_000 });
    expect(data.payments).toEqual([
      { orderId, method: 'card', amount: 500_000, status: 'pending', at: expect.any(Number) },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({
      createdAt: expect.any(Number),
      browser: expect.any(String),
      system: expect.any(String),
      userAgent: expect.any(String),
    });
    expect(data.counts).toEqual({ messages: 1, conversations: 1, contacts: 1 });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('Secret Name');
  });

  it('answers a sentence for a user that does not exist, and refuses roles without users.read', async () => {
    const missing = await userPage(randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body.retmsg).toBe('This user no longer exists. Search again.');
    const reviewer = await operatorToken(t.app, 'reviewer');
    const refused = await consoleCall(t.app, 'consoleUsers', { token: reviewer, query: { q: 'a' } });
    expect(refused.body.retcode).toBe(Retcode.CONSOLE_NOT_PERMITTED);
  });
});
