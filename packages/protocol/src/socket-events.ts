import type { z } from 'zod';
import {
  type BalanceChangedPayload,
  balanceChangedPayloadSchema,
  type CodeReceivedPayload,
  type ContactsChangedPayload,
  type ConversationStateChangedPayload,
  codeReceivedPayloadSchema,
  contactsChangedPayloadSchema,
  conversationStateChangedPayloadSchema,
  type MessageFailedPayload,
  messageFailedPayloadSchema,
  type NumbersChangedPayload,
  numbersChangedPayloadSchema,
  type PaymentSettledPayload,
  paymentSettledPayloadSchema,
  type ReadStateChangedPayload,
  type RenewalFailedPayload,
  type ReviewDecidedPayload,
  readStateChangedPayloadSchema,
  renewalFailedPayloadSchema,
  reviewDecidedPayloadSchema,
  type VoicemailTranscribedPayload,
  voicemailTranscribedPayloadSchema,
} from './account-events.ts';
import {
  type ReceiveMessagePayload,
  type ResyncPayload,
  receiveMessagePayloadSchema,
  resyncPayloadSchema,
  type SocketError,
  SocketEvent,
  socketErrorSchema,
} from './socket.ts';

/** Every event the server emits, with its payload type; server and client type their sockets with it. */
export interface ServerToClientEvents {
  /** The session ended (logout, revocation, suspension): the client logs out. */
  [SocketEvent.error]: (payload: SocketError) => void;
  /** A message arrived, or the account sent one from another tab. */
  [SocketEvent.receiveMessage]: (payload: ReceiveMessagePayload) => void;
  /** Pushes may have been lost while the adapter's Redis was away: the client refreshes. */
  [SocketEvent.resync]: (payload: ResyncPayload) => void;
  /** The balance moved. */
  [SocketEvent.balanceChanged]: (payload: BalanceChangedPayload) => void;
  /** An operator decided a review. */
  [SocketEvent.reviewDecided]: (payload: ReviewDecidedPayload) => void;
  /** A number of the account changed. */
  [SocketEvent.numbersChanged]: (payload: NumbersChangedPayload) => void;
  /** A number's renewal failed, or the number lapsed unpaid. */
  [SocketEvent.renewalFailed]: (payload: RenewalFailedPayload) => void;
  /** Contacts changed in another session. */
  [SocketEvent.contactsChanged]: (payload: ContactsChangedPayload) => void;
  /** A verification code arrived. */
  [SocketEvent.codeReceived]: (payload: CodeReceivedPayload) => void;
  /** A conversation was read elsewhere. */
  [SocketEvent.readStateChanged]: (payload: ReadStateChangedPayload) => void;
  /** A payment order settled. */
  [SocketEvent.paymentSettled]: (payload: PaymentSettledPayload) => void;
  /** A voicemail was transcribed on arrival. */
  [SocketEvent.voicemailTranscribed]: (payload: VoicemailTranscribedPayload) => void;
  /** A conversation's state (archived, muted, marked unread, blocked) changed on some tab or device. */
  [SocketEvent.conversationStateChanged]: (payload: ConversationStateChangedPayload) => void;
  /** The carrier could not deliver a message the account sent; its charge was given back. */
  [SocketEvent.messageFailed]: (payload: MessageFailedPayload) => void;
}

/** Names of the events the server emits. */
export type ServerEventName = keyof ServerToClientEvents;

/** The payload of one server event. */
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** The schema of every server event's payload; the client parses each push with it before use. */
export const serverEventSchemas: { [E in ServerEventName]: z.ZodType<ServerEventPayload<E>> } = {
  [SocketEvent.error]: socketErrorSchema,
  [SocketEvent.receiveMessage]: receiveMessagePayloadSchema,
  [SocketEvent.resync]: resyncPayloadSchema,
  [SocketEvent.balanceChanged]: balanceChangedPayloadSchema,
  [SocketEvent.reviewDecided]: reviewDecidedPayloadSchema,
  [SocketEvent.numbersChanged]: numbersChangedPayloadSchema,
  [SocketEvent.renewalFailed]: renewalFailedPayloadSchema,
  [SocketEvent.contactsChanged]: contactsChangedPayloadSchema,
  [SocketEvent.codeReceived]: codeReceivedPayloadSchema,
  [SocketEvent.readStateChanged]: readStateChangedPayloadSchema,
  [SocketEvent.paymentSettled]: paymentSettledPayloadSchema,
  [SocketEvent.voicemailTranscribed]: voicemailTranscribedPayloadSchema,
  [SocketEvent.conversationStateChanged]: conversationStateChangedPayloadSchema,
  [SocketEvent.messageFailed]: messageFailedPayloadSchema,
};
