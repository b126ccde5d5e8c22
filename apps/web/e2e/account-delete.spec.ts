import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { Retcode, retcodeInfo } from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { openAccountSection } from './account-pages.ts';
import { brandUrl } from './api.ts';
import { catalogueText } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { logIn, signUp } from './pages.ts';

/** A text of the Chinese catalogue by its dotted key. */
function zh(namespace: string, key: string): string {
  const file = fileURLToPath(new URL(`../src/locales/zh-CN/${namespace}.json`, import.meta.url));
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`the Chinese catalogue has no ${namespace}:${key}`);
  return node;
}

/** Tops up the default tile (50 coins) with the sandbox card. */
async function topUp(page: Page): Promise<void> {
  await openAccountSection(page, 'Recharge');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('recharge-balance')).toHaveText('Balance: 50.0000 Coins');
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
  await popup.close();
}

test('a user deletes the account: the balance is named first, then sign-in is refused everywhere', async ({
  browser,
}) => {
  const email = freshEmail();
  const password = 'correct horse 1';

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, password);
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
  await topUp(page);

  // A second device, signed in to the same account.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(brandUrl('pingme'));
  await logIn(other, email, password);
  await expect(other.getByRole('tab', { name: 'Account' })).toBeVisible();

  await openAccountSection(page, 'Security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByTestId('delete-account-balance')).toHaveText(
    'Your remaining balance of 50.0000 Coins is forfeited. It is not refunded.',
  );
  await expect(dialog.getByTestId('delete-account-numbers')).toHaveText(
    catalogueText('security', 'delete.noNumbers'),
  );
  await expectNoSeriousA11yViolations(page);

  // A wrong password is shown under the field, and nothing happens.
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  // This device is back at the sign-in screen with a notice.
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText(catalogueText('security', 'delete.done'));
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // The other device's socket is told the account was deleted; it is back at the sign-in screen too.
  const otherNotice = other.getByRole('alertdialog', { name: 'Notice' });
  await expect(otherNotice).toContainText(retcodeInfo(Retcode.ACCOUNT_DELETED)?.message.en ?? '');
  await otherNotice.getByRole('button', { name: 'OK' }).click();
  await expect(other.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // Signing in is refused as for an unknown account.
  await logIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText('The account or password is incorrect.');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveCount(0);

  await otherContext.close();
  await context.close();
});

test('the delete-account dialog in Chinese says what is lost', async ({ page }) => {
  await page.goto(brandUrl('pingme'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByRole('tab', { name: zh('common', 'tabs.account') }).click();
  await page
    .getByRole('navigation', { name: zh('account', 'nav.label') })
    .getByRole('button', { name: zh('account', 'nav.security'), exact: true })
    .click();
  await page.getByRole('button', { name: zh('security', 'delete.open') }).click();
  const dialog = page.getByRole('dialog', { name: zh('security', 'delete.dialogTitle') });
  await expect(dialog.getByTestId('delete-account-balance')).toHaveText(
    '您的剩余余额 0.0000 金币 将作废，不予退还。',
  );
  await expect(dialog.getByTestId('delete-account-numbers')).toHaveText(zh('security', 'delete.noNumbers'));
  await expect(dialog.getByText(zh('security', 'delete.warning'))).toBeVisible();
  await expect(dialog.getByLabel(zh('security', 'delete.password'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: zh('security', 'delete.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: zh('common', 'tabs.account') })).toBeVisible();
});
