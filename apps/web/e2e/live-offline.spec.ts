import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import type { OwnNumber } from './api.ts';
import { connectionNotice } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import {
  expectNotReloaded,
  expectNotWhite,
  markDocument,
  messageBubble,
  sendNewSms,
  signedInOnChats,
  snapshot,
} from './pages.ts';
import type { PrivateServer } from './server.ts';

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

/** How long the network or the server stays away: the outage being simulated, not a wait for something. */
const OUTAGE_MS = 5_000;
/** Reconnect delays grow from 500 ms; after a 5 s outage the next attempt comes within seconds. */
const RECOVERY_TIMEOUT_MS = 30_000;

/** Keeps the outage going for its full length (nothing on the page marks its end). */
function holdOutage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
}

/** Alice on a freshly loaded chats screen (nothing opened yet, so no dialog chunk was ever fetched). */
async function freshAlice(
  context: BrowserContext,
  server: PrivateServer,
): Promise<{ page: Page; bob: OwnNumber }> {
  const options = { brand: 'wephone', numbers: 1, balance: 5, origin: server.origin } as const;
  const [alice, bobAccount] = await Promise.all([createFreshAccount(options), createFreshAccount(options)]);
  const bob = firstNumber(bobAccount);
  const page = await signedInOnChats(context, 'wephone', alice);
  await expectNoSeriousA11yViolations(page);
  await markDocument(page);
  return { page, bob };
}

/** During the outage: content stays, a notice says what is going on. */
async function expectOutageShown(page: Page, name: string): Promise<void> {
  await expect(connectionNotice(page)).toBeVisible();
  await expectNotWhite(page);
  await snapshot(page, name);
}

/** After the outage: the notice goes by itself, nothing reloaded, and a text goes out. */
async function expectRecovered(page: Page, bob: OwnNumber, name: string): Promise<void> {
  await expect(connectionNotice(page)).toBeHidden({ timeout: RECOVERY_TIMEOUT_MS });
  await expectNotWhite(page);
  await expectNotReloaded(page);
  await expect(page.getByRole('tablist')).toBeVisible();
  await snapshot(page, name);
  await sendNewSms(page, bob.national, `after ${name}`);
  await expect(messageBubble(page, `after ${name}`)).toHaveAttribute('data-status', '0');
}

test('offline for 5 s on a fresh page: no white page, a notice, and recovery without reload', async ({
  context,
  privateServer: server,
}) => {
  const { page, bob } = await freshAlice(context, server);
  await page.context().setOffline(true);
  await expectOutageShown(page, 'offline');
  // The notice itself is held to the same standard; the recovery is checked whatever it finds.
  await expectNoSeriousA11yViolations(page, { soft: true });
  await holdOutage();
  await expectNotWhite(page);
  await page.context().setOffline(false);
  await expectRecovered(page, bob, 'back-online');
});

test('the server stopped for 5 s under a fresh page: no white page, a notice, and recovery without reload', async ({
  context,
  privateServer: server,
}) => {
  const { page, bob } = await freshAlice(context, server);
  await server.stop();
  await expectOutageShown(page, 'server-stopped');
  await holdOutage();
  await expectNotWhite(page);
  await server.start();
  await expectRecovered(page, bob, 'server-back');
});
