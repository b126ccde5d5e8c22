import type { Page } from '@playwright/test';
import {
  apiUrl,
  CAPTCHA_ANSWER_HEADER,
  type OutboxMessage,
  SIMULATOR_OUTBOX_PATH,
} from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { logIn, signUp } from './pages.ts';

/** Keeps the answer of the newest captcha picture the page loaded (the server hands tests its answer). */
function captchaAnswers(page: Page): () => string {
  let answer = '';
  page.on('response', (response) => {
    if (response.url().includes(`${apiUrl('captcha')}?`))
      answer = response.headers()[CAPTCHA_ANSWER_HEADER] ?? '';
  });
  return () => answer;
}

/** The newest password reset code the outbox holds for an address. */
async function resetCodeFromOutbox(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `http://127.0.0.1:${process.env.SB_E2E_PORT}${SIMULATOR_OUTBOX_PATH}`,
      );
      const messages = (await response.json()).data as OutboxMessage[];
      code = messages.find((message) => message.to === to)?.text.match(/password reset code is (\d+)\./)?.[1];
      return code;
    })
    .toBeDefined();
  return code as string;
}

/** Answers the captcha dialog with the picture's answer. */
async function answerCaptcha(page: Page, answer: () => string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /Captcha picture|图形验证码/ })).toBeVisible();
  await expect.poll(answer).not.toBe('');
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(answer());
  await expect(dialog).toBeHidden();
}

test('a user who forgot the password resets it by email; the other device is signed out', async ({
  browser,
}) => {
  const email = freshEmail();
  const first = await (await browser.newContext()).newPage();
  await first.goto(brandUrl('wetalk'));
  await signUp(first, email, 'correct horse 1');
  await expect(first.getByRole('tab', { name: 'Account' })).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  const answer = captchaAnswers(page);
  await page.goto(brandUrl('wetalk'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your WeTalk password');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await answerCaptcha(page, answer);
  await expect(page.getByTestId('reset-sent')).toHaveText(
    `We sent a 6-digit code to ${email}. It expires in 10 minutes.`,
  );
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const code = await resetCodeFromOutbox(page, email);
  // A common password is refused under its field, and the code still works after.
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Set new password and log in' }).click();
  await expect(
    page.getByText('This password is one of the most common ones and easy to guess.'),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('battery staple 2');
  await page.getByRole('button', { name: 'Set new password and log in' }).click();
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();

  // The device that was signed in is told its session ended.
  const notice = first.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('You have been logged out.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await logIn(first, email, 'correct horse 1');
  await expect(first.getByRole('alert')).toContainText('incorrect');
  await logIn(first, email, 'battery staple 2');
  await expect(first.getByRole('tab', { name: 'Account' })).toBeVisible();
  await context.close();
});

test('the reset speaks Chinese and says under the field when no account uses the address', async ({
  page,
}) => {
  const answer = captchaAnswers(page);
  await page.goto(brandUrl('pingme'));
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('button', { name: '忘记密码？' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('重置PingMe密码');
  await page.getByLabel('邮箱').fill(freshEmail());
  await page.getByRole('button', { name: '发送验证码' }).click();
  await answerCaptcha(page, answer);
  await expect(page.getByText('没有账户使用该邮箱或手机号，请检查后重试，或注册新账户。')).toBeVisible();
  await expect(page.getByLabel('邮箱')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '返回登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});
