import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  CONSOLE_PATH,
  CONSOLE_TOTP_PERIOD_SECONDS,
  type OperatorRole,
  Retcode,
  retcodeInfo,
} from '@switchboard/protocol';
import { generate } from 'otplib';
import { DEMO_OPERATOR_PASSWORD } from '../../server/src/modules/operators/demo-operators.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../server/src/modules/operators/totp.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { openAccountSection, submitProfile } from './account-pages.ts';
import { brandUrl, sharedOrigin } from './api.ts';
import { type CatalogueLanguage, catalogueText } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, FRESH_PASSWORD, freshEmail } from './fresh-account.ts';
import { expectNotReloaded, logIn, markDocument, signIn, signUp } from './pages.ts';

// The operator console driven as an operator does, next to the user app it acts on: the seeded
// demo operators sign in with the code their authenticator (the fixed demo secret) shows.

test.use({ actionTimeout: 15_000 });

/** A text of the console's catalogues (apps/console/src/locales), so a test follows its wording. */
function consoleText(namespace: string, key: string, language: CatalogueLanguage = 'en'): string {
  const file = fileURLToPath(
    new URL(`../../console/src/locales/${language}/${namespace}.json`, import.meta.url),
  );
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string')
    throw new Error(`the console's ${language} catalogue has no ${namespace}:${key}`);
  return node;
}

const consoleUrl = (path = '/') => `${sharedOrigin()}${CONSOLE_PATH}${path}`;

/** The code the demo operators' authenticator shows `ahead` periods from now. */
function demoCode(ahead: number): Promise<string> {
  return generate({
    secret: DEMO_OPERATOR_TOTP_SECRET,
    epoch: Math.floor(Date.now() / 1000) + ahead * CONSOLE_TOTP_PERIOD_SECONDS,
  });
}

/**
 * Signs a demo operator in on the console's sign-in screen: email and password, then the
 * authenticator's code once the screen asks for it. A code works once per operator and other
 * workers sign demo operators in too: a refused code is followed by the next period's (which the
 * server accepts a period early), then by a wait for a fresh period.
 */
async function signInOperator(page: Page, role: OperatorRole, language: CatalogueLanguage = 'en') {
  const text = (key: string) => consoleText('signIn', key, language);
  await page.goto(consoleUrl('/'));
  await expect(page.getByRole('heading', { name: text('title') })).toBeVisible();
  await page.getByLabel(text('email')).fill(`${role}@demo.test`);
  await page.getByLabel(text('password')).fill(DEMO_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: text('submit') }).click();
  const code = page.getByLabel(text('code'));
  await expect(code).toBeFocused();
  const signedIn = page.getByTestId('signed-in-operator');
  const refused = page.getByRole('alert');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt >= 2) {
      const periodMs = CONSOLE_TOTP_PERIOD_SECONDS * 1000;
      await page.waitForTimeout(periodMs - (Date.now() % periodMs) + 200);
    }
    await code.fill(await demoCode(attempt === 1 ? 1 : 0));
    await page.getByRole('button', { name: text('submit') }).click();
    await expect(signedIn.or(refused)).toBeVisible();
    if (await signedIn.isVisible()) return;
  }
  throw new Error(`the demo ${role} could not sign in with a fresh code`);
}

/** Narrows the review queue to one brand's profiles and opens the item of an email. */
async function openProfileReview(page: Page, email: string) {
  await page.getByRole('combobox', { name: 'Brand' }).click();
  await page.getByRole('option', { name: 'PingMe' }).click();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Profile', exact: true }).click();
  await page.getByRole('gridcell', { name: email }).click();
  const detail = page.getByRole('region', { name: `Profile of ${email}` });
  await expect(detail).toBeVisible();
  return detail;
}

/** A user signed up in the user app on PingMe with a profile waiting for review, its page open on it. */
async function userWithProfileUnderReview(page: Page): Promise<string> {
  const email = freshEmail();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, FRESH_PASSWORD);
  await expect(page.getByRole('tablist')).toBeVisible();
  await submitProfile(page);
  await openAccountSection(page, 'Profile');
  await expect(page.getByTestId('profile-status')).toContainText(catalogueText('profile', 'tone.reviewing'));
  await markDocument(page);
  return email;
}

test('the demo reviewer approves one profile and refuses another; each user sees it at once', async ({
  page,
  newContext,
}) => {
  test.setTimeout(150_000);
  const approvedEmail = await userWithProfileUnderReview(page);
  const refusedPage = await (await newContext()).newPage();
  const refusedEmail = await userWithProfileUnderReview(refusedPage);

  const operator = await (await newContext()).newPage();
  await signInOperator(operator, 'reviewer');
  await expect(operator.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  const navigation = operator.getByRole('navigation', { name: 'Console sections' });
  await expect(navigation.getByRole('link')).toHaveText(['Review queue', 'Audit log']);

  const approved = await openProfileReview(operator, approvedEmail);
  await expect(approved).toContainText('Lovelace');
  await expectNoSeriousA11yViolations(operator);
  await approved.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = operator.getByRole('dialog', { name: `Approve the profile of ${approvedEmail}?` });
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(operator.getByText(`Approved: the profile of ${approvedEmail}.`)).toBeVisible();
  await expect(operator.getByRole('gridcell', { name: approvedEmail })).toHaveCount(0);

  await expect.soft(page.getByText(catalogueText('account', 'reviewDecided.profile.approved'))).toBeVisible();
  await expect(page.getByTestId('profile-status')).toContainText(catalogueText('profile', 'tone.verified'));
  await expectNotReloaded(page);

  const reason = 'The postal code does not match the city.';
  const refused = await openProfileReview(operator, refusedEmail);
  await refused.getByRole('button', { name: 'Refuse' }).click();
  const refuseDialog = operator.getByRole('dialog', { name: `Refuse the profile of ${refusedEmail}` });
  await refuseDialog.getByRole('button', { name: 'Refuse' }).click();
  // No reason, no refusal: the dialog says so and stays.
  await expect(refuseDialog.getByText('Please give a reason.')).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
  await refuseDialog.getByLabel('Reason the user reads').fill(reason);
  await refuseDialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(refuseDialog).toBeHidden();
  await expect(operator.getByRole('gridcell', { name: refusedEmail })).toHaveCount(0);

  const refusal = catalogueText('account', 'reviewDecided.profile.refused').replace('{{reason}}', reason);
  await expect.soft(refusedPage.getByText(refusal)).toBeVisible();
  await expect(refusedPage.getByTestId('profile-status')).toContainText(
    catalogueText('profile', 'tone.needsUpdate'),
  );
  await expect(refusedPage.getByText(reason).first()).toBeVisible();
  await expectNotReloaded(refusedPage);

  // Both decisions are in the audit log with the reviewer's name and the refusal's reason.
  await navigation.getByRole('link', { name: 'Audit log' }).click();
  await operator.getByLabel(consoleText('audit', 'search.label')).fill(reason);
  await operator.getByRole('button', { name: 'Search' }).click();
  await expect(operator.getByRole('row').filter({ hasText: reason })).toContainText('reviewer@demo.test');
  await expectNoSeriousA11yViolations(operator);
});

test("the demo finance operator adjusts a balance, and the user's bill history shows it", async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  const account = await createFreshAccount({ brand: 'pingme' });
  const operator = await (await newContext()).newPage();
  await signInOperator(operator, 'finance');
  await expect(operator.getByRole('heading', { name: 'Users' })).toBeVisible();
  await operator.getByLabel('Email, phone, own number or webchat id').fill(account.email);
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator.getByRole('link', { name: account.email }).click();
  await expect(operator.getByRole('heading', { name: account.email })).toBeVisible();
  // Finance moves money; suspending and deleting are other roles' work.
  await expect(operator.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await expect(operator.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(operator);

  await operator.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Adjust the balance' });
  await dialog.getByLabel('Amount in Coins').fill('2.5');
  await expect(dialog).toContainText('The balance becomes 2.5000 Coins.');
  await dialog.getByLabel('Reason').fill('Goodwill for a delayed message');
  await expectNoSeriousA11yViolations(operator);
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByText('The balance is now 2.5000 Coins.')).toBeVisible();
  await expect(operator.getByRole('region', { name: 'Ledger (last 50 entries)' })).toContainText(
    '+2.5000 Coins',
  );

  await signIn(page, 'pingme', account);
  await openAccountSection(page, 'Bill history');
  const adjustment = page
    .getByTestId('bill-row')
    .filter({ hasText: catalogueText('history', 'bill.type.adjust') });
  await expect(adjustment).toHaveCount(1);
  await expect(adjustment.getByTestId('bill-charge')).toHaveText('+2.5000 Coins');
});

test("a support operator suspends a user: the user's open page ends at once, sign-in is refused, the audit log lists it", async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  const account = await createFreshAccount({ brand: 'wephone' });
  await signIn(page, 'wephone', account);
  await expect(page.getByRole('tablist')).toBeVisible();
  const suspended = retcodeInfo(Retcode.ACCOUNT_SUSPENDED)?.message.en ?? '';

  const operator = await (await newContext()).newPage();
  await signInOperator(operator, 'support');
  await operator.getByLabel('Email, phone, own number or webchat id').fill(account.email);
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator.getByRole('link', { name: account.email }).click();
  await expect(operator.getByRole('heading', { name: account.email })).toBeVisible();
  await operator.getByRole('button', { name: 'Suspend' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Suspend this account?' });
  const reason = 'Reported for sending spam';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByText('The account is suspended.')).toBeVisible();

  // The user's page is told over its socket, without a reload or a click.
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText(suspended);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText(suspended);
  await expect(page.getByRole('tablist')).toHaveCount(0);

  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await operator.getByLabel(consoleText('audit', 'search.label')).fill(reason);
  await operator.getByRole('button', { name: 'Search' }).click();
  await expect(operator.getByRole('row').filter({ hasText: reason })).toContainText('support@demo.test');
  await expectNoSeriousA11yViolations(operator);
});

test('the console in Chinese: sign-in, navigation and a user page', async ({ newContext }) => {
  test.setTimeout(120_000);
  const account = await createFreshAccount({ brand: 'cloudnumber', balance: 10 });
  const operator = await (await newContext({ locale: 'zh-CN' })).newPage();
  // The browser's language chooses Chinese before anyone is signed in.
  await signInOperator(operator, 'support', 'zh-CN');
  await expect(operator.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const navigation = operator.getByRole('navigation', { name: consoleText('common', 'nav.label', 'zh-CN') });
  await expect(navigation.getByRole('link')).toHaveText([
    consoleText('common', 'nav.users', 'zh-CN'),
    consoleText('common', 'nav.numbers', 'zh-CN'),
    consoleText('common', 'nav.payments', 'zh-CN'),
    consoleText('common', 'nav.audit', 'zh-CN'),
    consoleText('common', 'nav.operations', 'zh-CN'),
    consoleText('common', 'nav.catalogue', 'zh-CN'),
  ]);
  await operator.getByLabel(consoleText('users', 'search.label', 'zh-CN')).fill(account.email);
  await operator.getByRole('button', { name: consoleText('common', 'search', 'zh-CN') }).click();
  await operator.getByRole('link', { name: account.email }).click();
  await expect(operator.getByRole('heading', { name: account.email })).toBeVisible();
  await expect(
    operator.getByRole('button', { name: consoleText('users', 'actions.suspend', 'zh-CN') }),
  ).toBeVisible();
  // Money in the brand's unit, in Chinese.
  await expect(
    operator.getByRole('region', { name: consoleText('users', 'detail.account', 'zh-CN') }),
  ).toContainText('云币');
  // The top-up that funded the account is named in Chinese, not as the ledger spells it.
  const ledger = operator.getByRole('region', { name: consoleText('users', 'detail.ledger', 'zh-CN') });
  await expect(ledger).toContainText(consoleText('users', 'ledgerKinds.topup', 'zh-CN'));
  await expect(ledger).not.toContainText('topup');
  await expectNoSeriousA11yViolations(operator);

  // An action's outcome is said in the operator's language too.
  await operator.getByRole('button', { name: consoleText('users', 'actions.signOut', 'zh-CN') }).click();
  const dialog = operator.getByRole('dialog');
  await dialog.getByLabel(consoleText('common', 'reason.label', 'zh-CN')).fill('用户要求');
  await dialog.getByRole('button', { name: consoleText('users', 'actions.signOut', 'zh-CN') }).click();
  await expect(operator.getByText(/已结束 \d+ 个会话。/)).toBeVisible();

  await operator
    .getByRole('group', { name: consoleText('common', 'language.label', 'zh-CN') })
    .getByText('English')
    .click();
  await expect(operator.locator('html')).toHaveAttribute('lang', 'en');
  await expect(operator.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
});

// Only when asked (SHOTS_DIR=/tmp/shots): pictures of the console's screens in both languages for a
// human to look at, not assertions.
test('screenshots of the console', async ({ page }) => {
  const shotsDir = process.env.SHOTS_DIR;
  test.skip(!shotsDir, 'set SHOTS_DIR to take screenshots');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const shot = (name: string) => page.screenshot({ path: `${shotsDir}/console-${name}.png`, fullPage: true });
  for (const language of ['en', 'zh-CN'] as const) {
    await page.goto(consoleUrl('/'));
    await page.evaluate((chosen) => localStorage.setItem('switchboard.console.language', chosen), language);
    await signInOperator(page, 'admin', language);
    const text = (namespace: string, key: string) => consoleText(namespace, key, language);
    await expect(page.getByRole('heading', { name: text('reviews', 'title') })).toBeVisible();
    await shot(`${language}-reviews`);
    await page.goto(consoleUrl('/users?q=alice%40demo.test'));
    await expect(page.getByRole('grid')).toBeVisible();
    await shot(`${language}-users`);
    await page.getByRole('link', { name: 'alice@demo.test' }).first().click();
    await expect(page.getByRole('heading', { name: 'alice@demo.test' })).toBeVisible();
    await shot(`${language}-user`);
    await page.goto(consoleUrl('/audit'));
    await expect(page.getByRole('grid')).toBeVisible();
    await shot(`${language}-audit`);
    await page.goto(consoleUrl('/operators'));
    await expect(page.getByRole('grid')).toBeVisible();
    await shot(`${language}-operators`);
    for (const [name, path] of [
      ['numbers', '/numbers?state=available'],
      ['pool', '/numbers/pool'],
      ['rates', '/catalogue'],
      ['plans', '/catalogue/plans'],
      ['apps', '/catalogue/apps'],
      ['recharge', '/catalogue/recharge'],
      ['banners', '/catalogue/banners'],
      ['payments', '/payments'],
    ] as const) {
      await page.goto(consoleUrl(path));
      await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible();
      await shot(`${language}-${name}`);
    }
    await page.goto(consoleUrl('/operations'));
    await expect(page.getByRole('heading', { name: text('operations', 'title') })).toBeVisible();
    await shot(`${language}-operations`);
    await page.evaluate(() => sessionStorage.clear());
  }
});
