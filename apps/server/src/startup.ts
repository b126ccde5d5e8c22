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
import { seedDemoOperators } from './modules/operators/index.ts';
import { ENDED_SESSION_RETENTION_MS, type Services } from './services.ts';

/** Fills an empty database: default rates; outside production the inventory and pool; demo accounts when asked. */
export async function seedOnStart(
  app: FastifyInstance,
  services: Services,
  config: Config,
  db: Db,
): Promise<void> {
  // Secrets stored before sealing existed; each sign-in also seals the one it reads.
  const sealed = await services.operators.sealStoredSecrets();
  if (sealed.operators + sealed.links > 0) app.log.info(sealed, 'sealed stored authenticator secrets');
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
    const operators = await seedDemoOperators(services.operators);
    if (operators > 0) app.log.info({ operators }, 'seeded demo operators');
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
  // Every run from now on is also kept in job_runs, for the operations page of any node.
  services.jobRuns.persistTo(db, app.log);
  const stopPruning = startPruning(
    {
      pruneShortLived: () => shortLived.prune(Date.now()),
      pruneLoginFailures: () => services.loginGuard.prune(),
      pruneSessions: () => services.sessions.prune(ENDED_SESSION_RETENTION_MS),
      pruneOperatorSessions: () => services.operatorSessions.prune(ENDED_SESSION_RETENTION_MS),
      pruneOutbox: () => pruneOutbox(db, Date.now() - 7 * 86_400_000),
    },
    app.log,
    services.jobRuns,
  );
  app.addHook('onClose', async () => stopPruning());
  const stopRetrying = startRetrying(
    'messageDispatch',
    () => services.messaging.delivery.retryPending(),
    config.dispatch.retryEveryMs,
    app.log,
    services.jobRuns,
  );
  app.addHook('onClose', async () => stopRetrying());
  // Tests run the renewals themselves at chosen moments; a background run would race them.
  if (config.env !== 'test') {
    const stopRenewals = startRetrying(
      'numberRenewals',
      async () =>
        renewalCount(await runRenewals({ db, ledger: services.ledger, plans: services.planCatalog })),
      config.renewalsEveryMs,
      app.log,
      services.jobRuns,
    );
    app.addHook('onClose', async () => stopRenewals());
    const stopCodeRentals = startRetrying(
      'codeNumberRents',
      async () => codeRentalCount(await runCodeRentals({ db, ledger: services.ledger })),
      CODE_RENTALS_EVERY_MS,
      app.log,
      services.jobRuns,
    );
    app.addHook('onClose', async () => stopCodeRentals());
  }
}
