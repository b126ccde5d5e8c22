import { randomUUID } from 'node:crypto';
import {
  type ChatListItem,
  type ChatMessage,
  monthKeyOf,
  type ReadStateChangedPayload,
  Retcode,
  SocketEvent,
  UNREAD_COUNT_LIMIT,
} from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageRow } from '../src/db/types.ts';
import { del, get, post } from './helpers/api.ts';
import { insertRow, messageRowOf, rowsOf, smsPayload, storeRows } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, nextMessage, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];

type ChatList = { chatList: ChatListItem[] };
type Dialog = { dialogList: ChatMessage[]; nextStartTime: number | null; firstDate: number | null };

const OUTSIDE = '12125550147';

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

/** A text from an outside number arriving through the carrier's inbound path. */
async function receive(to: NumberedAccount, from = OUTSIDE, text = 'hi'): Promise<MessageRow> {
  const row = await t.app.services.messaging.delivery.receive({
    dedupeKey: randomUUID(),
    fromNumber: from,
    toNumber: to.number,
    type: 'sms',
    text,
    mediaIds: [],
  });
  if (row === undefined || row === null) throw new Error('inbound message not stored');
  return row;
}

function markRead(account: NumberedAccount, otherFullNumber: string, readAt: number, own = account.number) {
  return post<{ readAt: number }>(
    t.app,
    'markChatRead',
    { ownFullNumber: own, otherFullNumber, readAt },
    { token: account.token },
  );
}

/** The unread count of each conversation in getChatList and getChatListByDate, by other number. */
async function unreadOf(
  account: NumberedAccount,
): Promise<{ list: Record<string, number>; since: Record<string, number> }> {
  const list = await get<ChatList>(t.app, 'getChatList', { token: account.token, query: { months: '4' } });
  const since = await get<ChatList>(t.app, 'getChatListByDate', {
    token: account.token,
    query: { since: '0' },
  });
  expect(list.status).toBe(200);
  expect(since.status).toBe(200);
  const byOther = (items: ChatListItem[]) =>
    Object.fromEntries(items.map((item) => [`${item.ownFullNumber}>${item.otherFullNumber}`, item.unread]));
  return { list: byOther(list.body.data.chatList), since: byOther(since.body.data.chatList) };
}

function storedMarker(accountId: string, own: string, other: string) {
  return t.app.db
    .selectFrom('read_markers')
    .select('read_at')
    .where('account_id', '=', accountId)
    .where('own_full', '=', own)
    .where('other_full', '=', other)
    .executeTakeFirst();
}

/** Collects every readStateChanged a socket gets from now on. */
function collectReadState(socket: Socket): ReadStateChangedPayload[] {
  const received: ReadStateChangedPayload[] = [];
  socket.on(SocketEvent.readStateChanged, (payload: ReadStateChangedPayload) => received.push(payload));
  return received;
}

/** Resolves with the next readStateChanged matching `match` (rejects after 5 s). */
function nextReadState(
  socket: Socket,
  match: (payload: ReadStateChangedPayload) => boolean,
): Promise<ReadStateChangedPayload> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no readStateChanged within 5 s')), 5000);
    const listener = (payload: ReadStateChangedPayload) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(SocketEvent.readStateChanged, listener);
      resolve(payload);
    };
    socket.on(SocketEvent.readStateChanged, listener);
  });
}

describe('unread counts', () => {
  it('counts every incoming message of a conversation never read, in both chat lists', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app, { balance: 1_000_000 });
    // Received while Alice had no page open: three from an outside number, two from Bob.
    for (const text of ['one', 'two', 'three']) await receive(alice, OUTSIDE, text);
    const bobSocket = await connect(bob);
    for (const text of ['b1', 'b2']) {
      expect((await sendMessage(bobSocket, smsPayload(bob, alice.number, text))).status).toBe(Retcode.OK);
    }
    // Alice's copies are stored when the carrier hands them over, just after Bob's acks.
    await vi.waitFor(async () => expect(await rowsOf(t.app, alice.id)).toHaveLength(5));
    // Neither an outgoing nor a deleted incoming message counts.
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: Date.now(), direction: 'out', text: 'mine' });
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: Date.now(), deleted_at: Date.now() });

    const counts = await unreadOf(alice);
    const expected = { [`${alice.number}>${OUTSIDE}`]: 3, [`${alice.number}>${bob.number}`]: 2 };
    expect(counts.list).toEqual(expected);
    expect(counts.since).toEqual(expected);
    // Bob sent them: his side of the conversation has nothing unread.
    expect((await unreadOf(bob)).list).toEqual({ [`${bob.number}>${alice.number}`]: 0 });
  });

  it('is 0 after markChatRead up to the newest message, and counts what arrives later', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(alice);
    const newest = await receive(alice);
    const marked = await markRead(alice, OUTSIDE, Number(newest.date));
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ retcode: Retcode.OK, data: { readAt: Number(newest.date) } });
    const key = `${alice.number}>${OUTSIDE}`;
    expect(await unreadOf(alice)).toEqual({ list: { [key]: 0 }, since: { [key]: 0 } });

    await insertRow(t.app, alice, { other_full: OUTSIDE, date: Number(newest.date) + 1 });
    expect(await unreadOf(alice)).toEqual({ list: { [key]: 1 }, since: { [key]: 1 } });
  });

  it('stops counting at UNREAD_COUNT_LIMIT', async () => {
    const alice = await accountWithNumber(t.app);
    const start = Date.now() - 86_400_000;
    const rows = Array.from({ length: UNREAD_COUNT_LIMIT + 7 }, (_, i) => i);
    for (let chunk = 0; chunk < rows.length; chunk += 200) {
      await storeRows(
        t.app,
        rows.slice(chunk, chunk + 200).map((i) => messageRow(alice, OUTSIDE, start + i)),
      );
    }
    const key = `${alice.number}>${OUTSIDE}`;
    const counts = await unreadOf(alice);
    expect(counts.list[key]).toBe(UNREAD_COUNT_LIMIT);
    expect(counts.since[key]).toBe(UNREAD_COUNT_LIMIT);
    // Read up to the tenth from the end: ten left.
    await markRead(alice, OUTSIDE, start + UNREAD_COUNT_LIMIT - 4);
    expect((await unreadOf(alice)).list[key]).toBe(10);
  });
});

describe('markChatRead', () => {
  it('only moves the marker forward, and a time in the future counts as now', async () => {
    const alice = await accountWithNumber(t.app);
    const first = await receive(alice);
    const key = `${alice.number}>${OUTSIDE}`;
    const at = Number(first.date);

    expect((await markRead(alice, OUTSIDE, at)).body.data.readAt).toBe(at);
    expect((await markRead(alice, OUTSIDE, at - 60_000)).body.data.readAt).toBe(at);
    expect((await markRead(alice, OUTSIDE, 0)).body.data.readAt).toBe(at);
    expect(Number((await storedMarker(alice.id, alice.number, OUTSIDE))?.read_at)).toBe(at);

    const before = Date.now();
    const future = await markRead(alice, OUTSIDE, before + 10 * 86_400_000);
    const after = Date.now();
    expect(future.body.data.readAt).toBeGreaterThanOrEqual(before);
    expect(future.body.data.readAt).toBeLessThanOrEqual(after);
    // A message arriving after the call is unread: the marker did not jump ahead of it.
    const clamped = future.body.data.readAt;
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: clamped + 1 });
    expect((await unreadOf(alice)).list[key]).toBe(1);
    expect(Number((await storedMarker(alice.id, alice.number, OUTSIDE))?.read_at)).toBe(clamped);
  });

  it('needs a session and a valid body', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(alice);
    const anonymous = await post(t.app, 'markChatRead', {
      ownFullNumber: alice.number,
      otherFullNumber: OUTSIDE,
      readAt: 1,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.retcode).toBe(Retcode.NOT_LOGGED_IN);
    for (const body of [
      { ownFullNumber: alice.number, otherFullNumber: OUTSIDE, readAt: -1 },
      { ownFullNumber: alice.number, otherFullNumber: OUTSIDE },
      { ownFullNumber: 'abc', otherFullNumber: OUTSIDE, readAt: 1 },
    ]) {
      const bad = await post(t.app, 'markChatRead', body, { token: alice.token });
      expect(bad.status).toBe(400);
      expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    }
    expect(await storedMarker(alice.id, alice.number, OUTSIDE)).toBeUndefined();
  });

  it('pushes readStateChanged to every socket of the account and never to another account', async () => {
    const alice = await accountWithNumber(t.app);
    const eve = await accountWithNumber(t.app);
    const message = await receive(alice);
    await receive(eve);
    const aliceTab = await connect(alice);
    const aliceOtherTab = await connect(alice);
    const eveSocket = await connect(eve);
    const eveHeard = collectReadState(eveSocket);

    const expected = { ownFullNumber: alice.number, otherFullNumber: OUTSIDE, readAt: Number(message.date) };
    const heard = Promise.all([
      nextReadState(aliceTab, () => true),
      nextReadState(aliceOtherTab, () => true),
    ]);
    expect((await markRead(alice, OUTSIDE, Number(message.date))).status).toBe(200);
    expect(await heard).toEqual([expected, expected]);

    // Eve's own mark reaches her after Alice's would have: all she heard is her own.
    const eveOwn = nextReadState(eveSocket, (payload) => payload.ownFullNumber === eve.number);
    await markRead(eve, OUTSIDE, Date.now());
    await eveOwn;
    expect(eveHeard.map((payload) => payload.ownFullNumber)).toEqual([eve.number]);
  });

  it('pushes nothing when the marker did not move', async () => {
    const alice = await accountWithNumber(t.app);
    const message = await insertRow(t.app, alice, { other_full: OUTSIDE, date: Date.now() - 5000 });
    const date = Number(message.date);
    await markRead(alice, OUTSIDE, date - 2000);
    const socket = await connect(alice);
    // The push of the move made before the socket joined may still be on its way through the cluster
    // bus; a move heard after joining comes after it, so the socket listens from there.
    const joined = nextReadState(socket, (payload) => payload.readAt === date);
    await markRead(alice, OUTSIDE, date);
    await joined;
    const heard = collectReadState(socket);
    await markRead(alice, OUTSIDE, date - 1);
    // A move afterwards is the first thing the socket hears.
    const moved = nextReadState(socket, () => true);
    await markRead(alice, OUTSIDE, Date.now());
    await moved;
    expect(heard).toHaveLength(1);
    expect(heard[0]!.readAt).toBeGreaterThan(Number(message.date) - 1);
  });
});

describe('isolation', () => {
  it('answers that the list changed when the whole conversation was hidden on another device', async () => {
    const alice = await accountWithNumber(t.app);
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: Date.now() - 3000 });
    expect((await markRead(alice, OUTSIDE, Date.now())).status).toBe(200);
    await del(t.app, 'delSms', { token: alice.token, query: { from: alice.number, to: OUTSIDE } });
    const late = await markRead(alice, OUTSIDE, Date.now());
    expect(late.status).toBe(404);
    expect(late.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(late.body.retmsg).toBe('The list changed. Reload the page.');
  });

  it('lets no account mark or see another account’s markers, even for a conversation of the same numbers', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const first = await insertRow(t.app, alice, { other_full: OUTSIDE, date: Date.now() - 3000 });
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: Date.now() - 2000 });
    const aliceKey = `${alice.number}>${OUTSIDE}`;

    // Bob names Alice's conversation: refused, and nothing is stored for anyone.
    const foreign = await markRead(bob, OUTSIDE, Date.now(), alice.number);
    expect(foreign.status).toBe(404);
    expect(foreign.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(await storedMarker(alice.id, alice.number, OUTSIDE)).toBeUndefined();
    expect(await storedMarker(bob.id, alice.number, OUTSIDE)).toBeUndefined();
    expect((await unreadOf(alice)).list).toEqual({ [aliceKey]: 2 });

    // Bob has rows of his own under the same two numbers (he held Alice's number once).
    const asFormerOwner = { ...bob, number: alice.number, phone: alice.phone };
    await insertRow(t.app, asFormerOwner, { other_full: OUTSIDE, date: Date.now() - 5000 });
    expect((await unreadOf(bob)).list).toEqual({ [aliceKey]: 1 });
    await markRead(alice, OUTSIDE, Number(first.date));
    // Alice's marker does not read Bob's copy, and Bob's does not read Alice's.
    expect((await unreadOf(bob)).list).toEqual({ [aliceKey]: 1 });
    expect((await markRead(bob, OUTSIDE, Date.now(), alice.number)).status).toBe(200);
    expect((await unreadOf(bob)).list).toEqual({ [aliceKey]: 0 });
    expect((await unreadOf(alice)).list).toEqual({ [aliceKey]: 1 });
    expect(Number((await storedMarker(alice.id, alice.number, OUTSIDE))?.read_at)).toBe(Number(first.date));
  });
});

describe('sending', () => {
  it('marks the conversation read up to the sent message and tells the account’s other sockets', async () => {
    const alice = await accountWithNumber(t.app, { balance: 1_000_000 });
    await receive(alice);
    await receive(alice);
    const key = `${alice.number}>${OUTSIDE}`;
    expect((await unreadOf(alice)).list[key]).toBe(2);

    const tab = await connect(alice);
    const otherTab = await connect(alice);
    const told = nextReadState(otherTab, () => true);
    const echoed = nextMessage(otherTab);
    const ack = await sendMessage(tab, smsPayload(alice, OUTSIDE, 'my reply'));
    expect(ack.status).toBe(Retcode.OK);
    await echoed;
    expect(await told).toEqual({ ownFullNumber: alice.number, otherFullNumber: OUTSIDE, readAt: ack.date });
    expect(await unreadOf(alice)).toEqual({ list: { [key]: 0 }, since: { [key]: 0 } });
    expect(Number((await storedMarker(alice.id, alice.number, OUTSIDE))?.read_at)).toBe(ack.date);
  });

  it('replies to several conversations sent at once each read their own conversation', async () => {
    const alice = await accountWithNumber(t.app, { balance: 1_000_000 });
    const others = ['12125550171', '12125550172', '12125550173'];
    for (const other of others) {
      await receive(alice, other);
      await receive(alice, other);
    }
    await receive(alice, OUTSIDE);
    const tab = await connect(alice);
    const otherTab = await connect(alice);
    const heard = collectReadState(otherTab);
    // Emitted together, so they are stored in one batch.
    const acks = await Promise.all(
      others.map((other) => sendMessage(tab, smsPayload(alice, other, `reply to ${other}`))),
    );
    expect(acks.map((ack) => ack.status)).toEqual([Retcode.OK, Retcode.OK, Retcode.OK]);
    const keyOf = (other: string) => `${alice.number}>${other}`;
    const expected = Object.fromEntries([...others.map((other) => [keyOf(other), 0]), [keyOf(OUTSIDE), 1]]);
    expect(await unreadOf(alice)).toEqual({ list: expected, since: expected });
    for (const [index, other] of others.entries())
      expect(Number((await storedMarker(alice.id, alice.number, other))?.read_at)).toBe(acks[index]!.date);
    await vi.waitFor(() => expect(heard).toHaveLength(3));
    expect(new Map(heard.map((payload) => [payload.otherFullNumber, payload.readAt]))).toEqual(
      new Map(others.map((other, index) => [other, acks[index]!.date])),
    );
  });

  it('never moves a marker back when a message is sent', async () => {
    const alice = await accountWithNumber(t.app, { balance: 1_000_000 });
    await receive(alice);
    // A marker ahead of the send (stored directly: markChatRead clamps to now).
    const ahead = Date.now() + 3_600_000;
    await t.app.db
      .insertInto('read_markers')
      .values({
        account_id: alice.id,
        own_full: alice.number,
        other_full: OUTSIDE,
        read_at: ahead,
        updated_at: 0,
      })
      .execute();
    const barrier = '12125550148';
    await receive(alice, barrier);
    const tab = await connect(alice);
    const otherTab = await connect(alice);
    const heard = collectReadState(otherTab);
    const ack = await sendMessage(tab, smsPayload(alice, OUTSIDE, 'reply'));
    expect(ack.status).toBe(Retcode.OK);
    expect(Number((await storedMarker(alice.id, alice.number, OUTSIDE))?.read_at)).toBe(ahead);
    // Events reach a socket in order: once the barrier's push arrived, a push of the send would have.
    const barrierHeard = nextReadState(otherTab, (payload) => payload.otherFullNumber === barrier);
    await markRead(alice, barrier, Date.now());
    await barrierHeard;
    expect(heard.map((payload) => payload.otherFullNumber)).toEqual([barrier]);
  });
});

describe('getDialogList firstDate', () => {
  function dialog(account: NumberedAccount, ym: string) {
    return get<Dialog>(t.app, 'getDialogList', {
      token: account.token,
      query: { ownFullNumber: account.number, otherFullNumber: OUTSIDE, ym },
    });
  }

  it('answers the first visible message’s time across months, after deletes, and null when none', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const now = Date.now();
    const oldest = Date.UTC(2023, 0, 15, 12);
    const older = Date.UTC(2023, 5, 3, 8);
    const first = await insertRow(t.app, alice, { other_full: OUTSIDE, date: oldest, text: 'first' });
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: older, text: 'second' });
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: now, text: 'latest' });
    // Another conversation and another account's rows never count.
    await insertRow(t.app, alice, { other_full: '12125550999', date: Date.UTC(2020, 0, 1) });

    const current = await dialog(alice, monthKeyOf(now));
    expect(current.body.data.dialogList.map((m) => m.text)).toEqual(['latest']);
    expect(current.body.data.firstDate).toBe(oldest);
    // The client pages back until the month holding firstDate: it is there.
    const firstMonth = await dialog(alice, monthKeyOf(oldest));
    expect(firstMonth.body.data.dialogList.map((m) => m.date)).toEqual([oldest]);
    expect(firstMonth.body.data.firstDate).toBe(oldest);

    const sms = JSON.stringify([{ smsId: first.sms_id, date: oldest }]);
    expect((await del(t.app, 'delSms', { token: alice.token, query: { sms } })).status).toBe(200);
    expect((await dialog(alice, monthKeyOf(now))).body.data.firstDate).toBe(older);

    expect((await dialog(bob, monthKeyOf(now))).body.data.firstDate).toBeNull();
    const peek = await get<Dialog>(t.app, 'getDialogList', {
      token: bob.token,
      query: { ownFullNumber: alice.number, otherFullNumber: OUTSIDE, ym: monthKeyOf(now) },
    });
    expect(peek.body.data).toEqual({ dialogList: [], nextStartTime: null, firstDate: null });

    await del(t.app, 'delSms', { token: alice.token, query: { from: alice.number, to: OUTSIDE } });
    expect((await dialog(alice, monthKeyOf(now))).body.data.firstDate).toBeNull();
  });
});

/** A message row of the account from `other` at `date`, for bulk inserts. */
function messageRow(account: NumberedAccount, other: string, date: number): MessageRow {
  return messageRowOf(account, { other_full: other, date, text: 'bulk' });
}
