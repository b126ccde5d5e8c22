/**
 * The operator console's command line. It opens the server's own database (the same environment as
 * the server: DATABASE_URL, or DATA_DIR for SQLite), so run it where the server runs:
 *
 *   npm run console -w apps/server -- create-admin EMAIL
 *
 * creates an admin and prints a one-time setup link (valid 24 hours) where the admin chooses a
 * password and adds the authenticator. For an operator who exists it prints a fresh link instead,
 * and the operator's older links stop working: the way back in for an admin who lost both.
 */
import { emailSchema } from '@switchboard/protocol';
import { ConfigError, loadConfig } from '../src/config/index.ts';
import { openDatabase } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { AuditService } from '../src/modules/audit/index.ts';
import { LoginGuard } from '../src/modules/auth/index.ts';
import { OperatorService, OperatorSessionService } from '../src/modules/operators/index.ts';

const USAGE = 'usage: npm run console -w apps/server -- create-admin EMAIL';

function fail(message: string, code = 2): never {
  console.error(`console: ${message}\n${USAGE}`);
  process.exit(code);
}

function readConfig(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1);
    throw error;
  }
}

async function main(): Promise<void> {
  const [command, address, ...rest] = process.argv.slice(2);
  if (command !== 'create-admin' || address === undefined || rest.length > 0)
    fail('say create-admin and one email');
  const email = emailSchema.safeParse(address);
  if (!email.success) fail(`${address} is not an email address`);

  const config = readConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, database.dialect);
    const audit = new AuditService(database.db);
    const operators = new OperatorService({
      db: database.db,
      sessions: new OperatorSessionService(database.db, config.consoleIdleMs),
      audit,
      guard: new LoginGuard(database.db, config.loginGuard),
      config,
    });
    const { setupUrl, created, role } = await operators.createAdmin(email.data);
    console.log(
      created
        ? `Created the admin ${email.data}.`
        : `${email.data} is an operator already (role ${role}); here is a new setup link, older ones no longer work.`,
    );
    console.log(
      `Open this link within 24 hours to choose a password and add the authenticator (it works once):`,
    );
    console.log(`  ${setupUrl}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('console: failed', error);
  process.exit(1);
});
