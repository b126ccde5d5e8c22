// lighthouse (optional): the chats screen's LCP, TBT and CLS under Lighthouse against /usr/bin/chromium.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { insertRow } from '../apps/server/test/helpers/chat.ts';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { StorageKey } from '../apps/web/src/lib/storage.ts';
import { type Figure, record, skip } from './lib/report.ts';
import { otherNumber } from './lib/seed.ts';
import { heading, startOurServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

const NAME = 'lighthouse';
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CONVERSATIONS = 20;
const ATTEMPTS = 3;

/** A free loopback port for Chromium's DevTools endpoint, which Lighthouse connects to. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

type Lighthouse = typeof import('lighthouse').default;

async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; desktop: unknown } | string> {
  try {
    const { default: lighthouse } = await import('lighthouse');
    const { default: desktop } = await import('lighthouse/core/config/desktop-config.js');
    return { lighthouse, desktop };
  } catch (error) {
    return `the lighthouse package is not installed (${(error as Error).message.split('\n')[0]})`;
  }
}

heading(NAME, 'chats screen under Lighthouse (desktop preset) in /usr/bin/chromium');
const loaded = await loadLighthouse();
if (typeof loaded === 'string') skip(NAME, loaded);
else if (!existsSync(CHROMIUM)) skip(NAME, `no Chromium at ${CHROMIUM}`);
else {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const ours = await startOurServer({ webDistDir: DIST });
  const account = await accountWithNumber(ours.t.app);
  const now = Date.now();
  for (let index = 0; index < CONVERSATIONS; index++) {
    await insertRow(ours.t.app, account, { other_full: otherNumber(index), date: now - index * 60_000 });
  }
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    // Signs in the way a returning user is: the token already in localStorage.
    const page = await browser.newPage();
    await page.goto(ours.url);
    await page.evaluate(
      ([key, token]) => localStorage.setItem(key!, token!),
      [StorageKey.token, account.token],
    );
    // The signed-in shell must show the chats tab, or the figures would be of another screen.
    await page.reload();
    const selected = page.getByRole('tablist').getByRole('tab', { selected: true });
    await selected.waitFor({ timeout: 30_000 });
    const tab = (await selected.getAttribute('aria-label')) ?? '';
    await page.close();
    const { lighthouse, desktop } = loaded;
    const audit = () =>
      lighthouse(
        `${ours.url}/`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance'],
        },
        desktop as Parameters<Lighthouse>[2],
      );
    // Lighthouse now and then fails to record the trace (NO_NAVSTART) on a busy machine; it says to retry.
    let result = await audit();
    for (let attempt = 1; attempt < ATTEMPTS && result?.lhr.runtimeError !== undefined; attempt++) {
      result = await audit();
    }
    if (result === undefined) throw new Error('Lighthouse returned no result');
    const audits = result.lhr.audits;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const lcp = value('largest-contentful-paint');
    const tbt = value('total-blocking-time');
    const cls = value('cumulative-layout-shift');
    const runtimeError = result.lhr.runtimeError?.message;
    const lcpElement = JSON.stringify(
      (audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)?.items ?? [],
    ).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
    const screen = `screen: signed in, tab "${tab}" selected, ${result.lhr.finalDisplayedUrl}; LCP element ${lcpElement ?? 'unknown'}`;
    const detail = `Lighthouse performance score ${round((result.lhr.categories.performance?.score ?? 0) * 100, 0)}`;
    const figures: Figure[] = [
      { label: 'chats screen LCP', value: lcp / 1000, unit: 's', target: { op: '<=', value: 2.5 }, detail },
      { label: 'chats screen TBT', value: tbt, unit: 'ms', target: { op: '<=', value: 200 }, detail },
      { label: 'chats screen CLS', value: cls, unit: '', target: { op: '<=', value: 0.1 }, detail },
    ];
    if (runtimeError !== undefined) {
      skip(NAME, `Lighthouse failed ${ATTEMPTS} times: ${runtimeError}`);
    } else
      record(NAME, figures, [
        'Lighthouse desktop preset (simulated throttling) against our server serving apps/web/dist, signed in with a token in localStorage',
        screen,
      ]);
  } finally {
    await browser.close();
    await ours.t.close();
  }
}
