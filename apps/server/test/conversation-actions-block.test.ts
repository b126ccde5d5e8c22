import type { BlockedNumber, ChatMessage } from '@switchboard/protocol';
import { monthKeyOf } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { del, get } from './helpers/api.ts';
import { act, chatListOf, nextState, OUTSIDE, receive } from './helpers/conversation-actions.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { collectMessages, connectSocket, nextMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

/** A second outside number, never blocked here. */
const FRIEND = '12125550188';

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

async function dialogTexts(account: NumberedAccount, other = OUTSIDE): Promise<string[]> {
  const answer = await get<{ dialogList: ChatMessage[] }>(t.app, 'getDialogList', {
    token: account.token,
    query: { ownFullNumber: account.number, otherFullNumber: other, ym: monthKeyOf(Date.now()) },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.dialogList.map((message) => message.text);
}

async function blockedOf(account: NumberedAccount): Promise<BlockedNumber[]> {
  const answer = await get<{ blockedNumbers: BlockedNumber[] }>(t.app, 'getBlockedNumbers', {
    token: account.token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.blockedNumbers;
}

describe('blocking a number', () => {
  it('stores inbound from a blocked number hidden, counts no unread and pushes nothing', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice, OUTSIDE, 'before');
    const socket = await connect(alice);
    const pushed = nextState(socket, (state) => state.blocked);
    const answer = await act(t.app, alice, 'blockNumber');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ blocked: true, otherFullNumber: OUTSIDE });
    await pushed;
    expect(await blockedOf(alice)).toEqual([
      expect.objectContaining({ ownFullNumber: alice.number, otherFullNumber: OUTSIDE }),
    ]);

    const heard = collectMessages(socket);
    const hidden = await receive(t.app, alice, OUTSIDE, 'while blocked');
    expect(hidden?.deleted_at).not.toBeNull();
    // Pushes of one account arrive in order: once the friend's text is here, a blocked one would be too.
    const friendText = nextMessage(socket, (payload) => payload.text === 'from a friend');
    await receive(t.app, alice, FRIEND, 'from a friend');
    await friendText;
    expect(heard.map((payload) => payload.text)).toEqual(['from a friend']);

    const list = await chatListOf(t.app, alice);
    expect(list[OUTSIDE]).toMatchObject({ text: 'before', unread: 1, blocked: true });
    expect(await dialogTexts(alice)).toEqual(['before']);
  });

  it('hides the whole conversation of a number blocked before its first message', async () => {
    const alice = await accountWithNumber(t.app);
    expect((await act(t.app, alice, 'blockNumber')).status).toBe(200);
    await receive(t.app, alice, OUTSIDE, 'spam');
    expect((await chatListOf(t.app, alice))[OUTSIDE]).toBeUndefined();
    expect(await dialogTexts(alice)).toEqual([]);
  });

  it('shows the hidden messages again on unblock, with their unread count', async () => {
    const alice = await accountWithNumber(t.app);
    await act(t.app, alice, 'blockNumber');
    await receive(t.app, alice, OUTSIDE, 'one');
    await receive(t.app, alice, OUTSIDE, 'two');
    const socket = await connect(alice);
    const pushed = nextState(socket, (state) => !state.blocked);
    const answer = await act(t.app, alice, 'unblockNumber');
    expect(answer.body.data).toMatchObject({ blocked: false, unread: 2 });
    await pushed;
    expect((await chatListOf(t.app, alice))[OUTSIDE]).toMatchObject({
      text: 'two',
      unread: 2,
      blocked: false,
    });
    expect(await dialogTexts(alice)).toEqual(['two', 'one']);
    expect(await blockedOf(alice)).toEqual([]);
    // Blocked again later, a new text stays hidden again.
    await act(t.app, alice, 'blockNumber');
    await receive(t.app, alice, OUTSIDE, 'three');
    expect((await chatListOf(t.app, alice))[OUTSIDE]?.text).toBe('two');
  });

  it('keeps a conversation the person deleted hidden after the unblock', async () => {
    const alice = await accountWithNumber(t.app);
    await receive(t.app, alice, OUTSIDE, 'seen');
    await act(t.app, alice, 'blockNumber');
    await receive(t.app, alice, OUTSIDE, 'hidden');
    const deleted = await del(t.app, 'delSms', {
      token: alice.token,
      query: { from: alice.number, to: OUTSIDE },
    });
    expect(deleted.status).toBe(200);
    await act(t.app, alice, 'unblockNumber');
    expect((await chatListOf(t.app, alice))[OUTSIDE]).toBeUndefined();
    expect(await dialogTexts(alice)).toEqual([]);
  });

  it('blocks per own number: the other numbers of the account still hear from it', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    await act(t.app, alice, 'blockNumber');
    await receive(t.app, bob, OUTSIDE, 'to bob');
    expect((await chatListOf(t.app, bob))[OUTSIDE]?.text).toBe('to bob');
    expect(await blockedOf(bob)).toEqual([]);
  });

  it('refuses to block the own number itself', async () => {
    const alice = await accountWithNumber(t.app);
    const answer = await act(t.app, alice, 'blockNumber', {}, alice.number);
    expect(answer.status).toBe(400);
    expect(answer.body.retmsg).toBe('You cannot block one of your own numbers from itself.');
  });
});
