import { z } from 'zod';

/** A UTC month, `YYYY-MM`. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');

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

/** Bill type codes (spec 001 section 3). */
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
  mobilePlan: 50,
} as const;

/** Subtypes of bill type 10 (bonus): register, set phone, check-in, video, offers, invite. */
export const BonusType = { register: 1, setPhone: 2, checkIn: 3, video: 4, offers: 5, invite: 6 } as const;

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
    /** Days (type 9). */
    days: z.number().int(),
    /** Order id (type 50). */
    orderId: z.string(),
    /** SIM kind of a plan (type 50). */
    cardType: z.number().int(),
    /** Plans in an order (type 50). */
    planCount: z.number().int(),
    /** Validity of a plan (type 50). */
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
/** The subscription type that offers re-subscribe. */
export const RESUBSCRIBABLE_TYPE = 100;

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
