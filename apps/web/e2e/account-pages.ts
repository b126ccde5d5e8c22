import { expect, type Page } from '@playwright/test';
import { PHONE_CODE_LENGTH } from '@switchboard/protocol';
import { readOutbox } from './api.ts';

// The account tab driven as a person does: its sections, the profile form, a phone verified with
// the texted code, a top-up in the sandbox checkout tab.

/** Opens a section of the account tab's left navigation. */
export async function openAccountSection(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** Fills in and saves the profile form of a brand without use-case questions, closing the status modal. */
export async function submitProfile(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByTestId('profile-update-button').click();
  const form = page.getByRole('dialog', { name: 'Update profile' });
  await form.getByTestId('profile-field-firstName').fill('Ada');
  await form.getByTestId('profile-field-lastName').fill('Lovelace');
  await form.getByTestId('profile-field-address').fill('12 St James Square');
  await form.getByTestId('profile-field-city').fill('New York');
  await form.getByTestId('profile-field-province').fill('NY');
  await form.getByTestId('profile-field-postalCode').fill('10001');
  await form.getByRole('combobox', { name: /Country\/Region/ }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('profile-status-text') })
    .getByRole('button')
    .click();
}

/** Verifies a fresh phone from the profile section with the SMS code the simulator's outbox shows. */
export async function verifyFreshPhone(page: Page, origin: string): Promise<void> {
  await openAccountSection(page, 'Profile');
  await page.getByRole('button', { name: 'Set phone' }).click();
  const modal = page.getByRole('dialog', { name: 'Set your phone number' });
  const phone = `20255${String(Date.now()).slice(-5)}`;
  await modal.getByLabel('Country code').fill('1');
  await modal.getByLabel('Phone number').fill(phone);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByTestId('verify-code')).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await readOutbox(origin))
        .find((message) => message.channel === 'sms' && message.to === `1${phone}`)
        ?.text.match(new RegExp(`\\b\\d{${PHONE_CODE_LENGTH}}\\b`))?.[0];
      return code;
    })
    .toBeDefined();
  await modal.getByRole('textbox', { name: 'Code digit 1' }).click();
  await page.keyboard.type(code ?? '');
  await expect(modal).toBeHidden();
  // Digits only: how the profile groups the number is not this helper's business.
  await expect
    .poll(async () => ((await page.getByTestId('account-phone').textContent()) ?? '').replace(/\D/g, ''))
    .toContain(phone);
}

/**
 * Tops up the brand's default recharge tile with the sandbox card in its checkout tab, waits until
 * the recharge screen shows the balance `after` (e.g. "50.0000 Coins") and closes the dialog.
 */
export async function topUpDefaultTile(page: Page, after: string): Promise<void> {
  await openAccountSection(page, 'Recharge');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('recharge-balance')).toHaveText(`Balance: ${after}`);
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
}
