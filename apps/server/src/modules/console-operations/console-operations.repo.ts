import type { Db } from '../../db/types.ts';

/** Outbound messages stored but not yet handed to the carrier: how many, and when the oldest was sent. */
export async function undeliveredSummary(db: Db): Promise<{ pending: number; oldestAt: number | null }> {
  // carrier_status 'pending' is exactly the dispatch queue (messages_dispatch_idx covers it).
  const row = await db
    .selectFrom('messages')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('pending'),
      eb.fn.min('date').as('oldest'),
    ])
    .where('carrier_status', '=', 'pending')
    .executeTakeFirst();
  const oldest = row?.oldest ?? null;
  return { pending: Number(row?.pending ?? 0), oldestAt: oldest === null ? null : Number(oldest) };
}
