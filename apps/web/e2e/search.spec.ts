import path from 'node:path';
import type { Page } from '@playwright/test';
import { injectSms, outsideNumber } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { expectAnimationsSettled, messageBubble, signedInOnChats, signIn } from './pages.ts';

// An action that cannot happen (the dialog never came, a hit never showed) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

/** More than the 500 messages the first history load reads, so the hit is not on it. */
const NEWER_MESSAGES = 520;
/** Messages injected at once after the hits (their order among themselves does not matter). */
const INJECT_BATCH = 20;

const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots-B';
const shot = async (page: Page, name: string) => {
  await expectAnimationsSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `search-${name}.png`) });
};

test('Ctrl+K finds a Chinese two-character word and an English word, and Enter jumps to the old message', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const account = await createFreshAccount({ brand: 'wephone', numbers: 1, balance: 5 });
  const own = firstNumber(account).full;
  const friend = outsideNumber();
  const tag = Date.now().toString(36);
  const english = `Meet me at the lighthouse ${tag}`;
  const chinese = `明天一起去灯塔看日出 ${tag}`;
  await injectSms(account.origin, friend, own, english);
  await injectSms(account.origin, friend, own, chinese);
  for (let from = 0; from < NEWER_MESSAGES; from += INJECT_BATCH) {
    const batch = Array.from({ length: INJECT_BATCH }, (_, index) =>
      injectSms(account.origin, friend, own, `later news ${from + index}`),
    );
    await Promise.all(batch);
  }

  const page = await signedInOnChats(context, 'wephone', account);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();

  await input.fill('灯塔');
  const chineseHit = dialog.getByRole('option').filter({ hasText: chinese });
  await expect(chineseHit.locator('mark')).toHaveText('灯塔');
  await expect(dialog.getByRole('group', { name: 'Messages' })).toBeVisible();
  await shot(page, 'chinese-two-characters');

  await input.fill('LIGHTHOUSE');
  const englishHit = dialog.getByRole('option').filter({ hasText: english });
  await expect(englishHit.locator('mark')).toHaveText('lighthouse');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await shot(page, 'english-word');

  await input.fill('no such words anywhere');
  await expect(dialog.getByText('No results for “no such words anywhere”')).toBeVisible();
  await input.fill('lighthouse');
  await expect(englishHit).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The message is older than the first load: the history is read back until it is there.
  await expect(messageBubble(page, english)).toBeInViewport({ timeout: 30_000 });
  await shot(page, 'jumped');

  // The search button of the chats list opens it too; Escape closes it.
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the search dialog in Chinese', async ({ context }) => {
  test.setTimeout(90_000);
  const account = await createFreshAccount({ brand: 'cloudnumber', numbers: 1, balance: 5 });
  const own = firstNumber(account).full;
  const tag = Date.now().toString(36);
  await injectSms(account.origin, outsideNumber(), own, `周末晚饭吃什么 ${tag}`);

  const page = await context.newPage();
  await signIn(page, 'cloudnumber', account);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('button', { name: '搜索 (Ctrl+K)' }).click();
  const dialog = page.getByRole('dialog', { name: '搜索' });
  await dialog.getByRole('combobox', { name: '搜索' }).fill('晚饭');
  await expect(dialog.getByRole('option').locator('mark')).toHaveText('晚饭');
  await expect(dialog.getByRole('group', { name: '消息' })).toBeVisible();
  await expect(dialog.getByText('一到两个字的搜索只查找最近的消息。')).toBeVisible();
  await shot(page, 'chinese-ui');
});
