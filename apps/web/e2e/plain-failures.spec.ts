import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiUrl, Retcode } from '@switchboard/protocol';
import Database from 'better-sqlite3';
import { apiCall, brandUrl, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, freshEmail } from './fresh-account.ts';
import { logIn, signIn } from './pages.ts';

// Each test signs in with an account of its own.

/** Sets an account's status straight in the e2e server's database: nothing outside can suspend one. */
function setAccountStatus(email: string, status: 'suspended' | 'deleted'): void {
  const dataDir = process.env.SB_E2E_DATA_DIR;
  if (!dataDir) throw new Error('SB_E2E_DATA_DIR is not set');
  const db = new Database(path.join(dataDir, 'switchboard.db'));
  try {
    const changed = db.prepare('UPDATE accounts SET status = ? WHERE email = ?').run(status, email).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
}

/** Answers every lock request of the page with a failure code, as the server would. */
async function refuseLocks(page: Page, retcode: number, retmsg: string): Promise<void> {
  await page.route(`**${apiUrl('lockVerificationCodePhone')}?*`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ retcode, retmsg, data: null }),
    }),
  );
}

/** Signs a fresh account in on wetalkpro and fills step 1 of a new code (WhatsApp, United States, an option, terms). */
async function fillStepOne(page: Page): Promise<void> {
  await signIn(page, 'wetalkpro', await createFreshAccount({ brand: 'wetalkpro' }));
  await page.getByRole('tab', { name: 'Verification' }).click();
  await page.getByRole('combobox', { name: 'Service' }).fill('WhatsApp');
  await page.getByRole('option', { name: 'WhatsApp', exact: true }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: /^United States \+1$/ }).click();
  await page.getByTestId('verification-option').and(page.locator(':not(.Mui-disabled)')).first().click();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByTestId('verification-get-number').click();
}

async function expectStepOneKept(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('WhatsApp');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United States +1');
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  await expect(page.getByTestId('verification-get-number')).toBeEnabled();
}

test('a suspended account is told so on the login form, in English and in Chinese', async ({
  page,
  browser,
}) => {
  const email = freshEmail();
  await apiCall(sharedOrigin(), 'register', {
    body: { platform: 'pingme', email, password: 'correct horse 1' },
  });
  setAccountStatus(email, 'suspended');

  await page.goto(brandUrl('pingme'));
  await logIn(page, email, 'correct horse 1');
  await expect(page.getByRole('alert')).toHaveText(
    'Your account has been suspended for suspicious activity. Please contact support.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // A browser set to Chinese gets the Chinese interface, and the reason in Chinese.
  const chinese = await browser.newContext({ locale: 'zh-CN' });
  const zhPage = await chinese.newPage();
  await zhPage.goto(brandUrl('pingme'));
  await zhPage.getByLabel('邮箱').fill(email);
  await zhPage.getByLabel('密码', { exact: true }).fill('correct horse 1');
  await zhPage.getByRole('button', { name: '登录', exact: true }).click();
  await expect(zhPage.getByRole('alert')).toHaveText('您的账号因可疑活动已被暂停，请联系客服。');
  await chinese.close();
});

test('a lock refused with 500000 keeps service, country and agreement and says why on the list', async ({
  page,
}) => {
  await refuseLocks(page, Retcode.NO_NUMBER_AVAILABLE, 'No numbers are available right now.');
  await fillStepOne(page);
  await expect(page.getByTestId('lock-failure')).toHaveText(
    'No numbers are available right now. Please try again later.',
  );
  await page.getByTestId('verification-dialog-confirm').click();
  await expectStepOneKept(page);
});

test('300002 shows the general error dialog once, and the form stays filled', async ({ page }) => {
  await refuseLocks(page, Retcode.SERVICE_UNAVAILABLE, 'The service is temporarily unavailable.');
  await fillStepOne(page);
  const general = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(general).toContainText('The service is temporarily unavailable.');
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await general.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('lock-failure')).toHaveText('The service is temporarily unavailable.');
  await expectStepOneKept(page);
});

test('changing a plan immediately without balance shows the insufficient-balance dialog', async ({
  page,
}) => {
  await signIn(page, 'wetalkpro', await createFreshAccount({ brand: 'wetalkpro', numbers: 1 }));
  await page.getByRole('tab', { name: 'Numbers' }).click();
  // wetalkpro shows the number tips once, to a browser that has not seen them.
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await tips.getByRole('button', { name: 'Got it' }).click();
  await expect(tips).toBeHidden();
  const row = page.getByTestId('number-row').first();
  await row.getByRole('button', { name: 'Manage' }).click();
  // The number is on the cheapest monthly plan; Unlimited costs more than what its top-up left.
  await page
    .getByRole('radiogroup', { name: 'Plan' })
    .getByRole('radio', { name: 'Unlimited', exact: true })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  const timing = page.getByRole('dialog', { name: 'When should the change take effect?' });
  await timing.getByRole('radio', { name: 'Immediately' }).check();
  await timing.getByRole('button', { name: 'Confirm' }).click();
  const noCredit = page.getByRole('dialog', { name: 'Insufficient balance' });
  await expect(noCredit).toBeVisible();
  await expect(timing).toBeHidden();
  await noCredit.getByRole('button', { name: 'Recharge' }).click();
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeVisible();
});
