import type { FastifyInstance } from 'fastify';
import { pruneOutbox } from './adapters/mail/outbox.ts';
import type { ShortLivedStore } from './adapters/short-lived/index.ts';
import type { Config } from './config/index.ts';
import type { Db } from './db/types.ts';
import { CODE_RENTALS_EVERY_MS, codeRentalCount, runCodeRentals } from './jobs/code-rentals.ts';
import { startPruning } from './jobs/prune.ts';
import { renewalCount, runRenewals } from './jobs/renewals.ts';
import { startRetrying } from './jobs/retry.ts';
import { seedPool } from './modules/code-numbers/index.ts';
import { assignDemoNumbers, seedDemoAccounts } from './modules/demo/index.ts';
import { ENDED_SESSION_RETENTION_MS, type Services } from './services.ts';

/** Fills an empty database: default rates; outside production the inventory and pool; demo accounts when asked. */
export async function seedOnStart(
  app: FastifyInstance,
  services: Services,
  config: Config,
  db: Db,
): Promise<void> {
  if ((await services.rates.seedDefaults()) > 0) app.log.info('seeded the default SMS/MMS rates');
  if (config.env !== 'production' && (await services.numbers.seedInventory()) > 0) {
    app.log.info('seeded the demo number inventory');
  }
  if (config.env !== 'production' && (await seedPool(db)) > 0) {
    app.log.info('seeded the verification number pool');
  }
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
}

/** Starts the periodic jobs; each stops when the app closes. */
export function startJobs(
  app: FastifyInstance,
  services: Services,
  config: Config,
  { db, shortLived }: { db: Db; shortLived: ShortLivedStore },
): void {
  const stopPruning = startPruning(
    {
      shortLived: () => shortLived.prune(Date.now()),
      loginFailures: () => services.loginGuard.prune(),
      sessions: () => services.sessions.prune(ENDED_SESSION_RETENTION_MS),
      outbox: () => pruneOutbox(db, Date.now() - 7 * 86_400_000),
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
      async () => renewalCount(await runRenewals({ db, ledger: services.ledger })),
      config.renewalsEveryMs,
      app.log,
    );
    app.addHook('onClose', async () => stopRenewals());
    const stopCodeRentals = startRetrying(
      'verification number rents',
      async () => codeRentalCount(await runCodeRentals({ db, ledger: services.ledger })),
      CODE_RENTALS_EVERY_MS,
      app.log,
    );
    app.addHook('onClose', async () => stopCodeRentals());
  }
}
