import type { Executor } from '../../db/types.ts';

/** One rate row as the service uses it. */
export interface RateRow {
  rateKey: string;
  smsSegment: number;
  mms: number | null;
}

/** Inserts rates whose key is not there yet; returns how many were new. */
export async function insertRates(ex: Executor, rates: readonly RateRow[], now: number): Promise<number> {
  if (rates.length === 0) return 0;
  const inserted = await ex
    .insertInto('sms_rates')
    .values(
      rates.map((rate) => ({
        rate_key: rate.rateKey,
        sms_segment: rate.smsSegment,
        mms: rate.mms,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('rate_key').doNothing())
    .returning('rate_key')
    .execute();
  return inserted.length;
}

/** The rate of a key, or undefined when none is set. */
export async function findRate(ex: Executor, rateKey: string): Promise<RateRow | undefined> {
  const row = await ex.selectFrom('sms_rates').selectAll().where('rate_key', '=', rateKey).executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    rateKey: row.rate_key,
    smsSegment: Number(row.sms_segment),
    mms: row.mms === null ? null : Number(row.mms),
  };
}

/** True while no rate exists. */
export async function ratesEmpty(ex: Executor): Promise<boolean> {
  return (await ex.selectFrom('sms_rates').select('rate_key').limit(1).executeTakeFirst()) === undefined;
}
