import type { BrowserContext, Page } from '@playwright/test';
import {
  AUTH_HEADER,
  apiUrl,
  Retcode,
  refreshTokenDataSchema,
  TOKEN_REFRESH_INTERVAL_MS,
} from '@switchboard/protocol';
import { StorageKey } from '../src/lib/storage.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { messageBubble, sendNewSms, signIn, snapshot } from './pages.ts';
import type { PrivateServer } from './server.ts';

/**
 * How long the server accepts a token a refresh rotated away: shorter than its 60 s default, so the
 * test that waits the grace out waits 11 s, and still ten times the slow tab's delay below.
 */
const SERVER_TOKEN_GRACE_MS = 10_000;

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({
  actionTimeout: 15_000,
  privateServerSettings: { SESSION_TOKEN_GRACE_SECONDS: String(SERVER_TOKEN_GRACE_MS / 1000) },
});

/** Refreshes the tabs must survive. */
const REFRESHES = 10;
/** Clock steps at most: every other half interval brings a refresh due. */
const MAX_STEPS = 4 * REFRESHES;
const HALF_INTERVAL_MS = TOKEN_REFRESH_INTERVAL_MS / 2;

/** One refresh answer as a tab saw it: the new token, or '' when it was refused. */
interface Refresh {
  tab: string;
  token: string;
}

/** The token the tabs share in localStorage. */
function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), StorageKey.token);
}

/**
 * Opens two tabs of alice's session half a refresh interval apart, brings on the app's own 12-hourly
 * refresh with a controlled clock until 10 refreshes were answered, then checks that both tabs are
 * still signed in, use the token they share, text and delete.
 */
async function twoTabsThroughRefreshes(
  context: BrowserContext,
  server: PrivateServer,
  options: { outlastGrace?: boolean; secondTabRefreshLatencyMs?: number } = {},
): Promise<Refresh[]> {
  const texter = { brand: 'wephone', numbers: 1, balance: 5, origin: server.origin } as const;
  const [alice, bobAccount] = await Promise.all([createFreshAccount(texter), createFreshAccount(texter)]);
  const bob = firstNumber(bobAccount);
  await context.clock.install();

  const refreshes: Refresh[] = [];
  let started = 0;
  const watch = (page: Page, tab: string) => {
    page.on('request', (request) => {
      if (request.url().includes(apiUrl('refreshToken'))) started += 1;
    });
    page.on('response', async (response) => {
      if (!response.url().includes(apiUrl('refreshToken'))) return;
      const body = (await response.json()) as { retcode: number; data: unknown };
      const parsed = refreshTokenDataSchema.safeParse(body.data);
      refreshes.push({ tab, token: body.retcode === Retcode.OK && parsed.success ? parsed.data.token : '' });
    });
  };

  const first = await context.newPage();
  watch(first, 'first');
  await signIn(first, 'wephone', alice);
  await expect(first.getByRole('button', { name: 'New SMS' })).toBeEnabled();
  // The second tab starts half an interval later, so the tabs' own timers are out of step.
  await context.clock.fastForward(HALF_INTERVAL_MS);
  const second = await context.newPage();
  watch(second, 'second');
  const latency = options.secondTabRefreshLatencyMs;
  if (latency !== undefined) {
    // The second tab's network is slower: its refresh reaches the server after the first tab's
    // refresh of the same moment has come back and been shared.
    await second.route(`**${apiUrl('refreshToken')}*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, latency));
      await route.continue();
    });
  }
  await second.goto(server.brandUrl('wephone'));
  await expect(second.getByRole('button', { name: 'New SMS' })).toBeEnabled();
  await expectNoSeriousA11yViolations(first);
  await expectNoSeriousA11yViolations(second);

  for (let step = 0; step < MAX_STEPS && refreshes.length < REFRESHES; step += 1) {
    await context.clock.fastForward(HALF_INTERVAL_MS);
    // A refresh this step started ends before the clock moves again.
    await expect.poll(() => refreshes.length === started).toBe(true);
  }
  test.info().annotations.push({
    type: 'refreshes by tab',
    description: refreshes.map((refresh) => refresh.tab).join(', '),
  });
  expect(refreshes.length).toBeGreaterThanOrEqual(REFRESHES);
  // Every refresh was answered with a new token: none refused, none repeated.
  expect(refreshes.filter((refresh) => refresh.token === '')).toEqual([]);
  expect(new Set(refreshes.map((refresh) => refresh.token)).size).toBe(refreshes.length);

  if (options.outlastGrace) {
    // A tab left on a token a later refresh rotated away is only caught once the server's grace
    // for that token is over: its next call then revokes the whole session (reuse of a stolen
    // token). Nothing on the page marks that moment, so the test waits the window out.
    await new Promise((resolve) => setTimeout(resolve, SERVER_TOKEN_GRACE_MS + 1_000));
  }

  await test.step('both tabs are still signed in, text and delete with the token they share', async () => {
    // Both tabs are still signed in, and each one's own calls carry the token the tabs share.
    const latest = await storedToken(first);
    expect(latest).not.toBeNull();
    for (const [page, text] of [
      [first, 'from the first tab'],
      [second, 'from the second tab'],
    ] as const) {
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
      await sendNewSms(page, bob.national, text);
      await expect(messageBubble(page, text)).toHaveAttribute('data-status', '0');
      // Deleting it is an HTTP call of the tab's own, with the token the tab holds.
      const deleted = page.waitForResponse((response) => response.url().includes(apiUrl('delSms')));
      await messageBubble(page, text).getByTestId('message-text').click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const response = await deleted;
      expect(response.request().headers()[AUTH_HEADER]).toBe(latest);
      expect(((await response.json()) as { retcode: number }).retcode).toBe(Retcode.OK);
      await expect(messageBubble(page, text)).toHaveCount(0);
      await snapshot(page, `${text.replace(/ /g, '-')}-after-refreshes`);
    }
    for (const page of [first, second]) {
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  });
  return refreshes;
}

test('two tabs of one account survive 10 token refreshes and both keep working', async ({
  context,
  privateServer: server,
}) => {
  test.setTimeout(120_000);
  await twoTabsThroughRefreshes(context, server);
});

test('without Web Locks each tab refreshes on its own timer, and 10 refreshes from both tabs log nobody out', async ({
  context,
  privateServer: server,
}) => {
  test.setTimeout(180_000);
  // A browser without the Web Locks API: no tab leads, every tab runs its own refresh timer, and
  // both tabs refresh when the shared due time comes, at once; the server's grace must cover that,
  // also when one tab's refresh arrives after the other's answer was shared.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
  });
  const refreshes = await twoTabsThroughRefreshes(context, server, {
    outlastGrace: true,
    secondTabRefreshLatencyMs: 1_000,
  });
  expect(new Set(refreshes.map((refresh) => refresh.tab))).toEqual(new Set(['first', 'second']));
});
