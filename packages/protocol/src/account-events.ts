import { z } from 'zod';
import { fullNumberSchema } from './http/chats.ts';
import { conversationStateSchema } from './http/conversation-actions.ts';

/**
 * Account events the server pushes to every socket of one account (every tab and device), each
 * emitted after the transaction that caused it commits. The client applies them to its cache.
 */

/** Payload of `balanceChanged`: the balance after the ledger movement. */
export const balanceChangedPayloadSchema = z.object({
  /** New balance in ten-thousandths of the brand's unit. */
  balance: z.number().int(),
});
/** Payload of `balanceChanged`. */
export type BalanceChangedPayload = z.infer<typeof balanceChangedPayloadSchema>;

/** What an operator's review decided on. */
export const reviewSubjects = ['profile', 'useCase', 'kyc', 'tollFree'] as const;
/** What an operator's review decided on. */
export type ReviewSubject = (typeof reviewSubjects)[number];

/** Payload of `reviewDecided`. */
export const reviewDecidedPayloadSchema = z.object({
  /** Profile, use case, identity proof (kyc) or a toll-free number's registration. */
  subject: z.enum(reviewSubjects),
  /** True when approved, false when refused. */
  approved: z.boolean(),
  /** The status now stored for the subject (e.g. profile state 2 approved, 100 refused). */
  status: z.number().int(),
  /** The operator's reason for a refusal, in the words the operator wrote; '' when none. */
  reason: z.string().max(1000),
  /** The toll-free number the decision is about (tollFree only). */
  number: fullNumberSchema.optional(),
});
/** Payload of `reviewDecided`. */
export type ReviewDecidedPayload = z.infer<typeof reviewDecidedPayloadSchema>;

/** How a number changed. */
export const numberChanges = [
  'subscribed',
  'renewed',
  'grace',
  'released',
  'restored',
  'planChanged',
  'settingsChanged',
] as const;
/** How a number changed. */
export type NumberChange = (typeof numberChanges)[number];

/** Payload of `numbersChanged`. */
export const numbersChangedPayloadSchema = z.object({
  /** What happened to the number. */
  change: z.enum(numberChanges),
  /** The number's full digits. */
  number: fullNumberSchema,
  /** Which of the account's lists it belongs to: rented phone numbers, or verification-code numbers. */
  kind: z.enum(['phone', 'verification']),
});
/** Payload of `numbersChanged`. */
export type NumbersChangedPayload = z.infer<typeof numbersChangedPayloadSchema>;

/** How far a failed renewal went: grace (the number still works) or lapsed (it was released). */
export const renewalFailureStages = ['grace', 'lapsed'] as const;

/** Payload of `renewalFailed`: sent when a renewal fails, and again when the number lapses. */
export const renewalFailedPayloadSchema = z.object({
  /** The number's full digits. */
  number: fullNumberSchema,
  /** grace: the balance did not cover the renewal; lapsed: the grace days ended unpaid. */
  stage: z.enum(renewalFailureStages),
  /** The renewal price the balance did not cover, ten-thousandths of the brand unit. */
  amount: z.number().int().nonnegative(),
  /** ms since the epoch: when the number lapses (grace), or until when it can be restored (lapsed). */
  until: z.number().int().nonnegative(),
});
/** Payload of `renewalFailed`. */
export type RenewalFailedPayload = z.infer<typeof renewalFailedPayloadSchema>;

/** Payload of `contactsChanged`: the client asks for changes after its last sync. */
export const contactsChangedPayloadSchema = z.object({
  /** Server change time (ms) of the newest change. */
  updateTime: z.number().int().nonnegative(),
});
/** Payload of `contactsChanged`. */
export type ContactsChangedPayload = z.infer<typeof contactsChangedPayloadSchema>;

/** Payload of `codeReceived`. */
export const codeReceivedPayloadSchema = z.object({
  /** The verification number (full digits) that received the code. */
  number: fullNumberSchema,
  /** Id of the stored code message. */
  smsId: z.string(),
});
/** Payload of `codeReceived`. */
export type CodeReceivedPayload = z.infer<typeof codeReceivedPayloadSchema>;

/** Payload of `readStateChanged`: the conversation is read up to `readAt`. */
export const readStateChangedPayloadSchema = z.object({
  /** Own full number of the conversation. */
  ownFullNumber: fullNumberSchema,
  /** Other full number of the conversation. */
  otherFullNumber: fullNumberSchema,
  /** Messages at or before this time (ms) are read. */
  readAt: z.number().int().nonnegative(),
});
/** Payload of `readStateChanged`. */
export type ReadStateChangedPayload = z.infer<typeof readStateChangedPayloadSchema>;

/** Payload of `voicemailTranscribed`: the transcript of one voicemail, kept on the message as its `stt`. */
export const voicemailTranscribedPayloadSchema = z.object({
  /** Own full number of the voicemail's conversation. */
  ownFullNumber: fullNumberSchema,
  /** Other full number of the voicemail's conversation (the caller). */
  otherFullNumber: fullNumberSchema,
  /** Id of the voicemail message. */
  smsId: z.string(),
  /** The transcript. */
  stt: z.string().min(1),
});
/** Payload of `voicemailTranscribed`. */
export type VoicemailTranscribedPayload = z.infer<typeof voicemailTranscribedPayloadSchema>;

/** Payload of `messageFailed`: the sent message the carrier could not deliver. */
export const messageFailedPayloadSchema = z.object({
  /** Own full number of the message's conversation (it was sent from this number). */
  ownFullNumber: fullNumberSchema,
  /** Other full number of the message's conversation (it was sent to this number). */
  otherFullNumber: fullNumberSchema,
  /** Id of the message, as it was sent. */
  smsId: z.string(),
});
/** Payload of `messageFailed`. */
export type MessageFailedPayload = z.infer<typeof messageFailedPayloadSchema>;

/** Payload of `paymentSettled`: an order of the account was paid, failed or cancelled at its provider. */
export const paymentSettledPayloadSchema = z.object({
  /** Our order id, as paySubmit answered it. */
  orderId: z.string(),
  /** What became of it. */
  status: z.enum(['paid', 'failed', 'cancelled']),
});
/** Payload of `paymentSettled`. */
export type PaymentSettledPayload = z.infer<typeof paymentSettledPayloadSchema>;

/** Payload of `conversationStateChanged`: the conversation's new state. */
export const conversationStateChangedPayloadSchema = conversationStateSchema;
/** Payload of `conversationStateChanged`. */
export type ConversationStateChangedPayload = z.infer<typeof conversationStateChangedPayloadSchema>;
