import type { SocketError, SocketEvent } from '@switchboard/protocol';
import type { Server, Socket } from 'socket.io';
import type { AuthContext } from '../modules/sessions/sessions.service.ts';

/**
 * Events the server emits. Chat adds `receiveMessage` here with its protocol payload type, so every
 * emit stays checked against the contract.
 */
export interface ServerToClientEvents {
  /** The session ended (logout, revocation, suspension): the client logs out. */
  [SocketEvent.error]: (payload: SocketError) => void;
}

/**
 * Events clients emit, each validated with its protocol schema before use. Chat adds `sendMessage`
 * here with its payload and ack types.
 */
export interface ClientToServerEvents {
  /** Reserved so the map is never empty; no handler is registered and clients never send it. */
  [SocketEvent.error]?: never;
}

/** Messages between nodes through the adapter; none yet. */
export type InterServerEvents = Record<never, never>;

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

/** The room of every socket of one session. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** The room of every socket of one account, across its sessions. */
export function accountRoom(accountId: string): string {
  return `account:${accountId}`;
}
