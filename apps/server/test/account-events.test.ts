import { randomUUID } from 'node:crypto';
import {
  type BalanceChangedPayload,
  type KycInfo,
  type PaymentOrderData,
  type PaySubmitData,
  type ProfileData,
  productId,
  Retcode,
  ReviewStatus,
  SANDBOX_PATHS,
  SocketEvent,
} from '@switchboard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxKey, signSandbox } from '../src/adapters/payments/sandbox.ts';
import { runRenewals } from '../src/jobs/renewals.ts';
import { planById } from '../src/modules/numbers/numbers.catalog.ts';
import { type AccountSocket, barrier, connectAccount, quiesce } from './helpers/account-events.ts';
import { get, post } from './helpers/api.ts';
import { smsPayload } from './helpers/chat.ts';
import { feeFor } from './helpers/code-fees.ts';
import { codeUser, lock, sendCode } from './helpers/codes.ts';
import { consoleCall } from './helpers/console.ts';
import { contact, contactCalls } from './helpers/contacts.ts';
import { accountWithNumber, registerAccount, type TestAccount } from './helpers/factories.ts';
import { jpeg, png, uploadKyc } from './helpers/kyc.ts';
import { dueSubscription } from './helpers/multinode.ts';
import { offered, shopper, subscribe } from './helpers/numbers.ts';
import { deliverSandbox, setVerifiedPhone, webhookPayments } from './helpers/payments.ts';
import { review, reviewerToken, submitProfile } from './helpers/profile.ts';
import { sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: AccountSocket[] = [];

const t = useTestApp({ overrides: { payments: webhookPayments('whsec_test_account_events') }, listen: true });
afterEach(() => {
  for (const { socket } of open.splice(0)) socket.close();
});

/** Connects `count` sockets of the account (its tabs), each past its greeting. */
async function tabs(account: TestAccount, count = 2): Promise<AccountSocket[]> {
  // Events of the set-up (seed credits) go by first, so each socket's first balance is its greeting.
  await quiesce(t.app, t.baseUrl, account.id, account.token);
  const sockets = await Promise.all(
    Array.from({ length: count }, () => connectAccount(t.baseUrl, account.token)),
  );
  open.push(...sockets);
  return sockets;
}

/** Where each log stands now, so a test looks only at what came after. */
const marks = (sockets: AccountSocket[]) => sockets.map(({ log }) => log.received.length);

/** The balance the account's HTTP call answers. */
async function balanceOverHttp(account: TestAccount): Promise<number> {
  return (await get<BalanceChangedPayload>(t.app, 'queryBalance', { token: account.token })).body.data
    .balance;
}

/**
 * Proves an account's sockets got nothing but the barrier after `from`: the barrier's event is the
 * next one emitted to them, and events reach one socket in order.
 */
async function expectNothingSince(account: TestAccount, sockets: AccountSocket[], from: number[]) {
  await barrier(
    t.app,
    account.id,
    sockets.map(({ log }) => log),
  );
  for (const [index, { log }] of sockets.entries()) {
    expect(log.namesSince(from[index] ?? 0)).toEqual([SocketEvent.balanceChanged]);
  }
}

describe('balanceChanged', () => {
  it('follows a message send, on both of the sender’s sockets, with the committed balance', async () => {
    const alice = await accountWithNumber(t.app, { balance: 10_000 });
    const bob = await accountWithNumber(t.app, { balance: 10_000 });
    const aliceTabs = await tabs(alice);
    const [bobTab] = await tabs(bob, 1);
    const bobFrom = marks([bobTab!]);
    // Read over HTTP at the moment the push arrives: the figure must already be the committed one.
    const readOnArrival = new Promise<{ pushed: number; read: number }>((resolve) => {
      aliceTabs[0]!.socket.once(SocketEvent.balanceChanged, async (payload: BalanceChangedPayload) => {
        resolve({ pushed: payload.balance, read: await balanceOverHttp(alice) });
      });
    });

    const ack = await sendMessage(aliceTabs[0]!.socket, smsPayload(alice, bob.number, 'hello'));
    expect(ack.status).toBe(0);
    const after = await t.app.ledger.balance(alice.id);
    expect(after).toBeLessThan(10_000);
    for (const { log } of aliceTabs) {
      expect(await log.next(SocketEvent.balanceChanged, (p) => p.balance === after)).toEqual({
        balance: after,
      });
    }
    expect(await readOnArrival).toEqual({ pushed: after, read: after });

    // Bob received the message but his balance did not move: no balance event reached him.
    await bobTab!.log.next(SocketEvent.receiveMessage);
    await barrier(t.app, bob.id, [bobTab!.log]);
    expect(bobTab!.log.namesSince(bobFrom[0]!)).toEqual([
      SocketEvent.receiveMessage,
      SocketEvent.balanceChanged,
    ]);
  });

  it('follows an invite bonus, on the invitee’s and the inviter’s sockets', async () => {
    const inviter = await registerAccount(t.app);
    const invitee = await registerAccount(t.app);
    await setVerifiedPhone(t, invitee.id, '2025550187');
    const code = (await get<{ inviteCode: string }>(t.app, 'getInviteCode', { token: inviter.token })).body
      .data.inviteCode;
    const [inviterTab] = await tabs(inviter, 1);
    const [inviteeTab] = await tabs(invitee, 1);
    const redeemed = await post<{ balance: number }>(
      t.app,
      'setInviter',
      { platform: invitee.brand, inviteCode: code },
      { token: invitee.token },
    );
    expect(redeemed.body.retcode).toBe(Retcode.OK);
    for (const [account, tab] of [
      [inviter, inviterTab],
      [invitee, inviteeTab],
    ] as const) {
      const now = await t.app.ledger.balance(account.id);
      expect(now).toBeGreaterThan(0);
      expect(await tab!.log.next(SocketEvent.balanceChanged, (p) => p.balance === now)).toEqual({
        balance: now,
      });
    }
  });

  it('is not sent for a debit refused for lack of balance, nor for one whose effect rolled back', async () => {
    const poor = await accountWithNumber(t.app, { balance: 0 });
    const rich = await accountWithNumber(t.app, { balance: 10_000 });
    const [poorTab] = await tabs(poor, 1);
    const [richTab] = await tabs(rich, 1);
    const from = [...marks([poorTab!]), ...marks([richTab!])];

    const refused = await sendMessage(poorTab!.socket, smsPayload(poor, rich.number, 'no credit'));
    expect(refused.status).toBe(Retcode.INSUFFICIENT_BALANCE);
    const rolledBack = t.app.ledger.debit(rich.id, 500, 'seed', randomUUID(), async () => {
      throw new Error('the effect failed');
    });
    await expect(rolledBack).rejects.toThrow('the effect failed');

    await expectNothingSince(poor, [poorTab!], [from[0]!]);
    await expectNothingSince(rich, [richTab!], [from[1]!]);
    expect(await t.app.ledger.balance(rich.id)).toBe(10_001);
  });

  it('waits for the commit: what is published while the transaction is open arrives first', async () => {
    const alice = await accountWithNumber(t.app, { balance: 10_000 });
    const [tab] = await tabs(alice, 1);
    const from = marks([tab!]);
    await t.app.ledger.debit(alice.id, 100, 'seed', randomUUID(), async () => {
      // Sent at once, inside the open transaction: it must come before the balance of this debit.
      t.app.services.events.publish(alice.id, SocketEvent.contactsChanged, { updateTime: 1 });
    });
    await tab!.log.next(SocketEvent.balanceChanged, (p) => p.balance === 9_900);
    expect(tab!.log.namesSince(from[0]!)).toEqual([SocketEvent.contactsChanged, SocketEvent.balanceChanged]);
  });

  it('follows a verification code charge, with the code and the number now kept', async () => {
    const user = await codeUser(t.app);
    const userTabs = await tabs(user);
    const locked = await lock(t.app, user, { app: 'telegram', code: 'US' });
    const number = locked.body.data.phone;
    const from = marks(userTabs);
    const sent = await sendCode(t.app, { number, app: 'telegram', text: 'Telegram code: 55123' });
    expect(sent.status).toBe(200);
    const { codeRate } = feeFor('telegram', 'US', 'pingme');
    for (const { log } of userTabs) {
      expect(await log.next(SocketEvent.balanceChanged)).toEqual({ balance: 100_000 - codeRate });
      expect(await log.next(SocketEvent.codeReceived)).toEqual({ number, smsId: sent.body.data.smsId });
      expect(await log.next(SocketEvent.numbersChanged)).toEqual({
        change: 'subscribed',
        number,
        kind: 'verification',
      });
    }
    // The second code of the lock is free: it is pushed, the balance is not.
    const secondFrom = marks(userTabs);
    const second = await sendCode(t.app, { number, app: 'telegram', text: 'Telegram code: 99881' });
    expect(second.body.data.charge).toBe(0);
    for (const { log } of userTabs) {
      expect(await log.next(SocketEvent.codeReceived)).toEqual({ number, smsId: second.body.data.smsId });
    }
    await barrier(
      t.app,
      user.id,
      userTabs.map(({ log }) => log),
    );
    for (const [index, { log }] of userTabs.entries()) {
      expect(log.namesSince(secondFrom[index]!)).toEqual([
        SocketEvent.codeReceived,
        SocketEvent.balanceChanged,
      ]);
      expect(log.namesSince(from[index]!).filter((name) => name === SocketEvent.balanceChanged)).toHaveLength(
        2,
      );
    }
  });

  it('follows a number subscription, with the number subscribed', async () => {
    const buyer = await shopper(t.app, { balance: 1_000_000 });
    const buyerTabs = await tabs(buyer);
    const phone = (await offered(t.app, buyer)).body.data.phones[0]!;
    const result = await subscribe(t.app, buyer, { telCode: phone.telCode, phone: phone.phone });
    expect(result.status).toBe(200);
    const balance = 1_000_000 - planById('1101')!.planRent;
    for (const { log } of buyerTabs) {
      expect(await log.next(SocketEvent.balanceChanged)).toEqual({ balance });
      expect(await log.next(SocketEvent.numbersChanged)).toEqual({
        change: 'subscribed',
        number: `1${phone.phone}`,
        kind: 'phone',
      });
    }
  });

  it('follows a payment webhook credit, once however often the event is delivered', async () => {
    const payer = await registerAccount(t.app, { brand: 'wephone' });
    const [tab] = await tabs(payer, 1);
    const from = marks([tab!]);
    const order = await post<PaySubmitData>(
      t.app,
      'paySubmit',
      {
        platform: payer.brand,
        productid: productId('card', 'USD', 50),
        payment_method: 'card',
        return_url: 'http://localhost:3000/account',
        devicetype: 'web',
      },
      { token: payer.token },
    );
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      orderId: order.body.data.orderId,
      status: 'paid',
      amount: 500_000,
      currency: 'USD',
    });
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: SANDBOX_PATHS.webhook,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxKey(t.config.appSecret), body),
        },
        payload: body,
      });
    expect((await deliver()).json().outcome).toBe('credited');
    expect((await deliver()).json().outcome).toBe('duplicate');
    // The amount and its gift commit together: one event with both, then the order's outcome.
    expect(await tab!.log.next(SocketEvent.balanceChanged)).toEqual({ balance: 560_000 });
    expect(await tab!.log.next(SocketEvent.paymentSettled)).toEqual({
      orderId: order.body.data.orderId,
      status: 'paid',
    });
    await barrier(t.app, payer.id, [tab!.log]);
    expect(tab!.log.namesSince(from[0]!)).toEqual([
      SocketEvent.balanceChanged,
      SocketEvent.paymentSettled,
      SocketEvent.balanceChanged,
    ]);
  });
});

describe('paymentSettled', () => {
  it('tells every tab an order was cancelled, and getPaymentOrder answers its status to its owner only', async () => {
    const payer = await registerAccount(t.app, { brand: 'wetalk' });
    const sockets = await tabs(payer, 2);
    const from = marks(sockets);
    const order = await post<PaySubmitData>(
      t.app,
      'paySubmit',
      {
        platform: payer.brand,
        productid: productId('wechatpay', 'USD', 10),
        payment_method: 'wechatpay',
        return_url: 'http://localhost:3000/account',
        devicetype: 'web',
      },
      { token: payer.token },
    );
    expect(order.body.retcode).toBe(0);
    const orderId = order.body.data.orderId;
    const status = async (token: string) =>
      (await get<PaymentOrderData>(t.app, 'getPaymentOrder', { token, query: { orderId } })).body;
    expect((await status(payer.token)).data).toEqual({ orderId, status: 'pending' });

    expect((await deliverSandbox(t, orderId, 'cancelled')).statusCode).toBe(303);
    for (const { log } of sockets) {
      expect(await log.next(SocketEvent.paymentSettled)).toEqual({ orderId, status: 'cancelled' });
    }
    expect((await status(payer.token)).data).toEqual({ orderId, status: 'cancelled' });
    // No money moved: nothing but the outcome and the barrier.
    await barrier(
      t.app,
      payer.id,
      sockets.map(({ log }) => log),
    );
    for (const [index, { log }] of sockets.entries()) {
      expect(log.namesSince(from[index] ?? 0)).toEqual([
        SocketEvent.paymentSettled,
        SocketEvent.balanceChanged,
      ]);
    }
    const stranger = await registerAccount(t.app, { brand: 'wetalk' });
    const foreign = await status(stranger.token);
    expect(foreign.retcode).toBe(Retcode.NOT_FOUND);
  });
});

/** A reviewer's decision through the console, with a reason. */
async function decide(
  account: TestAccount,
  kind: 'profile' | 'useCase' | 'kyc',
  decision: 'approve' | 'refuse',
  reason = '',
) {
  const response = await review(t.app, account, kind, decision, reason);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('reviewDecided', () => {
  it('tells every socket of the account a profile was refused, why, and getProfile keeps the reason', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const outsider = await registerAccount(t.app, { brand: 'wephone' });
    await submitProfile(t.app, alice);
    const aliceTabs = await tabs(alice);
    const [outsiderTab] = await tabs(outsider, 1);
    const outsiderFrom = marks([outsiderTab!]);

    await decide(alice, 'profile', 'refuse', '  The address is incomplete ');
    for (const { log } of aliceTabs) {
      expect(await log.next(SocketEvent.reviewDecided)).toEqual({
        subject: 'profile',
        approved: false,
        status: ReviewStatus.needsUpdate,
        reason: 'The address is incomplete',
      });
    }
    const profile = (await get<ProfileData>(t.app, 'getProfile', { token: alice.token })).body.data;
    expect(profile).toMatchObject({ profileStatus: 100, reviewReason: 'The address is incomplete' });

    // An approval carries no reason to the user.
    await decide(alice, 'useCase', 'approve');
    for (const { log } of aliceTabs) {
      expect(await log.next(SocketEvent.reviewDecided, (p) => p.subject === 'useCase')).toEqual({
        subject: 'useCase',
        approved: true,
        status: ReviewStatus.verified,
        reason: '',
      });
    }
    // A new submission leaves the refusal behind.
    await submitProfile(t.app, alice);
    const resubmitted = (await get<ProfileData>(t.app, 'getProfile', { token: alice.token })).body.data;
    expect(resubmitted.profileStatus).toBe(ReviewStatus.reviewing);
    expect(resubmitted.reviewReason).toBeUndefined();

    await expectNothingSince(outsider, [outsiderTab!], outsiderFrom);
  });

  it('tells the account its identity proof was refused, and getKYCInfo shows why', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const uploaded = await uploadKyc(t.baseUrl, alice, {
      idCard1: { bytes: await jpeg(), name: 'front.jpg' },
      idHold1: { bytes: await png(), name: 'hold.png', type: 'image/png' },
    });
    expect(uploaded.status).toBe(200);
    const [tab] = await tabs(alice, 1);
    await decide(alice, 'kyc', 'refuse', 'The photo is blurred');
    expect(await tab!.log.next(SocketEvent.reviewDecided)).toEqual({
      subject: 'kyc',
      approved: false,
      status: ReviewStatus.needsUpdate,
      reason: 'The photo is blurred',
    });
    const info = (await get<KycInfo>(t.app, 'getKYCInfo', { token: alice.token })).body.data;
    expect(info).toMatchObject({ status: 100, reviewReason: 'The photo is blurred' });
  });

  it('tells the owner of a toll-free number its registration was refused, with the reason', async () => {
    const owner = await accountWithNumber(t.app, { tollFree: true });
    const [tab] = await tabs(owner, 1);
    const response = await consoleCall(t.app, 'consoleReviewDecide', {
      token: await reviewerToken(t.app),
      body: {
        kind: 'tollFree',
        accountId: owner.id,
        number: owner.number,
        decision: 'refuse',
        reason: 'Sample messages are missing',
      },
    });
    expect(response.status).toBe(200);
    expect(await tab!.log.next(SocketEvent.reviewDecided)).toEqual({
      subject: 'tollFree',
      approved: false,
      status: 0,
      reason: 'Sample messages are missing',
      number: owner.number,
    });
    expect(await tab!.log.next(SocketEvent.numbersChanged)).toEqual({
      change: 'settingsChanged',
      number: owner.number,
      kind: 'phone',
    });
    const stored = await t.app.db
      .selectFrom('phone_numbers')
      .select(['messaging_enabled', 'toll_free_review_reason'])
      .where('full_number', '=', owner.number)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ messaging_enabled: 0, toll_free_review_reason: 'Sample messages are missing' });
  });
});

describe('numbersChanged', () => {
  it('follows a renewal with the charge, and grace when the balance is short', async () => {
    const due = Date.now() - 60_000;
    const payer = await accountWithNumber(t.app, { balance: 1_000_000 });
    const broke = await accountWithNumber(t.app, { balance: 0 });
    await dueSubscription(t.app, payer, due, '1101');
    await dueSubscription(t.app, broke, due, '1101');
    const [payerTab] = await tabs(payer, 1);
    const [brokeTab] = await tabs(broke, 1);

    await runRenewals({ db: t.app.db, ledger: t.app.ledger });
    expect(await payerTab!.log.next(SocketEvent.balanceChanged)).toEqual({
      balance: 1_000_000 - planById('1101')!.planRent,
    });
    expect(await payerTab!.log.next(SocketEvent.numbersChanged)).toEqual({
      change: 'renewed',
      number: payer.number,
      kind: 'phone',
    });
    expect(await brokeTab!.log.next(SocketEvent.numbersChanged)).toEqual({
      change: 'grace',
      number: broke.number,
      kind: 'phone',
    });
  });

  it('follows a release and a voicemail setting, on the account’s sockets only', async () => {
    const owner = await accountWithNumber(t.app);
    const outsider = await accountWithNumber(t.app);
    const ownerTabs = await tabs(owner);
    const [outsiderTab] = await tabs(outsider, 1);
    const outsiderFrom = marks([outsiderTab!]);

    const voicemail = await post(
      t.app,
      'setVoicemail',
      { platform: owner.brand, voicemail: 1 },
      { token: owner.token },
    );
    expect(voicemail.status, JSON.stringify(voicemail.body)).toBe(200);
    for (const { log } of ownerTabs) {
      expect(await log.next(SocketEvent.numbersChanged)).toEqual({
        change: 'settingsChanged',
        number: owner.number,
        kind: 'phone',
      });
    }
    const released = await post(
      t.app,
      'unSubVirtualPhone',
      { platform: owner.brand, telCode: owner.telCode, phone: owner.phone },
      { token: owner.token },
    );
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    for (const { log } of ownerTabs) {
      expect(await log.next(SocketEvent.numbersChanged, (p) => p.change === 'released')).toEqual({
        change: 'released',
        number: owner.number,
        kind: 'phone',
      });
    }
    await expectNothingSince(outsider, [outsiderTab!], outsiderFrom);
  });
});

describe('contactsChanged', () => {
  const calls = contactCalls(() => t.app);

  it('follows a save and a delete on every socket of the account, never on another’s', async () => {
    const alice = await registerAccount(t.app);
    const outsider = await registerAccount(t.app);
    const aliceTabs = await tabs(alice);
    const [outsiderTab] = await tabs(outsider, 1);
    const outsiderFrom = marks([outsiderTab!]);

    const saved = await calls.create(alice);
    for (const { log } of aliceTabs) {
      expect(await log.next(SocketEvent.contactsChanged)).toEqual({ updateTime: saved.updateTime });
    }
    const removed = await calls.remove(alice, saved.id);
    expect(removed.body.data.deleted).toBe(1);
    for (const { log } of aliceTabs) {
      const deletion = await log.next(SocketEvent.contactsChanged, (p) => p.updateTime > saved.updateTime);
      expect(deletion.updateTime).toBeGreaterThan(saved.updateTime);
    }
    await expectNothingSince(outsider, [outsiderTab!], outsiderFrom);
  });

  it('is not sent when the save is refused and rolls back', async () => {
    const alice = await registerAccount(t.app);
    const [tab] = await tabs(alice, 1);
    const from = marks([tab!]);
    // An update of a contact that does not exist: the clock moved inside the transaction, then it rolled back.
    const missing = await calls.save(alice, contact(), randomUUID());
    expect(missing.body.retcode).toBe(Retcode.NOT_FOUND);
    await expectNothingSince(alice, [tab!], from);
  });
});
