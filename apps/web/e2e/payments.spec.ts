import { expect, type Page, test } from '@playwright/test';
import { brandUrl, freshEmail, signUp } from './fixtures.ts';

/** Signs up a fresh pingme account (balance 0) and opens the account tab's Recharge section. */
async function openRecharge(page: Page): Promise<void> {
  await page.goto(brandUrl('pingme'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'Recharge' })
    .click();
  await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 0.0000 Coins');
}

/** Picks the 10-coin tile, pays by card and returns the sandbox checkout page. */
async function startCardPayment(page: Page): Promise<Page> {
  await page.getByRole('radio', { name: '10.0000 Coins' }).click();
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/sandbox\/pay\//);
  return popup;
}

test.describe('payments', () => {
  test('pingme tops up 10 coins with the sandbox card', async ({ page }) => {
    await openRecharge(page);
    const popup = await startCardPayment(page);
    await expect(popup.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 10.0000 Coins');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'I have completed the payment' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a failed payment shows the payment error modal', async ({ page }) => {
    await openRecharge(page);
    const popup = await startCardPayment(page);
    await popup.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByTestId('payment-error-message')).toHaveText(
      'The payment failed or was cancelled.',
    );
    await page.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 0.0000 Coins');
  });
});
