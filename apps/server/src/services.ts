import type { FastifyInstance } from 'fastify';
import type { PaymentProviders } from './adapters/payments/index.ts';
import type { ShortLivedStore } from './adapters/short-lived/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { Config } from './config/index.ts';
import type { Db } from './db/types.ts';
import { JobRuns } from './jobs/job-runs.ts';
import { AccountDeletionService } from './modules/account-deletion/index.ts';
import { AccountService } from './modules/accounts/index.ts';
import { AdService } from './modules/ads/index.ts';
import { AuditService } from './modules/audit/index.ts';
import { AuthService, LoginGuard, PasswordResetService } from './modules/auth/index.ts';
import { BrandSettingsService, ConsoleBrandSettingsService } from './modules/brand-settings/index.ts';
import { CaptchaService } from './modules/captcha/index.ts';
import { type CodeNumberServices, createCodeNumbers } from './modules/code-numbers/index.ts';
import { type ConsoleCatalogueServices, createConsoleCatalogue } from './modules/console-catalogue/index.ts';
import { ConsoleNumberService } from './modules/console-numbers/index.ts';
import { createOperations, type OperationsService } from './modules/console-operations/index.ts';
import { type ConsolePaymentServices, createConsolePayments } from './modules/console-payments/index.ts';
import { ConsolePlanService } from './modules/console-plans/index.ts';
import { ConsoleRechargeService, RechargeSettingsService } from './modules/console-recharge/index.ts';
import { ConsoleReviewService } from './modules/console-reviews/index.ts';
import { type ConsoleUserServices, createConsoleUsers } from './modules/console-users/index.ts';
import { createVerification, type VerificationServices } from './modules/contact-verification/index.ts';
import { ContactService } from './modules/contacts/index.ts';
import { HistoryService } from './modules/history/index.ts';
import { InviteService } from './modules/invite/index.ts';
import { KycService } from './modules/kyc/index.ts';
import { LedgerService } from './modules/ledger/index.ts';
import { MediaService } from './modules/media/index.ts';
import {
  createNumberShop,
  NumberService,
  type NumberShopServices,
  PlanCatalogService,
  RenewalClockService,
} from './modules/numbers/index.ts';
import { OperatorService, OperatorSessionService } from './modules/operators/index.ts';
import { PaymentService } from './modules/payments/index.ts';
import { ProfileService } from './modules/profile/index.ts';
import { RateService } from './modules/rates/index.ts';
import { RentedCodeNumberService } from './modules/rented-code-numbers/index.ts';
import { SecurityService } from './modules/security/index.ts';
import { SessionService } from './modules/sessions/index.ts';
import { VipService } from './modules/vip/index.ts';
import type { AccountEvents } from './realtime/account-events.ts';
import type { Realtime } from './realtime/index.ts';
import { createMessaging, type MessagingServices } from './services-messaging.ts';

/** The services of the app, shared by routes, sockets, jobs and tests. */
export interface Services {
  /** Captcha answers, passes, puzzles and rate counters shared by every node. */
  shortLived: ShortLivedStore;
  /** Pushes what changed in an account to its sockets, after the change commits. */
  events: AccountEvents;
  accounts: AccountService;
  auth: AuthService;
  sessions: SessionService;
  ledger: LedgerService;
  captcha: CaptchaService;
  loginGuard: LoginGuard;
  numbers: NumberService;
  /** Renting numbers, plans and call settings. */
  numberShop: NumberShopServices;
  rates: RateService;
  /** The number plans and prices per brand (plan_prices), cached per node. */
  planCatalog: PlanCatalogService;
  /** getAdConfig's banners from the banner_ads table, and their image hosts for the CSP. */
  ads: AdService;
  media: MediaService;
  contacts: ContactService;
  payments: PaymentService;
  profiles: ProfileService;
  kyc: KycService;
  history: HistoryService;
  invites: InviteService;
  /** VIP membership bought from the balance (wetalk). */
  vip: VipService;
  verification: VerificationServices;
  /** Verification numbers: the new-number side (catalogue, locks, receiving). */
  codeNumbers: CodeNumberServices;
  /** Verification numbers: the caller's rented ones (old-number side). */
  rentedCodeNumbers: RentedCodeNumberService;
  /** The simulator's renewal clock. */
  renewalClock: RenewalClockService;
  messaging: MessagingServices;
  /** The account's own password and sessions. */
  security: SecurityService;
  /** Deleting an account for good. */
  deletion: AccountDeletionService;
  passwordReset: PasswordResetService;
  /** The audit log of operator actions. */
  audit: AuditService;
  /** Console operators: sign-in, setup links, the admin's operator list. */
  operators: OperatorService;
  /** Console sessions, ended by inactivity. */
  operatorSessions: OperatorSessionService;
  /** The console's review queues and decisions. */
  consoleReviews: ConsoleReviewService;
  /** The console's users: search, user page, actions on accounts, balance adjustments. */
  consoleUsers: ConsoleUserServices;
  /** The console's payment orders: list, detail, refunds to the balance, daily totals. */
  consolePayments: ConsolePaymentServices;
  /** The console's number inventory: list, CSV imports, releases and restores. */
  consoleNumbers: ConsoleNumberService;
  /** The console's catalogue: SMS/MMS rates and banner ads. */
  consoleCatalogue: ConsoleCatalogueServices;
  /** The console's number plans and prices per brand. */
  consolePlans: ConsolePlanService;
  /** Each brand's recharge tiles, gifts and custom range, cached per node; orders are priced by them. */
  recharge: RechargeSettingsService;
  /** The console's recharge settings: read and replace a brand's tiles. */
  consoleRecharge: ConsoleRechargeService;
  /** Keeps this node serving the brands' saved settings (names, tabs, language, money, colours, legal pages). */
  brandSettings: BrandSettingsService;
  /** The console's brand settings: read and save a brand's. */
  consoleBrandSettings: ConsoleBrandSettingsService;
  /** The runs of this node's background jobs, recorded by the job runners. */
  jobRuns: JobRuns;
  /** The console's operations page: nodes, database, Redis, jobs, undelivered messages, outbox. */
  consoleOperations: OperationsService;
}

/** The services that reach the account's sockets, made once the socket server exists. */
type SocketServices =
  | 'messaging'
  | 'security'
  | 'deletion'
  | 'passwordReset'
  | 'consoleReviews'
  | 'consoleUsers'
  | 'consoleOperations';

/** The chats feature: sending, delivery, reading and transcripts. */

export const ENDED_SESSION_RETENTION_MS = 30 * 86_400_000;

/** Creates the services every feature shares. */
export function createServices(
  db: Db,
  config: Config,
  providers: PaymentProviders,
  shortLived: ShortLivedStore,
  events: AccountEvents,
): Omit<Services, SocketServices> {
  const ledger = new LedgerService(db, events);
  const accounts = new AccountService(db, ledger, events);
  const sessions = new SessionService(
    db,
    config.sessionTtlMs,
    config.sessionTokenGraceMs,
    config.sessionMaxLifetimeMs,
  );
  const captcha = new CaptchaService(shortLived, config.appSecret);
  const loginGuard = new LoginGuard(db, config.loginGuard);
  const invites = new InviteService(db, accounts, ledger, config.appSecret);
  const auth = new AuthService(
    accounts,
    sessions,
    captcha,
    loginGuard,
    { store: shortLived, captchaAfter: config.registerCaptchaAfter },
    invites,
  );
  const planCatalog = new PlanCatalogService(db);
  const numbers = new NumberService(db, planCatalog);
  const rates = new RateService(db);
  const ads = new AdService(db);
  const media = new MediaService(db, createStorage(config, db));
  const contacts = new ContactService(db, events);
  const profiles = new ProfileService(db);
  const kyc = new KycService(db, createStorage(config, db));
  const history = new HistoryService(db, planCatalog);
  const verification = createVerification(db, config, { captcha, numbers, accounts, shortLived, invites });
  const audit = new AuditService(db);
  const operatorSessions = new OperatorSessionService(db, config.consoleIdleMs);
  const operators = new OperatorService({ db, sessions: operatorSessions, audit, guard: loginGuard, config });
  const recharge = new RechargeSettingsService(db);
  const brandSettings = new BrandSettingsService(db);
  const payments = new PaymentService({
    recharge,
    db,
    ledger,
    appSecret: config.appSecret,
    disabled: config.payments.disabled,
    sandbox: providers.sandbox,
    stripe: providers.stripe,
    paypal: providers.paypal,
    btcpay: providers.btcpay,
  });
  providers.paypal?.refusePayersWith((orderId, payer) => payments.refuseSecondPayer(orderId, payer));
  return {
    shortLived,
    events,
    ...{ accounts, auth, sessions, ledger, captcha, loginGuard, numbers, rates, media, contacts, payments },
    numberShop: createNumberShop(db, ledger, events, planCatalog),
    planCatalog,
    profiles,
    kyc,
    history,
    invites,
    vip: new VipService(db, ledger),
    verification,
    codeNumbers: createCodeNumbers(db, ledger, events, {
      autoCodeSeconds: config.codeAutoAnswerSeconds,
      maxOpenLocks: config.codeMaxOpenLocks,
    }),
    rentedCodeNumbers: new RentedCodeNumberService({ db, ledger, events, rates }),
    renewalClock: new RenewalClockService(db, ledger, planCatalog),
    ...{ audit, operators, operatorSessions },
    jobRuns: new JobRuns(),
    consolePayments: createConsolePayments({ db, ledger, audit, providers }),
    consoleNumbers: new ConsoleNumberService({ db, ledger, audit, plans: planCatalog }),
    consolePlans: new ConsolePlanService({ db, audit, plans: planCatalog }),
    ads,
    consoleCatalogue: createConsoleCatalogue({ db, audit, rates, ads, env: config.env }),
    recharge,
    consoleRecharge: new ConsoleRechargeService({ db, audit, recharge }),
    brandSettings,
    consoleBrandSettings: new ConsoleBrandSettingsService({ db, audit, brandSettings }),
  };
}

/**
 * Creates the services that reach sockets: chats, the account's security, deletion, password reset,
 * the console's reviews and users.
 */
export function createSocketServices(
  app: FastifyInstance,
  db: Db,
  base: Omit<Services, SocketServices>,
  realtime: Realtime,
): Pick<Services, SocketServices> {
  const { accounts, sessions, loginGuard, verification, events, audit, ledger } = base;
  const deletion = new AccountDeletionService({
    db,
    storage: createStorage(app.config, db),
    sockets: realtime,
    log: app.log,
  });
  return {
    messaging: createMessaging(app, db, base, realtime),
    security: new SecurityService(db, realtime),
    deletion,
    passwordReset: new PasswordResetService({
      db,
      accounts,
      codes: verification.codes,
      sessions,
      guard: loginGuard,
      sockets: realtime,
    }),
    consoleReviews: new ConsoleReviewService({
      db,
      events,
      audit,
      mailer: verification.mailer,
      storage: createStorage(app.config, db),
      log: app.log,
    }),
    consoleUsers: createConsoleUsers({ db, ledger, audit, deletion, sockets: realtime }),
    consoleOperations: createOperations(app, {
      db,
      shortLived: base.shortLived,
      jobRuns: base.jobRuns,
      realtime,
    }),
  };
}
