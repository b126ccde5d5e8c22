import type { BrandId } from '@switchboard/protocol';
import type { Executor } from '../../db/types.ts';

/** A brand's saved settings as stored: JSON text, checked by whoever reads it. */
export interface StoredBrandSettings {
  brand: string;
  settings: string;
  updatedAt: number;
}

/** Every brand's saved settings. */
export async function allBrandSettings(ex: Executor): Promise<StoredBrandSettings[]> {
  const rows = await ex.selectFrom('brand_settings').selectAll().execute();
  // PostgreSQL answers bigints as strings.
  return rows.map((row) => ({ brand: row.brand, settings: row.settings, updatedAt: Number(row.updated_at) }));
}

/** One brand's saved settings; undefined while it uses its code values. */
export async function brandSettingsOf(
  ex: Executor,
  brand: BrandId,
): Promise<StoredBrandSettings | undefined> {
  const row = await ex.selectFrom('brand_settings').selectAll().where('brand', '=', brand).executeTakeFirst();
  return row === undefined ? undefined : { brand, settings: row.settings, updatedAt: Number(row.updated_at) };
}

/** Saves a brand's settings; run inside the transaction that audits it. */
export async function saveBrandSettings(
  ex: Executor,
  brand: BrandId,
  settings: string,
  now: number,
): Promise<void> {
  await ex
    .insertInto('brand_settings')
    .values({ brand, settings, updated_at: now })
    .onConflict((conflict) => conflict.column('brand').doUpdateSet({ settings, updated_at: now }))
    .execute();
}
