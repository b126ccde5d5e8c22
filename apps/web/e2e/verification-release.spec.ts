import type { Page } from '@playwright/test';
import { AUTH_HEADER, apiUrl, Retcode, SIMULATOR_CODE_PATH } from '@switchboard/protocol';
import { StorageKey } from '../src/lib/storage.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { openAccountSection } from './account-pages.ts';
import { apiBalance, brandUrl, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

// A number locked for a code and then left (Done, or the page reloaded) must not be charged for a
// code that arrives afterwards, nor kept: nobody is waiting to read it.
test.use({ actionTimeout: 15_000 });

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), StorageKey.token);
  if (token === null) throw new Error('the page has no session');
  return token;
}

/** A fresh pingme account with the default tile paid by the sandbox card; returns its balance. */
async function toppedUpAccount(page: Page): Promise<number> {
  await page.goto(brandUrl('pingme'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await openAccountSection(page, 'Recharge');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  const token = await tokenOf(page);
  await expect.poll(() => apiBalance(sharedOrigin(), token)).toBeGreaterThan(0);
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
  return apiBalance(sharedOrigin(), token);
}

/** Locks a US number for WhatsApp on the verification tab; returns its full number. */
async function lockWhatsAppNumber(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Verification' }).click();
  await page.getByRole('combobox', { name: 'Service' }).fill('WhatsApp');
  await page.getByRole('option', { name: 'WhatsApp', exact: true }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: /^United States \+1$/ }).click();
  await page.getByTestId('verification-option').and(page.locator(':not(.Mui-disabled)')).first().click();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByTestId('verification-get-number').click();
  const shown = (await page.getByTestId('verification-locked-number').textContent()) ?? '';
  const number = shown.replace(/\D/g, '');
  expect(number).toMatch(/^1\d{10}$/);
  return number;
}

/** Whether the server still waits for a code on the number for this account (its poll is not done). */
async function stillWaiting(token: string, number: string): Promise<boolean> {
  const query = new URLSearchParams({ app: 'whatsapp', number, count: '1' });
  const response = await fetch(`${sharedOrigin()}${apiUrl('getVerificationCodeSmsList')}?${query}`, {
    headers: { [AUTH_HEADER]: token },
  });
  const envelope = (await response.json()) as { retcode: number; data: { done: boolean } | null };
  expect(envelope.retcode).toBe(Retcode.OK);
  return envelope.data?.done === false;
}

/** The simulator sends WhatsApp's text to the number; false when nobody holds it any more. */
async function appSendsCode(number: string): Promise<boolean> {
  const sent = await fetch(`${sharedOrigin()}${SIMULATOR_CODE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, app: 'whatsapp' }),
  });
  return sent.ok;
}

test('Done releases the waiting number: a code sent afterwards is refused, nothing is charged or kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const balance = await toppedUpAccount(page);
  const token = await tokenOf(page);
  const number = await lockWhatsAppNumber(page);
  expect(await stillWaiting(token, number)).toBe(true);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('verification-get-number')).toBeVisible();

  await expect.poll(() => stillWaiting(token, number)).toBe(false);
  expect(await appSendsCode(number)).toBe(false);
  // Refused because nobody holds the number any more: it was not kept for the account either.
  expect(await apiBalance(sharedOrigin(), token)).toBe(balance);
});

test('reloading the page releases the waiting number the same way', async ({ page }) => {
  test.setTimeout(90_000);
  const balance = await toppedUpAccount(page);
  const token = await tokenOf(page);
  const number = await lockWhatsAppNumber(page);
  await page.reload();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect.poll(() => stillWaiting(token, number)).toBe(false);
  expect(await appSendsCode(number)).toBe(false);
  expect(await apiBalance(sharedOrigin(), token)).toBe(balance);
});

test("pingme's verification screen shows the operator's banner ad from getAdConfig", async ({ page }) => {
  await page.goto(brandUrl('pingme'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await page.getByRole('tab', { name: 'Verification' }).click();
  const banner = page.getByTestId('verification-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('img')).toHaveAttribute('alt', /.+/);
  expect(await banner.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expectNoSeriousA11yViolations(page);
});
