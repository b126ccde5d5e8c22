import type { Executor, MessageRow } from '../../db/types.ts';
import { chunks } from '../../lib/chunks.ts';
import { type ConversationKey, holdConversations, recordMessages } from './conversations.repo.ts';

/** A number one account blocked on one of its own numbers (migration 0035 says why per own number). */
export interface BlockedNumbersTable {
  account_id: string;
  own_full: string;
  other_full: string;
  blocked_at: number;
}

/** An inbound message kept hidden because its sender was blocked; an unblock shows exactly these again. */
export interface BlockedMessagesTable {
  message_id: string;
  account_id: string;
  own_full: string;
  other_full: string;
}

// The tables belong to this feature alone; declaring them here adds them to the one typed schema.
declare module '../../db/types.ts' {
  interface DB {
    blocked_numbers: BlockedNumbersTable;
    blocked_messages: BlockedMessagesTable;
  }
}

/** The flags a person sets on a conversation, as stored on its row (0 or 1). */
export interface ConversationFlags {
  archived: number;
  muted: number;
  marked_unread: number;
}

/** A conversation's stored row state, or undefined when it has no visible message (no row). */
export async function conversationFlags(
  ex: Executor,
  key: ConversationKey,
): Promise<(ConversationFlags & { unread: number }) | undefined> {
  const row = await ex
    .selectFrom('conversations')
    .select(['archived', 'muted', 'marked_unread', 'unread'])
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    archived: Number(row.archived),
    muted: Number(row.muted),
    marked_unread: Number(row.marked_unread),
    unread: Number(row.unread),
  };
}

/** Sets flags of the conversation's row; false when it has no row (no visible message). */
export async function setConversationFlags(
  ex: Executor,
  key: ConversationKey,
  flags: Partial<ConversationFlags>,
): Promise<boolean> {
  const result = await ex
    .updateTable('conversations')
    .set(flags)
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Clears the conversation's unread mark; true when it was set. */
export async function clearMarkedUnread(ex: Executor, key: ConversationKey): Promise<boolean> {
  const result = await ex
    .updateTable('conversations')
    .set({ marked_unread: 0 })
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .where('marked_unread', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The own number is the account's now, or was when it had messages on it (a conversation on a
 * number given up can still be archived or blocked).
 */
export async function isOwnNumber(ex: Executor, accountId: string, ownFull: string): Promise<boolean> {
  const owned = await ex
    .selectFrom('phone_numbers')
    .select('full_number')
    .where('full_number', '=', ownFull)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (owned !== undefined) return true;
  const used = await ex
    .selectFrom('messages')
    .select('id')
    .where('account_id', '=', accountId)
    .where('own_full', '=', ownFull)
    .limit(1)
    .executeTakeFirst();
  return used !== undefined;
}

/** Whether the other number is blocked on the own number. */
export async function isBlocked(ex: Executor, key: ConversationKey): Promise<boolean> {
  const row = await ex
    .selectFrom('blocked_numbers')
    .select('blocked_at')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .executeTakeFirst();
  return row !== undefined;
}

/** Blocks the other number on the own number (a second block changes nothing). */
export async function insertBlock(ex: Executor, key: ConversationKey, now: number): Promise<void> {
  await ex
    .insertInto('blocked_numbers')
    .values({ account_id: key.accountId, own_full: key.ownFull, other_full: key.otherFull, blocked_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'own_full', 'other_full']).doNothing())
    .execute();
}

/** The account's blocked numbers, newest first. */
export function blockedNumbersOf(ex: Executor, accountId: string) {
  return ex
    .selectFrom('blocked_numbers')
    .select(['own_full', 'other_full', 'blocked_at'])
    .where('account_id', '=', accountId)
    .orderBy('blocked_at', 'desc')
    .orderBy('other_full')
    .execute();
}

const rowKey = (row: Pick<MessageRow, 'account_id' | 'own_full' | 'other_full'>) =>
  `${row.account_id}\n${row.own_full}\n${row.other_full}`;

/** Of the rows' conversations, the keys (account, own, other joined by newlines) whose sender is blocked. */
export async function blockedAmong(
  ex: Executor,
  rows: readonly Pick<MessageRow, 'account_id' | 'own_full' | 'other_full'>[],
): Promise<Set<string>> {
  const blocked = new Set<string>();
  for (const part of chunks(rows, 200)) {
    const found = await ex
      .selectFrom('blocked_numbers')
      .select(['account_id', 'own_full', 'other_full'])
      .where((eb) =>
        eb.or(
          part.map((row) =>
            eb.and([
              eb('account_id', '=', row.account_id),
              eb('own_full', '=', row.own_full),
              eb('other_full', '=', row.other_full),
            ]),
          ),
        ),
      )
      .execute();
    for (const row of found) blocked.add(rowKey(row));
  }
  return blocked;
}

/** The key blockedAmong names a row's conversation by. */
export const blockKeyOf = rowKey;

/** Lists freshly stored messages a block kept hidden, so an unblock shows them again. */
export async function recordBlockedMessages(ex: Executor, rows: readonly MessageRow[]): Promise<void> {
  for (const part of chunks(rows, 200)) {
    await ex
      .insertInto('blocked_messages')
      .values(
        part.map((row) => ({
          message_id: row.id,
          account_id: row.account_id,
          own_full: row.own_full,
          other_full: row.other_full,
        })),
      )
      .execute();
  }
}

/** Forgets the conversation's blocked messages (the person deleted the conversation: they stay hidden). */
export async function forgetBlockedMessages(ex: Executor, key: ConversationKey): Promise<void> {
  await ex
    .deleteFrom('blocked_messages')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .execute();
}

/**
 * Unblocks the other number and shows the messages the block kept hidden, their conversation's row
 * written as for new messages. False when it was not blocked.
 */
export async function removeBlock(ex: Executor, key: ConversationKey): Promise<boolean> {
  await holdConversations(ex, [key]);
  const removed = await ex
    .deleteFrom('blocked_numbers')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .executeTakeFirst();
  const hiddenIds = ex
    .selectFrom('blocked_messages')
    .select('message_id')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull);
  const restored = await ex
    .updateTable('messages')
    .set({ deleted_at: null })
    .where('id', 'in', hiddenIds)
    .where('account_id', '=', key.accountId)
    .returningAll()
    .execute();
  await forgetBlockedMessages(ex, key);
  if (restored.length > 0) await recordMessages(ex, restored);
  return Number(removed.numDeletedRows) > 0;
}
