import { apiUrl, CAPTCHA_ANSWER_HEADER, EMAIL_CODE_LENGTH } from '@switchboard/protocol';
import { openAccountSection } from './account-pages.ts';
import { readOutbox, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, freshEmail } from './fresh-account.ts';
import { signIn } from './pages.ts';

/** The newest code the outbox holds for an address (what the person would read in their mail). */
async function codeFromOutbox(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(sharedOrigin())).find(
        (message) => message.channel === 'email' && message.to === to,
      );
      code = mail?.text.match(new RegExp(`\\b\\d{${EMAIL_CODE_LENGTH}}\\b`))?.[0];
      return code;
    })
    .toBeDefined();
  return code as string;
}

test('verify a new email from the outbox, top up, text, and find both in the bill history', async ({
  page,
}) => {
  // A cloud number's plan is whole cloud coins: its top-up leaves nothing.
  const account = await createFreshAccount({ brand: 'cloudnumber', numbers: 1 });
  const other = await createFreshAccount({ brand: 'cloudnumber' });
  await signIn(page, 'cloudnumber', account, { query: '?cc=us' });
  await expect(page.getByRole('button', { name: 'New SMS' })).toBeEnabled();

  // Email: the verified modal with its captcha, then the 6-digit code from the outbox.
  await openAccountSection(page, 'Profile');
  // The latest captcha picture's answer: the one on screen (the picture loads once per id).
  let answer = '';
  page.on('response', (response) => {
    if (response.url().includes(`${apiUrl('captcha')}?`))
      answer = response.headers()[CAPTCHA_ANSWER_HEADER] ?? '';
  });
  await page.getByRole('button', { name: 'Update email' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your email' });
  // The address is checked first: an address of another account is said before any captcha.
  await modal.getByLabel('Email address').fill(other.email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toContainText('This email address is already used by another account.');
  await expect(modal.getByRole('img', { name: 'Captcha picture' })).toHaveCount(0);
  const email = freshEmail();
  await modal.getByLabel('Email address').fill(email);
  // The button ignores a second click within 1 s of the first; once the server has accepted the
  // address it becomes "Send code", so it is clicked again only while it still says Continue.
  await expect(async () => {
    const next = modal.getByRole('button', { name: 'Continue' });
    if (await next.isVisible()) await next.click({ timeout: 1000 });
    await expect(modal.getByRole('img', { name: 'Captcha picture' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect.poll(() => answer).not.toBe('');
  await modal.getByLabel('Captcha', { exact: true }).fill(answer);
  await expect(async () => {
    if (await modal.getByRole('button', { name: 'Send code' }).isVisible())
      await modal.getByRole('button', { name: 'Send code' }).click({ timeout: 1000 });
    await expect(modal.getByTestId('verify-code')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const code = await codeFromOutbox(email);
  await expect(modal.getByTestId('verify-code')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Code digit 1' }).click();
  await page.keyboard.type(code);
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // Top up 10 with the sandbox card.
  await openAccountSection(page, 'Recharge');
  await page.getByRole('radio', { name: '10.00 cloud coins' }).click();
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 10.00 cloud coins');
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();

  // A text to an outside number, charged per segment.
  await page.getByRole('tab', { name: 'Chats' }).click();
  await page.getByRole('button', { name: 'New SMS' }).click();
  await page.getByTestId('new-chat-header').getByRole('textbox', { name: 'Phone number' }).fill('2025550143');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially('hello from the bill test');
  await box.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: 'hello from the bill test' })).toHaveAttribute(
    'data-status',
    '0',
  );

  await openAccountSection(page, 'Bill history');
  const rows = page.getByTestId('bill-row');
  // Newest first: the text, the top-up of 10, then the setup's own (the plan's top-up and rent).
  const recharges = rows.filter({ hasText: 'Recharge' });
  await expect(recharges).toHaveCount(2);
  await expect(rows.filter({ hasText: 'SMS/MMS' })).toHaveCount(1);
  await expect(recharges.first().getByTestId('bill-charge')).toContainText('10.00');
  await expect(rows.first()).toContainText('SMS/MMS');
});
