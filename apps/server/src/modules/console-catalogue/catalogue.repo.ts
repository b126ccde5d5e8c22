import type { BrandId } from '@switchboard/protocol';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { BannerAdsTable, Executor } from '../../db/types.ts';

/** One row of sms_rates, amounts as numbers (PostgreSQL answers bigints as strings). */
export interface StoredRate {
  rateKey: string;
  smsSegment: number;
  mms: number | null;
  updatedAt: number;
}

/** One stored banner ad. */
export type StoredBanner = Selectable<BannerAdsTable>;

/** What an update sets of a banner. */
export interface BannerUpdate {
  brand: BrandId | null;
  image_url: string;
  link_url: string;
  alt: string;
  popup: number;
  active: number;
}

function rateOf(row: { rate_key: string; sms_segment: number; mms: number | null; updated_at: number }) {
  return {
    rateKey: row.rate_key,
    smsSegment: Number(row.sms_segment),
    mms: row.mms === null ? null : Number(row.mms),
    updatedAt: Number(row.updated_at),
  };
}

/** Every rate by key (a few dozen rows at most: one per number country). */
export async function allRates(ex: Executor): Promise<StoredRate[]> {
  const rows = await ex.selectFrom('sms_rates').selectAll().orderBy('rate_key').execute();
  return rows.map(rateOf);
}

/** The rate of a key, read for an update inside its transaction. */
export async function rateOfKey(ex: Executor, rateKey: string): Promise<StoredRate | undefined> {
  const row = await ex.selectFrom('sms_rates').selectAll().where('rate_key', '=', rateKey).executeTakeFirst();
  return row === undefined ? undefined : rateOf(row);
}

/** Sets the amounts of a rate; true when the key exists. */
export async function setRate(
  ex: Executor,
  rate: { rateKey: string; smsSegment: number; mms: number | null },
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('sms_rates')
    .set({ sms_segment: rate.smsSegment, mms: rate.mms, updated_at: now })
    .where('rate_key', '=', rate.rateKey)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every banner, active or not, in the order getAdConfig answers them. */
export function allBanners(ex: Executor): Promise<StoredBanner[]> {
  return ex
    .selectFrom('banner_ads')
    .selectAll()
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One banner by id. */
export function bannerOfId(ex: Executor, id: string): Promise<StoredBanner | undefined> {
  return ex.selectFrom('banner_ads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The position after every banner's: where a new one goes. */
export async function nextPosition(ex: Executor): Promise<number> {
  const row = await ex
    .selectFrom('banner_ads')
    .select(sql<number | string | null>`max(position)`.as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertBanner(ex: Executor, row: Insertable<BannerAdsTable>): Promise<void> {
  await ex.insertInto('banner_ads').values(row).execute();
}

/** Sets what an operator edits of a banner; true when it exists. */
export async function updateBanner(
  ex: Executor,
  id: string,
  set: BannerUpdate,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('banner_ads')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a banner; true when it existed. */
export async function deleteBanner(ex: Executor, id: string): Promise<boolean> {
  const result = await ex.deleteFrom('banner_ads').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets a banner's place in the order. */
export async function setBannerPosition(
  ex: Executor,
  id: string,
  position: number,
  now: number,
): Promise<void> {
  await ex.updateTable('banner_ads').set({ position, updated_at: now }).where('id', '=', id).execute();
}
