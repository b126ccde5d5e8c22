import { BILLING_CYCLES } from '@switchboard/protocol';
import { TOLL_FREE_CODE } from './numbers.kinds.ts';

/** Plan groups in picker order. */
export const PLAN_GROUPS = [
  'unlimited',
  'unlimitedVoice',
  'unlimitedTexts',
  'payAsYouGo',
  'usCaCombo',
  'cloud',
] as const;
/** A plan group. */
export type PlanGroup = (typeof PLAN_GROUPS)[number];

/** A plan of the catalogue, language-free; amounts in ten-thousandths of the brand unit. */
export interface CatalogPlan {
  planId: string;
  /** Flow code the plan is sold for (US, CA, GB, AU, TollFree, CN). */
  code: string;
  group: PlanGroup;
  months: number;
  /** Price of one billing period. */
  planRent: number;
  /** Price per month of this variant. */
  monthRent: number;
  /** Percent saved against paying monthly. */
  discount: number;
  /** Extra included with a cloud-number plan (spec section 9 "extra"), 0 elsewhere. */
  extra: number;
}

/** The groups priced in MONTHLY_RENTS (cloud plans have their own table). */
type RentedGroup = Exclude<PlanGroup, 'cloud'>;

const UNIT = 10_000;
/** Percent off per billing cycle (months → discount). */
const CYCLE_DISCOUNT: Record<number, number> = { 1: 0, 3: 5, 6: 10, 12: 15 };

/**
 * Monthly rents in USD per flow code and group. The spec lists the rents without columns; the
 * mapping chosen: the three figures of a country are Unlimited / Unlimited Voice / Unlimited Texts
 * (largest first); the second US triple (23.88, 7.47, 2.99) is the toll-free column; Pay As You Go
 * (the number alone, usage billed at the rates) is 2.99 everywhere, the smallest rent listed. The
 * US/CA combination (9.99) is sold with US and Canadian numbers only: it covers both countries.
 */
const MONTHLY_RENTS: Record<string, Partial<Record<RentedGroup, number>>> = {
  US: { unlimited: 37.08, unlimitedVoice: 11.07, unlimitedTexts: 4.09, payAsYouGo: 2.99, usCaCombo: 9.99 },
  CA: { unlimited: 44.28, unlimitedVoice: 13.47, unlimitedTexts: 4.99, payAsYouGo: 2.99, usCaCombo: 9.99 },
  GB: { unlimited: 31.99, unlimitedVoice: 12.57, unlimitedTexts: 4.99, payAsYouGo: 2.99 },
  AU: { unlimited: 50.33, unlimitedVoice: 17.82, unlimitedTexts: 6.99, payAsYouGo: 2.99 },
  [TOLL_FREE_CODE]: { unlimited: 23.88, unlimitedVoice: 7.47, unlimitedTexts: 2.99, payAsYouGo: 2.99 },
};

/** Cloud-number plans of spec section 9 (months / extra / price, in cloud coins). */
const CLOUD_PLANS = [
  { months: 1, extra: 20, price: 49 },
  { months: 3, extra: 0, price: 99 },
  { months: 6, extra: 0, price: 179 },
  { months: 12, extra: 0, price: 349 },
] as const;

// Plan ids: country digit, group digit, two-digit months ('1101' = US Unlimited monthly); cloud '90MM'.
const COUNTRY_DIGIT: Record<string, string> = { US: '1', CA: '2', GB: '3', AU: '4', [TOLL_FREE_CODE]: '5' };
const GROUP_DIGIT: Record<RentedGroup, string> = {
  unlimited: '1',
  unlimitedVoice: '2',
  unlimitedTexts: '3',
  payAsYouGo: '4',
  usCaCombo: '5',
};

function months2(months: number): string {
  return String(months).padStart(2, '0');
}

function buildCatalog(): CatalogPlan[] {
  const plans: CatalogPlan[] = [];
  for (const [code, rents] of Object.entries(MONTHLY_RENTS)) {
    for (const [group, rent] of Object.entries(rents) as [RentedGroup, number][]) {
      for (const months of BILLING_CYCLES) {
        const discount = CYCLE_DISCOUNT[months] ?? 0;
        const planRent = Math.round((rent * UNIT * months * (100 - discount)) / 100);
        plans.push({
          planId: `${COUNTRY_DIGIT[code]}${GROUP_DIGIT[group]}${months2(months)}`,
          code,
          group,
          months,
          planRent,
          monthRent: Math.round(planRent / months),
          discount,
          extra: 0,
        });
      }
    }
  }
  const cloudMonthly = CLOUD_PLANS[0].price;
  for (const { months, extra, price } of CLOUD_PLANS) {
    plans.push({
      planId: `90${months2(months)}`,
      code: 'CN',
      group: 'cloud',
      months,
      planRent: price * UNIT,
      monthRent: Math.round((price * UNIT) / months),
      discount: Math.round(100 - (price * 100) / (cloudMonthly * months)),
      extra,
    });
  }
  return plans;
}

/**
 * Every plan at the prices sold before plans became data: what migration 0028 seeds plan_prices with
 * (then the console edits them there). Prices charged and the plans demo numbers start on are read
 * from plan_prices (plan-catalog.ts), never from here.
 */
export const PLAN_CATALOG: readonly CatalogPlan[] = buildCatalog();

/** A plan of the seed catalogue by id (its seed price), whatever it is sold for. */
export function planById(planId: string): CatalogPlan | undefined {
  return PLAN_CATALOG.find((plan) => plan.planId === planId);
}

/**
 * The seed catalogue's cheapest monthly plan of a flow code: what a number handed out free runs on
 * when its brand's catalogue has no plan for it (a brand that sells no numbers).
 */
export function cheapestMonthlyPlan(code: string): CatalogPlan {
  const monthly = PLAN_CATALOG.filter((plan) => plan.code === code && plan.months === 1);
  const pool =
    monthly.length > 0 ? monthly : PLAN_CATALOG.filter((plan) => plan.code === 'US' && plan.months === 1);
  return pool.reduce((best, plan) => (plan.planRent < best.planRent ? plan : best));
}
