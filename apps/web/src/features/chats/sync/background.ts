import { resyncPayloadSchema, SocketEvent } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { chatsCache } from '../../../lib/chatsCache.ts';
import { onLogout } from '../../../lib/session.ts';
import { onServerEvent, onSocketConnected } from '../../../lib/socket/events.ts';
import { getSocket } from '../../../lib/socket/socket.ts';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { chatListQueryOptions, fetchListChanges, loadedInFullHere, readChatList } from './chatList.ts';
import { applyConversationState } from './conversationActions.ts';
import { applyDeliveryFailure } from './deliveryFailure.ts';
import { refreshDialog } from './dialog.ts';
import { currentUnreadContext, handleReceiveMessage, notifyArrival } from './incoming.ts';
import { releaseMedia } from './media.ts';
import { armNotifications } from './notify.ts';
import { applyTranscript } from './stt.ts';
import { applyReadState, type UnreadContext } from './unread.ts';
import { syncPushSubscription } from './webPush.ts';

/** After the server closed the connection, the catch-up refresh waits a random time up to this (60 s). */
export const RECONNECT_JITTER_MS = 60_000;

/** The delay before the catch-up refresh after a reconnect. */
export function reconnectDelay(serverClosed: boolean, random = Math.random): number {
  return serverClosed ? Math.floor(random() * RECONNECT_JITTER_MS) : 0;
}

/** The delay before the catch-up a server's resync asks for: random up to its jitter, 0 for a bad payload's. */
export function resyncDelay(payload: unknown, random = Math.random): number {
  const parsed = resyncPayloadSchema.safeParse(payload);
  return parsed.success ? Math.floor(random() * parsed.data.jitterMs) : 0;
}

/**
 * Catches up after pushes may have been missed: the conversations with messages since the list's
 * sync point (their unread counts are the server's, which counts what arrived meanwhile), a
 * notification for each conversation with a new incoming message, and the open conversation's
 * history. Before the list was loaded in full on this page, that load comes first (or the one under
 * way is awaited: it may have been read before the socket could hear of a message).
 */
export async function catchUp(
  client: QueryClient,
  context: () => UnreadContext = currentUnreadContext,
): Promise<void> {
  let list = readChatList(client);
  if (!loadedInFullHere(list)) {
    const options = chatListQueryOptions();
    const underWay = client.isFetching({ queryKey: options.queryKey }) > 0;
    await client.fetchQuery({ ...options, staleTime: 0 });
    list = readChatList(client);
    if (!underWay || !loadedInFullHere(list)) return;
  }
  const { arrivals } = await fetchListChanges(client, list.syncedUntil);
  const { windowFocused } = context();
  for (const conversation of arrivals) {
    notifyArrival(
      client,
      { key: conversation.key, message: conversation, parties: conversation },
      windowFocused,
    );
  }
  const open = useChats.getState().selectedKey;
  if (open) await refreshDialog(client, open);
}

/**
 * Starts what the chats feature does while signed in, whichever tab is open: loads the conversation
 * list (its unread counts feed the tab bar's dot), writes pushed messages and read states into the
 * cache, catches up after a reconnect that did not replay what was missed and after a server
 * resync, arms notifications, and clears the screen state at logout.
 */
export function startChatsBackground(): () => void {
  const client = chatsCache();
  void client.prefetchQuery(chatListQueryOptions());
  let catchUpTimer: ReturnType<typeof setTimeout> | undefined;
  const catchUpAfter = (delayMs: number) => {
    clearTimeout(catchUpTimer);
    catchUpTimer = setTimeout(() => {
      catchUp(client).catch((error: unknown) => console.warn('catching up failed', error));
    }, delayMs);
  };
  const stops = [
    onServerEvent(SocketEvent.receiveMessage, (payload) => handleReceiveMessage(client, payload)),
    onServerEvent(SocketEvent.readStateChanged, (payload) => applyReadState(client, payload)),
    onServerEvent(SocketEvent.conversationStateChanged, (payload) => applyConversationState(client, payload)),
    onServerEvent(SocketEvent.voicemailTranscribed, (payload) => applyTranscript(client, payload)),
    onServerEvent(SocketEvent.messageFailed, (payload) => applyDeliveryFailure(client, payload)),
    // The server lost its cluster bus for a moment: pushes may be missing although this socket stayed up.
    onServerEvent(SocketEvent.resync, (payload) => catchUpAfter(resyncDelay(payload))),
    onSocketConnected(({ reconnect, recovered, serverClosed }) => {
      // A recovered connection had its missed pushes replayed; a fresh one must catch up. The first
      // one too: a message stored after the list was read and before this socket joined was pushed
      // to nobody here.
      if (!recovered) catchUpAfter(reconnect ? reconnectDelay(serverClosed) : 0);
    }),
    // Web Push for when no tab is open: kept in step now, and again once the person answered.
    armNotifications(() => void syncPushSubscription()),
    onLogout(() => {
      clearTimeout(catchUpTimer);
      useChats.getState().reset();
      useChatView.getState().reset();
      releaseMedia();
    }),
  ];
  // This code arrives lazily: a socket that connected before it listened announced its first
  // connect to nobody, so what was pushed meanwhile is caught up now.
  if (getSocket()?.connected) catchUpAfter(0);
  void syncPushSubscription();
  return () => {
    clearTimeout(catchUpTimer);
    for (const stop of stops) stop();
  };
}
