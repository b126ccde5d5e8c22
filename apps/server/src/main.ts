import { brandIds, CONSOLE_PATH, SIMULATOR_PAGE_PATH } from '@switchboard/protocol';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, describeDemoNumbers } from './modules/demo/index.ts';
import { describeDemoOperators } from './modules/operators/index.ts';

/** Starts the server from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    config = loadConfig();
    // Building the app checks what the environment names (a speech model, a bucket) exists.
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`switchboard: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;

  const lines = ['', 'Switchboard is running. Open a brand:'];
  for (const brand of brandIds) lines.push(`  ${brand.padEnd(12)} http://${brand}.localhost:${port}`);
  lines.push(
    `  (database: ${app.dialect}${config.databaseUrl === undefined ? ` in ${config.dataDir}` : ''})`,
  );
  if (config.seedDemo) {
    lines.push(`Demo accounts on every brand: ${DEMO_ACCOUNTS.join(', ')} (password ${DEMO_PASSWORD})`);
    lines.push('Their numbers (text one from the other):');
    lines.push(...(await describeDemoNumbers(app.services.accounts, app.services.numbers)));
    lines.push(...describeDemoOperators(`http://localhost:${port}${CONSOLE_PATH}`));
  }
  if (config.env !== 'production') {
    lines.push(
      `Carrier simulator: http://localhost:${port}${SIMULATOR_PAGE_PATH} (or npm run sim -w apps/server)`,
    );
  }
  console.log(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('switchboard: failed to start', error);
  process.exit(1);
});
