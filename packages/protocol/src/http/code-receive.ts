/**
 * Receiving a code: the app and country lists, the number options and their fees, locking a number
 * and polling it for the code.
 */
import { z } from 'zod';

/** Polling of a locked number: every 5 s, at most 180 times (the 180 s countdown). */
export const CODE_POLL_INTERVAL_MS = 5_000;
/** Polls per lock. */
export const CODE_POLL_MAX = 180;
/** The receive step's countdown, in seconds. */
export const CODE_COUNTDOWN_SECONDS = 180;
/** The number search appears when a list holds more than this many entries. */
export const CODE_SEARCH_ABOVE = 4;
/** Recently used apps the browser keeps. */
export const RECENT_APPS_MAX = 10;
/** Free numbers an option counts up to; more show as "100+". */
export const CODE_STOCK_SHOWN = 100;
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
  /** Another entry's id: choosing this one selects that entry instead (spec 001's redirections). */
  redirect: z.string().optional(),
  /** Beyond the spec: the English name, whatever the request's language (the list searches both). */
  nameEn: z.string().optional(),
  /** Beyond the spec: the Chinese name, whatever the request's language. */
  nameZh: z.string().optional(),
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

/** GET /getAppStock query: the country the service list shows prices and stock for. */
export const appStockQuerySchema = z.object({
  /** ISO country code. */
  code: z.string().min(2).max(3),
});

/** One app's row of the service list in a country. */
export const appStockSchema = z.object({
  /** App id (as getAppList names it). */
  app: z.string(),
  /** Charged per received code, ten-thousandths of the brand unit; null when the country has no fee for it. */
  codeRate: z.number().int().nullable(),
  /** Numbers that could be locked for it now, counted up to {@link CODE_STOCK_SHOWN} + 1. */
  available: z.number().int().min(0),
});
/** One app's price and stock. */
export type AppStock = z.infer<typeof appStockSchema>;

/** GET /getAppStock answer. */
export const appStockDataSchema = z.object({
  /** Every offered app, in getAppList's order. */
  list: z.array(appStockSchema),
});

/** GET /getFavouriteApps answer (and POST /setFavouriteApp's). */
export const favouriteAppsDataSchema = z.object({
  /** The account's favourite app ids, most recently starred first. */
  apps: z.array(z.string()),
});

/** POST /setFavouriteApp body: star or unstar one app. */
export const favouriteAppBodySchema = z.object({
  /** App id. */
  app: z.string().min(1).max(40),
  /** True to star, false to unstar. */
  favourite: z.boolean(),
});

/** Query naming an app and a country. */
export const appCountryQuerySchema = z.object({
  /** App id. */
  app: z.string().min(1).max(40),
  /** ISO country code. */
  code: z.string().min(2).max(3),
});

/** GET /releaseVerificationCodePhone query: the app and full number of the caller's lock to end. */
export const releaseLockQuerySchema = z.object({
  /** App id of the lock. */
  app: z.string().min(1).max(40),
  /** Full number of the lock. */
  number: z.string().regex(/^\d{5,18}$/),
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
  /** Beyond the spec, the two special options only: free numbers now, counted up to {@link CODE_STOCK_SHOWN}. */
  available: z.number().int().min(0).optional(),
  /** Beyond the spec: why the option cannot give a number now, in the request's language ('' when it can). */
  reason: z.string().optional(),
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
