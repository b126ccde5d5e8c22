import path from 'node:path';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { demoAccount, freshEmail } from './fresh-account.ts';
import { logIn, signIn, signUp } from './pages.ts';

// Only when asked (SHOTS_DIR=/tmp/shots): pictures for a human to look at, not assertions.
const shotsDir = process.env.SHOTS_DIR;
test.skip(!shotsDir, 'set SHOTS_DIR to take screenshots');

// Demo alice: the pictures show the shells as the seeded demo data fills them.
test('screenshots of the login page and the shells', async ({ page }) => {
  const shot = (name: string) => page.screenshot({ path: path.join(shotsDir!, `${name}.png`) });
  await page.goto(brandUrl('pingme'));
  await expect(page.getByRole('heading', { name: 'Log in to PingMe' })).toBeVisible();
  await shot('pingme-login');

  await signIn(page, 'pingme', demoAccount('alice'));
  await expect(page.getByRole('listbox', { name: 'Conversations' })).toBeVisible();
  await shot('pingme-shell');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText(/Coins/);
  await shot('pingme-account');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot('pingme-logout-dialog');

  await signIn(page, 'jiema', demoAccount('alice'));
  await expect(page.getByText('接码功能暂未开放')).toBeVisible();
  await shot('jiema-shell');
  await page.getByRole('tab', { name: '账户' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText(/\$/);
  await shot('jiema-account');
});

test('screenshot of the captcha modal', async ({ page }) => {
  const email = freshEmail();
  await page.goto(brandUrl('wephone'));
  await signUp(page, email, 'correct horse 1');
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const dialog = page.getByRole('dialog');
  for (let attempt = 0; attempt < 6 && !(await dialog.isVisible()); attempt += 1) {
    await logIn(page, email, `wrong ${attempt}`);
    await expect(page.getByRole('alert').or(dialog)).toBeVisible();
  }
  const image = dialog.getByRole('img', { name: 'Captcha picture' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.type('ab');
  await page.screenshot({ path: path.join(shotsDir!, 'wephone-captcha.png') });
});
