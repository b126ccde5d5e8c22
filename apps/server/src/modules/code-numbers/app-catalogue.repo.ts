import type { Executor } from '../../db/types.ts';

/** One app as stored. */
export interface StoredCodeApp {
  id: string;
  nameEn: string;
  nameZh: string;
  sort: number;
  enabled: boolean;
  redirectTo: string | null;
  updatedAt: number;
}

/** One app's fees in one country as stored, ten-thousandths (PostgreSQL answers bigints as strings). */
export interface StoredCodeFee {
  app: string;
  country: string;
  codeRate: number;
  subRent: number;
  updatedAt: number;
}

/** Every app by sort (a few dozen rows). */
export async function allCodeApps(ex: Executor): Promise<StoredCodeApp[]> {
  const rows = await ex.selectFrom('code_apps').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    nameEn: row.name_en,
    nameZh: row.name_zh,
    sort: Number(row.sort),
    enabled: Number(row.enabled) === 1,
    redirectTo: row.redirect_to,
    updatedAt: Number(row.updated_at),
  }));
}

/** Every app's fees in every country. */
export async function allCodeFees(ex: Executor): Promise<StoredCodeFee[]> {
  const rows = await ex.selectFrom('code_app_fees').selectAll().orderBy('app').orderBy('country').execute();
  return rows.map((row) => ({
    app: row.app,
    country: row.country,
    codeRate: Number(row.code_rate),
    subRent: Number(row.sub_rent),
    updatedAt: Number(row.updated_at),
  }));
}

/** What the console edits of an app. */
export interface CodeAppEdit {
  nameEn: string;
  nameZh: string;
  sort: number;
  enabled: boolean;
  redirectTo: string | null;
}

/** Sets what an operator edits of an app; true when it exists. */
export async function updateCodeApp(
  ex: Executor,
  id: string,
  edit: CodeAppEdit,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('code_apps')
    .set({
      name_en: edit.nameEn,
      name_zh: edit.nameZh,
      sort: edit.sort,
      enabled: edit.enabled ? 1 : 0,
      redirect_to: edit.redirectTo,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets an app's fees in a country, adding the row when the country had none. */
export async function setCodeFee(
  ex: Executor,
  fee: { app: string; country: string; codeRate: number; subRent: number },
  now: number,
): Promise<void> {
  const row = { code_rate: fee.codeRate, sub_rent: fee.subRent, updated_at: now };
  await ex
    .insertInto('code_app_fees')
    .values({ app: fee.app, country: fee.country, ...row })
    .onConflict((conflict) => conflict.columns(['app', 'country']).doUpdateSet(row))
    .execute();
}

/** Adds an app, off, with no fees; false when the id is taken. */
export async function insertCodeApp(
  ex: Executor,
  app: { id: string; nameEn: string; nameZh: string; sort: number },
  now: number,
): Promise<boolean> {
  const result = await ex
    .insertInto('code_apps')
    .values({
      id: app.id,
      name_en: app.nameEn,
      name_zh: app.nameZh,
      sort: app.sort,
      enabled: 0,
      redirect_to: null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

/**
 * True when a user ever had a number for the app (holds and texts belong to a rental, so its
 * rentals tell); one step of the rentals' app index (migration 0034).
 */
export async function codeAppWasUsed(ex: Executor, id: string): Promise<boolean> {
  const rental = await ex
    .selectFrom('code_rentals')
    .select('id')
    .where('app', '=', id)
    .limit(1)
    .executeTakeFirst();
  return rental !== undefined;
}

/** Deletes an app and its fees; false when it did not exist. */
export async function deleteCodeApp(ex: Executor, id: string): Promise<boolean> {
  await ex.deleteFrom('code_app_fees').where('app', '=', id).execute();
  const result = await ex.deleteFrom('code_apps').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
