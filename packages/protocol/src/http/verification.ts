import { z } from 'zod';
import { platformBodySchema } from './common.ts';
import { yearMonthSchema } from './history.ts';

/** Polling of a locked number: every 5 s, at most 180 times (the 180 s countdown). */
export const CODE_POLL_INTERVAL_MS = 5_000;
/** Polls per lock. */
export const CODE_POLL_MAX = 180;
/** The receive step's countdown, in seconds. */
export const CODE_COUNTDOWN_SECONDS = 180;
/** The number search appears when a list holds more than this many entries. */
export const CODE_SEARCH_ABOVE = 4;
/** A verification number stays the user's for this long after its code arrived, unless subscribed. */
export const CODE_NUMBER_TTL_MS = 30 * 86_400_000;
/** SMS of an old number per page. */
export const CODE_SMS_PAGE_SIZE = 20;
/** Recently used apps the browser keeps. */
export const RECENT_APPS_MAX = 10;
/** "Retry after 15 minutes" of the receive tips. */
export const CODE_RETRY_MINUTES = 15;

/** Number option kinds: 1 a number you may keep (subscribable), 2 a one-time number, 0 an own number. */
export const CodeNumberType = { own: 0, keepable: 1, oneTime: 2 } as const;

/** An app or website codes can be received for. */
export const verificationAppSchema = z.object({
  /** Id. */
  app: z.string(),
  /** Display name. */
  name: z.string(),
  /** Order in the list (lower first). */
  sort: z.number().int(),
});
/** An app or website. */
export type VerificationApp = z.infer<typeof verificationAppSchema>;

/** A country numbers are offered in; shown as name plus "+telCode". */
export const codeCountrySchema = z.object({
  /** ISO code. */
  code: z.string(),
  /** Name in the request's language. */
  name: z.string(),
  /** Calling code. */
  telCode: z.string(),
});
/** A country. */
export type CodeCountry = z.infer<typeof codeCountrySchema>;

/** GET /getAppList answer. */
export const appListDataSchema = z.object({
  /** Apps and websites, by sort. */
  appList: z.array(verificationAppSchema),
  /** Countries with numbers (the spec's spelling). */
  countrys: z.array(codeCountrySchema),
});
/** GET /getAppList answer. */
export type AppListData = z.infer<typeof appListDataSchema>;

/** Query naming an app and a country. */
export const appCountryQuerySchema = z.object({
  /** App id. */
  app: z.string().min(1).max(40),
  /** ISO country code. */
  code: z.string().min(2).max(3),
});

/** One entry of the number options: the two special options first, then the user's own numbers. */
export const phoneOptionSchema = z.object({
  /** The number ('' for the two special options). */
  phone: z.string(),
  /** 1 when the user subscribes to this number. */
  subStatus: z.union([z.literal(0), z.literal(1)]),
  /** Calling code. */
  telCode: z.string(),
  /** What the option is, in the request's language. */
  tip: z.string(),
  /** False when the option cannot give a number now (the option is disabled). */
  canGetNumber: z.boolean(),
  /** CodeNumberType value. */
  numberType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Beyond the spec: share of recent locks for this app and country that received a code (0 to 100), null without data. */
  successRate: z.number().int().min(0).max(100).nullable(),
});
/** A number option. */
export type PhoneOption = z.infer<typeof phoneOptionSchema>;
/** GET /getVerificationCodePhoneListV2 answer. */
export const phoneOptionsDataSchema = z.object({
  /** Options, the two special ones first. */
  list: z.array(phoneOptionSchema),
});

/** GET /getCodeNumberFeeByAppV2 answer; money in ten-thousandths of the brand unit. */
export const codeFeeDataSchema = z.object({
  /** Charged per received code. */
  codeRate: z.number().int(),
  /** Monthly rent to keep a number. */
  subRent: z.number().int(),
});
/** Fees of an app and country. */
export type CodeFeeData = z.infer<typeof codeFeeDataSchema>;

/** GET /lockVerificationCodePhone query. */
export const lockQuerySchema = appCountryQuerySchema.extend({
  /** A number of the user's to receive on again ('' or absent for a new number). */
  number: z
    .string()
    .regex(/^\d{0,18}$/)
    .optional(),
  /** 1 to log the lock for the success statistics. */
  needLog: z.coerce.number().int().min(0).max(1).optional(),
  /** The app of the previous lock ("try another number"), to release it. */
  lastApp: z.string().max(40).optional(),
  /** The number of the previous lock, full digits. */
  lastNumber: z
    .string()
    .regex(/^\d{0,18}$/)
    .optional(),
  /** CodeNumberType of the chosen option. */
  numberType: z.coerce.number().int().min(0).max(2).default(1),
});
/** A locked number (GET /lockVerificationCodePhone answer; HTTP 400 with 500000 when none is free). */
export const lockedPhoneSchema = z.object({
  /** App id. */
  app: z.string(),
  /** Full digits (calling code and number). */
  phone: z.string(),
  /** Display form, e.g. "+1 212 555 0100". */
  formatPhone: z.string(),
  /** What to do now, in the request's language. */
  tip: z.string(),
  /** Calling code. */
  telCode: z.string(),
  /** Calling codes this number can text (sendCodeSms). */
  telCodeList: z.array(z.string()),
  /** 1 when the number may be subscribed. */
  canSub: z.union([z.literal(0), z.literal(1)]),
  /** 1 when already subscribed. */
  subStatus: z.union([z.literal(0), z.literal(1)]),
  /** Monthly rent, ten-thousandths. */
  subRent: z.number().int(),
  /** Charge per received code, ten-thousandths. */
  codeRate: z.number().int(),
  /** Subscription tip text. */
  subTip: z.string(),
  /** True when texts can be sent from it (not toll-free). */
  canSendCodeSms: z.boolean(),
});
/** A locked number. */
export type LockedPhone = z.infer<typeof lockedPhoneSchema>;

/** One received message. */
export const codeSmsSchema = z.object({
  /** Message text. */
  text: z.string(),
  /** Received, ms since the epoch. */
  date: z.number().int(),
  /** Charged for it, ten-thousandths (0 when no code was found or it was already charged). */
  charge: z.number().int(),
  /** Id. */
  smsId: z.string(),
  /** The code found in the text, '' when none. */
  code: z.string(),
});
/** One received message. */
export type CodeSms = z.infer<typeof codeSmsSchema>;

/** GET /getVerificationCodeSmsList query: poll a locked number. */
export const codeSmsPollQuerySchema = z.object({
  /** App id. */
  app: z.string().min(1).max(40),
  /** Full digits of the locked number. */
  number: z.string().regex(/^\d{5,18}$/),
  /** The poll's ordinal (1..CODE_POLL_MAX); at the limit the lock is released. */
  count: z.coerce.number().int().min(1),
});
/** GET /getVerificationCodeSmsList answer: messages since the lock, newest first. */
export const codeSmsPollDataSchema = z.object({
  /** Messages. */
  list: z.array(codeSmsSchema),
  /** True once polling must stop (limit reached or the lock released). */
  done: z.boolean(),
});
/** Poll answer. */
export type CodeSmsPollData = z.infer<typeof codeSmsPollDataSchema>;

/** GET /getAppListByAccount answer: apps the user has numbers for. */
export const accountAppsDataSchema = z.object({
  /** Apps, most recent first. */
  appList: z.array(verificationAppSchema),
});

/** An old number of the user's for one app. */
export const oldNumberSchema = z.object({
  /** App id. */
  app: z.string(),
  /** App name. */
  name: z.string(),
  /** Full digits. */
  oldPhone: z.string(),
  /** Display form. */
  phone: z.string(),
  /** ISO country code. */
  code: z.string(),
  /** 1 when subscribed (a star in the list). */
  subStatus: z.union([z.literal(0), z.literal(1)]),
  /** Charge per received code, ten-thousandths. */
  codeRate: z.number().int(),
  /** Next charge date when subscribed, else the expiry date: YYYY-MM-DD. */
  nextPaymentDate: z.string(),
  /** Monthly rent, ten-thousandths. */
  subRent: z.number().int(),
});
/** An old number. */
export type OldNumber = z.infer<typeof oldNumberSchema>;
/** GET /getCodeNumberListByAccount answer. */
export const oldNumbersDataSchema = z.object({
  /** The user's numbers for the app (expired ones left out). */
  list: z.array(oldNumberSchema),
});
/** GET /getCodeNumberListByAccount query. */
export const oldNumbersQuerySchema = z.object({
  /** App id. */
  app: z.string().min(1).max(40),
});

/** Query of subVerificationCodePhone and unSubVerificationCodePhone. */
export const appNumberQuerySchema = z.object({
  /** App id. */
  app: z.string().min(1).max(40),
  /** Full digits. */
  number: z.string().regex(/^\d{5,18}$/),
});
/** Answer of sub/unsub: the number's state after it. */
export const codeSubDataSchema = z.object({
  /** 1 subscribed, 0 not. */
  subStatus: z.union([z.literal(0), z.literal(1)]),
  /** Next charge or expiry date, YYYY-MM-DD. */
  nextPaymentDate: z.string(),
  /** What happened, in the request's language. */
  hint: z.string(),
});

/** POST /reSubVerificationCodePhone body. */
export const reSubCodeBodySchema = platformBodySchema.extend({
  /** historyId of the verification history row. */
  historyId: z.string().min(1).max(64),
  /** Its month, YYYY-MM. */
  date: yearMonthSchema,
});
/** POST /reSubVerificationCodePhone answer. */
export const reSubCodeDataSchema = z.object({
  /** What happened. */
  hint: z.string(),
});

/** Verification history types: 1 a received code, 2 a subscription charge, 100 a subscription (re-subscribable). */
export const VerificationHistoryType = { code: 1, rent: 2, subscription: 100 } as const;

/** GET /getSubCodeNumberList query (six UTC months on the client). */
export const codeHistoryQuerySchema = z.object({
  /** Rows per page, at most 200. */
  pageSize: z.coerce.number().int().min(1).max(200).default(200),
  /** Token from the previous page. */
  nextPage: z.string().max(200).optional(),
  /** The month. */
  ym: yearMonthSchema,
});
/** One verification history row. */
export const codeHistoryItemSchema = z.object({
  /** Row id. */
  _id: z.string(),
  /** Full digits. */
  number: z.string(),
  /** App name. */
  name: z.string(),
  /** VerificationHistoryType. */
  type: z.number().int(),
  /** When, ms. */
  date: z.number().int(),
  /** Signed charge, ten-thousandths. */
  charge: z.number().int(),
  /** Next payment date (type 100 while restorable), YYYY-MM-DD, '' otherwise. */
  nextPaymentDate: z.string(),
  /** Id to re-subscribe with. */
  historyId: z.string(),
  /** Period start the row paid for, ms. */
  resDate: z.number().int(),
});
/** A verification history row. */
export type CodeHistoryItem = z.infer<typeof codeHistoryItemSchema>;
/** GET /getSubCodeNumberList answer. */
export const codeHistoryDataSchema = z.object({
  /** Rows, newest first. */
  list: z.array(codeHistoryItemSchema),
  /** Next page token, '' at the end. */
  nextPage: z.string(),
});

/** GET /getCodeSmsList query: messages of an old number, one month, 20 per page. */
export const oldNumberSmsQuerySchema = z.object({
  /** App id. */
  app: z.string().min(1).max(40),
  /** Full digits. */
  number: z.string().regex(/^\d{5,18}$/),
  /** Rows, at most 20. */
  pageSize: z.coerce.number().int().min(1).max(CODE_SMS_PAGE_SIZE).default(CODE_SMS_PAGE_SIZE),
  /** The month. */
  ym: yearMonthSchema,
  /** Token from the previous page. */
  nextPage: z.string().max(200).optional(),
});
/** GET /getCodeSmsList answer. */
export const oldNumberSmsDataSchema = z.object({
  /** Messages, newest first. */
  list: z.array(codeSmsSchema),
  /** Messages in the month. */
  total: z.number().int(),
  /** Next page token, '' at the end. */
  nextPage: z.string(),
});

/** POST /sendCodeSms body: a text from a rented verification number (not toll-free). */
export const sendCodeSmsBodySchema = platformBodySchema.extend({
  /** The user's verification number, full digits. */
  from: z.string().regex(/^\d{5,18}$/),
  /** Recipient, full digits with calling code (plus signs stripped by the client). */
  to: z.string().regex(/^\d{5,18}$/),
  /** App id the number is held for. */
  app: z.string().min(1).max(40),
  /** Text. */
  text: z.string().trim().min(1, 'text is required').max(1600),
});
/** POST /sendCodeSms answer. */
export const sendCodeSmsDataSchema = z.object({
  /** Charged, ten-thousandths. */
  charge: z.number().int(),
});
