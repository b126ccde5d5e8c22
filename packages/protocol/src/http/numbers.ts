import { z } from 'zod';

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
