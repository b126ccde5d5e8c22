import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  type ApiCall,
  AUTH_HEADER,
  apiUrl,
  type BrandId,
  inviteCodeDataSchema,
  type OutboxMessage,
  PHONE_CODE_LENGTH,
  Retcode,
  SIMULATOR_OUTBOX_PATH,
  sessionDataSchema,
  verifyIdDataSchema,
} from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { brandUrl, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { leaveGettingStartedGuide } from './pages.ts';

type Language = 'en' | 'zh-CN';
const PASSWORD = 'correct horse 1';

/** A text of the interface in a language, by namespace and dotted key, as the app shows it. */
function text(
  language: Language,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
): string {
  const file = fileURLToPath(new URL(`../src/locales/${language}/${namespace}.json`, import.meta.url));
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${language} ${namespace}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** One call from the test (not the page): `data`, failing on a non-zero retcode. */
async function call(
  name: ApiCall,
  options: { token?: string; body?: Record<string, unknown>; query?: Record<string, string> } = {},
): Promise<unknown> {
  const query = new URLSearchParams(options.query ?? {}).toString();
  const response = await fetch(`${sharedOrigin()}${apiUrl(name)}${query ? `?${query}` : ''}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.token === undefined ? {} : { [AUTH_HEADER]: options.token }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const envelope = (await response.json()) as { retcode: number; retmsg: string; data: unknown };
  if (envelope.retcode !== Retcode.OK)
    throw new Error(`${name} answered ${envelope.retcode} ${envelope.retmsg}`);
  return envelope.data;
}

/** Signs an account up over the API; its email and token. */
async function signUpByApi(brand: BrandId): Promise<{ email: string; token: string }> {
  const email = freshEmail();
  const data = await call('register', { body: { platform: brand, email, password: PASSWORD } });
  return { email, token: sessionDataSchema.parse(data).token };
}

/** Verifies and saves a fresh US phone on an account, as the verified modal would. */
async function givePhone(brand: BrandId, token: string): Promise<void> {
  const phone = `20255${String(Date.now()).slice(-5)}`;
  const sent = verifyIdDataSchema.parse(
    await call('getVerifyCode', { token, query: { telcode: '1', phone } }),
  );
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${sharedOrigin()}${SIMULATOR_OUTBOX_PATH}`);
      const messages = ((await response.json()) as { data: OutboxMessage[] }).data;
      code = messages
        .find((message) => message.channel === 'sms' && message.to === `1${phone}`)
        ?.text.match(new RegExp(`\\b\\d{${PHONE_CODE_LENGTH}}\\b`))?.[0];
      return code;
    })
    .toBeDefined();
  await call('validateCode', {
    token,
    body: { platform: brand, verifyid: sent.verifyid, activationcode: code },
  });
  await call('setPhoneForAccount', { token, body: { platform: brand, telcode: '1', phone } });
}

/** Logs in on the page in its language. */
async function logIn(page: Page, language: Language, email: string): Promise<void> {
  await page.getByLabel(text(language, 'auth', 'field.email')).fill(email);
  await page.getByLabel(text(language, 'auth', 'field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text(language, 'auth', 'login.submit'), exact: true }).click();
}

function accountNav(page: Page, language: Language, section: string) {
  return page
    .getByRole('navigation', { name: text(language, 'account', 'nav.label') })
    .getByRole('button', { name: text(language, 'account', `nav.${section}`), exact: true });
}

for (const language of ['en', 'zh-CN'] as const) {
  test(`redeeming a friend's code shows the congratulation dialog (${language})`, async ({ page }) => {
    const inviter = await signUpByApi('pingme');
    const { inviteCode } = inviteCodeDataSchema.parse(await call('getInviteCode', { token: inviter.token }));
    const friend = await signUpByApi('pingme');
    await givePhone('pingme', friend.token);

    await page.goto(brandUrl('pingme', language === 'en' ? '?cc=us' : '?cc=cn'));
    await logIn(page, language, friend.email);
    await page.getByRole('tab', { name: text(language, 'common', 'tabs.account') }).click();
    await accountNav(page, language, 'redeem').click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(text(language, 'account', 'nav.redeem'));

    const field = page.getByLabel(text(language, 'invite', 'redeem.label'));
    const redeem = page.getByRole('button', { name: text(language, 'invite', 'redeem.submit'), exact: true });
    await expect(redeem).toBeDisabled();
    await field.fill(inviteCode.toLowerCase());
    await redeem.click();

    const dialog = page.getByRole('dialog', { name: text(language, 'invite', 'redeem.doneTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('0.20');
    await expectNoSeriousA11yViolations(page);

    // Behind the dialog (hidden from the accessibility tree meanwhile) the page stays, now saying
    // why no other code can be redeemed.
    await expect(page.getByTestId('account-header').locator('h1')).toHaveText(
      text(language, 'account', 'nav.redeem'),
    );
    await expect(page.getByTestId('redeem-locked')).toHaveText(text(language, 'invite', 'redeem.notAllowed'));
    if (language === 'en') {
      await dialog
        .getByRole('button', { name: text(language, 'invite', 'redeem.invite'), exact: true })
        .click();
      await expect(heading).toHaveText(text(language, 'account', 'nav.invite'));
      await expect(page.getByTestId('invite-code')).toBeVisible();
      await expect(page.getByTestId('invite-link')).toHaveValue(/\?invite=[A-Z0-9]{8}$/);
    } else {
      await dialog.getByRole('button', { name: text(language, 'invite', 'later'), exact: true }).click();
      await expect(heading).toHaveText(text(language, 'account', 'nav.profile'));
    }
    await expect(dialog).toBeHidden();

    // Redeem code stays in the navigation in its disabled state, with its sentence.
    await accountNav(page, language, 'redeem').click();
    await expect(heading).toHaveText(text(language, 'account', 'nav.redeem'));
    await expect(page.getByTestId('redeem-locked')).toHaveText(text(language, 'invite', 'redeem.notAllowed'));
    await expect(redeem).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
}

test('a share link opens sign-up with the code filled in, and the friend joins invited', async ({ page }) => {
  const inviter = await signUpByApi('wetalk');
  const { inviteCode } = inviteCodeDataSchema.parse(await call('getInviteCode', { token: inviter.token }));
  await page.goto(brandUrl('wetalk', `?invite=${inviteCode}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Create your .* account/);
  await expect(page.getByLabel(text('en', 'auth', 'field.inviteCode'))).toHaveValue(inviteCode);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(text('en', 'auth', 'field.email')).fill(freshEmail());
  await page.getByLabel(text('en', 'auth', 'field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth', 'signup.submit'), exact: true }).click();
  await leaveGettingStartedGuide(page);
  await expect(page.getByRole('tablist')).toBeVisible();
  // The friend counts for the inviter at once; the bonuses wait for the friend's phone.
  const info = (await call('queryInviteInfo', { token: inviter.token })) as { invitedCount: number };
  expect(info.invitedCount).toBe(1);
});
