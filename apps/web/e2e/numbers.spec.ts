import { expect, type Page, test } from '@playwright/test';
import { type OutboxMessage, SIMULATOR_OUTBOX_PATH, SIMULATOR_REVIEW_PATH } from '@switchboard/protocol';
import { brandUrl, freshEmail, signUp } from './fixtures.ts';

const server = () => `http://127.0.0.1:${process.env.SB_E2E_PORT}`;

/** Fills in the pingme profile form and has the operator approve it through the simulator. */
async function reviewedProfile(page: Page, email: string): Promise<void> {
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
  const decided = await page.request.post(`${server()}${SIMULATOR_REVIEW_PATH}`, {
    data: { brand: 'pingme', email, target: 'profile', decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
}

/** Verifies a fresh phone from the profile with the SMS code the outbox shows. */
async function verifiedPhone(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'Profile' })
    .click();
  await page.getByRole('button', { name: 'Set phone' }).click();
  const modal = page.getByRole('dialog', { name: 'Change phone number' });
  const phone = `20255${String(Date.now()).slice(-5)}`;
  await modal.getByLabel('Country code').fill('1');
  await modal.getByLabel('Phone number').fill(phone);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByTestId('verify-code')).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get(`${server()}${SIMULATOR_OUTBOX_PATH}`)).json())
        .data as OutboxMessage[];
      code = messages.find((message) => message.to === `1${phone}`)?.text.match(/\b\d{4}\b/)?.[0];
      return code;
    })
    .toBeDefined();
  await modal.getByRole('textbox', { name: 'Code digit 1' }).click();
  await page.keyboard.type(code as string);
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-phone')).toContainText(phone);
}

/** Tops up the default tile (50 coins) with the sandbox card. */
async function topUp(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'Recharge' })
    .click();
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 50.0000 Coins');
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
}

test('rent a number in an area code, text from it, change its plan at the next cycle, unsubscribe', async ({
  page,
}) => {
  const email = freshEmail();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, 'correct horse 1');
  await reviewedProfile(page, email);
  await verifiedPhone(page);
  await topUp(page);

  // New number: United States, local, New York, area code 646, the first number, Pay As You Go monthly.
  await page.getByRole('tab', { name: 'Numbers' }).click();
  // pingme shows the number tips once.
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await tips.getByRole('button', { name: 'Got it' }).click();
  await expect(tips).toBeHidden();
  await page.getByRole('button', { name: 'New number' }).first().click();
  const step1 = page.getByTestId('new-number-step1');
  await step1.getByLabel('Country').selectOption({ label: 'United States (+1)' });
  await step1.getByLabel('State / province').selectOption('NY');
  await step1.getByLabel('Area code').selectOption('646');
  const first = page.getByTestId('number-list').getByRole('option').first();
  const chosen = ((await first.textContent()) ?? '').match(/\+1 (\d{10})/)?.[1] ?? '';
  expect(chosen).toMatch(/^646\d{7}$/);
  await first.click();
  await step1.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Pay As You Go' }).check();
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Subscription confirmation' });
  await confirm.getByRole('button', { name: 'Subscribe' }).click();
  const result = page.getByRole('dialog', { name: 'Subscription notice' });
  await result.getByRole('button', { name: 'OK' }).click();
  const row = page.getByTestId('number-row').filter({ hasText: chosen });
  await expect(row).toBeVisible();

  // Text from it.
  await page.getByRole('tab', { name: 'Chats' }).click();
  await page.getByRole('button', { name: 'New SMS' }).click();
  await page.getByTestId('new-chat-header').getByRole('textbox', { name: 'Phone number' }).fill('2025550177');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially('from my new number');
  await box.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: 'from my new number' })).toHaveAttribute(
    'data-status',
    '0',
  );

  // Change the plan at the next billing cycle.
  await page.getByRole('tab', { name: 'Numbers' }).click();
  await row.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('radiogroup', { name: 'Choose a new plan' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  const timing = page.getByRole('dialog', { name: 'When should the change take effect?' });
  await timing.getByRole('radio', { name: /Next billing cycle/ }).check();
  await timing.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Plan changed' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/^Pending: /)).toBeVisible();
  await page.getByRole('button', { name: 'Back to number management' }).click();

  // Unsubscribe it.
  await row.getByRole('button', { name: 'Unsubscribe' }).click();
  await page
    .getByRole('dialog', { name: 'Unsubscribe this number?' })
    .getByRole('button', { name: 'Unsubscribe' })
    .click();
  await expect(row).toHaveCount(0);
});
