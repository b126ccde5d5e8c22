import type { Executor } from '../../db/types.ts';
import { allBrandPlans, type BrandPlan, PlanCatalog } from '../numbers/plan-catalog.ts';

/** One brand's plans, read for an update inside its transaction. */
export async function plansOfBrand(ex: Executor, brand: string): Promise<PlanCatalog> {
  return new PlanCatalog(await allBrandPlans(ex, brand));
}

/** Sets a plan's price, on-sale flag and discount. */
export async function setPlan(
  ex: Executor,
  plan: Pick<BrandPlan, 'brand' | 'planId' | 'planRent' | 'onSale' | 'discount'>,
  now: number,
): Promise<void> {
  await ex
    .updateTable('plan_prices')
    .set({
      plan_rent: plan.planRent,
      on_sale: plan.onSale ? 1 : 0,
      discount: plan.discount,
      updated_at: now,
    })
    .where('brand', '=', plan.brand)
    .where('plan_id', '=', plan.planId)
    .execute();
}

/** Sets the discount a plan shows (its monthly sibling's price changed). */
export async function setDiscount(ex: Executor, plan: BrandPlan, discount: number): Promise<void> {
  await ex
    .updateTable('plan_prices')
    .set({ discount })
    .where('brand', '=', plan.brand)
    .where('plan_id', '=', plan.planId)
    .execute();
}
