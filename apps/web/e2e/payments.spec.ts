import type { Page } from '@playwright/test';
import {
  apiUrl,
  type BrandId,
  type OutboxMessage,
  PHONE_CODE_LENGTH,
  SIMULATOR_OUTBOX_PATH,
} from '@switchboard/protocol';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

/** The balance line of a fresh account on each brand used here (English interface). */
const ZERO_BALANCE: Partial<Record<BrandId, string>> = {
  pingme: 'Balance: 0.0000 Coins',
  cloudnumber: 'Balance: 0.00 cloud coins',
};

/**
 * Signs up a fresh account (balance 0) and opens the account tab's Recharge section; cc=us keeps
 * Chinese-default brands (cloudnumber) in English.
 */
async function openRecharge(page: Page, brand: BrandId = 'pingme'): Promise<void> {
  await page.goto(brandUrl(brand, '?cc=us'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'Recharge' })
    .click();
  await expect(page.getByTestId('recharge-balance')).toHaveText(ZERO_BALANCE[brand] ?? '');
}

/** The newest 4-digit code the outbox holds for a phone (full digits). */
async function smsCodeFromOutbox(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `http://127.0.0.1:${process.env.SB_E2E_PORT}${SIMULATOR_OUTBOX_PATH}`,
      );
      const messages = (await response.json()).data as OutboxMessage[];
      const text = messages.find((message) => message.channel === 'sms' && message.to === to)?.text;
      code = text?.match(new RegExp(`\\b\\d{${PHONE_CODE_LENGTH}}\\b`))?.[0];
      return code;
    })
    .toBeDefined();
  return code as string;
}

/** The order id of a sandbox checkout page's address. */
function orderIdOf(popup: Page): string {
  const match = /\/sandbox\/pay\/([^/?#]+)/.exec(popup.url());
  expect(match, popup.url()).not.toBeNull();
  return match?.[1] ?? '';
}

/** What the sandbox checkout page at an address (with its order's key) says now, once settled. */
async function sandboxPage(page: Page, checkoutUrl: string): Promise<string> {
  // The brand host (pingme.localhost) resolves in Chromium only: ask the server by its address.
  const { pathname, search } = new URL(checkoutUrl);
  const response = await page.request.get(`http://127.0.0.1:${process.env.SB_E2E_PORT}${pathname}${search}`);
  return response.text();
}

/** Picks a tile (10 coins by default), pays by card and returns the sandbox checkout page. */
async function startCardPayment(page: Page, tile = '10.00 Coins'): Promise<Page> {
  await page.getByRole('radio', { name: tile, exact: true }).click();
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

  test('cloudnumber tops up in cloud coins with 2 decimals', async ({ page }) => {
    await openRecharge(page, 'cloudnumber');
    await expect(page.getByRole('radio', { name: '5.00 cloud coins', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const popup = await startCardPayment(page, '10.00 cloud coins');
    await expect(popup.getByText('Amount: 10.00 cloud coins')).toBeVisible();
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 10.00 cloud coins');
    await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('button', { name: 'Profile' })
      .click();
    await expect(page.getByTestId('account-balance')).toHaveText('10.00 cloud coins');
  });

  test('cloudnumber pays Alipay through its own call, a custom amount flagged "-1"', async ({ page }) => {
    await openRecharge(page, 'cloudnumber');
    await page.getByTestId('recharge-custom').click();
    await page.getByTestId('recharge-custom-field').fill('12');
    await expect(page.getByTestId('payment-title-total')).toHaveText('Total: 12.00 cloud coins');
    await page.getByRole('radio', { name: 'Alipay' }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete your payment' });
    await expect(dialog.getByTestId('payment-title-total')).toHaveText('Total: 12.00 cloud coins');
    const submitted = page.waitForRequest((request) =>
      request.url().includes(apiUrl('cloudAlipayPaySubmit')),
    );
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Go to payment' }).click();
    expect((await submitted).postDataJSON()).toMatchObject({
      productId: 'alipay_web_CNY_CUSTOM',
      custom_amount: 12,
      gift: '-1',
    });
    const popup = await popupPromise;
    await popup.waitForURL(/\/sandbox\/pay\//);
    await expect(popup.getByText('Method: Alipay')).toBeVisible();
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 12.00 cloud coins');
  });

  test('Try again after a failed payment pays a new sandbox order', async ({ page }) => {
    await openRecharge(page);
    const failed = await startCardPayment(page);
    const failedOrder = orderIdOf(failed);
    const failedUrl = failed.url();
    await failed.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByTestId('payment-error-message')).toHaveText(
      'The payment failed or was cancelled.',
    );
    await expect.poll(() => failed.isClosed()).toBe(true);

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Try again' }).click();
    const retried = await popupPromise;
    await retried.waitForURL(/\/sandbox\/pay\//);
    const retriedOrder = orderIdOf(retried);
    const retriedUrl = retried.url();
    expect(retriedOrder).not.toBe(failedOrder);
    await expect(page.getByTestId('payment-error-message')).toBeHidden();
    await expect(retried.getByText('Amount: 10.00 Coins')).toBeVisible();

    await retried.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 10.0000 Coins');
    await expect(page.getByTestId('payment-error-message')).toHaveCount(0);
    expect(await sandboxPage(page, failedUrl)).toContain('This order is failed.');
    expect(await sandboxPage(page, retriedUrl)).toContain('This order is paid.');
  });

  test('the crypto dialog quotes a 2-decimal rate, the amount and the address, and copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openRecharge(page, 'cloudnumber');
    await page.getByRole('radio', { name: 'Crypto wallet transfer' }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with crypto' });
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USDC', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Network' }).click();
    await expect(page.getByRole('option')).toHaveText(['ERC-20', 'BSC', 'Polygon']);
    await page.getByRole('option', { name: 'Polygon' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Network' })).toHaveText('Polygon');
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Sandbox rate: 1 USDC = 1 USD = 7.2 CNY; the default tile is 5 cloud coins.
    await expect(dialog.getByTestId('crypto-rate')).toHaveText('Rate: 1 USDC = 7.20 cloud coins');
    await expect(dialog.getByTestId('crypto-amount')).toHaveText('0.69444444');
    const address = dialog.getByTestId('crypto-address');
    await expect(address).toHaveText(/^0x[0-9a-f]{40}$/);
    await expect(dialog).toContainText('on the Polygon network');

    const addressCopy = dialog.getByRole('button', { name: /^Cop(y|ied)$/ }).nth(1);
    await addressCopy.click();
    await expect(addressCopy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
    await expect(addressCopy).toHaveText('Copy', { timeout: 3_000 });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('PayPal without a phone opens the verified modal; with the phone from the outbox it pays', async ({
    page,
  }) => {
    await openRecharge(page);
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(pay).toBeEnabled();
    await page.getByRole('radio', { name: 'PayPal' }).check();
    const modal = page.getByRole('dialog', { name: 'Verify your phone number' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(pay).toBeDisabled();
    await expect(page.getByTestId('recharge-custom')).toBeDisabled();
    await page.getByTestId('payment-need-phone').getByRole('button', { name: 'Verify phone' }).click();

    // A phone nobody on this brand has, verified with the SMS code the outbox shows.
    const phone = `20255${String(Date.now()).slice(-5)}`;
    await modal.getByLabel('Country code').fill('1');
    await modal.getByLabel('Phone number').fill(phone);
    await modal.getByRole('button', { name: 'Send code' }).click();
    await expect(modal.getByTestId('verify-code')).toBeVisible();
    const code = await smsCodeFromOutbox(page, `1${phone}`);
    await modal.getByRole('textbox', { name: 'Code digit 1' }).click();
    await page.keyboard.type(code);
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('payment-need-phone')).toHaveCount(0);

    await expect(pay).toBeEnabled();
    await pay.click();
    const paypalModal = page.getByRole('dialog', { name: 'Pay with PayPal' });
    await expect(paypalModal.getByTestId('payment-title-total')).toHaveText('Total: 50.00 Coins');
    const popupPromise = page.waitForEvent('popup');
    await paypalModal.getByRole('button', { name: 'Go to payment' }).click();
    const popup = await popupPromise;
    // The stand-in PayPal page opens only with the hidden form of this order (amount and custom).
    await expect(popup.getByText('Amount: 50.00 Coins')).toBeVisible();
    await expect(popup.getByLabel('PayPal account')).toHaveValue('buyer@paypal.sandbox.test');
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 50.0000 Coins');
  });
});
