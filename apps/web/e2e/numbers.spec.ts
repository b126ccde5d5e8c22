import type { Page } from '@playwright/test';
import { submitProfile, topUpDefaultTile, verifyFreshPhone } from './account-pages.ts';
import { brandUrl, decideReview, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

/** Submits the pingme profile, has the operator approve it, and dismisses the notice that reaches the page. */
async function reviewedProfile(page: Page, email: string): Promise<void> {
  await submitProfile(page);
  await decideReview(sharedOrigin(), { brand: 'pingme', email, kind: 'profile', decision: 'approve' });
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Your profile was approved.');
  await notice.getByRole('button', { name: 'OK' }).click();
}

test('rent a number in an area code, text from it, change its plan at the next cycle, unsubscribe', async ({
  page,
}) => {
  const email = freshEmail();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, 'correct horse 1');
  await reviewedProfile(page, email);
  await verifyFreshPhone(page, sharedOrigin());
  await topUpDefaultTile(page, '50.0000 Coins');

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
  // Numbers read "+1 646 555 0123" on every screen.
  const chosen = ((await first.textContent()) ?? '').match(/\+1 \d{3} \d{3} \d{4}/)?.[0] ?? '';
  expect(chosen).toMatch(/^\+1 646 /);
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
  // The same group and billing-cycle picker as the new-number flow: a group picks its first cycle.
  await page
    .getByRole('radiogroup', { name: 'Plan' })
    .getByRole('radio', { name: 'Unlimited Texts' })
    .check();
  await expect(
    page.getByRole('radiogroup', { name: 'Billing cycle' }).getByRole('radio', { name: /Monthly/ }),
  ).toBeChecked();
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
