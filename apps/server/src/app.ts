import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import { type AdConfigData, API_BASE, SANDBOX_PATHS } from '@switchboard/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { listOutbox, pruneOutbox } from './adapters/mail/outbox.ts';
import { createShortLivedStore } from './adapters/short-lived/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { Config } from './config/index.ts';
import { type Database, type Dialect, openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { CODE_RENTALS_EVERY_MS, codeRentalCount, runCodeRentals } from './jobs/code-rentals.ts';
import { startPruning } from './jobs/prune.ts';
import { renewalCount, runRenewals } from './jobs/renewals.ts';
import { startRetrying } from './jobs/retry.ts';
import { serializeRequest } from './lib/log-redact.ts';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes.ts';
import { AccountDeletionService } from './modules/account-deletion/account-deletion.service.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { adRoutes, adsFromEnv } from './modules/ads/ads.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { PasswordResetService } from './modules/auth/password-reset.service.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { codeSimulatorRoutes } from './modules/codes/code-sim.routes.ts';
import { codeNumberRoutes } from './modules/codes/codes.routes.ts';
import { oldCodeRoutes } from './modules/codes/old/old.routes.ts';
import { OldNumberService } from './modules/codes/old/old.service.ts';
import { seedPool } from './modules/codes/pool.repo.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { assignDemoNumbers, seedDemoAccounts } from './modules/demo/demo.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { inviteRoutes } from './modules/invite/invite.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import type { LedgerService } from './modules/ledger/ledger.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { numberRoutes } from './modules/numbers/numbers.routes.ts';
import { renewalClockRoutes } from './modules/numbers/renewal-clock.routes.ts';
import { subscriptionRoutes } from './modules/numbers/subscriptions.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { sandboxRoutes, webhookRoutes } from './modules/payments/payments.webhooks.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { reviewRoutes } from './modules/profile/review.routes.ts';
import { countryDataRoutes } from './modules/rates/data.routes.ts';
import { rateRoutes } from './modules/rates/rates.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { SecurityService } from './modules/security/security.service.ts';
import { simulatorRoutes } from './modules/simulator/simulator.routes.ts';
import { assignedTollFree, tollFreeRoutes } from './modules/simulator/toll-free.routes.ts';
import { TollFreeReviewService } from './modules/simulator/toll-free.service.ts';
import { captchaGateRoutes } from './modules/verification/captcha-gates.routes.ts';
import { checkContactRoutes } from './modules/verification/check-contact.routes.ts';
import { codeRoutes } from './modules/verification/codes.routes.ts';
import { contactDetailRoutes } from './modules/verification/contact.routes.ts';
import { outboxRoutes } from './modules/verification/outbox.routes.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { brandPlugin } from './plugins/brand.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { answerLocalRequestsOnly } from './plugins/local-only.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { AccountEvents, balanceGreeting } from './realtime/account-events.ts';
import { attachAdapter } from './realtime/adapter.ts';
import { Realtime } from './realtime/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: Dialect;
    /** Money movements; later features debit through it with their effect in the same transaction. */
    ledger: LedgerService;
    services: Services;
    realtime: Realtime;
  }
}

import {
  createMessaging,
  createServices,
  ENDED_SESSION_RETENTION_MS,
  paymentProviders,
  type Services,
} from './services.ts';

/** A host header a browser could have sent: a name or IPv4/IPv6 address, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * A CSP source for WebSockets to the host the page was asked from (`wss://host:port`); `'self'` when
 * the host header is absent or odd, so nothing but this origin is ever allowed.
 */
function sameHostSocket(scheme: 'ws' | 'wss') {
  return (request: IncomingMessage): string => {
    const host = request.headers.host?.trim() ?? '';
    return PLAIN_HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : "'self'";
  };
}

/** Security headers; CSP allows only this origin, with inline styles for MUI's emotion. */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Pictures and voicemails are fetched with the token header and played from blob URLs.
      mediaSrc: ["'self'", 'blob:'],
      // WebSockets only to the page's own host: 'self' covers them in current browsers, the explicit
      // ws:/wss: form of the same host covers browsers that read 'self' as http(s) only.
      connectSrc: ["'self'", sameHostSocket('ws'), sameHostSocket('wss')],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  // Matches frame-ancestors 'none' for browsers that only read the older header.
  xFrameOptions: { action: 'deny' as const },
};

/** Lets the numbers tab frame the configured mobile-plan pages (their origins only). */
function withMobilePlanFrames(options: typeof helmetOptions, config: Config) {
  const origins = [...new Set(Object.values(config.mobilePlanUrls).map((url) => new URL(url).origin))];
  if (origins.length === 0) return options;
  const directives = { ...options.contentSecurityPolicy.directives, frameSrc: ["'self'", ...origins] };
  return { ...options, contentSecurityPolicy: { ...options.contentSecurityPolicy, directives } };
}

/** Lets the pages show the operator's banner images (ADS_JSON) from their own hosts. */
function withAdImages(options: typeof helmetOptions, ads: AdConfigData) {
  const origins = new Set<string>();
  for (const banner of ads.banners) {
    const url = URL.canParse(banner.imageUrl) ? new URL(banner.imageUrl) : undefined;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) origins.add(url.origin);
  }
  if (origins.size === 0) return options;
  const imgSrc = [...options.contentSecurityPolicy.directives.imgSrc, ...origins];
  const directives = { ...options.contentSecurityPolicy.directives, imgSrc };
  return { ...options, contentSecurityPolicy: { ...options.contentSecurityPolicy, directives } };
}

/** Fastify accepts a hop count at run time but its types do not; a function says the same thing. */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** Builds the whole server (database migrated, routes, sockets) without listening; tests use it directly. */
export async function buildApp(
  config: Config,
  // Where log lines go instead of stdout; the log battery reads them back to look for secrets.
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["x-auth-token"]', 'req.headers.authorization'],
            // Tokens, captcha passes and answers travel in some GET queries; the logged URL masks them.
            serializers: { req: serializeRequest },
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
          },
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON (multipart where a feature registers it); plain text would only fail later, less clearly.
  app.removeContentTypeParser('text/plain');

  const database = openDatabase(config);
  app.addHook('onClose', async () => database.close());
  try {
    await assemble(app, config, database);
  } catch (error) {
    // Release the database and any socket server already attached before reporting the failure;
    // if a half-registered app cannot even close, at least the database handle is let go.
    await app.close().catch(() => database.close().catch(() => {}));
    throw error;
  }
  return app;
}

async function assemble(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  await migrateToLatest(database.db, database.dialect);

  const providers = paymentProviders(config);
  const shortLived = await createShortLivedStore(config, database.db, app.log);
  app.addHook('onClose', async () => shortLived.close());
  const events = new AccountEvents(app.log);
  const base = createServices(database.db, config, providers, shortLived, events);
  const realtime = new Realtime(app.server, base.sessions, app.log, { greet: balanceGreeting(base.ledger) });
  events.attach(realtime);
  const detachAdapter = await attachAdapter(realtime, config, app.log);
  app.addHook('preClose', async () => {
    await realtime.close();
    await detachAdapter();
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  const services: Services = { ...base, messaging: createMessaging(app, database.db, base, realtime) };
  app.decorate('ledger', services.ledger);
  app.decorate('services', services);
  app.decorate('realtime', realtime);

  const ads = adsFromEnv();
  await app.register(helmet, withAdImages(withMobilePlanFrames(helmetOptions, config), ads));
  await app.register(envelopePlugin, { bodyLimit: config.bodyLimit });
  await app.register(brandPlugin, { config });
  await app.register(authPlugin, { sessions: services.sessions, config });
  await app.register(rateLimitPlugin, { store: shortLived });

  await app.register(
    async (api) => {
      const passwordReset = new PasswordResetService({
        db: database.db,
        accounts: services.accounts,
        codes: services.verification.codes,
        sessions: services.sessions,
        guard: services.loginGuard,
        sockets: realtime,
      });
      await api.register(authRoutes, {
        config,
        auth: services.auth,
        passwordReset,
        sessions: services.sessions,
        realtime,
      });
      await api.register(accountRoutes, { accounts: services.accounts });
      await api.register(securityRoutes, { security: new SecurityService(database.db, realtime), config });
      await api.register(accountDeletionRoutes, {
        deletion: new AccountDeletionService({
          db: database.db,
          storage: createStorage(config, database.db),
          sockets: realtime,
          log: app.log,
        }),
        config,
      });
      await api.register(ledgerRoutes, { ledger: services.ledger });
      await api.register(captchaRoutes, { captcha: services.captcha, config });
      await api.register(numberRoutes, {
        numbers: services.numbers,
        callSettings: services.numberShop.callSettings,
        carrier: services.messaging.carrier,
      });
      await api.register(subscriptionRoutes, services.numberShop);
      await api.register(messagingRoutes, services.messaging);
      await api.register(mediaRoutes, { media: services.media });
      await api.register(contactRoutes, { contacts: services.contacts });
      await api.register(paymentRoutes, { payments: services.payments });
      await api.register(historyRoutes, { history: services.history });
      await api.register(rateRoutes, { rates: services.rates });
      await api.register(inviteRoutes, { invites: services.invites });
      await api.register(vipRoutes, { vip: services.vip });
      await api.register(adRoutes, { ads });
      await api.register(profileRoutes, { profiles: services.profiles });
      await api.register(kycRoutes, { kyc: services.kyc });
      await api.register(captchaGateRoutes, { gates: services.verification.gates, config });
      await api.register(codeRoutes, { codes: services.verification.codes });
      await api.register(contactDetailRoutes, { contact: services.verification.contact });
      await api.register(checkContactRoutes, { contact: services.verification.contact, config });
      await api.register(codeNumberRoutes, services.codeNumbers);
      await api.register(oldCodeRoutes, {
        oldNumbers: new OldNumberService({ db: database.db, ledger: services.ledger, events }),
        rates: services.rates,
      });
    },
    { prefix: API_BASE },
  );
  const { sandbox, stripe } = providers;
  const hooks = [
    ...(sandbox ? [{ path: SANDBOX_PATHS.webhook, provider: sandbox }] : []),
    ...(stripe ? [{ path: SANDBOX_PATHS.stripeWebhook, provider: stripe }] : []),
  ];
  await app.register(webhookRoutes, { payments: services.payments, providers: hooks });
  if (sandbox) await app.register(sandboxRoutes, { payments: services.payments, sandbox });
  // The carrier simulator injects messages without any sign-in, so it never exists in production.
  // It also answers only this machine: outside production the server may still be bound to a public
  // address (HOST=0.0.0.0), and nobody else may inject messages or approve reviews.
  if (config.env !== 'production') {
    await app.register(async (simulator) => {
      answerLocalRequestsOnly(simulator);
      await simulator.register(async (scope) =>
        simulatorRoutes(scope, {
          numbers: services.numbers,
          media: services.media,
          delivery: services.messaging.delivery,
          outbox: () => listOutbox(database.db),
          tollFree: () => assignedTollFree(database.db),
        }),
      );
      await simulator.register(outboxRoutes, { db: database.db });
      await simulator.register(async (scope) => codeSimulatorRoutes(scope, services.codeNumbers));
      await simulator.register(async (scope) => reviewRoutes(scope, { reviews: services.reviews }));
      await simulator.register(async (scope) => renewalClockRoutes(scope, { ledger: services.ledger }));
      const tollFreeReviews = new TollFreeReviewService(services.numbers, events);
      await simulator.register(async (scope) => tollFreeRoutes(scope, { reviews: tollFreeReviews }));
    });
  }
  await app.register(healthRoutes, { db: database.db, dialect: database.dialect });
  await app.register(countryDataRoutes);
  await webRoutes(app, { config });

  if ((await services.rates.seedDefaults()) > 0) app.log.info('seeded the default SMS/MMS rates');
  if (config.env !== 'production' && (await services.numbers.seedInventory()) > 0) {
    app.log.info('seeded the demo number inventory');
  }
  if (config.env !== 'production' && (await seedPool(database.db)) > 0) {
    app.log.info('seeded the verification number pool');
  }
  // Before the database closes, so no auto-answer timer fires into a closed database.
  app.addHook('preClose', async () => services.codeNumbers.autoAnswer.close());
  if (config.seedDemo && (await seedDemoAccounts(services.accounts, services.ledger))) {
    app.log.info('seeded demo accounts');
  }
  if (config.seedDemo) {
    try {
      const assigned = await assignDemoNumbers(services.accounts, services.numbers);
      if (assigned > 0) app.log.info({ assigned }, 'gave demo accounts their numbers');
    } catch (error) {
      app.log.warn({ err: error }, 'could not give every demo account a number');
    }
  }

  const stopPruning = startPruning(
    {
      shortLived: () => shortLived.prune(Date.now()),
      loginFailures: () => services.loginGuard.prune(),
      sessions: () => services.sessions.prune(ENDED_SESSION_RETENTION_MS),
      outbox: () => pruneOutbox(database.db, Date.now() - 7 * 86_400_000),
    },
    app.log,
  );
  app.addHook('onClose', async () => stopPruning());
  const stopRetrying = startRetrying(
    'message dispatch',
    () => services.messaging.delivery.retryPending(),
    config.dispatch.retryEveryMs,
    app.log,
  );
  app.addHook('onClose', async () => stopRetrying());
  // Tests run the renewals themselves at chosen moments; a background run would race them.
  if (config.env !== 'test') {
    const stopRenewals = startRetrying(
      'number renewals',
      async () => renewalCount(await runRenewals({ db: database.db, ledger: services.ledger })),
      config.renewalsEveryMs,
      app.log,
    );
    app.addHook('onClose', async () => stopRenewals());
    const stopCodeRentals = startRetrying(
      'verification number rents',
      async () => codeRentalCount(await runCodeRentals({ db: database.db, ledger: services.ledger })),
      CODE_RENTALS_EVERY_MS,
      app.log,
    );
    app.addHook('onClose', async () => stopCodeRentals());
  }
}
