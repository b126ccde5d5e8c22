import type { SendMessagePayload, ServerToClientEvents, SocketError } from '@switchboard/protocol';
import {
  logoutKickedRetcodes,
  Retcode,
  SOCKET_PATH,
  SocketEvent,
  socketClientPolicy,
  socketErrorSchema,
} from '@switchboard/protocol';
import { io, type Socket } from 'socket.io-client';
import { apiLanguageCode } from '../api/client.ts';
import { currentToken, kickOut } from '../session.ts';
import { serverDropDelay } from './backoff.ts';
import { markConnected, markResetting, useConnection } from './connection.ts';
import { dispatchServerEvent, serverEventNames } from './dispatch.ts';
import { announceConnected } from './events.ts';

/** What the client emits: a message to send, acknowledged by the server. */
export interface ClientToServerEvents {
  [SocketEvent.sendMessage]: (payload: SendMessagePayload, ack: (answer: unknown) => void) => void;
}

/** The client's socket, typed with the protocol's events. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The parts of a socket.io client socket this module uses; tests hand in a fake through `io`. */
export interface SocketLike {
  readonly active: boolean;
  readonly recovered: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
  io: { on(event: string, listener: (...args: never[]) => void): unknown };
}

/** socket.io's disconnect reason when the server closed the socket (restart, deploy): it never reconnects by itself then. */
const SERVER_CLOSED = 'io server disconnect';
/** socket.io's disconnect reason when pings stopped; every other reason means the server or network closed it. */
const PING_TIMEOUT = 'ping timeout';

let socket: ClientSocket | null = null;
/** The client's own reconnect after the server closed the socket; cancelled when the session ends. */
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

/** The live socket, for emitting (sendMessage); server pushes arrive through the bus in events.ts. */
export function getSocket(): ClientSocket | null {
  return socket;
}

/** True for codes that mean the session is over (kicked codes and an invalid token). */
export function endsSession(retcode: number): boolean {
  return logoutKickedRetcodes.has(retcode) || retcode === Retcode.TOKEN_INVALID;
}

/**
 * How long a tab told that its session was logged out waits for the word of the tab that did it. A
 * tab of this browser says so on the session channel before it calls the server, but that word
 * crosses processes and may arrive after the server's push; a browser holding a copy of the token
 * hears nothing and tells its user.
 */
export const SIBLING_LOGOUT_GRACE_MS = 1500;

function sessionEnded(error: SocketError): void {
  closeSocket();
  if (error.byLogout !== true) {
    kickOut(error.retcode, error.retmsg);
    return;
  }
  const token = currentToken();
  setTimeout(() => {
    // Still on the session that was logged out: nobody of this browser said so.
    if (token !== null && currentToken() === token) kickOut(error.retcode, error.retmsg);
  }, SIBLING_LOGOUT_GRACE_MS);
}

/** Attaches the spec's connection rules, the bus and the reconnect after a server close to a socket. */
function wireSocket(target: SocketLike): void {
  let everConnected = false;
  // Server closes in a row; reset once a connection has lasted as long as the longest delay.
  let serverDrops = 0;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;

  // socket.io gives up after the server closed the socket or refused the handshake; unless this
  // client ended the session itself, try again on the spec's backoff (socket.io's own covers the rest).
  const reconnectUnlessEnded = () => {
    if (target !== socket || target.active) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      if (target === socket && !target.active) target.connect();
    }, serverDropDelay(serverDrops));
    serverDrops += 1;
    useConnection.setState({ status: 'reconnecting' });
  };

  target.on('connect', () => {
    const { serverClosed } = useConnection.getState();
    markConnected();
    clearTimeout(stableTimer);
    stableTimer = setTimeout(() => {
      serverDrops = 0;
    }, socketClientPolicy.reconnectionDelayMax);
    announceConnected({ reconnect: everConnected, recovered: target.recovered, serverClosed });
    everConnected = true;
  });
  target.on('disconnect', (reason: string) => {
    clearTimeout(stableTimer);
    useConnection.setState({
      serverClosed: reason !== PING_TIMEOUT,
      status: target.active ? 'reconnecting' : 'disconnected',
    });
    if (reason === SERVER_CLOSED) reconnectUnlessEnded();
  });
  target.on('connect_error', (error: Error & { data?: unknown }) => {
    const parsed = socketErrorSchema.safeParse(error.data);
    if (parsed.success && endsSession(parsed.data.retcode)) {
      sessionEnded(parsed.data);
      return;
    }
    useConnection.setState({ status: target.active ? 'reconnecting' : 'disconnected' });
    reconnectUnlessEnded();
  });
  target.on(SocketEvent.error, (payload: unknown) => {
    const parsed = socketErrorSchema.safeParse(payload);
    if (parsed.success && endsSession(parsed.data.retcode)) sessionEnded(parsed.data);
  });
  // One listener per server event, all alike: the bus parses each payload and drops a malformed one.
  for (const event of serverEventNames) {
    target.on(event, (payload: unknown) => dispatchServerEvent(event, payload));
  }
  target.io.on('reconnect_attempt', () => useConnection.setState({ status: 'reconnecting' }));
}

/**
 * The policy's transports, without WebSocket where the browser has none at all: engine.io loses the
 * error of a WebSocket it cannot even construct, so `tryAllTransports` never gets to long polling.
 */
function usableTransports(): string[] {
  const transports: string[] = [...socketClientPolicy.transports];
  return typeof WebSocket === 'function' ? transports : transports.filter((name) => name !== 'websocket');
}

/** Opens the socket (once) with the token read afresh on every connection attempt. */
export function connectSocket(): void {
  if (socket) return;
  const created: ClientSocket = io({
    path: SOCKET_PATH,
    transports: usableTransports(),
    // When a proxy blocks WebSocket, fall back to long polling instead of retrying WebSocket forever.
    tryAllTransports: socketClientPolicy.tryAllTransports,
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: socketClientPolicy.reconnectionDelay,
    reconnectionDelayMax: socketClientPolicy.reconnectionDelayMax,
    timeout: socketClientPolicy.timeout,
    // A function, not an object: each (re)connection attempt reads the token as it is now.
    auth: (callback) => callback({ token: currentToken() ?? '', languagecode: apiLanguageCode() }),
  });
  socket = created;
  useConnection.setState({ status: 'connecting', active: true, serverClosed: false });
  wireSocket(created);
}

/** Closes the socket on purpose (logout, kicked): no notice, and no reconnect. */
export function closeSocket(): void {
  clearTimeout(reconnectTimer);
  if (!socket) return;
  markResetting();
  const closing = socket;
  socket = null;
  closing.disconnect();
  useConnection.setState({ status: 'disconnected', active: false, justConnected: false });
}

/** Reconnects on purpose (e.g. after a new login) without flashing the connection notice. */
export function resetSocket(): void {
  closeSocket();
  connectSocket();
}
