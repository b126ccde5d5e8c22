import { apiUrl } from '@switchboard/protocol';
import { brandUrl } from './api.ts';
import { catalogueText } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { gettingStartedGuide } from './pages.ts';

const PASSWORD = 'correct horse 1';
const en = (key: string) => catalogueText('onboarding', key, 'en');
const zh = (namespace: string, key: string) => catalogueText(namespace, key, 'zh-CN');

test('after a sign-up the guide explains the gates of renting a number, survives a reload, and leads to the numbers', async ({
  page,
}) => {
  await page.goto(brandUrl('pingme'));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(freshEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();

  const guide = gettingStartedGuide(page);
  await expect(guide).toBeVisible();
  const steps = guide.getByRole('list', { name: en('stepsLabel') }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('1. Verify your phone');
  await expect(steps.nth(0)).toContainText(en('state.todo'));
  await expect(steps.nth(1)).toContainText(en('steps.profile.text'));
  await expect(steps.nth(2)).toContainText('Your balance: 0.0000 Coins');

  // The profile's button opens the update form over the guide; closing it comes back to the guide.
  await steps
    .nth(1)
    .getByRole('button', { name: en('steps.profile.action') })
    .click();
  const update = page.getByRole('dialog', { name: 'Update profile' });
  await expect(update).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(update).toBeHidden();
  await expect(guide).toBeVisible();

  // Still due after a reload: nothing was chosen yet.
  await page.reload();
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: en('go.numbers') }).click();
  await expect(guide).toBeHidden();
  // The numbers tab, whose first visit may open its tips over it (hiding the rest from the tree).
  await expect(page.getByRole('tab', { name: 'Numbers', includeHidden: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Seen: the next opening shows no guide, once the account it would be shown for has loaded.
  const accountInfo = page.waitForResponse((response) => response.url().includes(apiUrl('getAccountInfo')));
  await page.reload();
  await accountInfo;
  await expect(page.getByRole('tablist', { includeHidden: true })).toBeVisible();
  await expect(gettingStartedGuide(page)).toHaveCount(0);
});

test('on jiema the guide speaks Chinese, asks only for credit and leads to the verification numbers', async ({
  page,
}) => {
  await page.goto(brandUrl('jiema'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('button', { name: zh('auth', 'login.switchAction'), exact: true }).click();
  await page.getByLabel(zh('auth', 'field.email')).fill(freshEmail());
  await page.getByLabel(zh('auth', 'field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: zh('auth', 'signup.submit'), exact: true }).click();

  const guide = gettingStartedGuide(page, 'zh-CN');
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('listitem')).toHaveCount(1);
  await expect(guide.getByRole('listitem')).toContainText('1. 充值');
  await expect(guide.getByRole('listitem')).toContainText(
    zh('onboarding', 'steps.balance.text.verification'),
  );
  await guide.getByRole('button', { name: zh('onboarding', 'go.verification'), exact: true }).click();
  await expect(guide).toBeHidden();
  await expect(page.getByRole('tab', { name: zh('common', 'tabs.verification') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
