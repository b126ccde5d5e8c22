import { z } from 'zod';
import { brandIdSchema } from '../brands/types.ts';
import { MONEY_SCALE } from '../money.ts';
import { type MoneyTextReading, readMoneyText } from './catalogue.ts';
import { consoleReasonSchema } from './reasons.ts';

/**
 * The most one billing period of a plan may cost, in ten-thousandths: ten thousand units. The dearest
 * plan (a year of cloud number, 349) is far below; anything above is a typo, not a price.
 */
export const PLAN_RENT_MAX = 10_000 * MONEY_SCALE;

/** Longest price an operator may type. */
const PLAN_RENT_TEXT_MAX = 32;

/** The flow codes plans are sold for, in the console's filter order. */
export const PLAN_CODES = ['US', 'CA', 'GB', 'AU', 'TollFree', 'CN'] as const;

/** A plan group, as the user's plan picker groups plans. */
export const planGroupSchema = z.enum([
  'unlimited',
  'unlimitedVoice',
  'unlimitedTexts',
  'payAsYouGo',
  'usCaCombo',
  'cloud',
]);
/** A plan group. */
export type PlanGroupId = z.infer<typeof planGroupSchema>;

/** Query of consolePlans: one brand's plans, of one flow code; absent fields list all. */
export const consolePlansQuerySchema = z.object({
  brand: brandIdSchema.optional(),
  code: z.enum(PLAN_CODES).optional(),
});

/** One plan of a brand as the console lists it; amounts in ten-thousandths of the brand's unit. */
export const cataloguePlanSchema = z.object({
  brand: brandIdSchema,
  /** Country digit, group digit, two-digit months ('1101'); cloud plans '90MM'. */
  planId: z.string(),
  /** The flow code it is sold for (US, CA, GB, AU, TollFree, CN). */
  code: z.string(),
  group: planGroupSchema,
  /** The group's name in the operator's language. */
  groupName: z.string(),
  months: z.number().int(),
  /** Price of one billing period. */
  planRent: z.number().int(),
  /** Price per month of this period, rounded. */
  monthRent: z.number().int(),
  /** Percent saved against paying monthly. */
  discount: z.number().int(),
  extra: z.number().int(),
  /** false: not offered to new rentals or plan changes; subscriptions on it still renew at its price. */
  onSale: z.boolean(),
  updatedAt: z.number().int(),
});
/** One plan of a brand as the console lists it. */
export type CataloguePlan = z.infer<typeof cataloguePlanSchema>;

/** data of consolePlans: the matching plans by brand, flow code, group and months. */
export const consolePlansDataSchema = z.object({ plans: z.array(cataloguePlanSchema) });

/**
 * Body of consolePlanUpdate: the price of one billing period as people write money ("4.99"), read
 * exactly by the server and refused with a sentence when malformed, not above zero, absurd or too
 * precise; whether the plan is on sale; and why.
 */
export const consolePlanUpdateBodySchema = z.object({
  brand: brandIdSchema,
  planId: z.string().trim().min(1).max(16),
  planRent: z.string().max(PLAN_RENT_TEXT_MAX),
  onSale: z.boolean(),
  reason: consoleReasonSchema,
});

/** data of consolePlanUpdate: the plan as stored now. */
export const consolePlanUpdateDataSchema = z.object({ plan: cataloguePlanSchema });

/**
 * Reads a plan price written as people write money ("4.99", "12", "4,99") into integer
 * ten-thousandths, exactly; at most four decimals and at most PLAN_RENT_MAX.
 */
export function readPlanRentText(text: string): MoneyTextReading {
  return readMoneyText(text, PLAN_RENT_MAX);
}
