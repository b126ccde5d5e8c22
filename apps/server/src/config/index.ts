import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrandId, brandIdSchema } from '@switchboard/protocol';
import { z } from 'zod';
import { type BtcpaySettings, btcpayEnvSchema, parseBtcpay } from './btcpay.ts';
import { type CarrierSettings, carrierEnvSchema, parseCarrier } from './carrier.ts';
import {
  ConfigError,
  type MediaStoreKind,
  parseBrandHosts,
  parseMobilePlanUrls,
  parseS3Settings,
  parseTrustProxy,
  type S3Settings,
} from './parse.ts';
import { type PaypalSettings, parsePaypal, paypalEnvSchema } from './paypal.ts';
import { type PushSettings, parsePush, pushEnvSchema } from './push.ts';
import { readOrCreateDevSecret } from './secret.ts';
import { parseSpeechApi, type SpeechApiSettings, speechEnvSchema } from './speech.ts';

export {
  ConfigError,
  type MediaStoreKind,
  parseBrandHosts,
  parseMobilePlanUrls,
  type S3Settings,
} from './parse.ts';

/** Root of the repository, so defaults do not depend on the directory the server is started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const MIN_SECRET_LENGTH = 32;
const DAY_MS = 86_400_000;

/** How outbound messages left pending (a node stopped mid-send, the carrier failed) are retried. */
export interface DispatchTiming {
  /** How often each node looks for pending rows. */
  retryEveryMs: number;
  /** A node's claim on a row lasts this long before another node may retry it. */
  leaseMs: number;
  /** Rows younger than this are left to the request that stored them. */
  retryAfterMs: number;
}

/** Everything the server reads from its environment, typed. Secrets live only here. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where the SQLite file and the dev secret live. */
  dataDir: string;
  /** Where message media (pictures, voicemail audio) is stored on disk. */
  mediaDir: string;
  /** Which store keeps media bytes: local disk, the database, or an S3-compatible bucket. */
  mediaStore: MediaStoreKind;
  /** The bucket when mediaStore is s3; its secret key must never be logged. */
  s3: S3Settings | undefined;
  /** Model of a local speech-to-text engine; unset means transcripts only from the carrier. */
  speechModelPath: string | undefined;
  /** A Whisper-compatible transcription service; unset means none. */
  speechApi: SpeechApiSettings | undefined;
  /** Web Push for new messages when no tab is open (VAPID_*); undefined when not configured. */
  push: PushSettings | undefined;
  /** The telephone network: the embedded carrier (default), Twilio (CARRIER=twilio) or Telnyx (CARRIER=telnyx). */
  carrier: CarrierSettings;
  /** PayPal's REST API for PayPal payments (PAYPAL_* settings); unset: the sandbox's form page. */
  paypal?: PaypalSettings | undefined;
  /** A BTCPay store for crypto payments (BTCPAY_* settings); unset: the sandbox's crypto. */
  btcpay?: BtcpaySettings | undefined;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema put first on the search_path of every pooled connection. */
  databaseSchema: string | undefined;
  databasePoolMax: number;
  /** Redis for the socket.io adapter, rate limits and short-lived entries when several nodes run. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and stream name, so several deployments can share one Redis. */
  redisKeyPrefix: string;
  /** Longest random wait clients take before refreshing after a Redis outage (spreads the load). */
  resyncJitterMs: number;
  /** When stored outbound messages the request did not hand over are retried (DISPATCH_* settings). */
  dispatch: DispatchTiming;
  /** How often each node runs the number renewals (charges, grace, lapses, expiries). */
  renewalsEveryMs: number;
  defaultBrand: BrandId;
  /** Exact host names (lower case, with or without port) mapped to brands. */
  brandHosts: Record<string, BrandId>;
  /** Address of each brand's mobile-plan page (MOBILE_PLAN_URLS); brands not listed have none. */
  mobilePlanUrls: Partial<Record<BrandId, string>>;
  /** HMAC key for captcha answers. */
  appSecret: string;
  webDistDir: string;
  /** The built operator console, served under /console. */
  consoleDistDir: string;
  seedDemo: boolean;
  logLevel: string;
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs (comma-separated). */
  trustProxy: boolean | number | string;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  /** A session dies this long after its last refresh. */
  sessionTtlMs: number;
  /** No refresh keeps a session alive past this long after its login. */
  sessionMaxLifetimeMs: number;
  /** A token a refresh rotated away keeps working this long (another tab may still send it). */
  sessionTokenGraceMs: number;
  /** An operator's console session ends after this long without a call (CONSOLE_IDLE_MINUTES). */
  consoleIdleMs: number;
  /** The address people reach the server at (PUBLIC_URL, no trailing slash), for links the server prints. */
  publicUrl: string | undefined;
  /**
   * The one host (lower case, with a port when not the default) the console answers on (CONSOLE_HOST);
   * unset: every host. Setup links point to it.
   */
  consoleHost: string | undefined;
  rateLimit: {
    /** Requests per IP per window on each auth route (preLogin, register, login, captcha). */
    authMax: number;
    authWindowMs: number;
  };
  payments: {
    /**
     * Stripe secret key; card, Alipay and WeChat Pay in a currency Stripe charges go to Stripe when
     * set, to the sandbox otherwise.
     */
    stripeSecretKey: string | undefined;
    /** Stripe webhook endpoint secret; the Stripe webhook route exists only when set. */
    stripeWebhookSecret: string | undefined;
    /**
     * Where the Stripe client sends API requests instead of api.stripe.com (STRIPE_API_BASE): a local
     * stand-in in tests or a self-hosted mock; refused in production.
     */
    stripeApiBase?: string | undefined;
    /** The embedded sandbox provider (checkout pages, wallet quotes); off in production. */
    sandbox: boolean;
    /** Payment method flags switched off (PAYMENT_METHODS_DISABLED, comma-separated). */
    disabled: string[];
  };
  /** Mail: SMTP when smtpUrl is set, the simulator outbox otherwise. */
  mail: { smtpUrl: string | undefined; from: string };
  verification: {
    /** SMS codes one IP may ask for in an hour before the slider is needed. */
    freeSmsPerIpPerHour: number;
    /** Codes one IP may ask for in an hour at all. */
    maxPerIpPerHour: number;
    /** SMS codes one phone number may be sent in an hour at all. */
    maxSmsPerNumberPerHour: number;
    /** SMS codes one account may ask for in an hour at all. */
    maxSmsPerAccountPerHour: number;
    /** SMS codes numbers of one thousand-block (all but the last 3 digits) may be sent in an hour. */
    maxSmsPerPrefixPerHour: number;
    /** Outside production only: captcha images carry their answer in a header, for browser tests. */
    revealCaptchaAnswers: boolean;
  };
  /**
   * Proof of work a slider guess carries (PBKDF2/SHA-256): rounds per counter tried, and the largest
   * counter a solver must reach (each puzzle's is drawn between half of it and all of it).
   */
  sliderPow: { cost: number; maxNumber: number };
  /** Verification numbers: seconds after a lock until a made-up code arrives (0 off; always 0 in production). */
  codeAutoAnswerSeconds: number;
  /** Verification-number locks one account may have waiting for a code at once. */
  codeMaxOpenLocks: number;
  loginGuard: {
    windowMs: number;
    /** Failures of one account after which a captcha is needed. */
    captchaAfterAccountFailures: number;
    /** Failures from one IP after which a captcha is needed. */
    captchaAfterIpFailures: number;
    /** Failures of one account beyond which logins are refused outright. */
    lockAfterAccountFailures: number;
  };
  /** Sign-ups from one IP in an hour after which a sign-up needs a captcha. */
  registerCaptchaAfter: number;
}

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: optionalString,
  MEDIA_STORE: z.enum(['disk', 'database', 's3']).default('disk'),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  ...speechEnvSchema,
  ...pushEnvSchema,
  ...carrierEnvSchema,
  ...paypalEnvSchema,
  ...btcpayEnvSchema,
  DATABASE_URL: optionalString.pipe(z.string().startsWith('postgres').optional()),
  DATABASE_SCHEMA: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
      .optional(),
  ),
  DATABASE_POOL_MAX: positiveInt.default(10),
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{0,64}$/)
    .default('switchboard:'),
  RESYNC_JITTER_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  DISPATCH_RETRY_EVERY_MS: z.coerce.number().int().min(100).default(30_000),
  DISPATCH_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  DISPATCH_RETRY_AFTER_MS: z.coerce.number().int().min(0).default(15_000),
  // At most a day: a timer longer than 2^31 ms would fire at once.
  RENEWALS_EVERY_MS: z.coerce.number().int().min(1000).max(DAY_MS).default(60_000),
  DEFAULT_BRAND: brandIdSchema.default('pingme'),
  BRAND_HOSTS: z.string().default(''),
  MOBILE_PLAN_URLS: z.string().default(''),
  APP_SECRET: optionalString,
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  CONSOLE_DIST_DIR: z.string().min(1).default('apps/console/dist'),
  SEED_DEMO: z.stringbool().default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  BODY_LIMIT: positiveInt.default(1_048_576),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  SESSION_TOKEN_GRACE_SECONDS: positiveInt.default(60),
  CONSOLE_IDLE_MINUTES: z.coerce.number().positive().default(30),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CONSOLE_HOST: optionalString.pipe(
    z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be a host name, with a port if not the default')
      .optional(),
  ),
  RATE_LIMIT_AUTH_MAX: positiveInt.default(30),
  RATE_LIMIT_AUTH_WINDOW_MS: positiveInt.default(60_000),
  LOGIN_FAILURE_WINDOW_MS: positiveInt.default(900_000),
  LOGIN_CAPTCHA_AFTER: positiveInt.default(3),
  LOGIN_IP_CAPTCHA_AFTER: positiveInt.default(10),
  LOGIN_LOCK_AFTER: positiveInt.default(20),
  REGISTER_CAPTCHA_AFTER: positiveInt.default(3),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYMENT_METHODS_DISABLED: z.string().default(''),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().trim().min(3).default('Switchboard <no-reply@localhost>'),
  VERIFY_FREE_SMS_PER_IP_HOUR: positiveInt.default(3),
  VERIFY_MAX_PER_IP_HOUR: positiveInt.default(20),
  VERIFY_SMS_PER_NUMBER_HOUR: positiveInt.default(5),
  VERIFY_SMS_PER_ACCOUNT_HOUR: positiveInt.default(10),
  VERIFY_SMS_PER_PREFIX_HOUR: positiveInt.default(20),
  CAPTCHA_REVEAL_ANSWERS: z.stringbool().default(false),
  // About 0.35 s of a solve in Chromium on a 2-core machine (docs/adr/0009-slider-captcha.md).
  SLIDER_POW_COST: positiveInt.max(1_000_000).default(5000),
  SLIDER_POW_MAX_NUMBER: z.coerce.number().int().min(2).max(1_000_000).default(800),
  VERIFICATION_AUTO_CODE_SECONDS: z.coerce.number().int().min(0).max(600).default(5),
  CODE_MAX_OPEN_LOCKS: positiveInt.default(5),
});

/** Builds the Config from environment variables; production refuses to start without real secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${details.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.APP_SECRET !== undefined && e.APP_SECRET.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (production && e.CAPTCHA_REVEAL_ANSWERS) {
    throw new ConfigError('CAPTCHA_REVEAL_ANSWERS is for browser tests and refused when NODE_ENV=production');
  }
  if (production && e.STRIPE_API_BASE !== undefined) {
    // Real payments must reach Stripe itself, never a stand-in that answers whatever it is asked.
    throw new ConfigError('STRIPE_API_BASE is for tests and mocks and refused when NODE_ENV=production');
  }
  if (production && e.APP_SECRET === undefined) {
    throw new ConfigError('APP_SECRET is required when NODE_ENV=production (at least 32 characters)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Outside production the simulator, the payment sandbox and the demo accounts are live, so the
    // server listens on this machine only unless HOST says otherwise.
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    mediaDir: e.MEDIA_DIR === undefined ? path.join(dataDir, 'media') : path.resolve(e.MEDIA_DIR),
    mediaStore: e.MEDIA_STORE,
    s3: parseS3Settings(e),
    speechModelPath: e.SPEECH_MODEL_PATH,
    speechApi: parseSpeechApi(e),
    push: parsePush(e),
    carrier: parseCarrier(e, { publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''), production }),
    paypal: parsePaypal(e, production),
    btcpay: parseBtcpay(e),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    resyncJitterMs: e.RESYNC_JITTER_MS,
    dispatch: {
      retryEveryMs: e.DISPATCH_RETRY_EVERY_MS,
      leaseMs: e.DISPATCH_LEASE_MS,
      retryAfterMs: e.DISPATCH_RETRY_AFTER_MS,
    },
    renewalsEveryMs: e.RENEWALS_EVERY_MS,
    defaultBrand: e.DEFAULT_BRAND,
    brandHosts: parseBrandHosts(e.BRAND_HOSTS),
    mobilePlanUrls: parseMobilePlanUrls(e.MOBILE_PLAN_URLS),
    appSecret: e.APP_SECRET ?? readOrCreateDevSecret(dataDir),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    consoleDistDir: path.resolve(REPO_ROOT, e.CONSOLE_DIST_DIR),
    // Demo accounts with known passwords must never exist in production, whatever SEED_DEMO says.
    seedDemo: e.SEED_DEMO && !production,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bodyLimit: e.BODY_LIMIT,
    sessionTtlMs: Math.round(e.SESSION_TTL_DAYS * DAY_MS),
    sessionMaxLifetimeMs: Math.round(e.SESSION_MAX_DAYS * DAY_MS),
    sessionTokenGraceMs: e.SESSION_TOKEN_GRACE_SECONDS * 1000,
    consoleIdleMs: Math.round(e.CONSOLE_IDLE_MINUTES * 60_000),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    consoleHost: e.CONSOLE_HOST,
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, authWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS },
    payments: {
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: e.STRIPE_API_BASE,
      sandbox: !production,
      disabled: e.PAYMENT_METHODS_DISABLED.split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    verification: {
      freeSmsPerIpPerHour: e.VERIFY_FREE_SMS_PER_IP_HOUR,
      maxPerIpPerHour: e.VERIFY_MAX_PER_IP_HOUR,
      maxSmsPerNumberPerHour: e.VERIFY_SMS_PER_NUMBER_HOUR,
      maxSmsPerAccountPerHour: e.VERIFY_SMS_PER_ACCOUNT_HOUR,
      maxSmsPerPrefixPerHour: e.VERIFY_SMS_PER_PREFIX_HOUR,
      revealCaptchaAnswers: e.CAPTCHA_REVEAL_ANSWERS && !production,
    },
    sliderPow: { cost: e.SLIDER_POW_COST, maxNumber: e.SLIDER_POW_MAX_NUMBER },
    codeAutoAnswerSeconds: production ? 0 : e.VERIFICATION_AUTO_CODE_SECONDS,
    codeMaxOpenLocks: e.CODE_MAX_OPEN_LOCKS,
    loginGuard: {
      windowMs: e.LOGIN_FAILURE_WINDOW_MS,
      captchaAfterAccountFailures: e.LOGIN_CAPTCHA_AFTER,
      captchaAfterIpFailures: e.LOGIN_IP_CAPTCHA_AFTER,
      lockAfterAccountFailures: e.LOGIN_LOCK_AFTER,
    },
    registerCaptchaAfter: e.REGISTER_CAPTCHA_AFTER,
  };
}

/** A Config for tests and tools: quiet, no demo seed, a throwaway secret, overridable field by field. */
export function buildConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests that want the verification auto-answer switch it on themselves.
    VERIFICATION_AUTO_CODE_SECONDS: '0',
    // Suites answer many sliders; a token proof of work keeps them quick (its cost has tests of its own).
    SLIDER_POW_COST: '10',
    SLIDER_POW_MAX_NUMBER: '40',
    DATA_DIR: overrides.dataDir ?? './data',
  });
  return { ...base, ...overrides };
}
