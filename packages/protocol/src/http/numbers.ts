import { z } from 'zod';
import { platformBodySchema } from './common.ts';

/** Renewal states of a live subscription: paid up, or in the grace days after a renewal failed. */
export const SUBSCRIPTION_STATES = ['active', 'grace'] as const;
/** A renewal state. */
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
/** Days a number keeps working after its renewal could not be paid, before it lapses. */
export const GRACE_DAYS = 3;

/** The plan and renewal state of an owned number (spec 001 section 3, phone number subscription). */
export const numberSubscriptionSchema = z.object({
  /** Paid up, or in grace after a failed renewal. */
  status: z.enum(SUBSCRIPTION_STATES),
  /** While in grace: when the number lapses unless the renewal is paid, ISO 8601; '' otherwise. */
  lapsesAt: z.string(),
  /** Name of the plan in the request's language. */
  planName: z.string(),
  /** Months per billing cycle (1, 3, 6 or 12). */
  planRentPeriod: z.number().int(),
  /** Price of one billing cycle of the plan, ten-thousandths of the brand unit. */
  planRent: z.number().int(),
  /** What the next renewal charges (a pending plan's price once it applies); Pay now charges it. */
  renewalAmount: z.number().int(),
});
/** The plan and renewal state of an owned number. */
export type NumberSubscription = z.infer<typeof numberSubscriptionSchema>;

/** A number of this service owned by the account. */
export const virtualPhoneSchema = z.object({
  /** Country calling code without the plus sign, e.g. "1". */
  telCode: z.string(),
  /** National number, digits only. */
  phone: z.string(),
  /** ISO country of the number ("US", "CA", "GB", "AU", "CN"); toll-free numbers keep their country. */
  country: z.string(),
  /** True for a toll-free number, which cannot send until registered. */
  tollFree: z.boolean(),
  /** True once a toll-free number is registered for messaging (always true for other numbers). */
  messagingEnabled: z.boolean(),
  /** Next payment date, ISO 8601 (the list shows its first 10 characters); '' for numbers without a plan. */
  paymentDate: z.string(),
  /** Monthly rent of the current plan, ten-thousandths of the brand unit (0 without a plan). */
  monthRent: z.number().int(),
  /** Current plan id ('' without a plan). */
  planId: z.string(),
  /** The plan and renewal state; null (or absent) for a number without a plan. */
  subscription: numberSubscriptionSchema.nullable().optional(),
});
/** A number owned by the account. */
export type VirtualPhone = z.infer<typeof virtualPhoneSchema>;

/** GET /getVirtualPhoneList answer. */
export const virtualPhoneListDataSchema = z.object({
  /** The account's numbers. */
  virtualPhones: z.array(virtualPhoneSchema),
  /** For each own full number (telCode + phone), the calling codes it can text. */
  smsCountryCodes: z.record(z.string(), z.array(z.string())),
  /** 1 when calls are forwarded to the account's verified phone. */
  forwardStatus: z.union([z.literal(0), z.literal(1)]),
  /** 1 when unanswered calls go to voicemail. */
  voicemailStatus: z.union([z.literal(0), z.literal(1)]),
  /** True when forwarding can be switched on (the account has a number and a verified phone). */
  canForward: z.boolean(),
  /** True when voicemail can be switched on (the account has a number). */
  canVoicemail: z.boolean(),
});
/** GET /getVirtualPhoneList answer. */
export type VirtualPhoneListData = z.infer<typeof virtualPhoneListDataSchema>;

/** A full number: calling code followed by the national number, digits only. */
export function fullNumber(telCode: string, phone: string): string {
  return `${telCode}${phone}`;
}

/** POST /renewVirtualPhone body: pays the overdue renewal of a number in its grace days now. */
export const renewVirtualPhoneBodySchema = platformBodySchema.extend({
  /** Calling code of the number. */
  telCode: z.string().regex(/^\d{1,4}$/),
  /** National number. */
  phone: z.string().regex(/^\d{4,15}$/),
});
/** POST /renewVirtualPhone answer. */
export const renewDataSchema = z.object({
  /** What was done, in the request's language. */
  hint: z.string(),
  /** The next payment date after this renewal, ISO 8601. */
  paymentDate: z.string(),
});
/** POST /renewVirtualPhone answer. */
export type RenewData = z.infer<typeof renewDataSchema>;
