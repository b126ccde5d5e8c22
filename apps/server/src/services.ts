import type { FastifyInstance } from 'fastify';
import { type CarrierGateway, createCarrier } from './adapters/carrier/index.ts';
import { SandboxProvider } from './adapters/payments/sandbox.ts';
import { StripeProvider } from './adapters/payments/stripe.ts';
import type { ShortLivedStore } from './adapters/short-lived/index.ts';
import { createSpeechToText } from './adapters/speech/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { Config } from './config/index.ts';
import type { Db } from './db/types.ts';
import { AccountDeletionService } from './modules/account-deletion/index.ts';
import { AccountService } from './modules/accounts/index.ts';
import { AuthService, LoginGuard, PasswordResetService } from './modules/auth/index.ts';
import { CaptchaService } from './modules/captcha/index.ts';
import { type CodeNumberServices, createCodeNumbers } from './modules/code-numbers/index.ts';
import { createVerification, type VerificationServices } from './modules/contact-verification/index.ts';
import { ContactService } from './modules/contacts/index.ts';
import { HistoryService } from './modules/history/index.ts';
import { InviteService } from './modules/invite/index.ts';
import { KycService } from './modules/kyc/index.ts';
import { LedgerService } from './modules/ledger/index.ts';
import { MediaService } from './modules/media/index.ts';
import { ChatService, DeliveryService, SendService, VoicemailService } from './modules/messaging/index.ts';
import {
  createNumberShop,
  NumberService,
  type NumberShopServices,
  RenewalClockService,
  searchInventory,
} from './modules/numbers/index.ts';
import { PaymentService } from './modules/payments/index.ts';
import { ProfileService, ReviewService } from './modules/profile/index.ts';
import { RateService } from './modules/rates/index.ts';
import { RentedCodeNumberService } from './modules/rented-code-numbers/index.ts';
import { SecurityService } from './modules/security/index.ts';
import { SessionService } from './modules/sessions/index.ts';
import { TollFreeReviewService } from './modules/simulator/index.ts';
import { VipService } from './modules/vip/index.ts';
import type { AccountEvents } from './realtime/account-events.ts';
import type { Realtime } from './realtime/index.ts';

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
  media: MediaService;
  contacts: ContactService;
  payments: PaymentService;
  profiles: ProfileService;
  kyc: KycService;
  reviews: ReviewService;
  history: HistoryService;
  invites: InviteService;
  /** VIP membership bought from the balance (wetalk). */
  vip: VipService;
  verification: VerificationServices;
  /** Verification numbers: the new-number side (catalogue, locks, receiving). */
  codeNumbers: CodeNumberServices;
  /** Verification numbers: the caller's rented ones (old-number side). */
  rentedCodeNumbers: RentedCodeNumberService;
  /** The simulator's toll-free registration decisions. */
  tollFreeReviews: TollFreeReviewService;
  /** The simulator's renewal clock. */
  renewalClock: RenewalClockService;
  messaging: MessagingServices;
  /** The account's own password and sessions. */
  security: SecurityService;
  /** Deleting an account for good. */
  deletion: AccountDeletionService;
  passwordReset: PasswordResetService;
}

/** The services that reach the account's sockets, made once the socket server exists. */
type SocketServices = 'messaging' | 'security' | 'deletion' | 'passwordReset';

/** The chats feature: sending, delivery, reading and transcripts. */
export interface MessagingServices {
  send: SendService;
  delivery: DeliveryService;
  /** The telephone network: sending and number search. */
  carrier: CarrierGateway;
  chats: ChatService;
  voicemail: VoicemailService;
}

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
  const numbers = new NumberService(db);
  const rates = new RateService(db);
  const media = new MediaService(db, createStorage(config, db));
  const contacts = new ContactService(db, events);
  const profiles = new ProfileService(db);
  const kyc = new KycService(db, createStorage(config, db));
  const reviews = new ReviewService(db, events);
  const history = new HistoryService(db);
  const verification = createVerification(db, config, { captcha, numbers, accounts, shortLived, invites });
  const payments = new PaymentService({
    db,
    ledger,
    appSecret: config.appSecret,
    disabled: config.payments.disabled,
    sandbox: providers.sandbox,
    stripe: providers.stripe,
  });
  return {
    shortLived,
    events,
    ...{ accounts, auth, sessions, ledger, captcha, loginGuard, numbers, rates, media, contacts, payments },
    numberShop: createNumberShop(db, ledger, events),
    profiles,
    kyc,
    reviews,
    history,
    invites,
    vip: new VipService(db, ledger),
    verification,
    codeNumbers: createCodeNumbers(db, ledger, events, {
      autoCodeSeconds: config.codeAutoAnswerSeconds,
      maxOpenLocks: config.codeMaxOpenLocks,
    }),
    rentedCodeNumbers: new RentedCodeNumberService({ db, ledger, events, rates }),
    tollFreeReviews: new TollFreeReviewService(numbers, events),
    renewalClock: new RenewalClockService(db, ledger),
  };
}

/** The payment providers a config enables. */
export interface PaymentProviders {
  sandbox?: SandboxProvider;
  stripe?: StripeProvider;
}

/** The sandbox outside production; Stripe when its webhook secret is set (checkouts also need its key). */
export function paymentProviders(config: Config): PaymentProviders {
  const { sandbox, stripeSecretKey, stripeWebhookSecret } = config.payments;
  return {
    sandbox: sandbox ? new SandboxProvider(config.appSecret) : undefined,
    stripe:
      stripeWebhookSecret === undefined
        ? undefined
        : new StripeProvider(stripeSecretKey, stripeWebhookSecret),
  };
}

/** Creates the services that reach sockets: chats, the account's security, deletion, password reset. */
export function createSocketServices(
  app: FastifyInstance,
  db: Db,
  base: Omit<Services, SocketServices>,
  realtime: Realtime,
): Pick<Services, SocketServices> {
  const { accounts, sessions, loginGuard, verification } = base;
  return {
    messaging: createMessaging(app, db, base, realtime),
    security: new SecurityService(db, realtime),
    deletion: new AccountDeletionService({
      db,
      storage: createStorage(app.config, db),
      sockets: realtime,
      log: app.log,
    }),
    passwordReset: new PasswordResetService({
      db,
      accounts,
      codes: verification.codes,
      sessions,
      guard: loginGuard,
      sockets: realtime,
    }),
  };
}

/** Creates the chats feature's services; its socket handlers are registered by the app. */
function createMessaging(
  app: FastifyInstance,
  db: Db,
  base: Omit<Services, SocketServices>,
  realtime: Realtime,
): MessagingServices {
  const { accounts, numbers, media, ledger, rates } = base;
  // A number of the inventory is delivered in-process; whether an account owns it is decided when
  // the message is stored, inside that transaction.
  const carrier = createCarrier(
    (full) => numbers.isServiceNumber(full),
    (query) => searchInventory(db, query),
  );
  const timing = app.config.dispatch;
  // SQLite has one writer: one batch at a time, the next one forming meanwhile. PostgreSQL commits
  // batches of different accounts side by side.
  const batching = { maxBatch: 64, maxInFlight: app.dialect === 'sqlite' ? 1 : 4, windowMs: 0 };
  const delivery = new DeliveryService(
    { db, numbers, media, carrier, realtime, log: app.log, timing },
    batching,
  );
  const send = new SendService({ db, accounts, ledger, numbers, rates, media }, batching);
  // Sends and deliveries already taken in are stored before the database closes.
  app.addHook('preClose', async () => {
    await send.drain();
    await delivery.drain();
  });
  const speech = createSpeechToText(app.config.speechModelPath, app.log);
  const voicemail = new VoicemailService({ db, media, speech, log: app.log });
  return { send, delivery, carrier, chats: new ChatService(db), voicemail };
}
