import helmet from '@fastify/helmet';
import { API_BASE } from '@switchboard/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/index.ts';
import { type Database, type Dialect, openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { startPruning } from './jobs/prune.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { AccountService } from './modules/accounts/accounts.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginGuard } from './modules/auth/login-guard.service.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { CaptchaService } from './modules/captcha/captcha.service.ts';
import { seedDemoAccounts } from './modules/demo/demo.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { LedgerService } from './modules/ledger/ledger.service.ts';
import { SessionService } from './modules/sessions/sessions.service.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { brandPlugin } from './plugins/brand.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { pruneRateLimits } from './plugins/rate-limit-store.ts';
import { attachAdapter } from './realtime/adapter.ts';
import { Realtime } from './realtime/index.ts';

/** The services of the app, shared by routes, sockets, jobs and tests. */
export interface Services {
  accounts: AccountService;
  auth: AuthService;
  sessions: SessionService;
  ledger: LedgerService;
  captcha: CaptchaService;
  loginGuard: LoginGuard;
}

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

/** Security headers; CSP allows only this origin, with inline styles for MUI's emotion. */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
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

/** Fastify accepts a hop count at run time but its types do not; a function says the same thing. */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

const ENDED_SESSION_RETENTION_MS = 30 * 86_400_000;

function createServices(db: Db, config: Config): Services {
  const ledger = new LedgerService(db);
  const accounts = new AccountService(db, ledger);
  const sessions = new SessionService(db, config.sessionTtlMs);
  const captcha = new CaptchaService(db, config.appSecret);
  const loginGuard = new LoginGuard(db, config.loginGuard);
  const auth = new AuthService(accounts, sessions, captcha, loginGuard);
  return { accounts, auth, sessions, ledger, captcha, loginGuard };
}

/** Builds the whole server (database migrated, routes, sockets) without listening; tests use it directly. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers["x-auth-token"]', 'req.headers.authorization'] },
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

  const services = createServices(database.db, config);
  const realtime = new Realtime(app.server, services.sessions, app.log);
  const detachAdapter = await attachAdapter(realtime.io, config, app.log);
  app.addHook('preClose', async () => {
    await realtime.close();
    await detachAdapter();
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('ledger', services.ledger);
  app.decorate('services', services);
  app.decorate('realtime', realtime);

  await app.register(helmet, helmetOptions);
  await app.register(envelopePlugin, { bodyLimit: config.bodyLimit });
  await app.register(brandPlugin, { config });
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(rateLimitPlugin, { db: database.db });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { config, auth: services.auth, sessions: services.sessions, realtime });
      await api.register(accountRoutes, { accounts: services.accounts });
      await api.register(ledgerRoutes, { ledger: services.ledger });
      await api.register(captchaRoutes, { captcha: services.captcha, config });
    },
    { prefix: API_BASE },
  );
  await app.register(healthRoutes, { db: database.db, dialect: database.dialect });
  await webRoutes(app, { config });

  if (config.seedDemo && (await seedDemoAccounts(services.accounts, services.ledger))) {
    app.log.info('seeded demo accounts');
  }

  const stopPruning = startPruning(
    {
      captchas: () => services.captcha.prune(),
      loginFailures: () => services.loginGuard.prune(),
      sessions: () => services.sessions.prune(ENDED_SESSION_RETENTION_MS),
      rateLimits: () => pruneRateLimits(database.db, Date.now()),
    },
    app.log,
  );
  app.addHook('onClose', async () => stopPruning());
}
