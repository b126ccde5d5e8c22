import helmet from '@fastify/helmet';
import { API_BASE, CONSOLE_API_BASE, CONSOLE_AUTH_HEADER, SANDBOX_PATHS } from '@switchboard/protocol';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { listOutbox } from './adapters/mail/outbox.ts';
import { type PaymentProviders, paymentProviders } from './adapters/payments/index.ts';
import { createShortLivedStore } from './adapters/short-lived/index.ts';
import type { Config } from './config/index.ts';
import { type Database, type Dialect, openDatabase, pingDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { serializeRequest } from './lib/log-redact.ts';
import { accountDeletionRoutes } from './modules/account-deletion/index.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import { adRoutes, adsFromEnv } from './modules/ads/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { consoleBrandSettingsRoutes } from './modules/brand-settings/index.ts';
import { captchaRoutes } from './modules/captcha/index.ts';
import { telnyxWebhookRoutes, twilioWebhookRoutes } from './modules/carrier-webhooks/index.ts';
import { codeAppCatalogue, codeNumberRoutes, codeSimulatorRoutes } from './modules/code-numbers/index.ts';
import { consoleCatalogueRoutes } from './modules/console-catalogue/index.ts';
import { ConsoleCodeAppService, consoleCodeAppRoutes } from './modules/console-code-apps/index.ts';
import { CarrierStockService, consoleNumberRoutes } from './modules/console-numbers/index.ts';
import { consoleOperationRoutes } from './modules/console-operations/index.ts';
import { consolePaymentRoutes } from './modules/console-payments/index.ts';
import { consolePlanRoutes } from './modules/console-plans/index.ts';
import { consoleRechargeRoutes, rechargeSettingsRoutes } from './modules/console-recharge/index.ts';
import { consoleReviewRoutes } from './modules/console-reviews/index.ts';
import { consoleUserRoutes } from './modules/console-users/index.ts';
import { consoleWebRoutes } from './modules/console-web/index.ts';
import {
  captchaGateRoutes,
  checkContactRoutes,
  codeRoutes,
  contactDetailRoutes,
  outboxRoutes,
} from './modules/contact-verification/index.ts';
import { contactRoutes } from './modules/contacts/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { historyRoutes } from './modules/history/index.ts';
import { inviteRoutes } from './modules/invite/index.ts';
import { kycRoutes } from './modules/kyc/index.ts';
import { type LedgerService, ledgerRoutes } from './modules/ledger/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { messagingRoutes, registerMessagingSocket } from './modules/messaging/index.ts';
import {
  numberRoutes,
  renewalClockRoutes,
  searchInventory,
  subscriptionRoutes,
} from './modules/numbers/index.ts';
import { operatorRoutes } from './modules/operators/index.ts';
import {
  BtcpaySettlement,
  btcpayWebhookRoutes,
  PaypalReturnService,
  paymentRoutes,
  paypalReturnRoutes,
  sandboxRoutes,
  webhookRoutes,
} from './modules/payments/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { countryDataRoutes, rateRoutes } from './modules/rates/index.ts';
import { rentedCodeNumberRoutes } from './modules/rented-code-numbers/index.ts';
import { SearchService, searchRoutes } from './modules/search/index.ts';
import { securityRoutes } from './modules/security/index.ts';
import { simulatorRoutes } from './modules/simulator/index.ts';
import { vipRoutes } from './modules/vip/index.ts';
import { webRoutes } from './modules/web/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { brandPlugin } from './plugins/brand.ts';
import { consoleAuthPlugin, onlyConsoleCalls } from './plugins/console-calls.ts';
import { answerConsoleHostOnly } from './plugins/console-host.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { answerLocalRequestsOnly } from './plugins/local-only.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { AccountEvents, balanceGreeting } from './realtime/account-events.ts';
import { attachAdapter } from './realtime/adapter.ts';
import { Realtime } from './realtime/index.ts';
import { createServices, createSocketServices, type Services } from './services.ts';
import { seedOnStart, startJobs } from './startup.ts';

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
            redact: [
              'req.headers["x-auth-token"]',
              `req.headers["${CONSOLE_AUTH_HEADER}"]`,
              'req.headers.authorization',
            ],
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

  const database = openDatabase(config, app.log);
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
  // Every node prices sends from its own copy of the rates; a change on one node clears them all.
  realtime.shareCache('rates', base.rates);
  // Likewise the banners getAdConfig answers and the image hosts the pages' CSP allows.
  realtime.shareCache('ads', base.ads);
  // And the recharge tiles orders are priced by and the recharge screen shows.
  realtime.shareCache('recharge', base.recharge);
  // And the brands' names, tabs, language, money and colours every page, mail and sentence uses.
  await base.brandSettings.load();
  base.brandSettings.watch(app.log);
  app.addHook('onClose', async () => base.brandSettings.stop());
  realtime.shareCache('brandSettings', base.brandSettings);
  // And the number plans and prices every rent, plan change and renewal charges.
  realtime.shareCache('plans', base.planCatalog);
  // And the verification apps and fees every app list, lock, code and renewal reads.
  realtime.shareCache('codeApps', codeAppCatalogue(database.db));
  const detachAdapter = await attachAdapter(realtime, config, app.log);
  app.addHook('preClose', async () => {
    await realtime.close();
    await detachAdapter();
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  const services: Services = { ...base, ...createSocketServices(app, database.db, base, realtime) };
  app.decorate('ledger', services.ledger);
  app.decorate('services', services);
  app.decorate('realtime', realtime);

  // What clients send over the socket, next to what they call over HTTP.
  const { send, delivery } = services.messaging;
  registerMessagingSocket({ realtime, send, delivery, log: app.log });

  // ADS_JSON seeds an empty banner table; the console edits the table from then on.
  if ((await services.ads.seed(adsFromEnv().banners)) > 0) {
    app.log.info('seeded the banner ads from ADS_JSON');
  }
  await app.register(
    helmet,
    securityHeaders(config, () => services.ads.imageOrigins()),
  );
  await app.register(envelopePlugin, { bodyLimit: config.bodyLimit });
  await app.register(brandPlugin, { config });
  await app.register(authPlugin, { sessions: services.sessions, config });
  await app.register(consoleAuthPlugin, { sessions: services.operatorSessions });
  await app.register(rateLimitPlugin, { store: shortLived });

  const registrations = routeRegistrations({ config, services, providers, realtime, database, log: app.log });
  const at = (where: Where) => registrations.filter((entry) => entry.where === where);
  await app.register(
    async (api) => {
      for (const entry of at('api')) await entry.register(api);
    },
    { prefix: API_BASE },
  );
  // The operator console's calls: every route of this scope is a call of the console table, whose
  // session and permission checks it cannot skip.
  await app.register(
    async (consoleApi) => {
      onlyConsoleCalls(consoleApi);
      answerConsoleHostOnly(consoleApi, config);
      for (const entry of at('console')) await entry.register(consoleApi);
    },
    { prefix: CONSOLE_API_BASE },
  );
  // The simulator injects messages and sends codes without any sign-in, so it never exists in
  // production. It also answers only this machine: outside production the server may still be bound
  // to a public address (HOST=0.0.0.0), and nobody else may inject messages or play the carrier.
  if (at('local').length > 0) {
    await app.register(async (simulator) => {
      answerLocalRequestsOnly(simulator);
      for (const entry of at('local')) await entry.register(simulator);
    });
  }
  for (const entry of at('site')) await entry.register(app);
  // Last, at the root: the page's files and the not-found answer of every other path.
  await webRoutes(app, { config, recharge: services.recharge });

  await seedOnStart(app, services, config, database.db);
  // Before the database closes, so no auto-answer timer fires into a closed database.
  app.addHook('preClose', async () => services.codeNumbers.autoAnswer.close());
  startJobs(app, services, config, { db: database.db, shortLived });
}

/**
 * Where a route plugin is registered: under API_BASE, under CONSOLE_API_BASE, in the simulator's
 * local-only scope, or at the root.
 */
type Where = 'api' | 'console' | 'local' | 'site';

/** A route plugin with its options, registered in a scope of its own. */
interface Registration {
  where: Where;
  register: (scope: FastifyInstance) => PromiseLike<unknown>;
}

function routes<O extends object>(where: Where, plugin: FastifyPluginAsync<O>, options: O): Registration {
  return { where, register: (scope) => scope.register(plugin, options) };
}

/** What the routes are given. */
interface RouteDeps {
  config: Config;
  services: Services;
  providers: PaymentProviders;
  realtime: Realtime;
  database: Database;
  log: FastifyBaseLogger;
}

/** Every route of the server with the services it is given. */
function routeRegistrations({ config, services: s, providers, realtime, database, log }: RouteDeps) {
  const { sandbox, stripe, paypal } = providers;
  const webhooks = [
    ...(sandbox ? [{ path: SANDBOX_PATHS.webhook, provider: sandbox }] : []),
    ...(stripe ? [{ path: SANDBOX_PATHS.stripeWebhook, provider: stripe }] : []),
    ...(paypal ? [{ path: SANDBOX_PATHS.paypalWebhook, provider: paypal }] : []),
  ];
  const { verification: v, messaging: m } = s;
  const list: Registration[] = [
    routes('api', authRoutes, {
      config,
      auth: s.auth,
      passwordReset: s.passwordReset,
      sessions: s.sessions,
      realtime,
    }),
    routes('api', accountRoutes, { accounts: s.accounts }),
    routes('api', securityRoutes, { security: s.security, config }),
    routes('api', accountDeletionRoutes, { deletion: s.deletion, config }),
    routes('api', ledgerRoutes, { ledger: s.ledger }),
    routes('api', captchaRoutes, { captcha: s.captcha, config }),
    routes('api', numberRoutes, {
      numbers: s.numbers,
      callSettings: s.numberShop.callSettings,
      stock: (query) => searchInventory(database.db, query),
    }),
    routes('api', subscriptionRoutes, s.numberShop),
    routes('api', messagingRoutes, { chats: m.chats, voicemail: m.voicemail, realtime }),
    routes('api', pushRoutes, { push: m.push }),
    routes('api', mediaRoutes, { media: s.media }),
    routes('api', contactRoutes, { contacts: s.contacts }),
    routes('api', paymentRoutes, { payments: s.payments }),
    routes('api', rechargeSettingsRoutes, { recharge: s.recharge }),
    routes('api', historyRoutes, { history: s.history }),
    routes('api', rateRoutes, { rates: s.rates }),
    routes('api', inviteRoutes, { invites: s.invites }),
    routes('api', vipRoutes, { vip: s.vip }),
    routes('api', searchRoutes, { search: new SearchService(database.db, database.dialect) }),
    routes('api', adRoutes, { ads: s.ads }),
    routes('api', profileRoutes, { profiles: s.profiles }),
    routes('api', kycRoutes, { kyc: s.kyc }),
    routes('api', captchaGateRoutes, { gates: v.gates, config }),
    routes('api', codeRoutes, { codes: v.codes }),
    routes('api', contactDetailRoutes, { contact: v.contact }),
    routes('api', checkContactRoutes, { contact: v.contact, config }),
    routes('api', codeNumberRoutes, s.codeNumbers),
    routes('api', rentedCodeNumberRoutes, { rentedCodeNumbers: s.rentedCodeNumbers }),
    routes('console', operatorRoutes, { operators: s.operators, config }),
    routes('console', auditRoutes, { audit: s.audit }),
    routes('console', consoleReviewRoutes, { reviews: s.consoleReviews }),
    routes('console', consoleUserRoutes, s.consoleUsers),
    routes('console', consoleOperationRoutes, { operations: s.consoleOperations }),
    routes('console', consolePaymentRoutes, s.consolePayments),
    routes('console', consoleNumberRoutes, {
      numbers: s.consoleNumbers,
      stock: new CarrierStockService({ db: database.db, audit: s.audit, carrier: m.carrier, log }),
    }),
    routes('console', consoleCatalogueRoutes, { catalogue: s.consoleCatalogue }),
    routes('console', consoleCodeAppRoutes, {
      codeApps: new ConsoleCodeAppService({ db: database.db, audit: s.audit }),
    }),
    routes('console', consolePlanRoutes, { plans: s.consolePlans }),
    routes('console', consoleRechargeRoutes, { recharge: s.consoleRecharge }),
    routes('console', consoleBrandSettingsRoutes, { brandSettings: s.consoleBrandSettings }),
    routes('site', webhookRoutes, { payments: s.payments, providers: webhooks }),
    routes('site', healthRoutes, {
      databaseAnswers: () => pingDatabase(database.db),
      dialect: database.dialect,
    }),
    routes('site', countryDataRoutes, {}),
    // The console's page under CONSOLE_PATH, with a not-found answer of its own for its addresses.
    routes('site', consoleWebRoutes, { config }),
  ];
  if (sandbox) list.push(routes('site', sandboxRoutes, { payments: s.payments, sandbox }));
  if (paypal) {
    const returns = new PaypalReturnService({ payments: s.payments, paypal });
    list.push(routes('site', paypalReturnRoutes, { returns }));
  }
  if (providers.btcpay) {
    const settlement = new BtcpaySettlement({ db: database.db, ledger: s.ledger, btcpay: providers.btcpay });
    list.push(routes('site', btcpayWebhookRoutes, { btcpay: providers.btcpay, settlement }));
  }
  if (m.twilio) list.push(routes('site', twilioWebhookRoutes, m.twilio));
  if (m.telnyx) list.push(routes('site', telnyxWebhookRoutes, m.telnyx));
  if (config.env !== 'production') {
    const outbox = () => listOutbox(database.db);
    list.push(
      routes('local', simulatorRoutes, {
        numbers: s.numbers,
        media: s.media,
        delivery: m.delivery,
        outbox,
      }),
      routes('local', outboxRoutes, { outbox }),
      routes('local', codeSimulatorRoutes, s.codeNumbers),
      routes('local', renewalClockRoutes, { clock: s.renewalClock }),
    );
  }
  return list;
}
