import type { Page } from '@playwright/test';
import {
  AUTH_HEADER,
  apiUrl,
  numberSearchDataSchema,
  Retcode,
  SIMULATOR_RENEWALS_PATH,
  simulatorRenewalsDataSchema,
  WEB_VERSION,
} from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { submitProfile, topUpDefaultTile, verifyFreshPhone } from './account-pages.ts';
import { apiBalance, apiCall, apiLogIn, brandUrl, decideReview, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

// An action that cannot happen (a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

const PASSWORD = 'correct horse 1';
/** US Unlimited monthly: 37.08 Coins, more than a 50-coin top-up leaves after buying it. */
const PLAN = '1101';

/** A fresh pingme account on `page` allowed to rent numbers, with a session of its own for API calls. */
async function shopper(page: Page): Promise<{ email: string; token: string }> {
  const email = freshEmail();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, PASSWORD);
  await submitProfile(page);
  await decideReview(sharedOrigin(), { brand: 'pingme', email, kind: 'profile', decision: 'approve' });
  await dismissNotice(page, 'Your profile was approved.');
  await verifyFreshPhone(page, sharedOrigin());
  return { email, token: await apiLogIn(sharedOrigin(), 'pingme', email, PASSWORD) };
}

/** The global notice shows `text`; OK closes it. */
async function dismissNotice(page: Page, text: string | RegExp): Promise<void> {
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText(text);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
}

/**
 * Rents a US number on PLAN over the API (the new-number flow has its own spec): one of those on
 * offer, chosen at random so parallel tests do not race for the same one. Resolves its full digits.
 */
async function rent(token: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const search = new URLSearchParams({
      t: String(Date.now()),
      webVersion: WEB_VERSION,
      languagecode: 'en',
      code: 'US',
      type: 'local',
      telCode: '1',
    });
    const response = await fetch(`${sharedOrigin()}${apiUrl('getVirtualPhoneByAreaCode')}?${search}`, {
      headers: { [AUTH_HEADER]: token },
    });
    const { phones } = numberSearchDataSchema.parse(((await response.json()) as { data: unknown }).data);
    const phone = phones[Math.floor(Math.random() * phones.length)];
    if (phone === undefined) break;
    const body = {
      platform: 'pingme',
      planId: PLAN,
      telCode: '1',
      phone: phone.phone,
      code: 'US',
      type: 'local',
    };
    try {
      await apiCall(sharedOrigin(), 'subVirtualPhone', { token, body });
      return `1${phone.phone}`;
    } catch {
      // Taken by another test a moment earlier: search again.
    }
  }
  throw new Error('no US number could be rented');
}

/** Lets `days` pass for the number on the server (the simulator's renewal clock); resolves its state. */
async function letDaysPass(number: string, days: number): Promise<string> {
  const response = await fetch(`${sharedOrigin()}${SIMULATOR_RENEWALS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, days }),
  });
  const envelope = (await response.json()) as { retcode: number; data: unknown };
  expect(envelope.retcode).toBe(Retcode.OK);
  return simulatorRenewalsDataSchema.parse(envelope.data).status;
}

/** Opens the numbers tab on number management; the first time, pingme shows its tips, dismissed here. */
async function openNumbers(page: Page, firstTime = false): Promise<void> {
  await page.getByRole('tab', { name: 'Numbers' }).click();
  if (firstTime) {
    const tips = page.getByRole('dialog', { name: 'Tips' });
    await tips.getByRole('button', { name: 'Got it' }).click();
    await expect(tips).toBeHidden();
  }
  await page
    .getByRole('navigation', { name: 'Numbers' })
    .getByRole('button', { name: 'Number management' })
    .click();
}

/**
 * A fresh shopper who topped up 50 coins and rented a number on PLAN (12.92 coins left), on the
 * numbers tab where the number is listed, paid up.
 */
async function rentedOnNumbersTab(page: Page): Promise<{ token: string; number: string }> {
  const { token } = await shopper(page);
  await topUpDefaultTile(page, '50.0000 Coins');
  const number = await rent(token);
  await openNumbers(page, true);
  await expect(page.getByTestId('number-row')).toHaveAttribute('data-status', 'active');
  return { token, number };
}

/** A number whose renewal just failed: the open page is told, and its row warns with Pay now. */
async function renewalFails(page: Page, number: string): Promise<void> {
  expect(await letDaysPass(number, 31)).toBe('grace');
  await dismissNotice(
    page,
    new RegExp(
      `The renewal of \\+${number} failed: your balance does not cover 37\\.08 Coins\\. Pay by \\d{4}-\\d{2}-\\d{2} or the number lapses\\.`,
    ),
  );
}

test('a renewal fails: the page is told, Pay now without credit says so, and after a top-up it renews at once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { token, number } = await rentedOnNumbersTab(page);
  const row = page.getByTestId('number-row');

  await renewalFails(page, number);
  // The list updated without a reload: a warning with the day the number lapses, and Pay now.
  const warning = row.getByTestId('number-grace');
  await expect(warning).toContainText(
    /The renewal of 37\.08 Coins could not be paid\. This number lapses on \d{4}-\d{2}-\d{2} unless you pay now\./,
  );
  await expectNoSeriousA11yViolations(page);

  // 12.92 coins do not cover it: the insufficient-balance dialog with the server's sentence.
  await warning.getByRole('button', { name: 'Pay now' }).click();
  const noCredit = page.getByRole('dialog', { name: 'Insufficient balance' });
  await expect(noCredit).toContainText('Your balance does not cover 37.08 Coins. Recharge and try again.');
  await expectNoSeriousA11yViolations(page);
  await noCredit.getByRole('button', { name: 'Back' }).click();
  expect(await apiBalance(sharedOrigin(), token)).toBe(129_200);

  await topUpDefaultTile(page, '62.9200 Coins');
  await openNumbers(page);
  await row.getByRole('button', { name: 'Pay now' }).click();
  await dismissNotice(
    page,
    new RegExp(`\\+${number} is renewed on Unlimited\\. Next payment: \\d{4}-\\d{2}-\\d{2}\\.`),
  );
  await expect(row.getByTestId('number-grace')).toHaveCount(0);
  await expect(row).toHaveAttribute('data-status', 'active');
  expect(await apiBalance(sharedOrigin(), token)).toBe(629_200 - 370_800);

  // The subscription details: status back to normal, the plan and its cycle.
  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Subscription details' });
  await expect(details.getByTestId('details-status')).toContainText('Normal');
  await expect(details.getByTestId('details-plan')).toContainText('Unlimited');
  await expect(details.getByTestId('details-billingCycle')).toContainText('Monthly');
  await expect(details.getByTestId('details-cost')).toContainText('37.08 Coins / Monthly');
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
});

test('a number lapses unpaid, then is restored from the subscription history during its quarantine', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { token, number } = await rentedOnNumbersTab(page);

  await renewalFails(page, number);
  expect(await letDaysPass(number, 4)).toBe('released');
  await dismissNotice(
    page,
    new RegExp(
      `\\+${number} lapsed because its renewal was not paid\\. You can restore it from the subscription history until \\d{4}-\\d{2}-\\d{2}\\.`,
    ),
  );
  // Gone from the list without a reload.
  await expect(page.getByTestId('numbers-empty')).toBeVisible();

  await topUpDefaultTile(page, '62.9200 Coins');
  await openNumbers(page);
  await page
    .getByRole('navigation', { name: 'Numbers' })
    .getByRole('button', { name: 'Subscription history' })
    .click();
  const rows = page.getByTestId('subscription-row');
  const lapse = rows.filter({ hasText: 'Released, restorable' });
  const purchase = rows.filter({ hasText: 'Subscribed · Unlimited · Monthly' });
  await expect(lapse).toContainText(number);
  await expect(lapse).toContainText('Restorable until');
  await expect(purchase.getByRole('button', { name: 'Re-subscribe' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The price shows before anything is charged.
  await lapse.getByRole('button', { name: 'Re-subscribe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this number?' });
  await expect(confirm).toContainText(
    'on Unlimited (Monthly)? 37.08 Coins will be charged from your balance now.',
  );
  await expectNoSeriousA11yViolations(page);
  expect(await apiBalance(sharedOrigin(), token)).toBe(629_200);
  await confirm.getByRole('button', { name: 'Restore' }).click();
  const restored = page.getByRole('dialog', { name: 'Number restored' });
  await expect(restored).toContainText(`+${number} is restored on Unlimited.`);
  await restored.getByRole('button', { name: 'OK' }).click();
  expect(await apiBalance(sharedOrigin(), token)).toBe(629_200 - 370_800);

  // The lapse is history now, not a way back; the number is listed again.
  await expect(rows.filter({ hasText: 'Released, restorable' })).toHaveCount(0);
  await expect(rows.getByRole('button', { name: 'Re-subscribe' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Numbers' })
    .getByRole('button', { name: 'Number management' })
    .click();
  await expect(page.getByTestId('number-row')).toHaveAttribute('data-status', 'active');
});
