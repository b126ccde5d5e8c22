import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, freshEmail } from './fresh-account.ts';
import { logIn, signUp, tabNames } from './pages.ts';

test.describe('sign up and log in', () => {
  test('a new pingme account signs up, sees the five tabs, logs out and logs in again', async ({ page }) => {
    const email = freshEmail();
    await page.goto(brandUrl('pingme'));
    await expect(page).toHaveTitle('Log in - PingMe');
    await signUp(page, email, 'correct horse 1');
    expect(await tabNames(page)).toEqual(['Chats', 'Verification', 'Numbers', 'Contacts', 'Account']);
    await expect(page.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('Chats - PingMe');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Log in to PingMe' })).toBeVisible();

    await logIn(page, email, 'correct horse 1');
    expect(await tabNames(page)).toEqual(['Chats', 'Verification', 'Numbers', 'Contacts', 'Account']);
  });

  test('signing up twice with one email says the account exists, inline', async ({ page }) => {
    const email = freshEmail();
    await page.goto(brandUrl('wephone'));
    await signUp(page, email, 'correct horse 1');
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await signUp(page, email, 'another pass 2');
    await expect(page.getByRole('alert')).toContainText(/already/i);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a wrong password is reported inline; the right one logs in', async ({ page }) => {
    const account = await createFreshAccount({ brand: 'pingme' });
    await page.goto(brandUrl('pingme'));
    await logIn(page, account.email, 'not the password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.goto(brandUrl('pingme'));
    await logIn(page, account.email, account.password);
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByTestId('account-email')).toHaveText(account.email);
    await expect(page.getByTestId('account-balance')).toHaveText('0.0000 Coins');
  });

  test('client-side validation runs before any call', async ({ page }) => {
    await page.goto(brandUrl('pingme'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Please enter email address')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('The password must be at least 8 characters')).toBeVisible();
  });

  test('repeated failures bring up the captcha with its image', async ({ page }) => {
    const email = freshEmail();
    await page.goto(brandUrl('pingme'));
    await signUp(page, email, 'correct horse 1');
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.reload();

    const dialog = page.getByRole('dialog');
    for (let attempt = 0; attempt < 6 && !(await dialog.isVisible()); attempt += 1) {
      await logIn(page, email, `wrong ${attempt}`);
      await expect(page.getByRole('alert').or(dialog)).toBeVisible();
    }
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Captcha picture' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const firstSrc = await image.getAttribute('src');
    await image.click();
    await expect(image).not.toHaveAttribute('src', firstSrc ?? '');
    await expect(dialog.getByLabel('Character 1')).toBeFocused();

    // A wrong answer reloads the picture and says so.
    await page.keyboard.type('zzzz');
    await expect(dialog.getByText(/incorrect/i)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
