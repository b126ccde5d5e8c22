import { type ChatMessage, MessageStatus } from '@switchboard/protocol';
import type { InfiniteData } from '@tanstack/react-query';
import type { HistoryCursor } from './history.ts';

/** What a history page request reads: the newest months (the first load), or an older position. */
export type DialogCursor = { kind: 'newest' } | ({ kind: 'older' } & HistoryCursor);

/** The first page's request. */
export const NEWEST: DialogCursor = { kind: 'newest' };

/** One loaded piece of a conversation's history. */
export interface DialogChunk {
  /** Messages, oldest first. */
  messages: ChatMessage[];
  /** Where older history continues, or null when this chunk reaches the first message. */
  older: HistoryCursor | null;
  /** The conversation's first message time as the server last told it (null: none). */
  firstDate: number | null;
  /** True for messages written here before the history was loaded (a send or a push); loading follows. */
  provisional?: boolean;
  /**
   * The page load that read this (first) chunk from the server. A history restored from an earlier
   * page load is read afresh when first opened, since messages may have been deleted meanwhile
   * (here just before a reload, or on another device).
   */
  loadId?: string;
}

/** A conversation's cached history: chunks newest first, as the infinite query holds them. */
export type DialogData = InfiniteData<DialogChunk, DialogCursor>;

function byDate(a: ChatMessage, b: ChatMessage): number {
  return a.date - b.date;
}

/** Every message held, oldest first, each once (the newest chunk's copy wins). */
export function dialogMessages(data: Pick<DialogData, 'pages'> | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const newestFirst: ChatMessage[] = [];
  for (const chunk of data.pages) {
    for (let index = chunk.messages.length - 1; index >= 0; index -= 1) {
      const message = chunk.messages[index]!;
      if (seen.has(message.smsId)) continue;
      seen.add(message.smsId);
      newestFirst.push(message);
    }
  }
  return newestFirst.reverse().sort(byDate);
}

/** One message, if held. */
export function findMessage(
  data: Pick<DialogData, 'pages'> | undefined,
  smsId: string,
): ChatMessage | undefined {
  for (const chunk of data?.pages ?? []) {
    const found = chunk.messages.find((message) => message.smsId === smsId);
    if (found) return found;
  }
  return undefined;
}

/** The history of a conversation whose pages were never loaded: just these messages, loading to follow. */
export function provisionalDialog(messages: ChatMessage[]): DialogData {
  return {
    pages: [{ messages: [...messages].sort(byDate), older: null, firstDate: null, provisional: true }],
    pageParams: [NEWEST],
  };
}

function chunkIndexFor(data: DialogData, date: number): number {
  const index = data.pages.findIndex((chunk) => chunk.messages.length > 0 && chunk.messages[0]!.date <= date);
  if (index !== -1) return index;
  const lastFilled = data.pages.findLastIndex((chunk) => chunk.messages.length > 0);
  return lastFilled === -1 ? 0 : lastFilled;
}

function replaceChunk(data: DialogData, index: number, chunk: DialogChunk): DialogData {
  return { ...data, pages: data.pages.with(index, chunk) };
}

/**
 * Inserts a message, or replaces the one with its smsId, in the chunk its time belongs to. With no
 * history held the message starts a provisional history.
 */
export function withMessage(data: DialogData | undefined, message: ChatMessage): DialogData {
  if (!data || data.pages.length === 0) return provisionalDialog([message]);
  const holder = data.pages.findIndex((chunk) => chunk.messages.some((item) => item.smsId === message.smsId));
  if (holder !== -1) {
    const chunk = data.pages[holder]!;
    const messages = chunk.messages
      .map((item) => (item.smsId === message.smsId ? message : item))
      .sort(byDate);
    return replaceChunk(data, holder, { ...chunk, messages });
  }
  const index = chunkIndexFor(data, message.date);
  const chunk = data.pages[index]!;
  return replaceChunk(data, index, { ...chunk, messages: [...chunk.messages, message].sort(byDate) });
}

/**
 * Merges messages read from the server. A message still being sent here keeps its local state
 * until its acknowledgement arrives.
 */
export function withServerMessages(data: DialogData | undefined, messages: readonly ChatMessage[]) {
  let next = data;
  for (const message of messages) {
    const known = findMessage(next, message.smsId);
    if (known?.status === MessageStatus.sending) continue;
    next = withMessage(next, message);
  }
  return next;
}

/** Changes one message (status after an ack, a transcript); unchanged when it is not held. */
export function withMessagePatch(
  data: DialogData | undefined,
  smsId: string,
  patch: Partial<ChatMessage>,
): DialogData | undefined {
  const known = findMessage(data, smsId);
  return known && data ? withMessage(data, { ...known, ...patch }) : data;
}

/** The history without some messages. */
export function withoutMessages(data: DialogData | undefined, smsIds: ReadonlySet<string>) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((chunk) => ({
      ...chunk,
      messages: chunk.messages.filter((message) => !smsIds.has(message.smsId)),
    })),
  };
}

/** The refresh point of a history: the newest confirmed message's time, or 0. */
export function refreshPoint(messages: readonly ChatMessage[]): number {
  let since = 0;
  for (const message of messages) {
    if (message.status === MessageStatus.sent && message.date > since) since = message.date;
  }
  return since;
}

/**
 * What a fresh first load keeps of the cache it replaces: messages it did not read that are still
 * being sent or failed here, or newer than anything it read (a push or a send during the request).
 */
export function carriedOver(previous: DialogData | undefined, read: readonly ChatMessage[]): ChatMessage[] {
  const readIds = new Set(read.map((message) => message.smsId));
  const newestRead = read.reduce((newest, message) => Math.max(newest, message.date), 0);
  return dialogMessages(previous).filter(
    (message) =>
      !readIds.has(message.smsId) && (message.status !== MessageStatus.sent || message.date > newestRead),
  );
}
