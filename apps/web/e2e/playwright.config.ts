import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_SERVER_SETTINGS } from './server-env.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Asks the OS for a free port (synchronously: the config must be a plain object). */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}

// Workers re-evaluate this file; the environment carries the first evaluation's choices to them,
// so every process agrees on one server and one fresh database per run.
process.env.SB_E2E_PORT ??= freePort();
process.env.SB_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-'));
const port = process.env.SB_E2E_PORT;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Sign-ups hash passwords with argon2 and two browsers share two cores; long flows need the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.reports', 'e2e.json') }]],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The real server (which serves apps/web/dist and apps/console/dist, built by `npm run test:e2e` first)
    // on a fresh database.
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...E2E_SERVER_SETTINGS,
      PORT: port,
      DATA_DIR: process.env.SB_E2E_DATA_DIR,
    },
  },
});
