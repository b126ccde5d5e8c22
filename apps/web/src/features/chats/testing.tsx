import {
  apiUrl,
  type BrandId,
  brands,
  type ChatListItem,
  type ChatMessage,
  chatKey,
  monthKeyOf,
  type VirtualPhone,
} from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../app/bootstrap.ts';
import { Providers } from '../../app/Providers.tsx';
import { queryKeys } from '../../lib/api/keys.ts';
import { attachChatsCache } from '../../lib/chatsCache.ts';
import { envelope } from '../../test/helpers.tsx';
import { PAGE_LOAD_ID } from './sync/chatList.ts';
import { type ChatListData, mergeChatList } from './sync/chatListData.ts';
import { updateDialog } from './sync/dialog.ts';
import { chatsKeys } from './sync/keys.ts';

/** The chats screen's selection, for tests outside the feature that drive it (the keyboard shortcuts). */
export { useChats } from './state/chatStore.ts';
/** The own-number list as the chats read it, for tests that check every screen shares one. */
export { useOwnNumbers } from './sync/useChatsData.ts';

/** A query client for one test, attached as the chats cache (what the app's providers do). */
export function createChatsCache(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  attachChatsCache(client);
  return client;
}

/** Renders inside the app's providers with a given query client (so a test can seed and read it). */
export function renderWithCache(ui: ReactElement, client: QueryClient, brand: BrandId = 'pingme') {
  return render(
    <Providers brand={brands[brand]} queryClient={client}>
      {ui}
    </Providers>,
  );
}

/** A conversation list item between an own number and another one (US numbers: telCode 1). */
export function listItem(own: string, other: string, message: ChatMessage, unread = 0): ChatListItem {
  return {
    ownFullNumber: own,
    ownTelCode: '1',
    ownNumber: own.slice(1),
    otherFullNumber: other,
    otherTelCode: '1',
    otherNumber: other.slice(1),
    date: message.date,
    text: message.text,
    media: message.media,
    type: message.type,
    smsId: message.smsId,
    direction: message.direction,
    unread,
    archived: false,
    muted: false,
    markedUnread: false,
    blocked: false,
  };
}

/** A confirmed text message. */
export function textMessage(smsId: string, date: number, direction: 'in' | 'out' = 'in', text = smsId) {
  return { smsId, date, text, media: '', direction, status: 0, type: 'sms' } satisfies ChatMessage;
}

/** Puts a conversation list into the cache as if loaded in full on this page. */
export function seedChatList(client: QueryClient, items: ChatListItem[]): ChatListData {
  const { data } = mergeChatList(undefined, items, PAGE_LOAD_ID);
  client.setQueryData(chatsKeys.list, data);
  return data;
}

/** The cached conversation list. */
export function cachedList(client: QueryClient): ChatListData | undefined {
  return client.getQueryData<ChatListData>(chatsKeys.list);
}

/** Puts a loaded history into the cache (one page reaching the first message). */
export function seedDialog(client: QueryClient, key: string, messages: ChatMessage[]): void {
  updateDialog(client, key, () => ({
    pages: [
      {
        messages: [...messages].sort((a, b) => a.date - b.date),
        older: null,
        firstDate: null,
        loadId: PAGE_LOAD_ID,
      },
    ],
    pageParams: [{ kind: 'newest' }],
  }));
}

/** Puts the account's own numbers into the cache. */
export function seedOwnNumbers(
  client: QueryClient,
  virtualPhones: VirtualPhone[],
  smsCountryCodes: Record<string, string[]> = {},
): void {
  client.setQueryData(queryKeys.virtualPhones, {
    virtualPhones,
    smsCountryCodes,
    forwardStatus: 0,
    voicemailStatus: 0,
    canForward: false,
    canVoicemail: true,
  });
}

/** One markChatRead call the fake server got. */
export interface ReadCall {
  ownFullNumber: string;
  otherFullNumber: string;
  readAt: number;
}

/**
 * The chats part of the server, in memory: conversations with their messages and unread counts,
 * answering getChatList, getChatListByDate, getDialogList (month by month, paged with the
 * startTime cursor, with firstDate), markChatRead and delSms like the real one.
 */
export class FakeChatsServer {
  private readonly dialogs = new Map<string, ChatMessage[]>();
  private readonly unread = new Map<string, number>();
  readonly readCalls: ReadCall[] = [];
  /** Requests answered, in order (path and query). */
  readonly requests: URL[] = [];
  /** When true, every delSms fails. */
  deleteFails = false;

  constructor(readonly own = '12025550100') {}

  /** Stores a message in the conversation with `other`; an incoming one can count as unread. */
  add(other: string, message: ChatMessage, countUnread = message.direction === 'in'): string {
    const key = chatKey(this.own, other);
    this.dialogs.set(key, [...(this.dialogs.get(key) ?? []), message]);
    if (countUnread) this.unread.set(key, (this.unread.get(key) ?? 0) + 1);
    return key;
  }

  /** The requests to one call. */
  calls(call: Parameters<typeof apiUrl>[0]): URL[] {
    return this.requests.filter((url) => url.pathname === apiUrl(call));
  }

  private items(after: number): ChatListItem[] {
    return [...this.dialogs.entries()]
      .flatMap(([key, messages]) => {
        const latest = messages.reduce((a, b) => (b.date > a.date ? b : a));
        const other = key.slice(this.own.length + 1);
        return latest.date > after ? [listItem(this.own, other, latest, this.unread.get(key) ?? 0)] : [];
      })
      .sort((a, b) => b.date - a.date);
  }

  private dialogPage(url: URL) {
    const key = chatKey(
      url.searchParams.get('ownFullNumber') ?? '',
      url.searchParams.get('otherFullNumber') ?? '',
    );
    const all = this.dialogs.get(key) ?? [];
    const ym = url.searchParams.get('ym');
    const pageSize = Number(url.searchParams.get('pageSize') ?? 500);
    const since = Number(url.searchParams.get('since') ?? -1);
    const startTime = Number(url.searchParams.get('startTime') ?? Number.POSITIVE_INFINITY);
    const inMonth = all
      .filter(
        (message) => monthKeyOf(message.date) === ym && message.date > since && message.date < startTime,
      )
      .sort((a, b) => b.date - a.date);
    const dialogList = inMonth.slice(0, pageSize);
    const nextStartTime = inMonth.length > pageSize ? (dialogList.at(-1)?.date ?? null) : null;
    const firstDate = all.length ? Math.min(...all.map((message) => message.date)) : null;
    return { dialogList, nextStartTime, firstDate };
  }

  /** Answers a request, or null for calls outside chats. */
  handle(path: string, init: RequestInit | undefined, url: URL): Response | null {
    if (path === apiUrl('getChatList')) {
      this.requests.push(url);
      return envelope(0, { chatList: this.items(-1) });
    }
    if (path === apiUrl('getChatListByDate')) {
      this.requests.push(url);
      return envelope(0, { chatList: this.items(Number(url.searchParams.get('since'))) });
    }
    if (path === apiUrl('getDialogList')) {
      this.requests.push(url);
      return envelope(0, this.dialogPage(url));
    }
    if (path === apiUrl('markChatRead')) {
      this.requests.push(url);
      const body = JSON.parse(String(init?.body)) as ReadCall;
      this.readCalls.push({
        ownFullNumber: body.ownFullNumber,
        otherFullNumber: body.otherFullNumber,
        readAt: body.readAt,
      });
      this.unread.set(chatKey(body.ownFullNumber, body.otherFullNumber), 0);
      return envelope(0, { readAt: body.readAt });
    }
    if (path === apiUrl('delSms')) {
      this.requests.push(url);
      return this.deleteFails ? envelope(900000, null, '', 500) : envelope(0, { deleted: 1 });
    }
    return null;
  }
}
