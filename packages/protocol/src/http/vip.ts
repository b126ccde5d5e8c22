import { z } from 'zod';
import { platformBodySchema } from './common.ts';

/** Days one VIP membership period lasts (wetalk). */
export const VIP_PERIOD_DAYS = 30;
/** Price of one VIP period in ten-thousandths of the brand unit (4.99 USD). */
export const VIP_PRICE = 49_900;

/** VIP state of an account: 1 while a paid period runs, 0 otherwise. */
export const vipStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** GET /getVipInfo answer: the membership and what one more period costs. */
export const vipInfoDataSchema = z.object({
  /** 1 while a membership runs. */
  vipStatus: vipStatusSchema,
  /** End of the membership (running or past), ms since the epoch; null when never bought. */
  expireDate: z.number().int().nullable(),
  /** Price of one period, ten-thousandths of the brand unit. */
  price: z.number().int(),
  /** Days one period adds. */
  days: z.number().int(),
});
/** GET /getVipInfo answer. */
export type VipInfo = z.infer<typeof vipInfoDataSchema>;

/**
 * POST /buyVip body: buys one period from the balance; a running membership is extended from its
 * end. `expireDate` is the end the buyer saw (null: none): when the membership changed meanwhile
 * (a second click, another tab) nothing is charged, so one confirmation buys one period.
 */
export const buyVipBodySchema = platformBodySchema.extend({
  /** The membership end shown when the purchase was confirmed, ms since the epoch, or null. */
  expireDate: z.number().int().nonnegative().nullable(),
});
/** POST /buyVip body. */
export type BuyVipBody = z.infer<typeof buyVipBodySchema>;

/** POST /buyVip answer: the membership after the purchase and the balance left. */
export const buyVipDataSchema = vipInfoDataSchema.extend({
  /** Balance after the charge, ten-thousandths. */
  balance: z.number().int(),
});
/** POST /buyVip answer. */
export type BuyVipData = z.infer<typeof buyVipDataSchema>;
