import { z } from 'zod';
import { brandIdSchema } from '../brands/types.ts';
import { paymentMethodSchema } from '../http/payments.ts';
import { consoleReasonSchema } from './reasons.ts';
import { paymentOrderStatuses } from './users.ts';

/** Most orders one page of consolePayments holds, and the page size when none is asked. */
export const PAYMENTS_PAGE_LIMIT = { max: 200, default: 50 } as const;

/** Most days one consolePaymentTotals answer covers. */
export const PAYMENT_TOTALS_MAX_DAYS = 92;

/** A payment order's status as the console filters and shows it. */
export const paymentOrderStatusSchema = z.enum(paymentOrderStatuses);

/** A day in UTC, `YYYY-MM-DD`. */
const daySchema = z.iso.date();

/**
 * Query of consolePayments: orders of every account, newest first, narrowed by brand, method,
 * status, the day they were made (UTC, both days included) and a search by order id or email.
 */
export const consolePaymentsQuerySchema = z.object({
  brand: brandIdSchema.optional(),
  method: paymentMethodSchema.optional(),
  status: paymentOrderStatusSchema.optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  q: z.string().trim().max(254).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_LIMIT.max).default(PAYMENTS_PAGE_LIMIT.default),
});

/** One payment order in the list and at the top of its page. */
export const paymentOrderItemSchema = z.object({
  orderId: z.string(),
  accountId: z.string(),
  /** The account's email; null when it has none (or the account is deleted). */
  email: z.string().nullable(),
  brand: brandIdSchema,
  method: paymentMethodSchema,
  /** Ten-thousandths of the brand's currency, and the gift that came with it. */
  amount: z.number().int(),
  gift: z.number().int(),
  /**
   * What the payment added to the balance: the top-up, without the gift. Below `amount` when a crypto
   * payment came short and what arrived was credited (the gift comes only with the whole amount);
   * null when the payment credited nothing.
   */
  credited: z.number().int().nullable(),
  currency: z.string(),
  status: paymentOrderStatusSchema,
  /** The provider that handled it ('sandbox' or 'stripe'). */
  provider: z.string(),
  /** ms since the epoch. */
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
/** One payment order in the list. */
export type PaymentOrderItem = z.infer<typeof paymentOrderItemSchema>;

/** Answer of consolePayments: one page and how many orders match in all. */
export const consolePaymentsDataSchema = z.object({
  orders: z.array(paymentOrderItemSchema),
  total: z.number().int(),
});

/** Answer of consolePayment: the order, what its provider told us, and its refund if any. */
export const consolePaymentDataSchema = z.object({
  order: paymentOrderItemSchema,
  /** The provider's id of the order (Stripe session, sandbox quote); null before it has one. */
  providerRef: z.string().nullable(),
  /** The provider's payer account of a paid PayPal order; null otherwise. */
  payerRef: z.string().nullable(),
  /** The retcode of an order the server refused itself; null otherwise. */
  failureCode: z.number().int().nullable(),
  /** The provider events received for it, oldest first. */
  events: z.array(z.object({ provider: z.string(), eventId: z.string(), receivedAt: z.number().int() })),
  /** The operator's refund to the balance; null when none. */
  refund: z.object({ at: z.number().int(), amount: z.number().int() }).nullable(),
  /** True when an operator may credit it to the balance now (failed, not refunded, account not deleted). */
  refundable: z.boolean(),
  /**
   * True when an operator may give the money back to the payer through the order's provider now: the
   * provider refunds, the order was paid through it (paid, or failed after the provider took the
   * money), not refunded yet, account not deleted.
   */
  providerRefundable: z.boolean(),
});
/** Answer of consolePayment. */
export type ConsolePaymentData = z.infer<typeof consolePaymentDataSchema>;

/**
 * Where a refund sends the money: `balance` credits the user's balance (a failed order the provider
 * took after all), `provider` gives it back to the payer through the provider that took it.
 */
export const paymentRefundDestinations = ['balance', 'provider'] as const;
/** Where a refund sends the money. */
export type PaymentRefundDestination = (typeof paymentRefundDestinations)[number];

/** Body of consolePaymentRefund: once per order, ever; a repeat moves nothing more. */
export const consolePaymentRefundBodySchema = z.object({
  orderId: z.string().min(1).max(64),
  reason: consoleReasonSchema,
  destination: z.enum(paymentRefundDestinations).default('balance'),
});

/** Answer of consolePaymentRefund: the order's status and the account's balance after it. */
export const consolePaymentRefundDataSchema = z.object({
  status: paymentOrderStatusSchema,
  balance: z.number().int(),
});

/** Query of consolePaymentTotals: UTC days, both included, at most PAYMENT_TOTALS_MAX_DAYS. */
export const consolePaymentTotalsQuerySchema = z.object({
  from: daySchema,
  to: daySchema,
  brand: brandIdSchema.optional(),
});

/** One day's paid orders of one brand and method, in the brand's currency. */
export const paymentTotalSchema = z.object({
  day: daySchema,
  brand: brandIdSchema,
  method: paymentMethodSchema,
  currency: z.string(),
  orders: z.number().int(),
  /** Ten-thousandths, gifts excluded. */
  amount: z.number().int(),
});
/** One day's paid orders of one brand and method. */
export type PaymentTotal = z.infer<typeof paymentTotalSchema>;

/** Answer of consolePaymentTotals, by day, brand and method. */
export const consolePaymentTotalsDataSchema = z.object({ totals: z.array(paymentTotalSchema) });
