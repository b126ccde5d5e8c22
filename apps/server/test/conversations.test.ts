import { randomUUID } from 'node:crypto';
import { type ChatListItem, type ChatMessage, monthKeyOf, UNREAD_COUNT_LIMIT } from '@switchboard/protocol';
import type { Kysely } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { fillConversations } from '../src/db/migrations/0021_conversations.ts';
import type { MessageRow } from '../src/db/types.ts';
import { del, get, post } from './helpers/api.ts';
import { insertRow, messageRowOf, rowsOf, smsPayload, storeRows } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The conversations table against its definition: after every kind of change, what the chat list
// reads equals what a rebuild from the messages themselves (the migration's fill) writes.

const OUTSIDE = '12125550171';
const t = useTestApp({ listen: true });
const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

async function receive(to: NumberedAccount, from = OUTSIDE, text = 'hi'): Promise<MessageRow> {
  const row = await t.app.services.messaging.delivery.receive({
    dedupeKey: randomUUID(),
    fromNumber: from,
    toNumber: to.number,
    type: 'sms',
    text,
    mediaIds: [],
  });
  if (row === undefined) throw new Error('inbound message not stored');
  return row;
}

function markRead(account: NumberedAccount, other: string, readAt: number) {
  return post(
    t.app,
    'markChatRead',
    { ownFullNumber: account.number, otherFullNumber: other, readAt },
    { token: account.token },
  );
}

function hide(account: NumberedAccount, rows: readonly MessageRow[]) {
  const sms = JSON.stringify(rows.map((row) => ({ smsId: row.sms_id, date: Number(row.date) })));
  return del<{ deleted: number }>(t.app, 'delSms', { token: account.token, query: { sms } });
}

/** The chat list as the account reads it: other number, latest text and smsId, unread. */
async function chatList(account: NumberedAccount) {
  const list = await get<{ chatList: ChatListItem[] }>(t.app, 'getChatList', {
    token: account.token,
    query: { months: '12' },
  });
  expect(list.status).toBe(200);
  return list.body.data.chatList.map((item) => ({
    other: item.otherFullNumber,
    text: item.text,
    smsId: item.smsId,
    unread: item.unread,
  }));
}

async function conversationsOf(accounts: readonly NumberedAccount[]) {
  const rows = await t.app.db
    .selectFrom('conversations')
    .selectAll()
    .where(
      'account_id',
      'in',
      accounts.map((account) => account.id),
    )
    .execute();
  return rows
    .map((row) => ({ ...row, last_date: Number(row.last_date), unread: Number(row.unread) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** The accounts' rows equal a rebuild from the messages (which stays in place: for the rest, the same). */
async function expectSameAsRebuilt(...accounts: NumberedAccount[]): Promise<void> {
  const kept = await conversationsOf(accounts);
  expect(kept.length).toBeGreaterThan(0);
  await t.app.db.deleteFrom('conversations').execute();
  await fillConversations(t.app.db as unknown as Kysely<unknown>);
  expect(kept).toEqual(await conversationsOf(accounts));
}

describe('conversations table', () => {
  it('follows incoming messages and a reply, which reads the conversation', async () => {
    const alice = await accountWithNumber(t.app, { balance: 1_000_000 });
    await receive(alice, OUTSIDE, 'first');
    await receive(alice, OUTSIDE, 'second');
    expect(await chatList(alice)).toMatchObject([{ other: OUTSIDE, text: 'second', unread: 2 }]);

    const ack = await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'my reply'));
    expect(ack.status).toBe(0);
    expect(await chatList(alice)).toMatchObject([{ other: OUTSIDE, text: 'my reply', unread: 0 }]);
    await receive(alice, OUTSIDE, 'third');
    expect(await chatList(alice)).toMatchObject([{ other: OUTSIDE, text: 'third', unread: 1 }]);
    await expectSameAsRebuilt(alice);
  });

  it('recounts when the read marker moves; a message at or before the marker is read', async () => {
    const alice = await accountWithNumber(t.app);
    const at = Date.now() - 60_000;
    for (const [offset, text] of [
      [0, 'a'],
      [1000, 'b'],
      [2000, 'c'],
    ] as const)
      await insertRow(t.app, alice, { other_full: OUTSIDE, date: at + offset, text });
    expect((await chatList(alice))[0]).toMatchObject({ text: 'c', unread: 3 });
    expect((await markRead(alice, OUTSIDE, at + 1000)).status).toBe(200);
    expect((await chatList(alice))[0]).toMatchObject({ text: 'c', unread: 1 });

    await insertRow(t.app, alice, { other_full: OUTSIDE, date: at + 1000, text: 'on the marker' });
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: at + 500, text: 'late arrival' });
    expect((await chatList(alice))[0]).toMatchObject({ text: 'c', unread: 1 });
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: at + 3000, text: 'd' });
    expect((await chatList(alice))[0]).toMatchObject({ text: 'd', unread: 2 });
    await expectSameAsRebuilt(alice);
  });

  it('brings back the message before a hidden latest one and stops counting hidden unread ones', async () => {
    const alice = await accountWithNumber(t.app);
    const at = Date.now() - 60_000;
    const rows: MessageRow[] = [];
    for (const [offset, text] of [
      [0, 'a'],
      [1000, 'b'],
      [2000, 'c'],
    ] as const)
      rows.push(await insertRow(t.app, alice, { other_full: OUTSIDE, date: at + offset, text }));
    const mine = await insertRow(t.app, alice, {
      other_full: OUTSIDE,
      date: at + 3000,
      direction: 'out',
      text: 'mine',
    });
    expect((await chatList(alice))[0]).toMatchObject({ text: 'mine', unread: 3 });

    expect((await hide(alice, [mine])).body.data.deleted).toBe(1);
    expect((await chatList(alice))[0]).toMatchObject({ text: 'c', unread: 3 });
    expect((await hide(alice, [rows[2]!])).body.data.deleted).toBe(1);
    expect((await chatList(alice))[0]).toMatchObject({ text: 'b', unread: 2 });
    // An older one hidden: the latest stays, the count drops.
    expect((await hide(alice, [rows[0]!])).body.data.deleted).toBe(1);
    expect((await chatList(alice))[0]).toMatchObject({ text: 'b', unread: 1 });
    // A read one hidden does not change the count.
    await markRead(alice, OUTSIDE, at + 1000);
    await insertRow(t.app, alice, { other_full: OUTSIDE, date: at + 4000, text: 'e' });
    expect((await hide(alice, [rows[1]!])).body.data.deleted).toBe(1);
    expect((await chatList(alice))[0]).toMatchObject({ text: 'e', unread: 1 });
    await expectSameAsRebuilt(alice);
  });

  it('drops a conversation hidden whole; a later message starts it again', async () => {
    const alice = await accountWithNumber(t.app);
    const other = '12125550172';
    await receive(alice, other, 'one');
    await receive(alice, other, 'two');
    await receive(alice, OUTSIDE, 'elsewhere');
    const whole = await del<{ deleted: number }>(t.app, 'delSms', {
      token: alice.token,
      query: { from: alice.number, to: other },
    });
    expect(whole.body.data.deleted).toBe(2);
    expect(await chatList(alice)).toMatchObject([{ other: OUTSIDE, text: 'elsewhere' }]);
    await receive(alice, other, 'three');
    expect((await chatList(alice))[0]).toMatchObject({ other, text: 'three', unread: 1 });
    await expectSameAsRebuilt(alice);
  });

  it('counts up to the cap, and stays exact when messages are hidden at the cap', async () => {
    const alice = await accountWithNumber(t.app);
    const start = Date.now() - 86_400_000;
    const rows = Array.from({ length: UNREAD_COUNT_LIMIT + 2 }, (_, i) =>
      messageRowOf(alice, { other_full: OUTSIDE, date: start + i, text: `bulk ${i}` }),
    );
    await storeRows(t.app, rows);
    expect((await chatList(alice))[0]!.unread).toBe(UNREAD_COUNT_LIMIT);
    await hide(alice, rows.slice(0, 2));
    expect((await chatList(alice))[0]!.unread).toBe(UNREAD_COUNT_LIMIT);
    await hide(alice, rows.slice(2, 5));
    expect((await chatList(alice))[0]!.unread).toBe(UNREAD_COUNT_LIMIT - 3);
    await expectSameAsRebuilt(alice);
  });

  it('records a batch of many conversations and accounts at once, ties in one millisecond as the history orders them', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const at = Date.now() - 10_000;
    const rows: MessageRow[] = [];
    for (const account of [alice, bob]) {
      for (let c = 0; c < 4; c++) {
        const other_full = `1212555020${c}`;
        const latest = at + c * 10 + 5;
        rows.push(messageRowOf(account, { other_full, date: at + c * 10 }));
        // The newest millisecond of each conversation holds two or three messages, outgoing or not.
        rows.push(messageRowOf(account, { other_full, date: latest, direction: c % 2 === 0 ? 'out' : 'in' }));
        rows.push(messageRowOf(account, { other_full, date: latest }));
        if (c === 0) rows.push(messageRowOf(account, { other_full, date: latest, direction: 'out' }));
      }
    }
    rows.push(messageRowOf(alice, { other_full: '12125550209', date: at, deleted_at: at }));
    await storeRows(t.app, rows);
    await expectSameAsRebuilt(alice, bob);

    // The chat list shows what the conversation's first dialog page starts with.
    for (const item of await chatList(alice)) {
      const page = await get<{ dialogList: ChatMessage[] }>(t.app, 'getDialogList', {
        token: alice.token,
        query: { ownFullNumber: alice.number, otherFullNumber: item.other, ym: monthKeyOf(at) },
      });
      expect(page.body.data.dialogList[0]?.smsId).toBe(item.smsId);
    }
    expect((await chatList(alice)).map((item) => item.other)).not.toContain('12125550209');
  });

  it('equals a rebuild after concurrent receives, sends, reads and deletes', async () => {
    const alice = await accountWithNumber(t.app, { balance: 1_000_000 });
    const socket = await connect(alice);
    const others = ['12125550181', '12125550182'];
    await Promise.all(others.map((other) => receive(alice, other)));
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 24; i++) {
      const other = others[i % 2]!;
      work.push(receive(alice, other, `in ${i}`));
      if (i % 4 === 0) work.push(sendMessage(socket, smsPayload(alice, other, `out ${i}`)));
      if (i % 3 === 0) work.push(markRead(alice, other, Date.now()));
    }
    await Promise.all(work);
    const stored = await rowsOf(t.app, alice.id);
    await Promise.all([
      hide(alice, stored.slice(-3)),
      hide(alice, stored.slice(0, 4)),
      receive(alice, others[0]),
      markRead(alice, others[1]!, Date.now()),
      receive(alice, others[1]),
    ]);
    await expectSameAsRebuilt(alice);
  });
});
