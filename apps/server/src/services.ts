import type { FastifyInstance } from 'fastify';
import { type CarrierGateway, createCarrier } from './adapters/carrier/index.ts';
import { SandboxProvider } from './adapters/payments/sandbox.ts';
import { StripeProvider } from './adapters/payments/stripe.ts';
import type { ShortLivedStore } from './adapters/short-lived/index.ts';
import { createSpeechToText } from './adapters/speech/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { Config } from './config/index.ts';
import type { Db } from './db/types.ts';
import { AccountService } from './modules/accounts/accounts.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginGuard } from './modules/auth/login-guard.service.ts';
import { CaptchaService } from './modules/captcha/captcha.service.ts';
import { type CodeNumberServices, createCodeNumbers } from './modules/codes/codes.module.ts';
import { ContactService } from './modules/contacts/contacts.service.ts';
import { HistoryService } from './modules/history/history.service.ts';
import { InviteService } from './modules/invite/invite.service.ts';
import { KycService } from './modules/kyc/kyc.service.ts';
import { LedgerService } from './modules/ledger/ledger.service.ts';
import { MediaService } from './modules/media/media.service.ts';
import { ChatService } from './modules/messaging/chats.service.ts';
import { DeliveryService } from './modules/messaging/delivery.service.ts';
import { registerMessagingSocket } from './modules/messaging/messaging.socket.ts';
import { SendService } from './modules/messaging/send.service.ts';
import { VoicemailService } from './modules/messaging/voicemail.service.ts';
import { createNumberShop, type NumberShopServices } from './modules/numbers/numbers.module.ts';
import { searchInventory } from './modules/numbers/numbers.search.ts';
import { NumberService } from './modules/numbers/numbers.service.ts';
import { PaymentService } from './modules/payments/payments.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { ReviewService } from './modules/profile/review.service.ts';
import { RateService } from './modules/rates/rates.service.ts';
import { SessionService } from './modules/sessions/sessions.service.ts';
import {
  createVerification,
  type VerificationServices,
} from './modules/verification/verification.services.ts';
import { VipService } from './modules/vip/vip.service.ts';
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
  messaging: MessagingServices;
}

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
): Omit<Services, 'messaging'> {
  const ledger = new LedgerService(db, events);
  const accounts = new AccountService(db, ledger, events);
  const sessions = new SessionService(db, config.sessionTtlMs, undefined, config.sessionMaxLifetimeMs);
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

/** Creates the chats feature's services. */
export function createMessaging(
  app: FastifyInstance,
  db: Db,
  base: Omit<Services, 'messaging'>,
  realtime: Realtime,
): MessagingServices {
  const { accounts, numbers, media, ledger, rates } = base;
  const carrier = createCarrier(
    async (full) => (await numbers.findAssigned(full)) !== undefined,
    (query) => searchInventory(db, query),
  );
  const timing = app.config.dispatch;
  const delivery = new DeliveryService({ db, numbers, media, carrier, realtime, log: app.log, timing });
  const send = new SendService({ db, accounts, ledger, numbers, rates, media });
  const speech = createSpeechToText(app.config.speechModelPath, app.log);
  const voicemail = new VoicemailService({ db, media, speech, log: app.log });
  registerMessagingSocket({ realtime, send, delivery, log: app.log });
  return { send, delivery, carrier, chats: new ChatService(db), voicemail };
}
