import type { Locator, Page } from '@playwright/test';
import { inviteCodeDataSchema, lockedPhoneSchema, SIMULATOR_CODE_PATH } from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { openAccountSection, submitProfile, verifyFreshPhone } from './account-pages.ts';
import { apiCall, apiLogIn, brandUrl, decideReview, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, freshEmail } from './fresh-account.ts';
import { signIn, signUp, snapshot } from './pages.ts';

// An action that cannot happen (a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

const PASSWORD = 'correct horse 1';

/** Locks a US number for an app over the API and has the app text it a code; resolves the number's display form. */
async function receiveCode(token: string, app: string): Promise<string> {
  const locked = lockedPhoneSchema.parse(
    await apiCall(sharedOrigin(), 'lockVerificationCodePhone', { token, query: { app, code: 'US' } }),
  );
  const sent = await fetch(`${sharedOrigin()}${SIMULATOR_CODE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: locked.phone, app }),
  });
  expect(sent.ok).toBe(true);
  return locked.formatPhone;
}

/** Submits the profile, has the operator approve it, and dismisses the notice that reaches the page. */
async function reviewedProfile(page: Page, email: string): Promise<void> {
  await submitProfile(page);
  await decideReview(sharedOrigin(), { brand: 'pingme', email, kind: 'profile', decision: 'approve' });
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Your profile was approved.');
  await notice.getByRole('button', { name: 'OK' }).click();
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
}

/** Subscribes the first New York number on Pay As You Go, monthly; resolves it as shown ("+1 646 …"). */
async function subscribeNumber(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Numbers' }).click();
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await tips.getByRole('button', { name: 'Got it' }).click();
  await expect(tips).toBeHidden();
  await page.getByRole('button', { name: 'New number' }).first().click();
  const step1 = page.getByTestId('new-number-step1');
  await step1.getByLabel('Country').selectOption({ label: 'United States (+1)' });
  await step1.getByLabel('State / province').selectOption('NY');
  await step1.getByLabel('Area code').selectOption('646');
  const first = page.getByTestId('number-list').getByRole('option').first();
  const chosen = ((await first.textContent()) ?? '').match(/\+1 \d{3} \d{3} \d{4}/)?.[0] ?? '';
  expect(chosen).toMatch(/^\+1 646 /);
  await first.click();
  await step1.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Pay As You Go' }).check();
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Subscription confirmation' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await page.getByRole('dialog', { name: 'Subscription notice' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('number-row').filter({ hasText: chosen })).toBeVisible();
  return chosen;
}

/** Texts an outside number from the account's number. */
async function sendSms(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: 'Chats' }).click();
  await page.getByRole('button', { name: 'New SMS' }).click();
  await page.getByTestId('new-chat-header').getByRole('textbox', { name: 'Phone number' }).fill('2025550188');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially(text);
  await box.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-status', '0');
}

/** A signed amount as the list shows it ("+50.0000 Coins", "Balance 49.9940 Coins"), in ten-thousandths. */
function amountOf(text: string): number {
  const match = /([+-]?)(\d[\d,]*)\.(\d{4})/.exec(text);
  if (match === null) throw new Error(`no amount in "${text}"`);
  const value = Number(match[2]?.replaceAll(',', '')) * 10_000 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

/** Every row's balance is the next older row's plus its own charge (the list is newest first). */
async function expectBalancesChain(rows: Locator): Promise<void> {
  const charges = (await rows.getByTestId('bill-charge').allTextContents()).map(amountOf);
  const balances = (await rows.getByTestId('bill-balance').allTextContents()).map(amountOf);
  expect(charges.length).toBeGreaterThan(1);
  for (let index = 0; index + 1 < charges.length; index += 1) {
    expect((balances[index] ?? 0) - (charges[index] ?? 0), `row ${index + 1} follows row ${index + 2}`).toBe(
      balances[index + 1],
    );
  }
}

/** The header cells and each row's cells start at the same x: the columns line up with their headers. */
async function expectColumnsUnderHeaders(table: Locator): Promise<void> {
  const headerLefts = await table
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  const rows = table.getByTestId('verification-history-row');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const lefts = await row
      .getByRole('cell')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    expect(lefts).toEqual(headerLefts);
  }
}

test('each bill row a new account produces reads right in English and in Chinese', async ({ page }) => {
  test.setTimeout(240_000);
  const email = freshEmail();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, PASSWORD);
  await reviewedProfile(page, email);
  await verifyFreshPhone(page, sharedOrigin());
  await topUp(page);
  const number = await subscribeNumber(page);
  await sendSms(page, 'a text for the bill history');

  const token = await apiLogIn(sharedOrigin(), 'pingme', email, PASSWORD);
  const codeNumber = await receiveCode(token, 'whatsapp');
  // Another account invites: the new account redeems its code.
  const inviter = await createFreshAccount({ brand: 'pingme' });
  const { inviteCode } = inviteCodeDataSchema.parse(
    await apiCall(sharedOrigin(), 'getInviteCode', { token: inviter.token }),
  );
  await apiCall(sharedOrigin(), 'setInviter', { token, body: { platform: 'pingme', inviteCode } });

  await openAccountSection(page, 'Bill history');
  const rows = page.getByTestId('bill-row');
  const row = (wording: string) => rows.filter({ hasText: wording });
  await expect(row('Invite bonus gift')).toHaveCount(1);
  await expect(row('Verification-code SMS')).toHaveCount(1);
  await expect(rows).toHaveCount(5);

  await expect(row('Recharge')).toContainText('Amount 50.00 Coins');
  await expect(row('Recharge')).toContainText('Bank card');
  await expect(row('Recharge').getByTestId('bill-charge')).toHaveText('+50.0000 Coins');
  await expect(row('Phone number subscription')).toContainText(number);
  await expect(row('SMS/MMS')).toContainText('Outgoing');
  await expect(row('SMS/MMS')).toContainText('1 message');
  // A received code is the verification service's charge, naming the app and the number.
  await expect(row('Verification-code SMS')).toContainText(`WhatsApp · ${codeNumber}`);
  await expect(row('Incoming')).toHaveCount(0);
  await expect(row('Invite bonus gift').getByTestId('bill-charge')).toHaveText('+0.2000 Coins');
  await expectBalancesChain(rows);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'bill-history-en');

  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(row('邀请奖励礼金')).toHaveCount(1);
  await expect(row('充值')).toContainText('金额 50.00');
  // Named by the server in the language asked for: the list loaded again in Chinese.
  await expect(row('充值')).toContainText('银行卡');
  await expect(row('号码订阅')).toContainText(number);
  await expect(row('短信/彩信')).toContainText('呼出');
  await expect(row('验证码短信')).toContainText(`WhatsApp · ${codeNumber}`);
  await expect(row('呼入')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'bill-history-zh');
});

test('jiema’s subscription history shows its total, its columns under their headers', async ({ page }) => {
  test.setTimeout(120_000);
  // An account with credit: a code on a fresh lock makes sure the month has a row.
  const account = await createFreshAccount({ brand: 'jiema', balance: 11 });
  await receiveCode(account.token, 'telegram');

  await signIn(page, 'jiema', account);
  await page.getByRole('tab', { name: '账户' }).click();
  await page
    .getByRole('navigation', { name: '账户导航' })
    .getByRole('button', { name: '订阅记录', exact: true })
    .click();

  const history = page.getByTestId('verification-history');
  const rows = history.getByTestId('verification-history-row');
  await expect(rows.filter({ hasText: '验证码短信' }).first()).toBeVisible();
  // The month's total is the rows it lists.
  const total = history.getByTestId('verification-history-total');
  await expect.poll(async () => (await total.textContent()) === `共 ${await rows.count()} 条记录`).toBe(true);
  await expect(history.getByRole('columnheader')).toHaveText([
    '号码',
    '服务',
    '类型',
    '时间',
    '费用',
    '操作',
  ]);
  await expectColumnsUnderHeaders(history.getByRole('table'));
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'jiema-subscription-history');
});
