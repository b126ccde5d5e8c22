#!/usr/bin/env node
// Runs every test suite the machine can run, says which it skipped and why, and ends with one
// line `N passed, N failed` totalling all suites. Set REQUIRE_ALL_SUITES=1 (CI does) to turn a
// skipped suite into a failure, and STATIC_CHECKS=1 to run the type check, the linter and the dead-code check (knip) first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const skippedSuites = [];
const failedTests = [];
let broken = false;

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const durations = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestSuite(title, projects, reportName, env = {}) {
  const report = join(reports, `${reportName}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const status = run(
    title,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  const json = readJson(report);
  if (!json) {
    console.log(`${title}: the runner produced no report (exit ${status})`);
    totals.failed += 1;
    broken = true;
    return;
  }
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failedTests.push(`${reportName}: ${test.fullName}: ${firstLine(test.failureMessages)}`);
    }
  }
  totals.skipped += json.numPendingTests + json.numTodoTests;
  if (status !== 0 && json.numFailedTests === 0) {
    console.log(`${title}: exit ${status} with no failed test (a file failed to load?)`);
    totals.failed += 1;
    broken = true;
  }
}

function playwrightSuite(title) {
  const report = join(reports, 'e2e.json');
  const build = run('build web app and console', 'npm', ['run', 'build']);
  if (build !== 0) {
    totals.failed += 1;
    broken = true;
    return;
  }
  const status = run(title, 'npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const json = readJson(report);
  if (!json?.stats) {
    console.log(`${title}: the runner produced no report (exit ${status})`);
    totals.failed += 1;
    broken = true;
    return;
  }
  collectPlaywrightFailures(json.suites ?? []);
  totals.passed += json.stats.expected + json.stats.flaky;
  totals.failed += json.stats.unexpected;
  totals.skipped += json.stats.skipped;
  if (status !== 0 && json.stats.unexpected === 0) {
    totals.failed += 1;
    broken = true;
  }
}

// The CI log keeps only its tail, so the failed tests are named again at the end.
function firstLine(messages) {
  const text = (messages ?? []).join('\n').trim();
  return text.split('\n')[0]?.slice(0, 200) ?? '';
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const errors = (test.results ?? []).flatMap((result) =>
          (result.errors ?? []).map((e) => e.message ?? ''),
        );
        failedTests.push(`e2e: ${spec.file} ${spec.title}: ${firstLine(errors)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

function skip(suite, why) {
  skippedSuites.push(`${suite}: ${why}`);
  if (requireAll) {
    totals.failed += 1;
    broken = true;
  }
}

if (process.env.STATIC_CHECKS === '1') {
  // Type errors and lint findings fail the run without counting as tests.
  for (const script of ['typecheck', 'lint', 'knip']) {
    if (run(`static check: ${script}`, 'npm', ['run', script]) !== 0) {
      console.log(`static check ${script} failed`);
      totals.failed += 1;
      broken = true;
    }
  }
}

// The speech-recognition test runs Debian's pocketsphinx on speech espeak-ng synthesised; without
// them that one test is skipped inside the server suites, and said so here.
const onPath = (program) =>
  (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && existsSync(join(dir, program)));
if (
  !onPath('pocketsphinx_continuous') ||
  !onPath('espeak-ng') ||
  !existsSync('/usr/share/pocketsphinx/model/en-us')
) {
  skip(
    'speech recognition with pocketsphinx',
    'pocketsphinx, pocketsphinx-en-us or espeak-ng is not installed (apt-get install -y pocketsphinx pocketsphinx-en-us espeak-ng)',
  );
}

vitestSuite(
  'unit, protocol, web, console and server suites on SQLite',
  ['protocol', 'server', 'web', 'console'],
  'vitest-sqlite',
);

const havePostgres = await reachable(postgresUrl);
const haveRedis = await reachable(redisUrl);
if (havePostgres) {
  // The two-node tests (shared database and Redis) run in this pass when Redis answers.
  const env = { TEST_DATABASE_URL: postgresUrl, ...(haveRedis ? { TEST_REDIS_URL: redisUrl } : {}) };
  const title = haveRedis
    ? 'server suites on PostgreSQL, with the two-node tests on Redis'
    : 'server suites on PostgreSQL';
  vitestSuite(title, ['server'], 'vitest-postgres', env);
  if (!haveRedis) skip('two-node tests', `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`);
} else {
  skip(
    'server suites on PostgreSQL and the two-node tests',
    `no PostgreSQL answers at ${postgresUrl} (set TEST_DATABASE_URL)`,
  );
}

if (existsSync(chromium)) {
  playwrightSuite('end-to-end in Chromium');
} else {
  skip('end-to-end suites', `no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
}

console.log('');
for (const line of durations) console.log(`took: ${line}`);
for (const line of skippedSuites) console.log(`skipped suite: ${line}`);
for (const line of failedTests) console.log(`failed: ${line}`);
if (broken) console.log('at least one suite did not run to completion; see above');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
