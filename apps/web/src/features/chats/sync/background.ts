import { resyncPayloadSchema, SocketEvent } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { onLogout } from '../../../lib/session.ts';
import { getSocket, onSocketConnected } from '../../../lib/socket/socket.ts';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { clearDialogCaches, pruneDialogCaches } from './cache.ts';
import { chatListLoaded, refreshChatList, resetChatList } from './chatList.ts';
import { forgetDialogs, loadDialog, persistDialog } from './dialog.ts';
import { handleReceiveMessage } from './incoming.ts';
import { releaseMedia } from './media.ts';
import { armNotifications } from './notify.ts';

/** After the server closed the connection, the catch-up refresh waits a random time up to this (60 s). */
export const RECONNECT_JITTER_MS = 60_000;
/** Changed conversations are written to the cache this long after the last change. */
const PERSIST_DELAY_MS = 1_000;

/** The delay before the catch-up refresh after a reconnect. */
export function reconnectDelay(serverClosed: boolean, random = Math.random): number {
  return serverClosed ? Math.floor(random() * RECONNECT_JITTER_MS) : 0;
}

/** Catches up after a reconnect: conversations since the last update, and the open conversation. */
export async function catchUp(): Promise<void> {
  if (!chatListLoaded()) return;
  await refreshChatList().catch((error: unknown) => console.warn('chat list refresh failed', error));
  const key = useChats.getState().selectedKey;
  if (key) await loadDialog(key);
}

/** The socket listener; the payload only (never a second argument taken for the context). */
function onReceive(payload: unknown): void {
  handleReceiveMessage(payload);
}

/** The delay before the catch-up a server's resync asks for: random up to its jitter, 0 for a bad payload's. */
export function resyncDelay(payload: unknown, random = Math.random): number {
  const parsed = resyncPayloadSchema.safeParse(payload);
  return parsed.success ? Math.floor(random() * parsed.data.jitterMs) : 0;
}

function persistChanges(): () => void {
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = useChats.subscribe((state, previous) => {
    if (state.messages === previous.messages) return;
    for (const [key, list] of Object.entries(state.messages)) {
      if (previous.messages[key] !== list) dirty.add(key);
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const key of dirty) persistDialog(key);
      dirty.clear();
    }, PERSIST_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * Starts what the chats feature does while signed in, whichever tab is open: listens for
 * receiveMessage (on every socket the page opens), catches up after reconnects, keeps the message
 * caches written and pruned, arms notifications, and clears chats state and caches at logout.
 */
export function startChatsBackground(): () => void {
  pruneDialogCaches();
  let attached: Socket | null = null;
  let catchUpTimer: ReturnType<typeof setTimeout> | undefined;
  const catchUpAfter = (delayMs: number) => {
    clearTimeout(catchUpTimer);
    catchUpTimer = setTimeout(() => void catchUp(), delayMs);
  };
  // The server lost its cluster bus for a moment: pushes may be missing although this socket stayed up.
  const onResync = (payload: unknown) => catchUpAfter(resyncDelay(payload));
  const attach = () => {
    const socket = getSocket();
    if (socket === attached) return;
    attached?.off(SocketEvent.receiveMessage, onReceive);
    attached?.off(SocketEvent.resync, onResync);
    socket?.on(SocketEvent.receiveMessage, onReceive);
    socket?.on(SocketEvent.resync, onResync);
    attached = socket;
  };
  attach();
  const offConnected = onSocketConnected(({ reconnect, serverClosed }) => {
    attach();
    if (!reconnect) return;
    catchUpAfter(reconnectDelay(serverClosed));
  });
  const stopPersisting = persistChanges();
  const disarm = armNotifications();
  const offLogout = onLogout(() => {
    useChats.getState().reset();
    useChatView.getState().reset();
    resetChatList();
    forgetDialogs();
    clearDialogCaches();
    releaseMedia();
  });
  return () => {
    clearTimeout(catchUpTimer);
    attached?.off(SocketEvent.receiveMessage, onReceive);
    attached?.off(SocketEvent.resync, onResync);
    offConnected();
    stopPersisting();
    disarm();
    offLogout();
  };
}
