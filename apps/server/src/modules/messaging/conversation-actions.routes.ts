import { type ConversationState, SocketEvent } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { Realtime } from '../../realtime/index.ts';
import type { ConversationActionService } from './conversation-actions.service.ts';

/**
 * Archive, mute, mark unread, block and unblock: each answers the conversation's new state and, once
 * it is committed, tells every tab and device of the account (the calling tab included: it already
 * holds the same state, so applying it twice changes nothing).
 */
export function registerConversationActions(
  app: FastifyInstance,
  actions: ConversationActionService,
  realtime: Realtime,
): void {
  const told = (accountId: string, state: ConversationState) => {
    realtime.toAccount(accountId).emit(SocketEvent.conversationStateChanged, state);
    return state;
  };
  registerCall(app, 'setConversationState', async ({ session, body }) =>
    told(session.accountId, await actions.setState(session.accountId, body)),
  );
  registerCall(app, 'blockNumber', async ({ session, body }) =>
    told(session.accountId, await actions.block(session.accountId, body)),
  );
  registerCall(app, 'unblockNumber', async ({ session, body }) =>
    told(session.accountId, await actions.unblock(session.accountId, body)),
  );
  registerCall(app, 'getBlockedNumbers', async ({ session }) => ({
    blockedNumbers: await actions.blockedNumbers(session.accountId),
  }));
}
