import {
  apiUrl,
  type ChatListItem,
  chatKey,
  type SendMessagePayload,
  type VirtualPhone,
} from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { useConnection } from '../../../lib/socket/connection.ts';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { useChats } from '../state/chatStore.ts';
import { createChatsCache, renderWithCache, seedChatList, seedOwnNumbers } from '../testing.tsx';
import { type AckCallback, type EmitSocket, setSocketSource } from './send/transport.ts';
import { useCompose } from './state/composeStore.ts';
import { useDrafts } from './state/draftStore.ts';

/** One emit the fake socket received. */
export interface Emitted {
  event: string;
  payload: SendMessagePayload;
  ack: AckCallback;
  timeoutMs: number;
}

/** The network boundary of sending: records emits; the test answers each ack by hand. */
export class FakeSocket implements EmitSocket {
  readonly emitted: Emitted[] = [];
  timeout(ms: number) {
    return {
      emit: (event: string, payload: SendMessagePayload, ack: AckCallback) => {
        this.emitted.push({ event, payload, ack, timeoutMs: ms });
      },
    };
  }
  /** The last emit (throws when there is none). */
  last(): Emitted {
    const last = this.emitted.at(-1);
    if (!last) throw new Error('nothing was emitted');
    return last;
  }
}

/** Alice's US number (the default sender: first in her list). */
export const ALICE: VirtualPhone = {
  telCode: '1',
  phone: '2025550100',
  country: 'US',
  tollFree: false,
  messagingEnabled: true,
  paymentDate: '',
  monthRent: 0,
  planId: '',
};
/** Alice's UK number. */
export const ALICE_UK: VirtualPhone = {
  telCode: '44',
  phone: '7911123456',
  country: 'GB',
  tollFree: false,
  messagingEnabled: true,
  paymentDate: '',
  monthRent: 0,
  planId: '',
};
/** Bob's full number. */
export const BOB_FULL = '12025550111';
/** Key of the conversation between Alice's US number and Bob. */
export const BOB_KEY = chatKey('12025550100', BOB_FULL);

/** A conversation list item between Alice's US number and another number. */
export function conversation(otherFull: string, date: number, unread = 0): ChatListItem {
  return {
    ownFullNumber: '12025550100',
    ownTelCode: '1',
    ownNumber: '2025550100',
    otherFullNumber: otherFull,
    otherTelCode: '1',
    otherNumber: otherFull.slice(1),
    date,
    text: 'earlier',
    media: '',
    type: 'sms',
    smsId: `old${otherFull}`,
    direction: 'in',
    unread,
    archived: false,
    muted: false,
    markedUnread: false,
    blocked: false,
  };
}

let cache: QueryClient | null = null;

/**
 * Puts the page in a known state: signed in, connected, the balance answered by a stubbed fetch,
 * and a cache holding Alice's two numbers, a conversation with Bob and one newer one; the fake
 * socket in place.
 */
export function setupChats(options: { balance?: number; brand?: 'pingme' | 'wetalk' } = {}) {
  setupRuntime(options.brand ?? 'pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: options.balance ?? 200_000 });
    if (path === apiUrl('getDialogList')) return envelope(0, { dialogList: [], nextStartTime: null });
    return envelope(0, null);
  });
  useConnection.setState({ status: 'connected', active: true });
  useChats.getState().reset();
  useCompose.getState().reset();
  useDrafts.setState({ drafts: {} });
  cache = createChatsCache();
  seedOwnNumbers(cache, [ALICE, ALICE_UK], { '12025550100': ['1'], '447911123456': ['44'] });
  seedChatList(cache, [conversation(BOB_FULL, 1_000), conversation('12025550122', 2_000)]);
  const socket = new FakeSocket();
  setSocketSource(() => socket);
  return { socket, fetchMock, cache };
}

/** The test's cache (set up by setupChats). */
export function chatsTestCache(): QueryClient {
  if (!cache) throw new Error('setupChats first');
  return cache;
}

/** Renders with the providers around the test's cache. */
export function renderChats(ui: ReactElement, brand: 'pingme' | 'wetalk' = 'pingme') {
  return renderWithCache(ui, chatsTestCache(), brand);
}

/** Opens the conversation with Bob. */
export function openBob(): void {
  useChats
    .getState()
    .select(BOB_KEY, { noName: true, phone: BOB_FULL, telCode: '1', shortPhone: '2025550111' });
}

/** Restores the real socket source and fetch. */
export function teardownChats(): void {
  setSocketSource(null);
  vi.unstubAllGlobals();
}
