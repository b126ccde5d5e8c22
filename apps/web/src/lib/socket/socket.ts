import type { SocketError } from '@switchboard/protocol';
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
import { markConnected, markResetting, useConnection } from './connection.ts';

/** The parts of a socket.io client socket this module uses; tests pass a fake. */
export interface SocketLike {
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  disconnect(): unknown;
  io: { on(event: string, listener: (...args: never[]) => void): unknown };
}

type ConnectedListener = (info: { reconnect: boolean; serverClosed: boolean }) => void;
const connectedListeners = new Set<ConnectedListener>();
let socket: Socket | null = null;

/** Lets features refresh their data after a (re)connect without owning the socket. */
export function onSocketConnected(listener: ConnectedListener): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** The live socket, for features that emit or listen to message events. */
export function getSocket(): Socket | null {
  return socket;
}

/** True for codes that mean the session is over (kicked codes and an invalid token). */
export function endsSession(retcode: number): boolean {
  return logoutKickedRetcodes.has(retcode) || retcode === Retcode.TOKEN_INVALID;
}

function sessionEnded(error: SocketError): void {
  closeSocket();
  kickOut(error.retcode, error.retmsg);
}

/** Attaches the state machine of the spec's connection rules to a socket. */
export function wireSocket(target: SocketLike): void {
  let everConnected = false;
  target.on('connect', () => {
    const { serverClosed } = useConnection.getState();
    markConnected();
    for (const listener of connectedListeners) listener({ reconnect: everConnected, serverClosed });
    everConnected = true;
  });
  target.on('disconnect', (reason: string) => {
    useConnection.setState({
      serverClosed: reason !== 'ping timeout',
      status: target.active ? 'reconnecting' : 'disconnected',
    });
  });
  target.on('connect_error', (error: Error & { data?: unknown }) => {
    const parsed = socketErrorSchema.safeParse(error.data);
    if (parsed.success && endsSession(parsed.data.retcode)) {
      sessionEnded(parsed.data);
      return;
    }
    useConnection.setState({ status: target.active ? 'reconnecting' : 'disconnected' });
  });
  target.on(SocketEvent.error, (payload: unknown) => {
    const parsed = socketErrorSchema.safeParse(payload);
    if (parsed.success && endsSession(parsed.data.retcode)) sessionEnded(parsed.data);
  });
  target.io.on('reconnect_attempt', () => useConnection.setState({ status: 'reconnecting' }));
}

/** Opens the socket (once) with the token read afresh on every connection attempt. */
export function connectSocket(): void {
  if (socket) return;
  socket = io({
    path: SOCKET_PATH,
    transports: [...socketClientPolicy.transports],
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: socketClientPolicy.reconnectionDelay,
    reconnectionDelayMax: socketClientPolicy.reconnectionDelayMax,
    timeout: socketClientPolicy.timeout,
    // A function, not an object: each (re)connection attempt reads the token as it is now.
    auth: (callback) => callback({ token: currentToken() ?? '', languagecode: apiLanguageCode() }),
  });
  useConnection.setState({ status: 'connecting', active: true, serverClosed: false });
  wireSocket(socket);
}

/** Closes the socket on purpose (logout, kicked); the connection notice stays hidden. */
export function closeSocket(): void {
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
