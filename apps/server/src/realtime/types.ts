import type { NodeHealth, ServerToClientEvents, SocketEvent } from '@switchboard/protocol';
import type { BroadcastOperator, Server, Socket } from 'socket.io';
import type { AuthContext } from '../modules/sessions/sessions.service.ts';

/** Events the server emits, from the protocol, so every emit is checked against the contract. */
export type { ServerToClientEvents } from '@switchboard/protocol';

/**
 * Events clients emit. Their arguments come from outside, so they are typed unknown here and each
 * handler validates them with the protocol's schema (and checks that the ack is a function).
 */
export interface ClientToServerEvents {
  /** Send a message: the payload, then the ack callback. */
  [SocketEvent.sendMessage]: (payload: unknown, ack?: unknown) => void;
}

/** Messages between nodes through the adapter. */
export interface InterServerEvents {
  /** A node changed what the named node-local cache holds; the others forget their copy. */
  cacheInvalidated: (cache: string) => void;
  /** The console's operations page asks every other node to describe itself (modules/console-operations). */
  nodeHealth: (ack: (node: NodeHealth) => void) => void;
}

/** A node-local cache of data any node may change (see Realtime.shareCache). */
export interface SharedCache {
  /** Drops what the cache holds. */
  forget(): void;
  /** Calls `listener` after each change made on this node. */
  onChange(listener: () => void): void;
}

/** What the handshake established, kept on each socket. */
export interface SocketData {
  auth: AuthContext;
}

/** The typed socket.io server. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
/** A typed server-side socket. */
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** An emitter to a room (or rooms), on every node. */
export type RealtimeBroadcast = BroadcastOperator<ServerToClientEvents, SocketData>;

/** A handler of one client event; its arguments are whatever the client sent. */
export type ClientEventHandler = (socket: RealtimeSocket, ...args: unknown[]) => void | Promise<void>;

/** The room of every socket of one session. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** The room of every socket of one account, across its sessions. */
export function accountRoom(accountId: string): string {
  return `account:${accountId}`;
}
