import { randomUUID } from 'node:crypto';
import {
  apiUrl,
  type Envelope,
  type PaySubmitData,
  productId,
  Retcode,
  retcodeInfo,
  type SessionData,
  WEB_VERSION,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/adapters/storage/index.ts';
import { buildApp } from '../src/app.ts';
import { FORFEIT_KIND } from '../src/modules/account-deletion/account-deletion.service.ts';
import { QUARANTINE_MS } from '../src/modules/numbers/subscriptions.service.ts';
import { get, post } from './helpers/api.ts';
import { listen, TEST_DATABASE_URL } from './helpers/app.ts';
import { mmsPayload, png, rowsOf, smsPayload } from './helpers/chat.ts';
import { lock, sendCode } from './helpers/codes.ts';
import { holdOf, insertCodeMessage, insertRental, rentalRow } from './helpers/codes-old.ts';
import { contactCalls } from './helpers/contacts.ts';
import {
  accountWithNumber,
  type NumberedAccount,
  registerAccount,
  type TestAccount,
  uniqueIp,
} from './helpers/factories.ts';
import { jpeg, uploadKyc } from './helpers/kyc.ts';
import { offered, shopper, subscribe } from './helpers/numbers.ts';
import { deliverSandbox } from './helpers/payments.ts';
import { connectSocket, refusal, sendMessage, sessionEnd } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const sockets: Socket[] = [];
const contacts = contactCalls(() => t.app);

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const ENGINE = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

function login(account: TestAccount, password = account.password) {
  return post<SessionData>(
    t.app,
    'login',
    { platform: account.brand, account: account.email, password },
    { ip: uniqueIp() },
  );
}

function deleteAccount(account: TestAccount, password: string, token = account.token) {
  return post(t.app, 'deleteAccount', { platform: account.brand, password }, { token });
}

async function openSocket(token: string): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token });
  sockets.push(socket);
  return socket;
}

const accountInfoRetcode = async (token: string) =>
  (await get(t.app, 'getAccountInfo', { token })).body.retcode;

const ledgerOf = (accountId: string) =>
  t.app.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

const countOf = async (
  table:
    | 'contacts'
    | 'messages'
    | 'calls'
    | 'profiles'
    | 'kyc'
    | 'kyc_images'
    | 'invite_codes'
    | 'code_messages'
    | 'blocked_numbers'
    | 'code_app_favourites',
  accountId: string,
) =>
  (await t.app.db.selectFrom(table).select('account_id').where('account_id', '=', accountId).execute())
    .length;

/** A number of the account's own, added to the inventory and assigned without a plan (as the demo does). */
async function assignExtraNumber(account: TestAccount): Promise<string> {
  const phone = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await t.app.services.numbers.addToInventory([
    { telCode: '1', phone, country: 'US', tollFree: false, areaCode: null, region: null },
  ]);
  await t.app.services.numbers.assignFree(account.id, { fullNumber: `1${phone}` });
  return `1${phone}`;
}

/** Opens a pending card order over the API, or stores one when the brand has no card tiles. */
async function pendingOrder(account: TestAccount): Promise<string> {
  const submit = await post<PaySubmitData>(
    t.app,
    'paySubmit',
    {
      platform: account.brand,
      productid: productId('card', 'COIN', 10),
      payment_method: 'card',
      return_url: 'http://localhost:3000/account?tab=recharge',
      devicetype: 'web',
    },
    { token: account.token },
  );
  expect(submit.body.retcode, JSON.stringify(submit.body)).toBe(Retcode.OK);
  return submit.body.data.orderId;
}

describe(`deleteAccount (${ENGINE})`, () => {
  it('refuses a wrong password under its field and changes nothing', async () => {
    const account = await accountWithNumber(t.app, { balance: 50_000 });
    const answer = await deleteAccount(account, 'not the password');
    expect(answer.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect(answer.body.field).toBe('password');
    expect(answer.body.retmsg).toBe('Your current password is not correct.');
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.OK);
    expect((await login(account)).body.retcode).toBe(Retcode.OK);
    expect(await t.app.ledger.balance(account.id)).toBe(50_000);
    const number = await t.app.db
      .selectFrom('phone_numbers')
      .select('account_id')
      .where('full_number', '=', account.number)
      .executeTakeFirstOrThrow();
    expect(number.account_id).toBe(account.id);
    const row = await t.app.services.accounts.findById(account.id);
    expect(row).toMatchObject({ status: 'active', email: account.email });
  });

  it('refuses an empty password and a call without a session', async () => {
    const account = await registerAccount(t.app);
    const empty = await deleteAccount(account, '');
    expect(empty.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(empty.body.field).toBe('password');
    const anonymous = await post(t.app, 'deleteAccount', {
      platform: account.brand,
      password: account.password,
    });
    expect(anonymous.body.retcode).toBe(Retcode.NOT_LOGGED_IN);
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.OK);
  });

  it('releases, cancels, erases and anonymises, ends every socket, and leaves another account alone', async () => {
    // The account: a verified phone, an approved profile, a rented number and one without a plan,
    // messages both ways, a picture, contacts, identity images, a verification lock and a kept
    // verification number, an invite code, a failed sign-in and a pending order.
    const owner = await shopper(t.app, { balance: 2_000_000 });
    const search = await offered(t.app, owner, { code: 'US', type: 'local', telCode: '1', areaCode: '415' });
    const rented = search.body.data.phones[0];
    if (rented === undefined) throw new Error('nothing offered in 415');
    expect((await subscribe(t.app, owner, { telCode: rented.telCode, phone: rented.phone })).status).toBe(
      200,
    );
    const rentedFull = `${rented.telCode}${rented.phone}`;
    const extra = await assignExtraNumber(owner);
    const a: NumberedAccount = { ...owner, number: extra, telCode: '1', phone: extra.slice(1) };
    const ownerRow = await t.app.services.accounts.findById(owner.id);
    const verifiedPhone = ownerRow?.phone;
    expect(verifiedPhone).toBeTruthy();

    const other = await accountWithNumber(t.app, { balance: 500_000 });
    const otherSocket = await openSocket(other.token);

    const secondToken = (await login(owner)).body.data.token;
    const ownSocket = await openSocket(owner.token);
    const secondSocket = await openSocket(secondToken);
    const ends = [sessionEnd(ownSocket), sessionEnd(secondSocket)];

    const text = `hello from ${verifiedPhone}`;
    expect((await sendMessage(ownSocket, smsPayload(a, other.number, text))).status).toBe(Retcode.OK);
    expect((await sendMessage(otherSocket, smsPayload(other, a.number, 'hi back'))).status).toBe(Retcode.OK);
    const toOther = await sendMessage(ownSocket, mmsPayload(a, other.number, await png()));
    expect(toOther.status).toBe(Retcode.OK);
    const outside = await sendMessage(ownSocket, mmsPayload(a, '14155550123', await png()));
    expect(outside.status).toBe(Retcode.OK);
    // A number blocked and a starred verification app.
    const blocked = { ownFullNumber: a.number, otherFullNumber: '14155550123' };
    expect((await post(t.app, 'blockNumber', blocked, { token: owner.token })).status).toBe(200);
    const starred = { app: 'telegram', favourite: true };
    expect((await post(t.app, 'setFavouriteApp', starred, { token: owner.token })).status).toBe(200);
    await contacts.create(owner, { name: 'Ada Lovelace' });
    const kyc = await uploadKyc(t.baseUrl, owner, {
      idCard1: { bytes: await jpeg(), name: 'front.jpg' },
      idHold1: { bytes: await jpeg('#993366'), name: 'hold.jpg' },
    });
    expect(kyc.status).toBe(200);
    const locked = await lock(t.app, owner, { app: 'whatsapp', code: 'US', numberType: '1' });
    expect(locked.body.retcode).toBe(Retcode.OK);
    const kept = await insertRental(t.app, owner.id, {
      app: 'telegram',
      status: 'subscribed',
      expiresAt: null,
      nextPaymentAt: Date.now() + 10 * 86_400_000,
    });
    await insertCodeMessage(t.app, owner.id, kept, Date.now() - 1000);
    expect((await get(t.app, 'getInviteCode', { token: owner.token })).body.retcode).toBe(Retcode.OK);
    expect((await login(owner, 'a wrong password')).body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    const orderId = await pendingOrder(owner);

    const storage = createStorage(t.config, t.app.db);
    const fileKeys = [
      ...(
        await t.app.db
          .selectFrom('kyc_images')
          .select('storage_key')
          .where('account_id', '=', owner.id)
          .execute()
      ).map((row) => row.storage_key),
    ];
    const ownMedia = await t.app.db
      .selectFrom('media_files')
      .select(['id', 'storage_key'])
      .where('owner_account_id', '=', owner.id)
      .execute();
    expect(ownMedia).toHaveLength(2);
    expect(fileKeys).toHaveLength(2);
    for (const key of fileKeys) expect(await storage.get(key)).toBeDefined();
    const ledgerBefore = await ledgerOf(owner.id);
    const balance = await t.app.ledger.balance(owner.id);
    expect(balance).toBeGreaterThan(0);
    const otherBalance = await t.app.ledger.balance(other.id);
    const otherRowsBefore = await rowsOf(t.app, other.id);

    const answer = await deleteAccount(owner, owner.password);
    expect(answer.status).toBe(200);
    expect(answer.body.retcode).toBe(Retcode.OK);
    // Checked before the refused sign-ins below record new failures under the address.
    expect(
      await t.app.db
        .selectFrom('login_failures')
        .select('id')
        .where('brand', '=', owner.brand)
        .where('account_key', '=', owner.email)
        .execute(),
    ).toEqual([]);

    // Every socket of the account is told why, in its session's language, and disconnected.
    for (const end of await Promise.all(ends)) {
      expect(end.payload).toEqual({
        retcode: Retcode.ACCOUNT_DELETED,
        retmsg: retcodeInfo(Retcode.ACCOUNT_DELETED)?.message.en,
      });
      expect(end.reason).toBe('io server disconnect');
    }
    expect(ownSocket.connected || secondSocket.connected).toBe(false);

    // The tokens are dead, no session row is left, and the login answers like an unknown account.
    expect(await accountInfoRetcode(owner.token)).toBe(Retcode.TOKEN_INVALID);
    expect(await accountInfoRetcode(secondToken)).toBe(Retcode.TOKEN_INVALID);
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('account_id', '=', owner.id).execute(),
    ).toEqual([]);
    const refused = await login(owner);
    const unknown = await post(
      t.app,
      'login',
      { platform: owner.brand, account: `nobody-${randomUUID()}@example.test`, password: owner.password },
      { ip: uniqueIp() },
    );
    expect(refused.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect(refused.body.retmsg).toBe(unknown.body.retmsg);
    const pre = await post<{ registered: boolean }>(t.app, 'preLogin', {
      platform: owner.brand,
      account: owner.email,
    });
    expect(pre.body.data.registered).toBe(false);
    expect((await refusal(connectSocket(t.baseUrl, { token: owner.token }))).data?.retcode).toBe(
      Retcode.TOKEN_INVALID,
    );

    // The account row is a tombstone.
    const tomb = await t.app.services.accounts.findById(owner.id);
    expect(tomb).toMatchObject({
      status: 'deleted',
      email: `deleted:${owner.id}`,
      tel_code: null,
      phone: null,
      inviter_account_id: null,
    });
    expect(tomb?.password_hash).not.toBe(ownerRow?.password_hash);

    // Both numbers are back in the inventory, in quarantine as after an unsubscribe.
    const numbers = await t.app.db
      .selectFrom('phone_numbers')
      .select(['full_number', 'account_id', 'quarantine_until'])
      .where('full_number', 'in', [rentedFull, extra])
      .execute();
    expect(numbers).toHaveLength(2);
    for (const number of numbers) {
      expect(number.account_id).toBeNull();
      expect(Number(number.quarantine_until)).toBeGreaterThan(Date.now() + QUARANTINE_MS - 60_000);
    }
    const subscriptions = await t.app.db
      .selectFrom('number_subscriptions')
      .select('status')
      .where('account_id', '=', owner.id)
      .execute();
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const row of subscriptions) expect(row.status).toBe('released');

    // The lock is released with its hold; the kept number stops charging and stays held to its paid end.
    const lockRental = await t.app.db
      .selectFrom('code_rentals')
      .selectAll()
      .where('account_id', '=', owner.id)
      .where('app', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    expect(lockRental.status).toBe('released');
    expect(await holdOf(t.app, lockRental.number_id, 'whatsapp')).toBeUndefined();
    const keptRow = await rentalRow(t.app, kept.rentalId);
    expect(keptRow).toMatchObject({ status: 'active', next_payment_at: null });
    expect(keptRow.expires_at).toBeGreaterThan(Date.now());
    expect(await holdOf(t.app, kept.numberId, 'telegram')).toBeDefined();
    // A text to it is stored for nobody.
    expect((await sendCode(t.app, { number: kept.fullNumber, app: 'telegram' })).status).toBe(404);
    expect(await countOf('code_messages', owner.id)).toBe(0);

    // The pending order is cancelled, and paying it later credits nothing.
    expect((await t.app.services.payments.order(orderId))?.status).toBe('cancelled');
    await deliverSandbox(t, orderId, 'paid');
    expect((await t.app.services.payments.order(orderId))?.status).toBe('cancelled');

    // Personal data is gone, with the stored files nobody else can read.
    for (const table of [
      'contacts',
      'messages',
      'calls',
      'profiles',
      'kyc',
      'kyc_images',
      'invite_codes',
      'blocked_numbers',
      'code_app_favourites',
    ] as const)
      expect(await countOf(table, owner.id), table).toBe(0);
    for (const key of fileKeys) expect(await storage.get(key)).toBeUndefined();
    const mediaLeft = await t.app.db
      .selectFrom('media_files')
      .select(['id', 'storage_key'])
      .where('owner_account_id', '=', owner.id)
      .execute();
    // The picture sent to the other account stays in its conversation; the one sent outside is gone.
    expect(mediaLeft).toHaveLength(1);
    expect(await storage.get(mediaLeft[0]!.storage_key)).toBeDefined();
    const gone = ownMedia.find((row) => row.id !== mediaLeft[0]!.id)!;
    expect(await storage.get(gone.storage_key)).toBeUndefined();
    expect(
      await t.app.db
        .selectFrom('media_access')
        .select('media_id')
        .where('account_id', '=', owner.id)
        .execute(),
    ).toEqual([]);

    // The ledger stays, with a forfeit of the balance and nothing personal in its references.
    const ledgerAfter = await ledgerOf(owner.id);
    expect(ledgerAfter.map((row) => row.id)).toEqual(
      expect.arrayContaining(ledgerBefore.map((row) => row.id)),
    );
    expect(ledgerAfter).toHaveLength(ledgerBefore.length + 1);
    const forfeit = ledgerAfter.find((row) => row.kind === FORFEIT_KIND);
    expect(Number(forfeit?.amount)).toBe(-balance);
    expect(Number(forfeit?.balance_after)).toBe(0);
    expect(await t.app.ledger.balance(owner.id)).toBe(0);
    expect(await t.app.ledger.ledgerTotal(owner.id)).toBe(0);
    const personal = [
      rentedFull,
      rented.phone,
      extra,
      String(verifiedPhone),
      owner.email,
      other.id,
      kept.rentalId,
    ];
    for (const row of ledgerAfter) {
      expect(row.reference).toMatch(/^(order:[0-9a-f-]{36}|erased:[0-9a-f-]{36}|account-deletion)$/);
      for (const value of personal) expect(row.reference).not.toContain(value);
    }
    for (const row of ledgerBefore) {
      const after = ledgerAfter.find((entry) => entry.id === row.id)!;
      expect([after.amount, after.kind, after.created_at]).toEqual([row.amount, row.kind, row.created_at]);
    }

    // The other account keeps everything it had, the conversation included.
    expect(await accountInfoRetcode(other.token)).toBe(Retcode.OK);
    expect(otherSocket.connected).toBe(true);
    expect(await t.app.ledger.balance(other.id)).toBe(otherBalance);
    expect((await rowsOf(t.app, other.id)).map((row) => row.id)).toEqual(
      otherRowsBefore.map((row) => row.id),
    );
    const otherNumber = await t.app.db
      .selectFrom('phone_numbers')
      .select('account_id')
      .where('full_number', '=', other.number)
      .executeTakeFirstOrThrow();
    expect(otherNumber.account_id).toBe(other.id);

    // The address can sign up again on the same brand: a new, empty account.
    const again = await registerAccount(t.app, {
      brand: owner.brand,
      email: owner.email,
      password: 'a new life 123',
    });
    expect(again.id).not.toBe(owner.id);
    expect(await t.app.ledger.balance(again.id)).toBe(0);
    expect((await login(again)).body.retcode).toBe(Retcode.OK);
    const list = await get<{ virtualPhones: unknown[] }>(t.app, 'getVirtualPhoneList', {
      token: again.token,
    });
    expect(list.body.data.virtualPhones).toEqual([]);
  });

  it('tells a Chinese session in Chinese, and a second deletion with the dead token is refused', async () => {
    const account = await registerAccount(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl('login'),
      query: { t: String(Date.now()), webVersion: WEB_VERSION, languagecode: 'zh_cn' },
      payload: { platform: account.brand, account: account.email, password: account.password },
      remoteAddress: uniqueIp(),
    });
    const chinese = response.json<Envelope<SessionData>>().data.token;
    const socket = await openSocket(chinese);
    const ended = sessionEnd(socket);
    expect((await deleteAccount(account, account.password)).body.retcode).toBe(Retcode.OK);
    expect((await ended).payload).toEqual({
      retcode: Retcode.ACCOUNT_DELETED,
      retmsg: retcodeInfo(Retcode.ACCOUNT_DELETED)?.message['zh-CN'],
    });
    expect((await deleteAccount(account, account.password, chinese)).body.retcode).toBe(
      Retcode.TOKEN_INVALID,
    );
  });
});

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (skipped without it).
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe.skipIf(redisUrl === undefined)('deleteAccount on one of two nodes', () => {
  const nodeA = useTestApp({ overrides: { redisUrl }, listen: true });
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    // The second node runs on the first node's database, as nodes behind a load balancer do.
    nodeB = await buildApp(nodeA.config);
    await listen(nodeB);
  });
  afterAll(async () => {
    await nodeB?.close();
  });

  it('ends the account’s socket on the other node', async () => {
    const account = await registerAccount(nodeA.app);
    const socket = await connectSocket(nodeA.baseUrl, { token: account.token });
    sockets.push(socket);
    // Give the adapter a moment to see both nodes before broadcasting across them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const end = sessionEnd(socket);
    const answer = await post(
      nodeB,
      'deleteAccount',
      { platform: account.brand, password: account.password },
      { token: account.token },
    );
    expect(answer.body.retcode).toBe(Retcode.OK);
    const { payload, reason } = await end;
    expect(payload.retcode).toBe(Retcode.ACCOUNT_DELETED);
    expect(reason).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });
});
