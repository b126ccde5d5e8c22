import type { Executor } from '../../db/types.ts';
import type { CatalogPlan, PlanGroup } from './numbers.catalog.ts';

/** A plan of a brand as stored: the catalogue's plan, whether it is on sale, and when it was last set. */
export interface BrandPlan extends CatalogPlan {
  brand: string;
  onSale: boolean;
  updatedAt: number;
}

/**
 * Every stored plan (of one brand when given), by brand and plan id, which orders a brand's plans by
 * flow code, group and months; PostgreSQL answers bigints as strings.
 */
export async function allBrandPlans(ex: Executor, brand?: string): Promise<BrandPlan[]> {
  let query = ex.selectFrom('plan_prices').selectAll();
  if (brand !== undefined) query = query.where('brand', '=', brand);
  const rows = await query.orderBy('brand').orderBy('plan_id').execute();
  return rows.map((row) => {
    const planRent = Number(row.plan_rent);
    const months = Number(row.months);
    return {
      brand: row.brand,
      planId: row.plan_id,
      code: row.code,
      group: row.plan_group as PlanGroup,
      months,
      planRent,
      monthRent: Math.round(planRent / months),
      discount: Number(row.discount),
      extra: Number(row.extra),
      onSale: Number(row.on_sale) === 1,
      updatedAt: Number(row.updated_at),
    };
  });
}
