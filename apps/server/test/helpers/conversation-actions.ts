import { randomUUID } from 'node:crypto';
import { type ChatListItem, type ConversationState, SocketEvent } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import type { MessageRow } from '../../src/db/types.ts';
import { get, post } from './api.ts';
import type { NumberedAccount } from './factories.ts';
import { nextEvent } from './socket.ts';

/** An outside number texting the test accounts. */
export const OUTSIDE = '12125550147';

/** A text from an outside number arriving through the carrier's inbound path (undefined: not stored). */
export function receive(
  app: FastifyInstance,
  to: NumberedAccount,
  from = OUTSIDE,
  text = 'hi',
): Promise<MessageRow | undefined> {
  return app.services.messaging.delivery.receive({
    dedupeKey: randomUUID(),
    fromNumber: from,
    toNumber: to.number,
    type: 'sms',
    text,
    mediaIds: [],
  });
}

/** The account's chat list (getChatList), by other number. */
export async function chatListOf(
  app: FastifyInstance,
  account: NumberedAccount,
): Promise<Record<string, ChatListItem>> {
  const answer = await get<{ chatList: ChatListItem[] }>(app, 'getChatList', {
    token: account.token,
    query: { months: '4' },
  });
  if (answer.status !== 200) throw new Error(`getChatList answered ${answer.status}`);
  return Object.fromEntries(answer.body.data.chatList.map((item) => [item.otherFullNumber, item]));
}

/** Calls one of the conversation actions for the account's own number and `other`. */
export function act(
  app: FastifyInstance,
  account: NumberedAccount,
  call: 'setConversationState' | 'blockNumber' | 'unblockNumber',
  change: Record<string, unknown> = {},
  other = OUTSIDE,
) {
  return post<ConversationState>(
    app,
    call,
    { ownFullNumber: account.number, otherFullNumber: other, ...change },
    { token: account.token },
  );
}

/** Resolves with the next conversationStateChanged matching `match` (rejects after 5 s). */
export function nextState(
  socket: Socket,
  match: (payload: ConversationState) => boolean,
): Promise<ConversationState> {
  return nextEvent(socket, SocketEvent.conversationStateChanged, match);
}
