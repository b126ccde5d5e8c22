import type { Executor } from '../../db/types.ts';
import { type ConversationKey, holdConversations, recountUnread } from './conversations.repo.ts';

/** One account's read marker of one conversation (own full number, other full number). */
export interface ReadMarkersTable {
  account_id: string;
  own_full: string;
  other_full: string;
  /** Messages at or before this time (ms) are read. */
  read_at: number;
  updated_at: number;
}

// The table belongs to this feature alone; declaring it here adds it to the one typed schema.
declare module '../../db/types.ts' {
  interface DB {
    read_markers: ReadMarkersTable;
  }
}

/** The conversation's marker, or undefined when it was never read. */
export async function readMarker(ex: Executor, key: ConversationKey): Promise<number | undefined> {
  const row = await ex
    .selectFrom('read_markers')
    .select('read_at')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.read_at);
}

/**
 * Moves the marker to `readAt` unless it already is at or past it, in one statement (so concurrent
 * calls never move it back), and counts the conversation's unread messages again when it moved. Call
 * it in a transaction. Returns the new time when it moved, undefined when it did not.
 */
export async function advanceReadMarker(
  ex: Executor,
  key: ConversationKey,
  readAt: number,
  now: number,
): Promise<number | undefined> {
  // The conversation's row before the marker, as every writer of both takes them.
  await holdConversations(ex, [key]);
  const moved = await ex
    .insertInto('read_markers')
    .values({
      account_id: key.accountId,
      own_full: key.ownFull,
      other_full: key.otherFull,
      read_at: readAt,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'own_full', 'other_full'])
        .doUpdateSet((eb) => ({
          read_at: eb.ref('excluded.read_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .whereRef('read_markers.read_at', '<', 'excluded.read_at'),
    )
    .returning('read_at')
    .executeTakeFirst();
  if (moved === undefined) return undefined;
  await recountUnread(ex, key);
  return Number(moved.read_at);
}
