import type { Executor, MessageRow } from '../../db/types.ts';
import { chunks } from '../../lib/chunks.ts';

/**
 * Of groups of stored messages, each sharing its conversation's newest millisecond, the one with the
 * greatest id in each group as the engine orders ids (as the history reads them): one statement per
 * `chunk` ids, each id a primary-key step, whatever the conversations' histories hold.
 */
export async function latestOfTied(
  ex: Executor,
  groups: readonly MessageRow[][],
  chunk: number,
): Promise<MessageRow[]> {
  const rows = groups.flat();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const groupOf = new Map(groups.flatMap((group, index) => group.map((row) => [row.id, index] as const)));
  const best = new Map<number, MessageRow>();
  for (const part of chunks(
    rows.map((row) => row.id),
    chunk,
  )) {
    const ordered = await ex
      .selectFrom('messages')
      .select('id')
      .where('id', 'in', part)
      .orderBy('id', 'desc')
      .execute();
    // Chunks are ordered each on its own: the greatest of a group is the greatest of its chunk winners.
    const firsts = new Map<number, string>();
    for (const { id } of ordered) if (!firsts.has(groupOf.get(id)!)) firsts.set(groupOf.get(id)!, id);
    for (const [group, id] of firsts) {
      const held = best.get(group);
      const row = byId.get(id)!;
      best.set(group, held === undefined ? row : await greaterId(ex, held, row));
    }
  }
  return [...best.values()];
}

/** Of two stored messages, the one whose id the engine orders last. */
async function greaterId(ex: Executor, a: MessageRow, b: MessageRow): Promise<MessageRow> {
  const [first] = await ex
    .selectFrom('messages')
    .select('id')
    .where('id', 'in', [a.id, b.id])
    .orderBy('id', 'desc')
    .limit(1)
    .execute();
  return first?.id === b.id ? b : a;
}
