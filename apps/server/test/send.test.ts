import { MessageStatus, Retcode, retcodeInfo } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { messageReference } from '../src/modules/messaging/send.service.ts';
import { DEFAULT_RATES } from '../src/modules/rates/rates.service.ts';
import { debitsOf, insertRow, rowsOf, smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { collectMessages, connectSocket, nextMessage, sendMessage, settle } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];
const US_SEGMENT = DEFAULT_RATES.find((rate) => rate.rateKey === 'US')!.smsSegment;
const OUTSIDE = '14155550123';

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

describe('billing per segment', () => {
  const cases: [string, string, number][] = [
    ['GSM-7 160 characters', 'a'.repeat(160), 1],
    ['GSM-7 161 characters', 'a'.repeat(161), 2],
    ['GSM-7 with extension characters (80 × €)', '€'.repeat(80), 1],
    ['GSM-7 with extension characters (159 + {)', `${'a'.repeat(159)}{`, 2],
    ['Chinese 70 characters', '中'.repeat(70), 1],
    ['Chinese 71 characters', '中'.repeat(71), 2],
  ];
  for (const [name, text, segments] of cases) {
    it(`${name}: ${segments} segment(s), charged exactly`, async () => {
      const alice = await accountWithNumber(t.app, { balance: 10_000 });
      const socket = await connect(alice);
      const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, text));
      expect(ack.status).toBe(Retcode.OK);
      expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - segments * US_SEGMENT);
      const [row] = await rowsOf(t.app, alice.id);
      expect(row).toMatchObject({ segments, charge: segments * US_SEGMENT, direction: 'out' });
      expect(await t.app.ledger.ledgerTotal(alice.id)).toBe(await t.app.ledger.balance(alice.id));
    });
  }
});

describe('idempotent resend', () => {
  it('a resend with the same smsId returns the original ack and stores and charges nothing more', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const payload = smsPayload(alice, bob.number, 'once only');
    const first = await sendMessage(socket, payload);
    await settle(100);
    const second = await sendMessage(socket, { ...payload, text: 'changed text' });
    expect(first).toMatchObject({ status: 0, retmsg: '', smsId: payload.smsId, media: '' });
    expect(second).toEqual(first);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(1);
    expect(await rowsOf(t.app, bob.id)).toHaveLength(1);
    expect(await debitsOf(t.app, alice.id)).toEqual([
      { amount: -US_SEGMENT, reference: messageReference(alice.id, payload.smsId) },
    ]);
  });

  it('concurrent duplicates from several sockets make one message per side and one debit', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const sockets = await Promise.all([connect(alice), connect(alice), connect(alice)]);
    const payload = smsPayload(alice, bob.number, 'raced');
    const acks = await Promise.all(
      sockets.flatMap((socket) => [0, 1, 2].map(() => sendMessage(socket, payload))),
    );
    for (const ack of acks) expect(ack).toEqual(acks[0]);
    expect(acks[0]!.status).toBe(Retcode.OK);
    await settle(300);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(1);
    expect(await rowsOf(t.app, bob.id)).toHaveLength(1);
    expect(await debitsOf(t.app, alice.id)).toHaveLength(1);
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_SEGMENT);
  });

  it('concurrent duplicates racing past the first lookup: exactly one is fresh, all answer the same row', async () => {
    const alice = await accountWithNumber(t.app);
    const payload = smsPayload(alice, OUTSIDE, 'raced in the service');
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => t.app.services.messaging.send.send(alice.id, payload)),
    );
    expect(outcomes.filter((outcome) => outcome.fresh)).toHaveLength(1);
    for (const outcome of outcomes) expect(outcome.row.id).toBe(outcomes[0]!.row.id);
    expect(await debitsOf(t.app, alice.id)).toHaveLength(1);
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_SEGMENT);
  });

  it('an smsId already used for another conversation is refused, nothing stored', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const payload = smsPayload(alice, OUTSIDE, 'first');
    await sendMessage(socket, payload);
    const clash = await sendMessage(socket, { ...payload, toNumber: '14155550199' });
    expect(clash.status).toBe(Retcode.INVALID_PARAMETER);
    expect(clash.retmsg).toBe('This message clashes with another one. Reload the page and try again.');
    expect(await rowsOf(t.app, alice.id)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('balance 0 answers INSUFFICIENT_BALANCE and stores nothing', async () => {
    const alice = await accountWithNumber(t.app, { balance: 0 });
    const socket = await connect(alice);
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, 'hi', { languagecode: 'zh_cn' }));
    expect(ack.status).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect(ack.retmsg).toBe(retcodeInfo(Retcode.INSUFFICIENT_BALANCE)!.message['zh-CN']);
    expect(ack.date).toBe(0);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(0);
  });

  it('a balance below the price answers INSUFFICIENT_BALANCE', async () => {
    const alice = await accountWithNumber(t.app, { balance: US_SEGMENT });
    const socket = await connect(alice);
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'a'.repeat(161)))).status).toBe(
      Retcode.INSUFFICIENT_BALANCE,
    );
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'short'))).status).toBe(Retcode.OK);
    expect(await t.app.ledger.balance(alice.id)).toBe(0);
  });

  it('an unregistered toll-free number answers TOLL_FREE_NOT_REGISTERED; once registered it sends', async () => {
    const alice = await accountWithNumber(t.app, { tollFree: true });
    const socket = await connect(alice);
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, 'hi'));
    expect(ack.status).toBe(Retcode.TOLL_FREE_NOT_REGISTERED);
    expect(ack.retmsg).toBe(retcodeInfo(Retcode.TOLL_FREE_NOT_REGISTERED)!.message.en);
    await t.app.services.numbers.setMessagingEnabled(alice.number, true);
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'hi'))).status).toBe(Retcode.OK);
  });

  it('a fromNumber that is not the account’s answers CANNOT_SEND_TO_NUMBER', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, 'hi', { fromNumber: bob.number }));
    expect(ack.status).toBe(Retcode.CANNOT_SEND_TO_NUMBER);
    expect(ack.retmsg).toBe('Send from one of your own numbers.');
    expect(await rowsOf(t.app, bob.id)).toHaveLength(0);
  });

  it('a number texts only its own calling code; +1 numbers need 10 digits after the 1', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    expect((await sendMessage(socket, smsPayload(alice, '447700900999', 'hi'))).status).toBe(
      Retcode.CANNOT_SEND_TO_NUMBER,
    );
    expect((await sendMessage(socket, smsPayload(alice, '1415555', 'hi'))).retmsg).toBe(
      'Enter the 10 digits after +1.',
    );
    expect((await sendMessage(socket, smsPayload(alice, '   ', 'hi'))).status).toBe(
      Retcode.INVALID_PARAMETER,
    );
  });

  it('empty text is refused', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, '  \n '));
    expect(ack).toMatchObject({ status: Retcode.INVALID_PARAMETER, retmsg: 'Write a message first.' });
  });

  it('a platform other than the session’s brand is refused', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, 'hi', { platform: 'jiema' }));
    expect(ack.status).toBe(Retcode.INVALID_PARAMETER);
    expect(ack.retmsg).toBe('This page belongs to another service. Reload the page and sign in again.');
  });
});

describe('delivery', () => {
  it('alice to bob: stored for both, bob’s every socket and alice’s other socket get it at once', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app, { brand: 'wephone' });
    const [aliceSending, aliceOther] = [await connect(alice), await connect(alice)];
    const [bobFirst, bobSecond] = [await connect(bob), await connect(bob)];
    const sendingGot = collectMessages(aliceSending);
    const inbound = [bobFirst, bobSecond].map((socket) => nextMessage(socket));
    const echo = nextMessage(aliceOther);
    const payload = smsPayload(alice, bob.number, 'hello bob 👋');

    const ack = await sendMessage(aliceSending, payload);
    expect(ack.status).toBe(0);
    for (const message of await Promise.all(inbound)) {
      expect(message).toMatchObject({
        direction: 'in',
        fromNumber: alice.number,
        toNumber: bob.number,
        fromPhone: alice.phone,
        fromTelCode: '1',
        toPhone: bob.phone,
        toTelCode: '1',
        msgType: 'sms',
        text: 'hello bob 👋',
        media: '',
        status: MessageStatus.sent,
        retmsg: '',
      });
    }
    expect(await echo).toMatchObject({
      direction: 'out',
      fromNumber: alice.number,
      toNumber: bob.number,
      smsId: payload.smsId,
      time: ack.date,
      text: 'hello bob 👋',
    });
    await settle();
    expect(sendingGot).toEqual([]);
    const [bobRow] = await rowsOf(t.app, bob.id);
    expect(bobRow).toMatchObject({
      direction: 'in',
      own_full: bob.number,
      other_full: alice.number,
      charge: 0,
    });
    expect(await t.app.ledger.balance(bob.id)).toBe(10_000);
    const [aliceRow] = await rowsOf(t.app, alice.id);
    expect(aliceRow).toMatchObject({ carrier_status: 'delivered', date: ack.date });
  });

  it('an outside number is accepted, stored, charged and marked delivered', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, 'to the world'));
    expect(ack.status).toBe(0);
    await settle();
    const [row] = await rowsOf(t.app, alice.id);
    expect(row).toMatchObject({
      other_full: OUTSIDE,
      other_tel_code: '1',
      other_number: '4155550123',
      carrier_status: 'delivered',
    });
    expect(row!.carrier_id).toMatch(/^ext-/);
  });

  it('a message left pending (node stopped before the hand-over) is delivered once by the retry job', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const bobSocket = await connect(bob);
    const arrival = nextMessage(bobSocket);
    await insertRow(t.app, alice, {
      other_full: bob.number,
      direction: 'out',
      text: 'left behind',
      carrier_status: 'pending',
      date: Date.now() - 20_000,
    });
    const { delivery } = t.app.services.messaging;
    expect(await delivery.retryPending()).toBeGreaterThanOrEqual(1);
    expect(await arrival).toMatchObject({ direction: 'in', text: 'left behind', fromNumber: alice.number });
    await delivery.retryPending();
    expect(await rowsOf(t.app, bob.id)).toHaveLength(1);
    expect((await rowsOf(t.app, alice.id))[0]).toMatchObject({ carrier_status: 'delivered' });
  });
});
