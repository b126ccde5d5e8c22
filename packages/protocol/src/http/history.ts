import { z } from 'zod';
import { MONTH_KEY_PATTERN } from '../months.ts';

/** A UTC month, `YYYY-MM`. */
export const yearMonthSchema = z.string().regex(MONTH_KEY_PATTERN, 'month must be YYYY-MM');

/** Page size of bills, calls, SMS and subscriptions. */
export const HISTORY_PAGE_SIZE = 200;
/** Page size of the payment history. */
export const PAYMENT_HISTORY_PAGE_SIZE = 1000;
/** Month tabs of each history: the current UTC month and the ones before it. */
export const HISTORY_MONTHS = {
  payment: 4,
  bill: 4,
  call: 4,
  sms: 4,
  subscription: 6,
  verification: 6,
} as const;

/**
 * Bill type codes (spec 001 section 3). The spec lists "verification-code SMS" and "VIP membership"
 * among the bill wordings without a code; 11 and 12 are free.
 */
export const BillType = {
  topUp: 1,
  /** An operator or demo adjustment ("Adjust" in the spec's wording list; the spec shows no code, 2 is free). */
  adjust: 2,
  call: 3,
  sms: 4,
  numberPurchase: 5,
  campaign: 6,
  numberRenewal: 7,
  mms: 8,
  days: 9,
  bonus: 10,
  /** A received verification code, charged once per lock. */
  verificationCode: 11,
  /** A VIP membership (wetalk). */
  vip: 12,
  mobilePlan: 50,
} as const;

/**
 * Subtypes of bill type 10 (bonus): register, set phone, check-in, video, offers, invite (the
 * inviter's reward), and the gift of the person who redeemed an invite code ("invite bonus gift",
 * listed by the spec without a code; 7 is free).
 */
export const BonusType = {
  register: 1,
  setPhone: 2,
  checkIn: 3,
  video: 4,
  offers: 5,
  invite: 6,
  inviteGift: 7,
} as const;

/** options.type of a mobile-plan bill (type 50): an order of plans, or a plan of one number. */
export const MobilePlanKind = { order: 1, number: 2 } as const;
/** SIM kinds of a mobile plan: 1 eSIM, 2 and 3 physical SIMs (3 is shown with a suffix). */
export const CardType = { eSim: 1, sim: 2, simShipped: 3 } as const;
/** Validity of a mobile plan, 1 to 4: the billing cycles monthly, quarterly, six months, annual. */
export const ValidityType = { month: 1, quarter: 2, halfYear: 3, year: 4 } as const;

/** GET /getBillList query: one UTC month, newest first, paged by an opaque token. */
export const billListQuerySchema = z.object({
  /** Rows per page, at most 200. */
  pageSize: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
  /** Token of the next page from the previous answer; absent for the first page. */
  nextPage: z.string().max(200).optional(),
  /** The month. */
  ym: yearMonthSchema,
});

/** Details of a bill row; which fields appear depends on its type. */
export const billOptionsSchema = z
  .object({
    /** Top-up amount (type 1), ten-thousandths. */
    amount: z.number().int(),
    /** Gift of a top-up (type 1), ten-thousandths. */
    gift: z.number().int(),
    /** How a top-up was paid (card, paypal, alipay...). */
    purchaseMethod: z.string(),
    /** Campaign name (type 6). */
    campaignName: z.string(),
    /** 'in' or 'out' (calls and messages). */
    direction: z.enum(['in', 'out']),
    /** Sender number. */
    from: z.string(),
    /** Receiver number. */
    to: z.string(),
    /** Call length in seconds (type 3). */
    duration: z.number().int(),
    /** Subtype (type 10 bonus, type 50 mobile plan). */
    type: z.number().int(),
    /** Segments of a message. */
    count: z.number().int(),
    /** Segments delivered. */
    successCount: z.number().int(),
    /** The virtual number concerned. */
    number: z.string(),
    /** Calling code of that number. */
    countryCode: z.string(),
    /** Days (type 9, and a VIP membership). */
    days: z.number().int(),
    /** App or website a verification charge was for, in the reader's language (types 9 and 11). */
    name: z.string(),
    /** Order id (type 50). */
    orderId: z.string(),
    /** SIM kind of a plan (type 50), a CardType. */
    cardType: z.number().int(),
    /** Plans in an order (type 50). */
    planCount: z.number().int(),
    /** Validity of a plan (type 50), a ValidityType. */
    validityType: z.number().int(),
  })
  .partial();

/** One bill row: a ledger movement. */
export const billRecordSchema = z.object({
  /** Ledger entry id. */
  _id: z.string(),
  /** A BillType code. */
  type: z.number().int(),
  /** When, ms since the epoch. */
  date: z.number().int(),
  /** Signed movement, ten-thousandths (negative for charges). */
  charge: z.number().int(),
  /** Balance right after this movement, ten-thousandths. */
  afterBalance: z.number().int(),
  /** Details by type. */
  options: billOptionsSchema,
});
/** One bill row. */
export type BillRecord = z.infer<typeof billRecordSchema>;

/** GET /getBillList answer. */
export const billListDataSchema = z.object({
  /** Rows of this page, newest first. */
  list: z.array(billRecordSchema),
  /** Token of the next page, '' when this is the last. */
  nextPage: z.string(),
});
/** GET /getBillList answer. */
export type BillListData = z.infer<typeof billListDataSchema>;

/** Query of the paged histories (calls, SMS, subscriptions): one UTC month. */
export const pagedMonthQuerySchema = z.object({
  /** Rows per page, at most 200. */
  pageSize: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
  /** 1-based page. */
  pageNo: z.coerce.number().int().min(1).default(1),
  /** The month. */
  date: yearMonthSchema,
});

/** One call of the call history. */
export const callRecordSchema = z.object({
  /** 'in' or 'out'. */
  direction: z.enum(['in', 'out']),
  /** Called number, full digits. */
  toNumber: z.string(),
  /** Calling number, full digits. */
  fromNumber: z.string(),
  /** Length in seconds (billed in whole minutes rounded up). */
  duration: z.number().int(),
  /** Line tariff id: 114, 116 and 200 are named lines. */
  line: z.number().int(),
  /** Charge, ten-thousandths. */
  charge: z.number().int(),
  /** Start, ms since the epoch. */
  date: z.number().int(),
  /** 'call' or 'voicemail'. */
  type: z.string(),
});
/** One call. */
export type CallRecord = z.infer<typeof callRecordSchema>;
/** Line tariffs the call history names: Economy (114) and Premium (116, 200). */
export const CALL_LINES = { economy: [114], premium: [116, 200] } as const;

/** GET /getCallList answer. */
export const callListDataSchema = z.object({
  /** Calls in the month. */
  totalRows: z.number().int(),
  /** This page, newest first. */
  callList: z.array(callRecordSchema),
});
/** GET /getCallList answer. */
export type CallListData = z.infer<typeof callListDataSchema>;

/** One message of the SMS history. */
export const smsRecordSchema = z.object({
  /** 'in' or 'out'. */
  direction: z.enum(['in', 'out']),
  /** Receiver, full digits. */
  toNumber: z.string(),
  /** Sender, full digits. */
  fromNumber: z.string(),
  /** When, ms since the epoch. */
  date: z.number().int(),
  /** Charge, ten-thousandths. */
  charge: z.number().int(),
  /** 'sms' or 'mms'. */
  type: z.string(),
  /** Text of the message. */
  text: z.string(),
});
/** One message of the SMS history. */
export type SmsRecord = z.infer<typeof smsRecordSchema>;

/** GET /getNormalSmsList answer. */
export const smsListDataSchema = z.object({
  /** Messages in the month. */
  totalRows: z.number().int(),
  /** This page, newest first. */
  smsList: z.array(smsRecordSchema),
});
/** GET /getNormalSmsList answer. */
export type SmsListData = z.infer<typeof smsListDataSchema>;

/** Number types of the subscription history: 1, 2, 3, 5, 6, 7 and 100 (a re-subscribable plan). */
export const SUBSCRIPTION_TYPES = [1, 2, 3, 5, 6, 7, 100] as const;
/**
 * What each subscription type means: a number subscribed (bought or restored), a renewal paid by
 * the person during the grace days, a plan change, a verification number, a release (unsubscribed,
 * or lapsed unpaid) that can no longer be restored, an automatic renewal, and a release still
 * restorable (its quarantine runs: the only rows that offer re-subscribe).
 */
export const SubscriptionType = {
  subscribed: 1,
  renewalPaid: 2,
  planChange: 3,
  verificationNumber: 5,
  released: 6,
  autoRenewal: 7,
  restorable: 100,
} as const;
/** The subscription type that offers re-subscribe. */
export const RESUBSCRIBABLE_TYPE = SubscriptionType.restorable;

/** One row of the subscription history. */
export const subscriptionRecordSchema = z.object({
  /** Row id. */
  _id: z.string(),
  /** The number, full digits. */
  number: z.string(),
  /** A SUBSCRIPTION_TYPES value. */
  type: z.number().int(),
  /** When, ms since the epoch. */
  date: z.number().int(),
  /** Signed charge, ten-thousandths (negative for payments). */
  charge: z.number().int(),
  /** Plan id ('' when none). */
  planId: z.string(),
  /** Id to re-subscribe with. */
  historyId: z.string(),
  /** Date of the subscription period the row paid for, ms since the epoch. */
  resDate: z.number().int(),
  /** Name of the plan in the request's language ('' when none). */
  planName: z.string(),
  /** Months of the plan's billing cycle, 0 when none: a quarterly purchase says 3. */
  planRentPeriod: z.number().int(),
  /** Restorable rows (type 100): what re-subscribing charges now, ten-thousandths; 0 otherwise. */
  restorePrice: z.number().int(),
  /** Restorable rows: until when (ms since the epoch) the number can be restored; 0 otherwise. */
  restorableUntil: z.number().int(),
});
/** One row of the subscription history. */
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** GET /getSubscriptionList answer. */
export const subscriptionListDataSchema = z.object({
  /** Rows in the month. */
  totalRows: z.number().int(),
  /** This page, newest first. */
  list: z.array(subscriptionRecordSchema),
});
/** GET /getSubscriptionList answer. */
export type SubscriptionListData = z.infer<typeof subscriptionListDataSchema>;
