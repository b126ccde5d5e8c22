import type { Locator, Page } from '@playwright/test';
import { brands } from '@switchboard/protocol';
import { formatBalance } from '../src/lib/money.ts';
import { StorageKey } from '../src/lib/storage.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { openAccountSection, submitProfile, verifyFreshPhone } from './account-pages.ts';
import { apiBalance, brandUrl, decideReview, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { expectNotReloaded, markDocument, signUp, snapshot } from './pages.ts';

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

// Fresh pingme accounts: nothing else moves their balance. A second tab of the same session stays
// on Chats, where nothing but a pushed event can refresh its header's balance.
const BRAND = 'pingme';
const shown = (amount: number) => formatBalance(amount, brands[BRAND], 'en');

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), StorageKey.token);
  if (token === null) throw new Error('the page has no session');
  return token;
}

/** Waits until the server's balance differs from `before` and returns it. */
async function movedBalance(page: Page, before: number): Promise<number> {
  const token = await storedToken(page);
  let now = before;
  await expect
    .poll(async () => {
      now = await apiBalance(sharedOrigin(), token);
      return now;
    })
    .not.toBe(before);
  return now;
}

/**
 * Every balance on screen shows the amount. Each is checked on its own and the test goes on, so a
 * failure lists every figure that stayed stale, not just the first.
 */
async function expectShown(balances: Locator[], amount: number): Promise<void> {
  for (const balance of balances) await expect.soft(balance).toContainText(shown(amount));
}

/** A fresh account signed up on `page`, and a second tab of its session on Chats. */
async function freshAccountWithSecondTab(page: Page): Promise<{ email: string; second: Page }> {
  const email = freshEmail();
  await page.goto(brandUrl(BRAND));
  await signUp(page, email, 'correct horse 1');
  await expect(page.getByRole('tablist')).toBeVisible();
  const second = await page.context().newPage();
  await second.goto(brandUrl(BRAND));
  await expect(second.getByTestId('chats-balance')).toContainText(shown(0));
  return { email, second };
}

/** Pays the default recharge tile with the sandbox card in the checkout tab. */
async function topUpWithCard(page: Page): Promise<void> {
  await openAccountSection(page, 'Recharge');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('a top-up and a verification code charge update every balance shown, on every tab, without reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { second } = await freshAccountWithSecondTab(page);
  await expectNoSeriousA11yViolations(second);
  await markDocument(page);
  await markDocument(second);

  // A top-up: the recharge screen, the account header and the other tab's chats header.
  await topUpWithCard(page);
  const topped = await movedBalance(page, 0);
  await expectShown(
    [
      page.getByTestId('recharge-balance'),
      page.getByTestId('account-header-balance'),
      second.getByTestId('chats-balance'),
    ],
    topped,
  );
  await snapshot(second, 'second-tab-after-top-up');
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
  await expectNoSeriousA11yViolations(page);

  // A code: lock a US number for WhatsApp; the simulator answers the lock and the code is charged.
  await page.getByRole('tab', { name: 'Verification' }).click();
  await expectShown([page.getByTestId('verification-balance')], topped);
  await page.getByRole('combobox', { name: 'Service' }).fill('WhatsApp');
  await page.getByRole('option', { name: 'WhatsApp', exact: true }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: /^United States \+1$/ }).click();
  await page.getByTestId('verification-option').and(page.locator(':not(.Mui-disabled)')).first().click();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('verification-get-number').click();
  await expect(page.getByTestId('verification-locked-number')).toBeVisible();
  await expect(page.getByTestId('verification-message').first()).toBeVisible({ timeout: 30_000 });
  const charged = await movedBalance(page, topped);
  expect(charged).toBeLessThan(topped);
  await expectShown([page.getByTestId('verification-balance'), second.getByTestId('chats-balance')], charged);
  await snapshot(page, 'verification-after-charge');
  await snapshot(second, 'second-tab-after-charge');
  await expectNotReloaded(page);
  await expectNotReloaded(second);
});

test('a number subscription updates every balance shown, on every tab, without reload', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, second } = await freshAccountWithSecondTab(page);
  // What renting needs: a verified phone, credit, and a profile the operator approved.
  await submitProfile(page);
  await verifyFreshPhone(page, sharedOrigin());
  await topUpWithCard(page);
  const topped = await movedBalance(page, 0);
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
  await decideReview(sharedOrigin(), { brand: BRAND, email, kind: 'profile', decision: 'approve' });
  // The setup is done: both tabs start clean from here (the approval's notice is another test's).
  await page.reload();
  await second.reload();
  await expectShown([second.getByTestId('chats-balance')], topped);
  await markDocument(page);
  await markDocument(second);

  await page.getByRole('tab', { name: 'Numbers' }).click();
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await tips.getByRole('button', { name: 'Got it' }).click();
  await expect(tips).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'New number' }).first().click();
  const step1 = page.getByTestId('new-number-step1');
  await step1.getByLabel('Country').selectOption({ label: 'United States (+1)' });
  await step1.getByLabel('State / province').selectOption('NY');
  await step1.getByLabel('Area code').selectOption('646');
  await page.getByTestId('number-list').getByRole('option').first().click();
  await step1.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Pay As You Go' }).check();
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('checkbox').check();
  await expectShown([page.getByTestId('new-number-balance')], topped);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Subscription confirmation' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Subscription notice' })).toBeVisible();

  const rented = await movedBalance(page, topped);
  expect(rented).toBeLessThan(topped);
  await expectShown([page.getByTestId('new-number-balance'), second.getByTestId('chats-balance')], rented);
  await snapshot(page, 'numbers-after-subscription');
  await snapshot(second, 'second-tab-after-subscription');
  await expectNotReloaded(page);
  await expectNotReloaded(second);
});
