import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

// A 1x1 transparent PNG: a real image, so the server's format check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('account area', () => {
  test('a new wephone user fills in the profile and submits an identity proof', async ({ page }) => {
    await page.goto(brandUrl('wephone'));
    await signUp(page, freshEmail(), 'correct horse 1');
    await page.getByRole('tab', { name: 'Account' }).click();

    const nav = page.getByRole('navigation', { name: 'Account sections' });
    for (const name of [
      'Profile',
      'Rates',
      'Recharge',
      'History',
      'Bill history',
      'SMS',
      'Call history',
      'Call settings',
    ]) {
      await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    await expect(page.getByTestId('profile-status')).toHaveText('Not submitted');

    await page.getByTestId('profile-update-button').click();
    const form = page.getByRole('dialog', { name: 'Update profile' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('Please ensure the address you entered is true and accurate.');
    await expect(form).toContainText('Please choose your most-used feature');

    await form.getByTestId('profile-field-firstName').fill('Grace');
    await form.getByTestId('profile-field-lastName').fill('Hopper');
    await form.getByTestId('profile-field-address').fill('2 Navy Way');
    await form.getByTestId('profile-field-city').fill('Arlington');
    await form.getByTestId('profile-field-province').fill('VA');
    await form.getByTestId('profile-field-postalCode').fill('22201');
    await form.getByRole('combobox', { name: /Country\/Region/ }).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await form.getByRole('radio', { name: 'Calling' }).check();
    await form.getByRole('checkbox', { name: 'Daily main number' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const status = page.getByRole('dialog').filter({ has: page.getByTestId('profile-status-text') });
    await expect(status).toBeVisible();
    await status.getByRole('button').click();
    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');

    await page.getByTestId('profile-kyc-button').click();
    const identity = page.getByRole('dialog', { name: 'Identity proof' });
    await identity
      .getByTestId('identity-input-idCard')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await expect(identity.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await identity.getByRole('button', { name: 'Next' }).click();
    await identity
      .getByTestId('identity-input-idHold')
      .setInputFiles({ name: 'hold.png', mimeType: 'image/png', buffer: PNG });
    await identity.getByRole('button', { name: 'Upload' }).click();
    const done = page.getByRole('dialog', { name: 'Submitted' });
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('profile-kyc')).toHaveText('Reviewing');
    await expect(page.getByTestId('profile-kyc-button')).toHaveText('Check Profile');
  });

  test('jiema shows its own sections and the header balance outside the profile', async ({ page }) => {
    // cc=us asks for English on the Chinese-first brand.
    await page.goto(brandUrl('jiema', '?cc=us'));
    await signUp(page, freshEmail(), 'correct horse 1');
    await page.getByRole('tab', { name: 'Account' }).click();
    const nav = page.getByRole('navigation', { name: 'Account sections' });
    await expect(nav.getByRole('button', { name: 'Subscription history' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Rates' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Call history' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Call settings' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Subscription history' }).click();
    await expect(page.getByTestId('account-header-balance')).toBeVisible();
  });
});
