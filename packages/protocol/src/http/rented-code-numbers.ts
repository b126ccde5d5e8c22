/**
 * The numbers a user keeps after a code: the apps and numbers they hold, subscribing to them, their
 * history, their messages and texting from them.
 */
import { z } from 'zod';
import { codeSmsSchema, verificationAppSchema } from './code-receive.ts';
import { platformBodySchema } from './common.ts';
import { yearMonthSchema } from './history.ts';

/** A verification number stays the user's for this long after its code arrived, unless subscribed. */
export const CODE_NUMBER_TTL_MS = 30 * 86_400_000;
/** SMS of an old number per page. */
export const CODE_SMS_PAGE_SIZE = 20;

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
  /** Rows of the whole month (the history shows its total count). */
  totalRows: z.number().int(),
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
