import type { Kysely } from 'kysely';
import { PLAN_CATALOG } from '../../modules/numbers/numbers.catalog.ts';

/**
 * The brands on the day plans became data, each with the plans it sold: cloudnumber its cloud plans,
 * every other brand the country plans (jiema shows no numbers tab, but its accounts could rent).
 */
const NUMBER_BRANDS = ['pingme', 'wephone', 'wetalk', 'wetalkpro', 'jiema', 'cloudnumber'] as const;

interface PlanPriceSeed {
  brand: string;
  plan_id: string;
  code: string;
  plan_group: string;
  months: number;
  plan_rent: number;
  discount: number;
  extra: number;
  on_sale: number;
  updated_at: number;
}

// Rows per insert: ten values each stays far below SQLite's limit of bound values per statement.
const CHUNK = 50;

/**
 * Number plans and their prices per brand as data, edited in the console. Seeded with the plans each
 * brand sold until then, at the same prices, so nothing a user sees changes until an operator edits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_prices')
    .addColumn('brand', 'text', (col) => col.notNull())
    // Country digit, group digit, two-digit months ('1101'); cloud plans '90MM'.
    .addColumn('plan_id', 'text', (col) => col.notNull())
    // The flow code the plan is sold for (US, CA, GB, AU, TollFree, CN).
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('plan_group', 'text', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    // Price of one billing period in ten-thousandths of the brand's unit.
    .addColumn('plan_rent', 'bigint', (col) => col.notNull())
    // Percent saved against paying monthly.
    .addColumn('discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('extra', 'integer', (col) => col.notNull().defaultTo(0))
    // 0: no longer offered to new rentals or plan changes; subscriptions on it still renew.
    .addColumn('on_sale', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('plan_prices_pk', ['brand', 'plan_id'])
    .execute();
  const now = Date.now();
  const rows: PlanPriceSeed[] = NUMBER_BRANDS.flatMap((brand) =>
    PLAN_CATALOG.filter((plan) => (brand === 'cloudnumber') === (plan.group === 'cloud')).map((plan) => ({
      brand,
      plan_id: plan.planId,
      code: plan.code,
      plan_group: plan.group,
      months: plan.months,
      plan_rent: plan.planRent,
      discount: plan.discount,
      extra: plan.extra,
      on_sale: 1,
      updated_at: now,
    })),
  );
  const typed = db as unknown as Kysely<{ plan_prices: PlanPriceSeed }>;
  for (let start = 0; start < rows.length; start += CHUNK)
    await typed
      .insertInto('plan_prices')
      .values(rows.slice(start, start + CHUNK))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_prices').ifExists().execute();
}
