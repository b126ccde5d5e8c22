import { type ChatListItem, type ChatMessage, monthKeyOf, Retcode } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { del, get } from './helpers/api.ts';
import { insertRow, rowsOf, smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, sendMessage, settle } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];

type ChatList = { chatList: ChatListItem[] };
type Dialog = { dialogList: ChatMessage[]; nextStartTime: number | null };

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

function dialog(account: NumberedAccount, other: string, query: Record<string, string>) {
  return get<Dialog>(t.app, 'getDialogList', {
    token: account.token,
    query: { ownFullNumber: account.number, otherFullNumber: other, ...query },
  });
}

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

describe('chat list', () => {
  it('lists the latest message of each conversation, newest first, within the months asked', async () => {
    const alice = await accountWithNumber(t.app);
    const now = Date.now();
    await insertRow(t.app, alice, { other_full: '14155550001', date: now - 5000, text: 'older' });
    await insertRow(t.app, alice, { other_full: '14155550001', date: now - 1000, text: 'newest of 1' });
    await insertRow(t.app, alice, { other_full: '14155550002', date: now - 3000, text: 'only of 2' });
    await insertRow(t.app, alice, {
      other_full: '14155550003',
      date: now - 200 * 86_400_000,
      text: 'ancient',
    });
    await insertRow(t.app, alice, {
      other_full: '14155550004',
      date: now - 500,
      text: 'hidden',
      deleted_at: now,
    });

    const list = await get<ChatList>(t.app, 'getChatList', { token: alice.token, query: { months: '4' } });
    expect(list.status).toBe(200);
    expect(list.body.data.chatList.map((item) => item.text)).toEqual(['newest of 1', 'only of 2']);
    expect(list.body.data.chatList[0]).toMatchObject({
      ownFullNumber: alice.number,
      ownTelCode: '1',
      ownNumber: alice.phone,
      otherFullNumber: '14155550001',
      otherTelCode: '1',
      otherNumber: '4155550001',
      direction: 'in',
      type: 'sms',
    });
    const longer = await get<ChatList>(t.app, 'getChatList', { token: alice.token, query: { months: '12' } });
    expect(longer.body.data.chatList.map((item) => item.text)).toContain('ancient');

    const since = await get<ChatList>(t.app, 'getChatListByDate', {
      token: alice.token,
      query: { since: String(now - 2000) },
    });
    expect(since.body.data.chatList.map((item) => item.text)).toEqual(['newest of 1']);
    const bad = await get(t.app, 'getChatList', { token: alice.token, query: { months: '13' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('months');
  });

  it('needs a session', async () => {
    expect((await get(t.app, 'getChatList')).body.retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});

describe('dialog pages', () => {
  it('reads one UTC month newest first in pages with nextStartTime, then the previous month', async () => {
    const alice = await accountWithNumber(t.app);
    const other = '14155550010';
    const march = Date.UTC(2026, 2, 1);
    const april = Date.UTC(2026, 3, 1);
    for (let i = 0; i < 5; i += 1)
      await insertRow(t.app, alice, { other_full: other, date: april + i * 1000, text: `apr ${i}` });
    for (let i = 0; i < 3; i += 1)
      await insertRow(t.app, alice, { other_full: other, date: march + i * 1000, text: `mar ${i}` });
    await insertRow(t.app, alice, { other_full: '14155550011', date: april + 10, text: 'other chat' });

    const first = await dialog(alice, other, { ym: '2026-04', pageSize: '2' });
    expect(first.body.data.dialogList.map((m) => m.text)).toEqual(['apr 4', 'apr 3']);
    expect(first.body.data.nextStartTime).toBe(april + 3000);
    const second = await dialog(alice, other, {
      ym: '2026-04',
      pageSize: '2',
      startTime: String(april + 3000),
    });
    expect(second.body.data.dialogList.map((m) => m.text)).toEqual(['apr 2', 'apr 1']);
    const third = await dialog(alice, other, {
      ym: '2026-04',
      pageSize: '2',
      startTime: String(second.body.data.nextStartTime),
    });
    expect(third.body.data).toMatchObject({ nextStartTime: null });
    expect(third.body.data.dialogList.map((m) => m.text)).toEqual(['apr 0']);

    const previous = await dialog(alice, other, { ym: '2026-03' });
    expect(previous.body.data.dialogList.map((m) => m.text)).toEqual(['mar 2', 'mar 1', 'mar 0']);
    expect(previous.body.data.nextStartTime).toBeNull();
    const refresh = await dialog(alice, other, { ym: '2026-04', since: String(april + 2500) });
    expect(refresh.body.data.dialogList.map((m) => m.text)).toEqual(['apr 4', 'apr 3']);
  });

  it('never splits messages of the same millisecond across pages', async () => {
    const alice = await accountWithNumber(t.app);
    const other = '14155550012';
    const at = Date.UTC(2026, 4, 10);
    await insertRow(t.app, alice, { other_full: other, date: at + 5, text: 'later' });
    for (let i = 0; i < 3; i += 1)
      await insertRow(t.app, alice, { other_full: other, date: at, text: `same ${i}` });
    await insertRow(t.app, alice, { other_full: other, date: at - 5, text: 'earlier' });
    const seen: string[] = [];
    let startTime: number | null | undefined;
    do {
      const page = await dialog(alice, other, {
        ym: '2026-05',
        pageSize: '2',
        ...(startTime ? { startTime: String(startTime) } : {}),
      });
      seen.push(...page.body.data.dialogList.map((m) => m.text));
      startTime = page.body.data.nextStartTime;
    } while (startTime !== null);
    expect(seen.sort()).toEqual(['earlier', 'later', 'same 0', 'same 1', 'same 2']);
  });

  it('validates its query', async () => {
    const alice = await accountWithNumber(t.app);
    const bad = await dialog(alice, '14155550010', { ym: '2026-13', pageSize: '501' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('ym');
    expect(bad.body.detail).toContain('pageSize');
  });
});

describe('delSms', () => {
  it('hides single messages, then a whole conversation, only for the caller', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const payloads = ['one', 'two', 'three'].map((text) => smsPayload(alice, bob.number, text));
    const acks = [];
    for (const payload of payloads) {
      acks.push(await sendMessage(socket, payload));
      // Distinct milliseconds, so "newest first" has one answer.
      await settle(3);
    }

    const sms = JSON.stringify([{ smsId: payloads[0]!.smsId, date: acks[0]!.date }]);
    const single = await del<{ deleted: number }>(t.app, 'delSms', { token: alice.token, query: { sms } });
    expect(single.body).toMatchObject({ retcode: 0, data: { deleted: 1 } });
    expect(
      (await del<{ deleted: number }>(t.app, 'delSms', { token: alice.token, query: { sms } })).body.data
        .deleted,
    ).toBe(0);
    const month = monthKeyOf(acks[0]!.date);
    const left = await dialog(alice, bob.number, { ym: month });
    expect(left.body.data.dialogList.map((m) => m.text)).toEqual(['three', 'two']);

    const whole = await del<{ deleted: number }>(t.app, 'delSms', {
      token: alice.token,
      query: { from: alice.number, to: bob.number },
    });
    expect(whole.body.data.deleted).toBe(2);
    expect((await get<ChatList>(t.app, 'getChatList', { token: alice.token })).body.data.chatList).toEqual(
      [],
    );
    // Bob's copies are untouched.
    const bobs = await get<ChatList>(t.app, 'getChatList', { token: bob.token });
    expect(bobs.body.data.chatList.map((item) => item.text)).toEqual(['three']);
    expect((await rowsOf(t.app, bob.id)).every((row) => row.deleted_at === null)).toBe(true);
  });

  it('validates the sms list and needs sms or from and to', async () => {
    const alice = await accountWithNumber(t.app);
    const cases: [Record<string, string>, string][] = [
      [{ sms: 'not json' }, 'sms: is not valid JSON'],
      [{ sms: '[{"smsId": 5}]' }, 'sms.0.smsId'],
      [{ sms: '[]' }, 'sms'],
      [{}, 'sms: is required'],
      [{ from: alice.number }, 'to: is required'],
    ];
    for (const [query, message] of cases) {
      const result = await del(t.app, 'delSms', { token: alice.token, query });
      expect(result.status).toBe(400);
      expect(result.body.detail).toContain(message);
    }
  });
});

describe('isolation: one account never reads or deletes another’s messages', () => {
  it('getDialogList, getChatList and delSms see only the caller’s rows', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const eve = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const payload = smsPayload(alice, bob.number, 'private');
    const ack = await sendMessage(socket, payload);
    const month = monthKeyOf(ack.date);

    // Eve names alice's own numbers and bob's: she still reads only her own (empty) rows.
    const peek = await get<Dialog>(t.app, 'getDialogList', {
      token: eve.token,
      query: { ownFullNumber: alice.number, otherFullNumber: bob.number, ym: month },
    });
    expect(peek.body.data).toEqual({ dialogList: [], nextStartTime: null, firstDate: null });
    expect((await get<ChatList>(t.app, 'getChatList', { token: eve.token })).body.data.chatList).toEqual([]);

    const aliceRows = await rowsOf(t.app, alice.id);
    const bobRows = await rowsOf(t.app, bob.id);
    const sms = JSON.stringify(
      [...aliceRows, ...bobRows].map((row) => ({ smsId: row.sms_id, date: row.date })),
    );
    expect(
      (await del<{ deleted: number }>(t.app, 'delSms', { token: eve.token, query: { sms } })).body.data
        .deleted,
    ).toBe(0);
    const whole = await del<{ deleted: number }>(t.app, 'delSms', {
      token: eve.token,
      query: { from: alice.number, to: bob.number },
    });
    expect(whole.body.data.deleted).toBe(0);
    expect((await rowsOf(t.app, alice.id)).every((row) => row.deleted_at === null)).toBe(true);
    expect((await rowsOf(t.app, bob.id)).every((row) => row.deleted_at === null)).toBe(true);
  });
});
