import { StorageKey } from '../src/lib/storage.ts';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, type FreshAccount } from './fresh-account.ts';
import { signIn, tabNames } from './pages.ts';

test.describe('shell', () => {
  let account: FreshAccount;
  test.beforeEach(async ({ page }) => {
    account = await createFreshAccount({ brand: 'pingme' });
    await signIn(page, 'pingme', account);
  });

  test('page title follows the tab', async ({ page }) => {
    await expect(page).toHaveTitle('Chats - PingMe');
    await page.getByRole('tab', { name: 'Numbers' }).click();
    await expect(page).toHaveTitle('Numbers - PingMe');
    // The numbers tab: its New number button, or (first visit on pingme) the tips dialog over it.
    const numbersTab = page
      .getByRole('button', { name: 'New number' })
      .or(page.getByRole('dialog', { name: 'Tips' }));
    await expect(numbersTab.first()).toBeVisible();
  });

  test('language switch translates the shell and survives a reload', async ({ page }) => {
    await page.getByRole('button', { name: 'Switch language' }).click();
    expect(await tabNames(page)).toEqual(['消息', '接码', '号码', '联系人', '账户']);
    await expect(page).toHaveTitle('消息 - PingMe');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.reload();
    expect(await tabNames(page)).toEqual(['消息', '接码', '号码', '联系人', '账户']);
    await page.getByRole('button', { name: '切换语言' }).click();
    await expect(page).toHaveTitle('Chats - PingMe');
  });

  test('logout asks for confirmation; Cancel stays, Log out ends the session', async ({ page }) => {
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tablist')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Log in to PingMe' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.token)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in to PingMe' })).toBeVisible();
  });

  test('help drafts a Feedback mail with the webchat id; the socket connects', async ({ page }) => {
    const help = page.getByRole('link', { name: 'Help and feedback' });
    const feedback = '^mailto:support@pingme\\.example\\?subject=Feedback&body=.*';
    const email = encodeURIComponent(account.email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(help).toHaveAttribute('href', new RegExp(`${feedback}${email}|${feedback}\\d{5,}`));
    await page.waitForTimeout(1500);
    await expect(page.getByText(/Reconnecting|offline/)).toHaveCount(0);
  });
});

test('logging out in one tab ends the other tabs of the browser too, without a second alert', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, 'wetalkpro', await createFreshAccount({ brand: 'wetalkpro' }));

  const second = await context.newPage();
  await second.goto(brandUrl('wetalkpro'));
  await expect(second.getByRole('tablist')).toBeVisible();
  await second.getByRole('button', { name: 'Log out' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(second.getByRole('heading', { name: 'Log in to WeTalk Pro' })).toBeVisible();

  await expect(first.getByRole('heading', { name: 'Log in to WeTalk Pro' })).toBeVisible();
  await expect(first.getByRole('alertdialog')).toHaveCount(0);
  await expect(second.getByRole('alertdialog')).toHaveCount(0);
});

test('a session ended on another device logs this one out over the socket, with its own message', async ({
  newContext,
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, 'wetalkpro', await createFreshAccount({ brand: 'wetalkpro' }));

  // Another browser holding the same session (its stored token copied): no shared tab channel.
  const device = await newContext({ storageState: await context.storageState() });
  const second = await device.newPage();
  await second.goto(brandUrl('wetalkpro'));
  await expect(second.getByRole('tablist')).toBeVisible();
  await second.getByRole('button', { name: 'Log out' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(second.getByRole('heading', { name: 'Log in to WeTalk Pro' })).toBeVisible();

  const alert = first.getByRole('alertdialog');
  await expect(alert).toContainText('You have been logged out. Please log in again.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(first.getByRole('heading', { name: 'Log in to WeTalk Pro' })).toBeVisible();
});
