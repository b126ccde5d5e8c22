import { z } from 'zod';
import { tokenSchema } from './http/common.ts';

/** Path of the realtime socket. */
export const SOCKET_PATH = '/webchat';

/** Event names on the socket. Use these, never string literals. */
export const SocketEvent = {
  /** Client to server: send a message (with an ack). */
  sendMessage: 'sendMessage',
  /** Server to client: a message arrived or was sent from another tab. */
  receiveMessage: 'receiveMessage',
  /** Server to client: the session ended; carries a retcode, the client logs out. */
  error: 'error',
} as const;

/** Handshake auth sent by the client (the `token` query is accepted too). */
export const socketAuthSchema = z.object({
  /** Session token. */
  token: tokenSchema,
});

/** Payload of the server's `error` event and of a refused handshake's error data. */
export const socketErrorSchema = z.object({
  /** Catalogue code, e.g. 200018 when the session ended. */
  retcode: z.number().int(),
  /** Message in the session's language. */
  retmsg: z.string(),
});
/** Payload of the server's `error` event. */
export type SocketError = z.infer<typeof socketErrorSchema>;

/** Client reconnection policy: unlimited attempts, 500 ms growing to 60 s, 25 s timeout. */
export const socketClientPolicy = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 60_000,
  timeout: 25_000,
  transports: ['websocket', 'polling'],
} as const;
