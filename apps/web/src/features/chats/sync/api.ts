import type { ChatListItem, ChatMessage, VirtualPhoneListData } from '@switchboard/protocol';
import {
  chatListDataSchema,
  delSmsDataSchema,
  dialogListDataSchema,
  markChatReadDataSchema,
  speechToTextDataSchema,
  virtualPhoneListDataSchema,
} from '@switchboard/protocol';
import { apiRequest } from '../../../lib/api/client.ts';

/** Months of conversations the first chat-list load covers. */
export const CHAT_LIST_MONTHS = 4;
/** Page size of a history request (and the page budget of one refresh). */
export const DIALOG_PAGE_SIZE = 500;

/** GET /getVirtualPhoneList: the account's numbers and the codes each can text. */
export function getVirtualPhoneList(): Promise<VirtualPhoneListData> {
  return apiRequest('getVirtualPhoneList', { schema: virtualPhoneListDataSchema });
}

/** GET /getChatList: conversations of the last months, newest first. */
export async function getChatList(months = CHAT_LIST_MONTHS): Promise<ChatListItem[]> {
  const data = await apiRequest('getChatList', { query: { months }, schema: chatListDataSchema });
  return data.chatList;
}

/** GET /getChatListByDate: conversations with a message after `since`. */
export async function getChatListByDate(since: number): Promise<ChatListItem[]> {
  const data = await apiRequest('getChatListByDate', { query: { since }, schema: chatListDataSchema });
  return data.chatList;
}

/** One page request of a conversation's history within one month. */
export interface DialogPageQuery {
  ownFullNumber: string;
  otherFullNumber: string;
  /** Month, YYYY-MM (UTC). */
  ym: string;
  pageSize: number;
  since?: number;
  startTime?: number;
}

/** One page of history: messages newest first and the cursor of the next older page (null: month done). */
export interface DialogPage {
  dialogList: ChatMessage[];
  nextStartTime: number | null;
  /** Time of the conversation's first message, or null when the server knows none. */
  firstDate: number | null;
}

/** GET /getDialogList: one page of one month of a conversation. */
export function getDialogList(query: DialogPageQuery): Promise<DialogPage> {
  return apiRequest('getDialogList', { query: { ...query }, schema: dialogListDataSchema });
}

/** Which conversation was read, and up to which message time. */
export interface ReadMark {
  ownFullNumber: string;
  otherFullNumber: string;
  readAt: number;
}

/** POST /markChatRead: moves the conversation's read marker forward; resolves with the stored marker. */
export async function markChatRead(mark: ReadMark): Promise<number> {
  const data = await apiRequest('markChatRead', {
    method: 'POST',
    body: { ...mark },
    schema: markChatReadDataSchema,
  });
  return data.readAt;
}

/** DELETE /delSms for messages: `sms` is a JSON list of {smsId, date}. */
export async function delSmsMessages(refs: { smsId: string; date: number }[]): Promise<boolean> {
  const sms = JSON.stringify(refs.map(({ smsId, date }) => ({ smsId, date })));
  await apiRequest('delSms', { method: 'DELETE', query: { sms }, schema: delSmsDataSchema });
  return true;
}

/** DELETE /delSms for a whole conversation: from (own) and to (other). */
export async function delSmsConversation(from: string, to: string): Promise<boolean> {
  await apiRequest('delSms', { method: 'DELETE', query: { from, to }, schema: delSmsDataSchema });
  return true;
}

/** GET /speechToText: the transcript of a voicemail; `language` '' means automatic. */
export async function speechToText(media: string, language: string): Promise<string> {
  const data = await apiRequest('speechToText', {
    query: { media, language: language || undefined },
    schema: speechToTextDataSchema,
  });
  return data.text;
}
