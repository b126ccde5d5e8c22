import { SOCKET_RECOVERY_WINDOW_MS } from '@switchboard/protocol';
import type { ServerOptions } from 'socket.io';
import type { RealtimeServer, SocketData } from './types.ts';

/**
 * socket.io's connection-state recovery: a client back within the window gets its socket (id,
 * rooms, data) and the events it missed replayed at once. The handshake middleware runs on a
 * recovery too, so a client whose session ended meanwhile is refused like any other.
 */
export const recoveryOptions: Pick<ServerOptions, 'connectionStateRecovery'> = {
  connectionStateRecovery: { maxDisconnectionDuration: SOCKET_RECOVERY_WINDOW_MS, skipMiddlewares: false },
};

type NamespaceAdapter = ReturnType<RealtimeServer['of']>['adapter'];

/**
 * socket.io writes a restored session's missed events to the client while it builds the socket,
 * before the handshake middleware has run. A session that ended (logout, revocation) while the
 * client was away must therefore not be restored at all: the client then connects afresh and the
 * middleware refuses it, and none of the account's missed events reach it.
 */
export function restoreOnlyLiveSessions(
  adapter: NamespaceAdapter,
  isLive: (sessionId: string) => Promise<boolean>,
): void {
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (session == null) return session;
    const sessionId = (session.data as Partial<SocketData> | undefined)?.auth?.sessionId;
    const live = sessionId !== undefined && (await isLive(sessionId));
    // socket.io takes a null session as "not recoverable" and connects the client afresh.
    return live ? session : (null as unknown as typeof session);
  };
}
