import { z } from 'zod';
import { platformBodySchema } from './common.ts';

/** Number types offered when renting: local, mobile and toll-free. */
export const NUMBER_TYPES = ['local', 'mobile', 'tollFree'] as const;
/** A number type. */
export type NumberType = (typeof NUMBER_TYPES)[number];
/** Countries whose new-number step hides the province (and, for GB and AU, the area code). */
export const NO_PROVINCE_COUNTRIES = ['GB', 'AU'] as const;
/** Billing cycles in months: monthly, quarterly, half-year, annual. */
export const BILLING_CYCLES = [1, 3, 6, 12] as const;
/** Numbers a search answers at most. */
export const NUMBER_SEARCH_LIMIT = 30;

/** A province or state with its area codes. */
export const provinceSchema = z.object({
  /** Name of the province or state. */
  name: z.string(),
  /** Area codes with free numbers in it. */
  areaCodes: z.array(z.string()),
});
/** A number type of a country with its provinces (one unnamed province where there are none). */
export const numberTypeGroupSchema = z.object({
  /** The type. */
  type: z.enum(NUMBER_TYPES),
  /** Its display name in the request's language. */
  name: z.string(),
  /** Provinces or states. */
  provinces: z.array(provinceSchema),
});
/** A country of the area-code tree. */
export const areaCountrySchema = z.object({
  /** ISO country code, or TollFree. */
  code: z.string(),
  /** Calling code. */
  telCode: z.string(),
  /** Display name in the request's language. */
  name: z.string(),
  /** Number types on offer. */
  typeList: z.array(numberTypeGroupSchema),
});
/** GET /getAreaCodeV2 answer. */
export const areaCodeDataSchema = z.object({
  /** Countries with numbers on offer. */
  countries: z.array(areaCountrySchema),
});
/** GET /getAreaCodeV2 answer. */
export type AreaCodeData = z.infer<typeof areaCodeDataSchema>;

/** GET /getVirtualPhoneByAreaCode query. */
export const numberSearchQuerySchema = z.object({
  /** ISO country code, or TollFree. */
  code: z.string().min(2).max(10),
  /** Number type. */
  type: z.enum(NUMBER_TYPES),
  /** Calling code. */
  telCode: z.string().regex(/^\d{1,4}$/),
  /** Area code; absent for countries without area codes. */
  areaCode: z
    .string()
    .regex(/^\d{2,5}$/)
    .optional(),
});
/** A number on offer. */
export const offeredNumberSchema = z.object({
  /** Calling code. */
  telCode: z.string(),
  /** National number. */
  phone: z.string(),
  /** Area code, '' when none. */
  areaCode: z.string(),
  /** Region or city, '' when unknown. */
  region: z.string(),
});
/** GET /getVirtualPhoneByAreaCode answer (at most NUMBER_SEARCH_LIMIT numbers, none while held in quarantine). */
export const numberSearchDataSchema = z.object({
  /** Free numbers. */
  phones: z.array(offeredNumberSchema),
});
/** GET /getVirtualPhoneByAreaCode answer. */
export type NumberSearchData = z.infer<typeof numberSearchDataSchema>;

/** One block of a plan's description. */
export const planDescSchema = z.object({
  /** Block title. */
  title: z.string(),
  /** Lines. */
  items: z.array(z.string()),
});
/** A plan: a group (Unlimited, Unlimited Voice, Unlimited Texts, Pay As You Go) at one billing cycle. */
export const planSchema = z.object({
  /** Id to subscribe with. */
  planId: z.string(),
  /** Name in the request's language, e.g. "Unlimited". */
  planName: z.string(),
  /** Group key the plans of one name share, for the plan-group picker. */
  group: z.string(),
  /** Price of one billing period, ten-thousandths of the brand unit. */
  planRent: z.number().int(),
  /** Price per month of this variant, ten-thousandths. */
  monthRent: z.number().int(),
  /** Months per billing period: 1, 3, 6 or 12. */
  planRentPeriod: z.number().int(),
  /** 1 prepaid per period (the only kind today). */
  chargeType: z.number().int(),
  /** Percent saved against paying monthly, 0 when none. */
  discount: z.number().int(),
  /** Short tip shown with the plan. */
  tip: z.string(),
  /** One-time activation fee, ten-thousandths (0). */
  activationFee: z.number().int(),
  /** Description blocks. */
  planDescList: z.array(planDescSchema),
  /** Extra links by name (terms, fair use). */
  urlDict: z.record(z.string(), z.string()),
  /**
   * Next payment date (ISO 8601) with this plan: a purchase or a change now starts a cycle today;
   * a number's current plan gives its own date, a pending plan the end of its first cycle.
   */
  nextPaymentDate: z.string(),
});
/** A plan. */
export type Plan = z.infer<typeof planSchema>;

/** GET /getPlanList query: the plans for a country and number type. */
export const planListQuerySchema = z.object({
  /** ISO country code, or TollFree. */
  code: z.string().min(2).max(10),
  /** Number type. */
  type: z.enum(NUMBER_TYPES),
});
/** GET /getPlanList answer. */
export const planListDataSchema = z.object({
  /** Plans, grouped by `group`, shortest period first within a group. */
  planList: z.array(planSchema),
});
/** GET /getPlanList answer. */
export type PlanListData = z.infer<typeof planListDataSchema>;

/** A query naming one of the caller's numbers. */
export const virtualNumberQuerySchema = z.object({
  /** Full number, digits only (calling code and national number). */
  virtualNumber: z.string().regex(/^\d{5,18}$/),
});
/** GET /getManagePlanList answer. */
export const managePlanDataSchema = z.object({
  /** The number's plan now. */
  currentPlan: planSchema,
  /** Next payment date, ISO 8601. */
  nextPaymentDate: z.string(),
  /** A change that takes effect at the next billing cycle, or null. */
  pendingPlan: z.object({ plan: planSchema, effectiveDate: z.string() }).nullable(),
  /** Plans the number can change to. */
  planList: z.array(planSchema),
});
/** GET /getManagePlanList answer. */
export type ManagePlanData = z.infer<typeof managePlanDataSchema>;

/** When a plan change takes effect: 1 now (charged now, new cycle from today), 2 at the next cycle. */
export const CHANGE_TIMING = { now: 1, nextCycle: 2 } as const;

/** GET /preChangePlan query. */
export const preChangePlanQuerySchema = virtualNumberQuerySchema.extend({
  /** The plan to change to. */
  planId: z.string().min(1).max(40),
});
/** One way to apply a change. */
export const changeOptionSchema = z.object({
  /** CHANGE_TIMING value. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** The plan. */
  planId: z.string(),
  /** What happens, in the request's language. */
  tip: z.string(),
  /** Charged now, ten-thousandths. */
  payAmount: z.number().int(),
  /** The plan's name. */
  planName: z.string(),
  /** The rule text. */
  rule: z.string(),
});
/** A way to apply a plan change. */
export type ChangeOption = z.infer<typeof changeOptionSchema>;
/** GET /preChangePlan answer. */
export const preChangePlanDataSchema = z.object({
  /** The timings on offer (empty when the plan cannot be changed to). */
  options: z.array(changeOptionSchema),
});

/** GET /changePlan query. */
export const changePlanQuerySchema = preChangePlanQuerySchema.extend({
  /** CHANGE_TIMING value. */
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});
/** GET /changePlan answer. */
export const changePlanDataSchema = z.object({
  /** What was done. */
  successHint: z.string(),
  /** The plan and when it applies. */
  planHint: z.string(),
});

/** POST /subVirtualPhone body: rent a number with a plan (the first period is charged now). */
export const subVirtualPhoneBodySchema = platformBodySchema.extend({
  /** The plan. */
  planId: z.string().min(1).max(40),
  /** Calling code of the number. */
  telCode: z.string().regex(/^\d{1,4}$/),
  /** National number. */
  phone: z.string().regex(/^\d{4,15}$/),
  /** ISO country code, or TollFree. */
  code: z.string().min(2).max(10),
  /** Number type. */
  type: z.enum(NUMBER_TYPES),
});
/** Answer of subVirtualPhone and reSubVirtualPhone. */
export const subscribeDataSchema = z.object({
  /** What was done, in the request's language. */
  hint: z.string(),
});

/** POST /reSubVirtualPhone body: restore a released number from the subscription history. */
export const reSubVirtualPhoneBodySchema = platformBodySchema.extend({
  /** historyId of the history row. */
  historyId: z.string().min(1).max(64),
  /** The row's month, YYYY-MM (the history page it came from). */
  date: z.string().regex(/^\d{4}-\d{2}$/),
});
/** POST /reSubVirtualPhone answer. */
export const reSubscribeDataSchema = z.object({
  /** What was done. */
  subHint: z.string(),
});

/** POST /unSubVirtualPhone body: release a number (held in quarantine, restorable until it expires). */
export const unSubVirtualPhoneBodySchema = platformBodySchema.extend({
  /** Calling code. */
  telCode: z.string().regex(/^\d{1,4}$/),
  /** National number. */
  phone: z.string().regex(/^\d{4,15}$/),
});

/** POST /setForward body. */
export const setForwardBodySchema = platformBodySchema.extend({
  /** 1 on, 0 off; turning it on turns voicemail off. */
  forward: z.union([z.literal(0), z.literal(1)]),
});
/** POST /setVoicemail body. */
export const setVoicemailBodySchema = platformBodySchema.extend({
  /** 1 on, 0 off; turning it on turns forwarding off. */
  voicemail: z.union([z.literal(0), z.literal(1)]),
});
/** Answer of setForward and setVoicemail: both states after the change. */
export const callSettingsDataSchema = z.object({
  /** 1 when forwarding is on. */
  forwardStatus: z.union([z.literal(0), z.literal(1)]),
  /** 1 when voicemail is on. */
  voicemailStatus: z.union([z.literal(0), z.literal(1)]),
});

/** Messages between the host page and the mobile-plan frame (`{ type, payload }` via postMessage). */
export const MOBILE_PLAN_MESSAGES = [
  'back',
  'language',
  'pageChange',
  'topUp',
  'managePhone',
  'planSummary',
  'orderDetails',
  'subscriptionHistory',
  'orderHistory',
] as const;
/** A message of the mobile-plan frame. */
export const mobilePlanMessageSchema = z.object({
  /** What it is about. */
  type: z.enum(MOBILE_PLAN_MESSAGES),
  /** Details (page name, language code...). */
  payload: z.record(z.string(), z.unknown()).optional(),
});
/** A message of the mobile-plan frame. */
export type MobilePlanMessage = z.infer<typeof mobilePlanMessageSchema>;
