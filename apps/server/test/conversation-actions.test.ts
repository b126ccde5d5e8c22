import { Retcode } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from './helpers/api.ts';
import { smsPayload } from './helpers/chat.ts';
import { act, chatListOf, nextState, OUTSIDE, receive } from './helpers/conversation-actions.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

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

describe('conversation state', () => {
  it('archives until a new inbound message lands, and tells the other tabs', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice);
    const other = await connect(alice);
    const pushed = nextState(other, (state) => state.archived);
    const answer = await act(t.app, alice, 'setConversationState', { archived: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ archived: true, muted: false, otherFullNumber: OUTSIDE });
    expect((await pushed).archived).toBe(true);
    expect((await chatListOf(t.app, alice))[OUTSIDE]?.archived).toBe(true);

    await receive(t.app, alice, OUTSIDE, 'back again');
    const item = (await chatListOf(t.app, alice))[OUTSIDE];
    expect(item?.archived).toBe(false);
    expect(item?.text).toBe('back again');
  });

  it('an outbound message brings an archived conversation back too', async () => {
    const alice = await accountWithNumber(t.app, { balance: 1_000_000 });
    const bob = await accountWithNumber(t.app);
    const socket = await connect(alice);
    expect((await sendMessage(socket, smsPayload(alice, bob.number, 'first'))).status).toBe(Retcode.OK);
    expect((await act(t.app, alice, 'setConversationState', { archived: true }, bob.number)).status).toBe(
      200,
    );
    expect((await chatListOf(t.app, alice))[bob.number]?.archived).toBe(true);
    expect((await sendMessage(socket, smsPayload(alice, bob.number, 'second'))).status).toBe(Retcode.OK);
    expect((await chatListOf(t.app, alice))[bob.number]?.archived).toBe(false);
  });

  it('unarchives on request', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice);
    await act(t.app, alice, 'setConversationState', { archived: true });
    const answer = await act(t.app, alice, 'setConversationState', { archived: false });
    expect(answer.body.data.archived).toBe(false);
    expect((await chatListOf(t.app, alice))[OUTSIDE]?.archived).toBe(false);
  });

  it('mutes and unmutes, and a muted conversation still counts unread', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice);
    const other = await connect(alice);
    const pushed = nextState(other, (state) => state.muted);
    expect((await act(t.app, alice, 'setConversationState', { muted: true })).body.data.muted).toBe(true);
    await pushed;
    await receive(t.app, alice, OUTSIDE, 'second');
    expect((await chatListOf(t.app, alice))[OUTSIDE]).toMatchObject({ muted: true, unread: 2 });
    expect((await act(t.app, alice, 'setConversationState', { muted: false })).body.data.muted).toBe(false);
    expect((await chatListOf(t.app, alice))[OUTSIDE]?.muted).toBe(false);
  });

  it('marks unread until the conversation is read again, on every tab', async () => {
    const alice = await accountWithNumber(t.app);
    const row = await receive(t.app, alice);
    const readAt = Number(row?.date);
    const read = () =>
      post(
        t.app,
        'markChatRead',
        { ownFullNumber: alice.number, otherFullNumber: OUTSIDE, readAt },
        { token: alice.token },
      );
    expect((await read()).status).toBe(200);
    expect((await chatListOf(t.app, alice))[OUTSIDE]?.unread).toBe(0);

    const other = await connect(alice);
    const marked = nextState(other, (state) => state.markedUnread);
    const answer = await act(t.app, alice, 'setConversationState', { unread: true });
    expect(answer.body.data).toMatchObject({ markedUnread: true, unread: 1 });
    await marked;
    expect((await chatListOf(t.app, alice))[OUTSIDE]).toMatchObject({ markedUnread: true, unread: 1 });

    // Read again at the same marker: the mark goes, and the other tabs hear of it.
    const cleared = nextState(other, (state) => !state.markedUnread);
    expect((await read()).status).toBe(200);
    expect((await cleared).unread).toBe(0);
    expect((await chatListOf(t.app, alice))[OUTSIDE]).toMatchObject({ markedUnread: false, unread: 0 });
  });

  it('marking read by the action clears the mark', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice);
    await act(t.app, alice, 'setConversationState', { unread: true });
    const answer = await act(t.app, alice, 'setConversationState', { unread: false });
    expect(answer.body.data.markedUnread).toBe(false);
  });
});

describe('refusals', () => {
  it('refuses a number that is not the account own with a sentence', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    await receive(t.app, bob);
    for (const call of ['setConversationState', 'blockNumber', 'unblockNumber'] as const) {
      const answer = await post(
        t.app,
        call,
        { ownFullNumber: bob.number, otherFullNumber: OUTSIDE, archived: true },
        { token: alice.token },
      );
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.retmsg).toMatch(/is not one of your numbers/);
    }
    expect((await chatListOf(t.app, bob))[OUTSIDE]?.archived).toBe(false);
  });

  it('refuses no change or two changes at once, and a conversation without messages', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice);
    for (const change of [{}, { archived: true, muted: true }]) {
      const answer = await act(t.app, alice, 'setConversationState', change);
      expect(answer.status).toBe(400);
      expect(answer.body.retmsg).toBe('Choose one change at a time: archive, mute or mark unread.');
    }
    const none = await act(t.app, alice, 'setConversationState', { muted: true }, '12125550199');
    expect(none.status).toBe(404);
    expect(none.body.retmsg).toBe('This conversation has no messages any more. Reload the page.');
    const bad = await act(t.app, alice, 'setConversationState', { muted: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.retmsg).not.toBe('');
  });

  it('answers in Chinese when asked', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice);
    const answer = await post(
      t.app,
      'setConversationState',
      { ownFullNumber: alice.number, otherFullNumber: OUTSIDE },
      { token: alice.token, language: 'zh_cn' },
    );
    expect(answer.body.retmsg).toBe('一次只能选择一项操作：归档、静音或标为未读。');
  });
});
