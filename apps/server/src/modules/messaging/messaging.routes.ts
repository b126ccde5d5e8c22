import { SocketEvent } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { Realtime } from '../../realtime/index.ts';
import type { ChatService } from './chats.service.ts';
import { registerConversationActions } from './conversation-actions.routes.ts';
import type { VoicemailService } from './voicemail.service.ts';

/** What the chat routes use. */
export interface MessagingRouteDeps {
  chats: ChatService;
  voicemail: VoicemailService;
  /** Tells the account's other tabs and devices that a conversation was read. */
  realtime: Realtime;
}

/**
 * Chat list, dialog pages, read markers, deleting and voicemail transcripts: always the caller's own
 * rows only.
 */
export const messagingRoutes: FastifyPluginAsync<MessagingRouteDeps> = async (
  app,
  { chats, voicemail, realtime },
) => {
  registerCall(app, 'getChatList', async ({ session, query }) => ({
    chatList: await chats.chatList(session.accountId, query.months),
  }));
  registerCall(app, 'getChatListByDate', async ({ session, query }) => ({
    chatList: await chats.chatListSince(session.accountId, query.since),
  }));
  registerCall(app, 'getDialogList', ({ session, query }) => chats.dialog(session.accountId, query));

  registerCall(app, 'markChatRead', async ({ session, body }) => {
    const { accountId } = session;
    const { ownFullNumber, otherFullNumber } = body;
    const { readAt, moved, unmarked } = await chats.markRead(accountId, body);
    // The marker is stored (no transaction stays open): the account's other tabs and devices clear
    // the badge too. The calling tab already knows, and ignores a marker it holds.
    if (moved) {
      realtime
        .toAccount(accountId)
        .emit(SocketEvent.readStateChanged, { ownFullNumber, otherFullNumber, readAt });
    }
    if (unmarked !== undefined)
      realtime.toAccount(accountId).emit(SocketEvent.conversationStateChanged, unmarked);
    return { readAt };
  });
  registerConversationActions(app, chats.actions, realtime);

  registerCall(app, 'delSms', async ({ session, query }) => ({
    deleted: await chats.delete(session.accountId, query),
  }));

  registerCall(app, 'speechToText', async ({ session, query }) => ({
    text: await voicemail.transcript(session.accountId, query.media, query.language || undefined),
  }));
};
