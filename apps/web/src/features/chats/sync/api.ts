import type { ChatListItem, ChatMessage } from '@switchboard/protocol';
import { callApi } from '../../../lib/api/client.ts';

// The chats' calls as the sync layer uses them; the own-number list is the shared
// virtualPhonesQuery of lib/api.

/** Months of conversations the first chat-list load covers. */
export const CHAT_LIST_MONTHS = 4;
/** Page size of a history request (and the page budget of one refresh). */
export const DIALOG_PAGE_SIZE = 500;

/** Conversations of the last months, newest first. */
export async function getChatList(months = CHAT_LIST_MONTHS): Promise<ChatListItem[]> {
  return (await callApi('getChatList', { query: { months } })).chatList;
}

/** Conversations with a message after `since`. */
export async function getChatListByDate(since: number): Promise<ChatListItem[]> {
  return (await callApi('getChatListByDate', { query: { since } })).chatList;
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

/** One page of one month of a conversation. */
export function getDialogList(query: DialogPageQuery): Promise<DialogPage> {
  return callApi('getDialogList', { query: { ...query } });
}

/** Which conversation was read, and up to which message time. */
export interface ReadMark {
  ownFullNumber: string;
  otherFullNumber: string;
  readAt: number;
}

/** Moves the conversation's read marker forward; resolves with the stored marker. */
export async function markChatRead(mark: ReadMark): Promise<number> {
  return (await callApi('markChatRead', { body: { ...mark } })).readAt;
}

/** Deletes messages: `sms` is a JSON list of {smsId, date}. */
export async function delSmsMessages(refs: { smsId: string; date: number }[]): Promise<boolean> {
  const sms = JSON.stringify(refs.map(({ smsId, date }) => ({ smsId, date })));
  await callApi('delSms', { query: { sms } });
  return true;
}

/** Deletes a whole conversation: from (own) and to (other). */
export async function delSmsConversation(from: string, to: string): Promise<boolean> {
  await callApi('delSms', { query: { from, to } });
  return true;
}

/** The transcript of a voicemail; `language` '' means automatic. */
export async function speechToText(media: string, language: string): Promise<string> {
  return (await callApi('speechToText', { query: { media, language: language || undefined } })).text;
}
