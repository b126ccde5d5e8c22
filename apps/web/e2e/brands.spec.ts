import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, freshEmail } from './fresh-account.ts';
import { signIn, signUp, tabNames } from './pages.ts';

test.describe('brands', () => {
  test('jiema opens on verification, in Chinese, without chats, contacts or numbers', async ({ page }) => {
    const account = await createFreshAccount({ brand: 'jiema' });
    await page.goto(brandUrl('jiema'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('登录 - 接码');
    await page.getByLabel('邮箱').fill(account.email);
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    expect(await tabNames(page)).toEqual(['接码', '账户']);
    await expect(page.getByRole('tab', { name: '接码' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('接码 - 接码');
    await expect(page.getByTestId('jiema-verification')).toBeVisible();
    await page.getByRole('tab', { name: '账户' }).click();
    await expect(page.getByTestId('account-balance')).toHaveText('$0.00');
  });

  test('cloudnumber has no verification or contacts tab and shows cloud coins', async ({ page }) => {
    await page.goto(brandUrl('cloudnumber', '?cc=us'));
    await signUp(page, freshEmail(), 'correct horse 1');
    expect(await tabNames(page)).toEqual(['Chats', 'Numbers', 'Account']);
    await expect(page).toHaveTitle('Chats - Cloud Number');
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page).toHaveTitle('Account - Cloud Number');
    await expect(page.getByTestId('account-balance')).toHaveText('0.00 cloud coins');
  });

  test('wetalk shows dollars with four decimals; front page hides the tabs', async ({ page }) => {
    await signIn(page, 'wetalk', await createFreshAccount({ brand: 'wetalk', balance: 12 }));
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByTestId('account-balance')).toHaveText('$12.0000');

    await page.goto(brandUrl('wetalk', '?front=1'));
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // A visitor browses what needs no account: the verification services and the rates.
    await expect(page.getByTestId('verification-multi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rates' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(page.url()).not.toContain('front=');
  });
});
