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
  /** Server to client: pushes may have been missed (the cluster bus was down); refresh what changed. */
  resync: 'resync',
  /** Server to client: the account's balance moved (any ledger entry); carries the new balance. */
  balanceChanged: 'balanceChanged',
  /** Server to client: an operator decided a profile, use case, identity proof or toll-free registration. */
  reviewDecided: 'reviewDecided',
  /** Server to client: one of the account's numbers was subscribed, renewed, put in grace, released or changed. */
  numbersChanged: 'numbersChanged',
  /**
   * Server to client: a number's renewal could not be paid (it works on through the grace days), or
   * the grace ended unpaid and the number lapsed (restorable from the subscription history for a while).
   */
  renewalFailed: 'renewalFailed',
  /** Server to client: another session saved or deleted contacts; the client syncs its address book. */
  contactsChanged: 'contactsChanged',
  /** Server to client: a verification code arrived on a number the account locked or keeps. */
  codeReceived: 'codeReceived',
  /** Server to client: a conversation was read on another tab or device of the account. */
  readStateChanged: 'readStateChanged',
  /**
   * Server to client: a payment order settled (paid in another window or on a phone, failed or
   * cancelled); the open payment dialog learns of it.
   */
  paymentSettled: 'paymentSettled',
  /**
   * Server to client: a voicemail of the account was transcribed without being asked (on arrival, by
   * the configured engine); the open conversation shows the transcript.
   */
  voicemailTranscribed: 'voicemailTranscribed',
  /**
   * Server to client: a conversation was archived, muted, marked unread or read, or its other number
   * blocked or unblocked, on some tab or device of the account; carries the conversation's new state.
   */
  conversationStateChanged: 'conversationStateChanged',
  /**
   * Server to client: the carrier could not deliver a message the account sent (or never took it);
   * the message shows as not delivered, and its charge was given back (a balanceChanged follows).
   */
  messageFailed: 'messageFailed',
} as const;

/** Payload of the server's `resync` event. */
export const resyncPayloadSchema = z.object({
  /** The client waits a random time up to this many ms before refreshing, so a cluster's clients spread out. */
  jitterMs: z.number().int().min(0).max(600_000),
});
/** Payload of the server's `resync` event. */
export type ResyncPayload = z.infer<typeof resyncPayloadSchema>;

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
  /**
   * True when the session ended because its holder logged out: the sockets told so are mostly that
   * browser's other tabs, which follow the logging-out tab's own word without telling their user
   * (the push may reach them first, so they wait a moment for it).
   */
  byLogout: z.boolean().optional(),
});
/** Payload of the server's `error` event. */
export type SocketError = z.infer<typeof socketErrorSchema>;

/**
 * Client reconnection policy: unlimited attempts, 500 ms growing to 60 s, 25 s timeout; WebSocket
 * first, and long polling when a proxy blocks it (`tryAllTransports`).
 */
export const socketClientPolicy = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 60_000,
  timeout: 25_000,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
} as const;

/**
 * Connection-state recovery: a client that comes back within this time gets the events it missed
 * replayed at once (socket.io's recovery; the Redis Streams adapter supports it across nodes).
 */
export const SOCKET_RECOVERY_WINDOW_MS = 2 * 60_000;

/** Client to server `sendMessage`: a text (sms) or, sent as binary, a picture (mms). */
export const sendMessagePayloadSchema = z.object({
  /** Own full number sending it. */
  fromNumber: z.string().regex(/^\d{5,18}$/, 'fromNumber must be 5 to 18 digits'),
  /** Recipient full number. */
  toNumber: z.string().regex(/^\d{5,18}$/, 'toNumber must be 5 to 18 digits'),
  /** Text; may be empty for a picture. */
  text: z.string().max(1600, 'text must be at most 1600 characters').default(''),
  /** sms for text, mms for a picture. */
  msgType: z.enum(['sms', 'mms']),
  /** Client-chosen id; resending with the same id never makes a second message or charge. */
  smsId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'smsId must be 8 to 64 letters, digits, _ or -'),
  /** Brand identifier. */
  platform: z.string(),
  /** Language of retmsg. */
  languagecode: z.enum(['en', 'zh_cn']).optional(),
  /** Picture bytes (mms only). */
  fileBuffer: z.instanceof(Uint8Array).optional(),
  /** Picture MIME type (mms only). */
  fileType: z.string().max(100).optional(),
  /** Picture file name (mms only). */
  fileName: z.string().max(255).optional(),
});
/** Client to server `sendMessage` payload. */
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

/** Acknowledgement of `sendMessage`. */
export const sendMessageAckSchema = z.object({
  /** 0 when stored and sent, otherwise a retcode (e.g. 400001 no credit, 300030 toll-free). */
  status: z.number().int(),
  /** Message for a non-zero status, in the requested language. */
  retmsg: z.string(),
  /** The message id the ack is for. */
  smsId: z.string(),
  /** Stored time of the message (ms), 0 when nothing was stored. */
  date: z.number().int(),
  /** Links of the stored picture, for mms. */
  media: z.string(),
  /** On a refusal, what went wrong for developers (field paths, internal values); never shown to people. */
  detail: z.string().optional(),
  /** On a refusal about one payload field, that field's name: where a client shows retmsg. */
  field: z.string().optional(),
});
/** Acknowledgement of `sendMessage`. */
export type SendMessageAck = z.infer<typeof sendMessageAckSchema>;

/** Server to client `receiveMessage`: a message in, or a message sent from another tab. */
export const receiveMessagePayloadSchema = z.object({
  /** in for received messages, out for the account's own sends from another tab. */
  direction: z.enum(['in', 'out']),
  /** Sender full number. */
  fromNumber: z.string(),
  /** Recipient full number. */
  toNumber: z.string(),
  /** Sender national number. */
  fromPhone: z.string(),
  /** Recipient national number. */
  toPhone: z.string(),
  /** Sender calling code ('' when unknown). */
  fromTelCode: z.string(),
  /** Recipient calling code. */
  toTelCode: z.string(),
  /** Kind of message. */
  msgType: z.enum(['sms', 'mms', 'voicemail', 'verificationCode', 'push', '5sim']),
  /** Text, or '' . */
  text: z.string(),
  /** Comma-separated media links. */
  media: z.string(),
  /** Message id. */
  smsId: z.string(),
  /** Time, ms since the epoch. */
  time: z.number().int(),
  /** 0 sent. */
  status: z.number().int(),
  /** Message for a non-zero status. */
  retmsg: z.string(),
  /** Transcript of a voicemail, when one exists. */
  stt: z.string().optional(),
  /** Targets of highlighted texts. */
  highlightTarget: z.string().optional(),
  /** Highlighted texts. */
  highlightText: z.string().optional(),
});
/** Server to client `receiveMessage` payload. */
export type ReceiveMessagePayload = z.infer<typeof receiveMessagePayloadSchema>;
