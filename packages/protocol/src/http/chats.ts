import { z } from 'zod';
import { MONTH_KEY_PATTERN } from '../months.ts';

export * from './chat-constants.ts';

/** Kinds of message. */
export const messageTypes = ['sms', 'mms', 'voicemail', 'verificationCode', 'push', '5sim'] as const;
/** Kind of a message. */
export const messageTypeSchema = z.enum(messageTypes);
/** Kind of a message. */
export type MessageType = z.infer<typeof messageTypeSchema>;

/** Direction of a message as seen by the account reading it. */
export const directionSchema = z.enum(['in', 'out']);
/** Direction of a message. */
export type Direction = z.infer<typeof directionSchema>;

/** Token separating highlightTarget and highlightText entries. */
export const HIGHLIGHT_SEPARATOR = '||,';
/** In-app actions a highlighted text can link to. */
export const highlightActions = ['profile', 'numberManage', 'kyc'] as const;

/** Digits of a full number (calling code + national number). */
export const fullNumberSchema = z.string().regex(/^\d{5,18}$/, 'number must be 5 to 18 digits');

/** One conversation in the chat list: its latest message. */
export const chatListItemSchema = z.object({
  /** Own full number. */
  ownFullNumber: z.string(),
  /** Calling code of the own number. */
  ownTelCode: z.string(),
  /** National part of the own number. */
  ownNumber: z.string(),
  /** Other party's full number. */
  otherFullNumber: z.string(),
  /** Other party's calling code ('' when unknown). */
  otherTelCode: z.string(),
  /** Other party's national number. */
  otherNumber: z.string(),
  /** Time of the latest message, ms since the epoch. */
  date: z.number().int(),
  /** Text of the latest message. */
  text: z.string(),
  /** Comma-separated media links of the latest message. */
  media: z.string(),
  /** Kind of the latest message. */
  type: messageTypeSchema,
  /** Id of the latest message. */
  smsId: z.string(),
  /** Direction of the latest message. */
  direction: directionSchema,
  /**
   * Incoming messages after the conversation's read marker (the server's read state; counted up to
   * UNREAD_COUNT_LIMIT). Absent in older answers, read as 0.
   */
  unread: z.number().int().nonnegative().default(0),
  /** Archived: shown only in the Archived view until a new message lands in it. Absent in older answers. */
  archived: z.boolean().default(false),
  /** Muted: no sound or notification for its messages. Absent in older answers. */
  muted: z.boolean().default(false),
  /** Marked as unread by the person (its unread count is at least 1 until read). Absent in older answers. */
  markedUnread: z.boolean().default(false),
  /** The other number is blocked on this own number: its new inbound messages are kept hidden. */
  blocked: z.boolean().default(false),
});
/** One conversation in the chat list. */
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** The key of a conversation: own full number, a hyphen, other full number. */
export function chatKey(ownFullNumber: string, otherFullNumber: string): string {
  return `${ownFullNumber}-${otherFullNumber}`;
}

/** Own and other full numbers of a conversation key (full numbers are digits only, so one hyphen). */
export function splitChatKey(key: string): { own: string; other: string } {
  const at = key.indexOf('-');
  return at === -1 ? { own: key, other: '' } : { own: key.slice(0, at), other: key.slice(at + 1) };
}

/** One message of a conversation. */
export const messageSchema = z.object({
  /** Message id (client-chosen for outgoing messages). */
  smsId: z.string(),
  /** Time, ms since the epoch. */
  date: z.number().int(),
  /** Text ('' for a picture or voicemail without text). */
  text: z.string(),
  /** Comma-separated links: images for mms, audio for voicemail. */
  media: z.string(),
  /** Direction as seen by the reader. */
  direction: directionSchema,
  /** 0 sent, 1 sending, 2 failed. */
  status: z.number().int(),
  /** Kind of message. */
  type: messageTypeSchema,
  /** Transcript of a voicemail, when one exists. */
  stt: z.string().optional(),
  /** Targets of highlighted texts, joined by HIGHLIGHT_SEPARATOR. */
  highlightTarget: z.string().optional(),
  /** Highlighted texts, joined by HIGHLIGHT_SEPARATOR. */
  highlightText: z.string().optional(),
});
/** One message of a conversation. */
export type ChatMessage = z.infer<typeof messageSchema>;

/** GET /getChatList query. */
export const chatListQuerySchema = z.object({
  /** How many months back (1 to 12). */
  months: z.coerce.number().int().min(1).max(12).default(4),
});
/** GET /getChatListByDate query. */
export const chatListByDateQuerySchema = z.object({
  /** Only conversations with a message after this time (ms since the epoch). */
  since: z.coerce.number().int().nonnegative(),
});
/** Answer of getChatList and getChatListByDate. */
export const chatListDataSchema = z.object({
  /** Conversations, newest first. */
  chatList: z.array(chatListItemSchema),
});

/** GET /getDialogList query: one month of one conversation, newest first. */
export const dialogListQuerySchema = z.object({
  /** Own full number. */
  ownFullNumber: fullNumberSchema,
  /** Other party's full number. */
  otherFullNumber: fullNumberSchema,
  /** Month to read, YYYY-MM in UTC. */
  ym: z.string().regex(MONTH_KEY_PATTERN, 'ym must be YYYY-MM'),
  /** Page size, at most 500. */
  pageSize: z.coerce.number().int().min(1).max(500).default(500),
  /** Only messages after this time (ms), for refreshes. */
  since: z.coerce.number().int().nonnegative().optional(),
  /** Cursor: only messages before this time (ms); the previous page's nextStartTime. */
  startTime: z.coerce.number().int().nonnegative().optional(),
});
/** GET /getDialogList answer. */
export const dialogListDataSchema = z.object({
  /** Messages, newest first. */
  dialogList: z.array(messageSchema),
  /** Cursor for the next (older) page in the same month, or null when the month is done. */
  nextStartTime: z.number().int().nullable(),
  /**
   * Time (ms) of the conversation's first message the account can see, or null when it has none;
   * the client pages back month by month until it holds that message.
   */
  firstDate: z.number().int().nullable().default(null),
});

/** POST /markChatRead body: the conversation is read up to `readAt` (the newest message seen). */
export const markChatReadBodySchema = z.object({
  /** Own full number. */
  ownFullNumber: fullNumberSchema,
  /** Other full number. */
  otherFullNumber: fullNumberSchema,
  /** Time (ms) of the newest message seen; the marker never moves back. */
  readAt: z.coerce.number().int().nonnegative(),
});
/** POST /markChatRead answer: the marker as stored (never earlier than before). */
export const markChatReadDataSchema = z.object({
  /** Messages at or before this time (ms) are read. */
  readAt: z.number().int().nonnegative(),
});

/** One message to delete: its id and date. */
export const smsRefSchema = z.object({
  /** Message id. */
  smsId: z.string().min(1).max(64),
  /** Message date (ms). */
  date: z.number().int(),
});
/** DELETE /delSms query: `sms` (a JSON list of smsRef), or `from` and `to` for a whole conversation. */
export const delSmsQuerySchema = z.object({
  /** JSON-encoded list of {smsId, date}. */
  sms: z.string().max(100_000).optional(),
  /** Own full number of the conversation to delete. */
  from: fullNumberSchema.optional(),
  /** Other full number of the conversation to delete. */
  to: fullNumberSchema.optional(),
});
/** DELETE /delSms answer. */
export const delSmsDataSchema = z.object({
  /** How many messages were removed from the account's view. */
  deleted: z.number().int(),
});

/** GET /speechToText query. */
export const speechToTextQuerySchema = z.object({
  /** Link of the voicemail audio, as found in the message's media. */
  media: z.string().min(1).max(500),
  /** Locale of the speech, e.g. en-US; empty means automatic. */
  language: z
    .string()
    .regex(/^([a-z]{2,3}(-[A-Za-z0-9]{2,8})*)?$/, 'language must be a locale such as en-US')
    .optional(),
});
/** GET /speechToText answer. */
export const speechToTextDataSchema = z.object({
  /** The transcript. */
  text: z.string(),
});

/** Largest picture accepted in a message, after the client's compression (2 MB). */
export const MAX_MMS_BYTES = 2 * 1024 * 1024;
/** GSM-7 single message and concatenated segment lengths. */
export const GSM7_SEGMENT = { single: 160, multi: 153 } as const;
/** UCS-2 single message and concatenated segment lengths. */
export const UCS2_SEGMENT = { single: 70, multi: 67 } as const;
/** Longest text accepted in one message. */
export const MAX_TEXT_LENGTH = 1600;
