import { SOCKET_PATH, type SocketError, SocketEvent } from '@switchboard/protocol';
import { io, type Socket } from 'socket.io-client';

/** A refused handshake as the client sees it. */
export type ConnectError = Error & { data?: SocketError };

/** Opens a real socket.io client and resolves once connected; rejects with the server's error otherwise. */
export function connectSocket(
  baseUrl: string,
  options: { token?: string; queryToken?: string; extraHeaders?: Record<string, string> } = {},
): Promise<Socket> {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.token === undefined ? {} : { token: options.token },
    query: options.queryToken === undefined ? {} : { token: options.queryToken },
    extraHeaders: options.extraHeaders,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: ConnectError) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the next server `error` event and the disconnect that must follow it. */
export function sessionEnd(socket: Socket): Promise<{ payload: SocketError; reason: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no session end within 5 s')), 5000);
    socket.once(SocketEvent.error, (payload: SocketError) => {
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve({ payload, reason });
      });
    });
  });
}

/** The error a refused connection attempt carries. */
export async function refusal(promise: Promise<Socket>): Promise<ConnectError> {
  try {
    const socket = await promise;
    socket.close();
  } catch (error) {
    return error as ConnectError;
  }
  throw new Error('the connection was accepted');
}
