import { z } from 'zod';
import { brandIdSchema } from '../brands/types.ts';
import { consoleNumberActionBodySchema } from './numbers.ts';

/** Query of consoleNumberPlans: the number an operator is about to give away. */
export const consoleNumberPlansQuerySchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^\+?\d{6,20}$/)
    .transform((value) => value.replace(/^\+/, '')),
});

/** A plan sold for a number, named in the operator's language, with the brands that sell it. */
export const consoleNumberPlanSchema = z.object({
  /** Every brand selling it; the user's must be one of them. */
  brands: z.array(brandIdSchema).min(1),
  planId: z.string(),
  name: z.string(),
  /** Months one billing period covers. */
  months: z.number().int(),
  /** Price of one period in ten-thousandths of the first brand's money (what the user would have paid). */
  rent: z.number().int(),
});
/** A plan a brand sells for a number. */
export type ConsoleNumberPlan = z.infer<typeof consoleNumberPlanSchema>;

/** data of consoleNumberPlans: the plans sold for the number, each once. */
export const consoleNumberPlansDataSchema = z.object({ plans: z.array(consoleNumberPlanSchema) });

/**
 * Body of consoleNumberAssign: the number, who gets it (an account id, or an email when it names one
 * account only), the plan of the owner's brand it runs on, and the operator's reason.
 */
export const consoleNumberAssignBodySchema = consoleNumberActionBodySchema.extend({
  user: z.string().trim().min(1).max(320),
  planId: z.string().trim().min(1).max(40),
});

/** data of consoleNumberAssign: the new owner and when the gift's period ends (ms). */
export const consoleNumberAssignDataSchema = z.object({
  accountId: z.string(),
  nextPaymentAt: z.number().int(),
});
