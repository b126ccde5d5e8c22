import type { Insertable, Selectable } from 'kysely';
import type { BannerAdsTable, Executor } from '../../db/types.ts';

/** One stored banner ad. */
export type BannerRow = Selectable<BannerAdsTable>;

/** The active banners of every brand, in the order pages show them. */
export function activeBanners(ex: Executor): Promise<BannerRow[]> {
  return ex
    .selectFrom('banner_ads')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Inserts the banners when the table holds none. Their ids are fixed by their place in ADS_JSON, so
 * two nodes starting together insert them once: the second one's rows conflict and are skipped.
 */
export async function insertSeedBanners(ex: Executor, rows: Insertable<BannerAdsTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const any = await ex.selectFrom('banner_ads').select('id').limit(1).executeTakeFirst();
  if (any !== undefined) return 0;
  const inserted = await ex
    .insertInto('banner_ads')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
