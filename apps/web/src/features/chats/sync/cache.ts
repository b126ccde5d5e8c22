import type { ChatMessage } from '@switchboard/protocol';
import { MessageStatus, messageSchema } from '@switchboard/protocol';
import {
  CHAT_CACHE_PREFIX,
  listStorageKeys,
  readStorage,
  removeStorage,
  type StorageKeyName,
  writeStorage,
} from '../../../lib/storage.ts';

/** How long cached history is kept: about 4 months. */
export const CACHE_KEEP_MS = 120 * 86_400_000;
/** At most this many messages are cached per conversation (the newest). */
export const CACHE_MAX_MESSAGES = 1000;

/** A conversation's cached history and the time it was refreshed up to. */
export interface DialogCache {
  /** Latest confirmed message time (ms); the next refresh asks for messages after it. */
  since: number;
  /** Messages oldest first. */
  messages: ChatMessage[];
}

/** Parses a stored cache; unreadable messages are dropped, an unreadable shape gives null. */
function parseCache(raw: string): DialogCache | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const { since, messages } = (value ?? {}) as { since?: unknown; messages?: unknown };
  if (typeof since !== 'number' || !Array.isArray(messages)) return null;
  const valid = messages.flatMap((item) => {
    const parsed = messageSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { since, messages: valid };
}

/** The storage key of a conversation's cache (the conversation key is own-other). */
export function dialogCacheKey(conversationKey: string): StorageKeyName {
  return `${CHAT_CACHE_PREFIX}${conversationKey}`;
}

/**
 * What is worth keeping: no pending sends (they would spin forever after a reload), nothing older
 * than the keep window, at most the newest CACHE_MAX_MESSAGES, oldest first.
 */
export function pruneMessages(messages: readonly ChatMessage[], now: number): ChatMessage[] {
  const cutoff = now - CACHE_KEEP_MS;
  return messages
    .filter((message) => message.status !== MessageStatus.sending && message.date >= cutoff)
    .sort((a, b) => a.date - b.date)
    .slice(-CACHE_MAX_MESSAGES);
}

/** The refresh point of a set of messages: the newest confirmed one's time, or 0. */
export function refreshPoint(messages: readonly ChatMessage[]): number {
  let since = 0;
  for (const message of messages) {
    if (message.status === MessageStatus.sent && message.date > since) since = message.date;
  }
  return since;
}

/** A conversation's cache, or null when there is none, it is unreadable or it is too old. */
export function readDialogCache(conversationKey: string, now = Date.now()): DialogCache | null {
  const key = dialogCacheKey(conversationKey);
  const raw = readStorage(key);
  if (raw === null) return null;
  const parsed = parseCache(raw);
  if (!parsed || parsed.since < now - CACHE_KEEP_MS) {
    removeStorage(key);
    return null;
  }
  return { since: parsed.since, messages: pruneMessages(parsed.messages, now) };
}

/** Stores a conversation's messages (pruned); an empty result removes the cache. */
export function writeDialogCache(
  conversationKey: string,
  messages: readonly ChatMessage[],
  now = Date.now(),
) {
  const kept = pruneMessages(messages, now);
  const key = dialogCacheKey(conversationKey);
  const since = refreshPoint(kept);
  if (kept.length === 0 || since === 0) {
    removeStorage(key);
    return;
  }
  writeStorage(key, JSON.stringify({ since, messages: kept } satisfies DialogCache));
}

/** Removes one conversation's cache. */
export function removeDialogCache(conversationKey: string): void {
  removeStorage(dialogCacheKey(conversationKey));
}

/** Drops every cache that is unreadable or older than the keep window; returns how many went. */
export function pruneDialogCaches(now = Date.now()): number {
  let removed = 0;
  for (const key of listStorageKeys(CHAT_CACHE_PREFIX)) {
    if (readDialogCache(key.slice(CHAT_CACHE_PREFIX.length), now) === null) removed += 1;
  }
  return removed;
}

/** Removes every conversation cache (logout). */
export function clearDialogCaches(): void {
  for (const key of listStorageKeys(CHAT_CACHE_PREFIX)) removeStorage(key);
}
