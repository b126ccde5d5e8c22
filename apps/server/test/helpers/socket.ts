import {
  type ReceiveMessagePayload,
  type SendMessageAck,
  type ServerEventName,
  type ServerEventPayload,
  SOCKET_PATH,
  type SocketError,
  SocketEvent,
} from '@switchboard/protocol';
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
    const timer = setTimeout(() => reject(new Error('no session end within 15 s')), 15_000);
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

/** Emits sendMessage with an ack and resolves with the ack (rejects after 10 s). */
export function sendMessage(socket: Socket, payload: unknown): Promise<SendMessageAck> {
  return socket.timeout(10_000).emitWithAck(SocketEvent.sendMessage, payload) as Promise<SendMessageAck>;
}

/** Collects every receiveMessage a socket gets from now on. */
export function collectMessages(socket: Socket): ReceiveMessagePayload[] {
  const received: ReceiveMessagePayload[] = [];
  socket.on(SocketEvent.receiveMessage, (payload: ReceiveMessagePayload) => received.push(payload));
  return received;
}

/** Resolves with the next `event` whose payload matches `match` (rejects after `ms`). */
export function nextEvent<E extends ServerEventName>(
  socket: Socket,
  event: E,
  match: (payload: ServerEventPayload<E>) => boolean = () => true,
  ms = 5000,
): Promise<ServerEventPayload<E>> {
  // socket.io-client's untyped socket: the payload's type comes from the contract's event map.
  const untyped = socket as unknown as {
    on(name: string, listener: (payload: ServerEventPayload<E>) => void): void;
    off(name: string, listener: (payload: ServerEventPayload<E>) => void): void;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      untyped.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: ServerEventPayload<E>) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      untyped.off(event, listener);
      resolve(payload);
    };
    untyped.on(event, listener);
  });
}

/** Resolves with the next receiveMessage matching `match` (rejects after `ms`). */
export function nextMessage(
  socket: Socket,
  match: (payload: ReceiveMessagePayload) => boolean = () => true,
  ms = 5000,
): Promise<ReceiveMessagePayload> {
  return nextEvent(socket, SocketEvent.receiveMessage, match, ms);
}

/** Waits a little so events that should not arrive get the chance to. */
export function settle(ms = 200): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
