import { type ChatListItem, type ChatMessage, monthKeyOf, Retcode } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../src/modules/rates/rates.service.ts';
import { get } from './helpers/api.ts';
import { debitsOf, rowsOf, smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// Sends emitted together on one socket arrive in one read and are stored as one batch (group
// commit); these tests check that a batch decides each send as if it had come alone.

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

describe('batched sends', () => {
  it('a balance that covers 25 of 40 sends sent at once lets exactly 25 through, each charged once', async () => {
    const alice = await accountWithNumber(t.app, { balance: 25 * US_SEGMENT });
    const socket = await connect(alice);
    const acks = await Promise.all(
      Array.from({ length: 40 }, (_, index) => sendMessage(socket, smsPayload(alice, OUTSIDE, `m${index}`))),
    );
    const statuses = acks.map((ack) => ack.status);
    expect(statuses.filter((status) => status === Retcode.OK)).toHaveLength(25);
    expect(statuses.filter((status) => status === Retcode.INSUFFICIENT_BALANCE)).toHaveLength(15);
    expect(await t.app.ledger.balance(alice.id)).toBe(0);
    expect(await debitsOf(t.app, alice.id)).toHaveLength(25);
    const stored = await rowsOf(t.app, alice.id);
    expect(new Set(stored.map((row) => row.sms_id))).toEqual(
      new Set(acks.filter((ack) => ack.status === Retcode.OK).map((ack) => ack.smsId)),
    );
  });

  it('a send refused in a batch fails alone, with the answer it gets when sent alone', async () => {
    const alice = await accountWithNumber(t.app, { balance: 100 * US_SEGMENT });
    const bob = await accountWithNumber(t.app, { balance: 100 * US_SEGMENT });
    const socket = await connect(alice);
    // From Bob's number on Alice's socket: refused whatever comes with it.
    const alone = await sendMessage(socket, {
      ...smsPayload(alice, OUTSIDE, 'alone'),
      fromNumber: bob.number,
    });
    expect(alone.status).not.toBe(Retcode.OK);

    const payloads = Array.from({ length: 9 }, (_, index) => smsPayload(alice, OUTSIDE, `good ${index}`));
    payloads.splice(4, 0, { ...smsPayload(alice, OUTSIDE, 'bad'), fromNumber: bob.number });
    const acks = await Promise.all(payloads.map((payload) => sendMessage(socket, payload)));
    expect(acks.map((ack) => ack.status)).toEqual(
      payloads.map((payload) => (payload.text === 'bad' ? alone.status : Retcode.OK)),
    );
    expect(acks[4]!.retmsg).toBe(alone.retmsg);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(9);
    expect(await rowsOf(t.app, bob.id)).toHaveLength(0);
    expect(await t.app.ledger.balance(alice.id)).toBe(91 * US_SEGMENT);
    expect(await t.app.ledger.balance(bob.id)).toBe(100 * US_SEGMENT);
  });

  it('one smsId sent five times at once is stored and charged once, and every ack is the same', async () => {
    const alice = await accountWithNumber(t.app, { balance: 10 * US_SEGMENT });
    const socket = await connect(alice);
    const payload = smsPayload(alice, OUTSIDE, 'only once');
    const acks = await Promise.all(Array.from({ length: 5 }, () => sendMessage(socket, payload)));
    expect(acks.map((ack) => ack.status)).toEqual(Array(5).fill(Retcode.OK));
    expect(new Set(acks.map((ack) => ack.date)).size).toBe(1);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(1);
    expect(await debitsOf(t.app, alice.id)).toHaveLength(1);
    expect(await t.app.ledger.balance(alice.id)).toBe(9 * US_SEGMENT);
  });

  it('sends of several accounts in one batch are each charged to their own balance', async () => {
    const senders = await Promise.all(
      Array.from({ length: 4 }, () => accountWithNumber(t.app, { balance: 3 * US_SEGMENT })),
    );
    const sockets = await Promise.all(senders.map((sender) => connect(sender)));
    const acks = await Promise.all(
      senders.flatMap((sender, index) =>
        Array.from({ length: 4 }, (_, n) =>
          sendMessage(sockets[index]!, smsPayload(sender, OUTSIDE, `s${n}`)),
        ),
      ),
    );
    expect(acks.filter((ack) => ack.status === Retcode.OK)).toHaveLength(12);
    for (const sender of senders) {
      expect(await t.app.ledger.balance(sender.id)).toBe(0);
      expect(await rowsOf(t.app, sender.id)).toHaveLength(3);
    }
  });

  it('texts stored in one batch keep the order they came in, sent and received', async () => {
    const alice = await accountWithNumber(t.app, { balance: 100 * US_SEGMENT });
    const socket = await connect(alice);
    const sent = Array.from({ length: 12 }, (_, index) => `out ${index}`);
    await Promise.all(sent.map((text) => sendMessage(socket, smsPayload(alice, OUTSIDE, text))));
    expect(await texts(alice)).toEqual([...sent].reverse());
    expect((await chatList(alice))[0]?.text).toBe('out 11');

    const received = Array.from({ length: 12 }, (_, index) => `in ${index}`);
    await Promise.all(
      received.map((text, index) =>
        t.app.services.messaging.delivery.receive({
          dedupeKey: `ordered-${alice.id}-${index}`,
          fromNumber: OUTSIDE,
          toNumber: alice.number,
          type: 'sms',
          text,
          mediaIds: [],
        }),
      ),
    );
    expect((await texts(alice)).slice(0, 12)).toEqual([...received].reverse());
    expect((await chatList(alice))[0]?.text).toBe('in 11');
  });
});

/** The conversation with OUTSIDE this month, newest first, as the history reads it. */
async function texts(account: NumberedAccount): Promise<string[]> {
  const dialog = await get<{ dialogList: ChatMessage[] }>(t.app, 'getDialogList', {
    token: account.token,
    query: { ownFullNumber: account.number, otherFullNumber: OUTSIDE, ym: monthKeyOf(Date.now()) },
  });
  expect(dialog.status).toBe(200);
  return dialog.body.data.dialogList.map((message) => message.text);
}

async function chatList(account: NumberedAccount): Promise<ChatListItem[]> {
  const list = await get<{ chatList: ChatListItem[] }>(t.app, 'getChatList', {
    token: account.token,
    query: { months: '1' },
  });
  expect(list.status).toBe(200);
  return list.body.data.chatList;
}
