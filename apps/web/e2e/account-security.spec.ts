import { expectNoSeriousA11yViolations } from './a11y.ts';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { logIn, signUp } from './pages.ts';

test('a user signs another device out, then changes the password', async ({ browser }) => {
  const email = freshEmail();
  const password = 'correct horse 1';
  const newPassword = 'battery staple 2';

  const first = await (await browser.newContext()).newPage();
  await first.goto(brandUrl('pingme'));
  await signUp(first, email, password);
  await expect(first.getByRole('tab', { name: 'Account' })).toBeVisible();

  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await second.goto(brandUrl('pingme'));
  await logIn(second, email, password);
  await expect(second.getByRole('tab', { name: 'Account' })).toBeVisible();

  await first.getByRole('tab', { name: 'Account' }).click();
  await first
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'Security', exact: true })
    .click();
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('Security');
  const sessions = first.getByTestId('session-item');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(first);

  await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions).toHaveCount(1);
  // The other device's socket is told its session ended: it says so and is back at the log-in screen.
  const notice = second.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('You have been logged out.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(second.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  await first.getByLabel('Current password').fill(password);
  await first.getByLabel('New password', { exact: true }).fill(newPassword);
  await first.getByLabel('Confirm new password').fill(newPassword);
  await first.getByRole('button', { name: 'Change password' }).click();
  await expect(first.getByText('Your password was changed.', { exact: false })).toBeVisible();

  await logIn(second, email, newPassword);
  await expect(second.getByRole('tab', { name: 'Account' })).toBeVisible();
  await secondContext.close();
});
