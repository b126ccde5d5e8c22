import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  MAX_MMS_BYTES,
  Retcode,
  SOCKET_PATH,
  type SocketError,
  SocketEvent,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { SessionService } from '../modules/sessions/sessions.service.ts';
import { retmsgFor } from '../text/retmsg.ts';
import { handshakeMiddleware } from './handshake.ts';
import { recoveryOptions, restoreOnlyLiveSessions } from './recovery.ts';
import {
  accountRoom,
  type ClientEventHandler,
  type ClientToServerEvents,
  type RealtimeBroadcast,
  type RealtimeServer,
  type RealtimeSocket,
  type SharedCache,
  sessionRoom,
} from './types.ts';

export * from './types.ts';

/**
 * Browsers send Origin on cross-site requests; refusing a foreign one keeps another site's page from
 * opening sockets here. Tools without a browser send none and are judged by their token alone.
 */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Largest socket message: a picture of MAX_MMS_BYTES plus its fields, with room for the base64
 * growth of the polling transport. Anything larger closes that connection, never the server.
 */
export const SOCKET_MAX_MESSAGE_BYTES = Math.ceil(MAX_MMS_BYTES * 1.4) + 64 * 1024;

/** What the app adds to the socket server. */
export interface RealtimeOptions {
  /**
   * Sends a fresh (not recovered) socket its first event through the adapter; `to` is that socket
   * alone. A client recovers only from an offset that came with some event, so without a greeting a
   * socket that never got anything could not recover its first disconnection.
   */
  greet?: (accountId: string, to: RealtimeBroadcast) => Promise<void>;
}

/**
 * The socket.io server on the app's HTTP server: handshake auth, session and account rooms, and
 * connection-state recovery (missed events replayed to a client back within the window).
 */
export class Realtime {
  readonly io: RealtimeServer;
  private readonly handlers = new Map<keyof ClientToServerEvents, ClientEventHandler>();
  /** True once an adapter joins this node to others (messages between nodes can then be sent). */
  #clustered = false;

  constructor(
    httpServer: HttpServer,
    private readonly sessions: SessionService,
    private readonly log: FastifyBaseLogger,
    private readonly options: RealtimeOptions = {},
  ) {
    this.io = new Server(httpServer, {
      path: SOCKET_PATH,
      serveClient: false,
      maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
      allowRequest: (request, callback) => callback(null, sameOrigin(request)),
      ...recoveryOptions,
    });
    this.guardRecovery();
    this.io.use(handshakeMiddleware(sessions, log));
    this.io.on('connection', (socket) => {
      void this.admit(socket);
    });
  }

  /** Replaces the adapter (the Redis Streams adapter of several nodes); recovery stays guarded. */
  useAdapter(adapter: Parameters<RealtimeServer['adapter']>[0]): void {
    this.io.adapter(adapter);
    this.guardRecovery();
    this.#clustered = true;
  }

  /**
   * Keeps a node-local cache in step across nodes: a change made on this node is announced to the
   * others through the adapter, and each of them forgets its copy. One node alone sends nothing.
   */
  shareCache(name: string, cache: SharedCache): void {
    this.io.on('cacheInvalidated', (changed) => {
      if (changed === name) cache.forget();
    });
    cache.onChange(() => {
      if (!this.#clustered) return;
      try {
        this.io.serverSideEmit('cacheInvalidated', name);
      } catch (error) {
        // The change is committed; the other nodes' copies expire by themselves.
        this.log.warn({ err: error, cache: name }, 'cache change could not be announced to other nodes');
      }
    });
  }

  private guardRecovery(): void {
    restoreOnlyLiveSessions(this.io.of('/').adapter, (sessionId) => this.sessions.isLive(sessionId));
  }

  /**
   * Registers the handler of a client event on every socket admitted from now on. Features plug in
   * here; a handler that throws or rejects is logged and never reaches socket.io.
   */
  handle(event: keyof ClientToServerEvents, handler: ClientEventHandler): void {
    if (this.handlers.has(event)) throw new Error(`socket event ${event} already has a handler`);
    this.handlers.set(event, handler);
  }

  /** Emits to every socket of an account on every node, except (optionally) one socket. */
  toAccount(accountId: string, exceptSocketId?: string): RealtimeBroadcast {
    const room = this.io.to(accountRoom(accountId));
    return exceptSocketId === undefined ? room : room.except(exceptSocketId);
  }

  private attachHandlers(socket: RealtimeSocket): void {
    for (const [event, handler] of this.handlers) {
      const listener = (...args: unknown[]) => {
        Promise.resolve()
          .then(() => handler(socket, ...args))
          .catch((error: unknown) => this.log.error({ err: error, event }, 'socket event handler failed'));
      };
      socket.on(event, listener as ClientToServerEvents[typeof event]);
    }
  }

  private async admit(socket: RealtimeSocket): Promise<void> {
    const { auth } = socket.data;
    const rooms = [sessionRoom(auth.sessionId), accountRoom(auth.accountId)];
    // A recovered socket comes back with its old rooms; it keeps only those of the session the
    // handshake just authenticated (the client may have signed in again in between).
    if (socket.recovered) {
      for (const room of socket.rooms) if (room !== socket.id && !rooms.includes(room)) socket.leave(room);
    }
    socket.join(rooms);
    // Before anything asynchronous, so an event sent right after connecting finds its handler.
    this.attachHandlers(socket);
    // A logout, suspension or deletion that landed between the handshake check and the join above
    // broadcast to rooms this socket was not in yet; checking the session again closes that gap.
    let refusal: number;
    try {
      const found = await this.sessions.refusalOf(auth.sessionId);
      if (found === undefined) {
        if (!socket.recovered) await this.greet(socket);
        return;
      }
      refusal = found;
    } catch (error) {
      this.log.error({ err: error }, 'socket session re-check failed');
      refusal = Retcode.SESSION_ENDED;
    }
    socket.emit(SocketEvent.error, { retcode: refusal, retmsg: retmsgFor(refusal, auth.language) });
    socket.disconnect(true);
  }

  private async greet(socket: RealtimeSocket): Promise<void> {
    if (this.options.greet === undefined) return;
    try {
      await this.options.greet(socket.data.auth.accountId, this.io.to(socket.id));
    } catch (error) {
      this.log.error({ err: error }, 'socket greeting failed');
    }
  }

  /**
   * Tells every socket of a session, on every node, that it ended, then disconnects them. Emitting
   * before disconnecting through the same room keeps the order on one adapter stream.
   */
  endSession(
    sessionId: string,
    retcode: number,
    language: UiLanguage,
    options: { byLogout?: true } = {},
  ): void {
    const room = this.io.in(sessionRoom(sessionId));
    const reason: SocketError = { retcode, retmsg: retmsgFor(retcode, language), ...options };
    room.emit(SocketEvent.error, reason);
    room.disconnectSockets(true);
    this.log.debug({ sessionId, retcode }, 'session sockets ended');
  }

  /**
   * Ends every socket of an account on every node with `retcode` (a suspension or deletion), each
   * session's sockets told why in that session's language before they are closed. Every socket is
   * ended through its session's room only: a bare disconnect of the account's room would, through
   * the adapter, overtake the reason and close sockets without it.
   */
  async endAccount(accountId: string, retcode: number): Promise<void> {
    for (const { sessionId, language } of await this.sessions.liveOf(accountId)) {
      this.endSession(sessionId, retcode, language);
    }
    this.log.debug({ accountId, retcode }, 'account sockets ended');
  }

  /**
   * Closes this node's sockets and the adapter but not the HTTP server, which Fastify owns and
   * closes itself (io.close() would close it a second time).
   */
  async close(): Promise<void> {
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
    await this.io.of('/').adapter.close();
  }
}
