import type { Executor } from '../../db/types.ts';
import { chunks } from '../../lib/chunks.ts';
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

/** A marker to move: the conversation and the time it is read up to. */
export interface ReadMark {
  key: ConversationKey;
  readAt: number;
}

const markKey = (key: ConversationKey) => `${key.accountId}\n${key.ownFull}\n${key.otherFull}`;

/** Rows per statement: far below both engines' limits on bound parameters. */
const CHUNK = 200;

/**
 * Moves each marker to its `readAt` unless it already is at or past it, each in one statement per
 * 200 (so concurrent calls never move one back), and counts the unread messages of the conversations
 * whose marker moved again. Call it in a transaction, with each conversation at most once. Returns the
 * new time of each marker that moved, by the index of its mark.
 */
export async function advanceReadMarkers(
  ex: Executor,
  marks: readonly ReadMark[],
  now: number,
): Promise<Map<number, number>> {
  const movedAt = new Map<number, number>();
  const indexOf = new Map(marks.map((mark, index) => [markKey(mark.key), index]));
  for (const part of chunks(marks, CHUNK)) {
    // The conversations' rows before the markers, as every writer of both takes them.
    await holdConversations(
      ex,
      part.map((mark) => mark.key),
    );
    const moved = await ex
      .insertInto('read_markers')
      .values(
        part.map(({ key, readAt }) => ({
          account_id: key.accountId,
          own_full: key.ownFull,
          other_full: key.otherFull,
          read_at: readAt,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'own_full', 'other_full'])
          .doUpdateSet((eb) => ({
            read_at: eb.ref('excluded.read_at'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .whereRef('read_markers.read_at', '<', 'excluded.read_at'),
      )
      .returning(['account_id', 'own_full', 'other_full', 'read_at'])
      .execute();
    if (moved.length === 0) continue;
    const keys = moved.map((row) => ({
      accountId: row.account_id,
      ownFull: row.own_full,
      otherFull: row.other_full,
    }));
    await recountUnread(ex, keys);
    for (const [i, key] of keys.entries()) movedAt.set(indexOf.get(markKey(key))!, Number(moved[i]!.read_at));
  }
  return movedAt;
}

/**
 * Moves one marker to `readAt` unless it already is at or past it (see advanceReadMarkers). Returns
 * the new time when it moved, undefined when it did not.
 */
export async function advanceReadMarker(
  ex: Executor,
  key: ConversationKey,
  readAt: number,
  now: number,
): Promise<number | undefined> {
  return (await advanceReadMarkers(ex, [{ key, readAt }], now)).get(0);
}
