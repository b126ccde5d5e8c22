import type { Page } from '@playwright/test';
import { apiUnread, injectSms, outsideNumber, sharedOrigin } from './api.ts';
import { catalogueText } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, signedInOnChats, signIn } from './pages.ts';

// An action that cannot happen (a menu never came, a push never arrived) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

const SHOTS = '/tmp/shots-A';
const action = (key: string, language: 'en' | 'zh-CN' = 'en') =>
  catalogueText('chats', `actions.${key}`, language);

/** Opens the row's menu by its more button and picks an item. */
async function pick(page: Page, own: string, other: string, key: string): Promise<void> {
  await conversationRow(page, own, other).locator('..').getByTestId('conversation-more').click();
  await page.getByRole('menuitem', { name: action(key), exact: true }).click();
}

test('archive, block, mark unread and mute reach both pages of the account', async ({ newContext }) => {
  const origin = sharedOrigin();
  const alice = await createFreshAccount({ brand: 'wetalk', numbers: 1 });
  const own = firstNumber(alice).full;
  const sender = outsideNumber();
  await injectSms(origin, sender, own, 'hello there');
  const one = await signedInOnChats(await newContext(), 'wetalk', alice);
  const two = await signedInOnChats(await newContext(), 'wetalk', alice);
  const pages = [one, two];
  for (const page of pages) {
    await expect(conversationRow(page, own, sender).getByTestId('conversation-preview')).toHaveText(
      'hello there',
    );
  }

  // The menu, looked at once.
  await conversationRow(one, own, sender).locator('..').getByTestId('conversation-more').click();
  await expect(one.getByRole('menuitem', { name: action('archive'), exact: true })).toBeVisible();
  await one.screenshot({ path: `${SHOTS}/menu-en.png` });
  await one.keyboard.press('Escape');

  // Archive on page 1: gone from the list on both, shown in the Archived view.
  await pick(one, own, sender, 'archive');
  for (const page of pages) await expect(conversationRow(page, own, sender)).toHaveCount(0);
  await two.getByTestId('show-archived').click();
  await expect(conversationRow(two, own, sender)).toBeVisible();
  await two.getByRole('button', { name: action('backToList') }).click();
  // A new message brings it back on both.
  await injectSms(origin, sender, own, 'back again');
  for (const page of pages) {
    await expect(conversationRow(page, own, sender).getByTestId('conversation-preview')).toHaveText(
      'back again',
    );
  }
  // Reading it clears the badge before the next steps.
  await conversationRow(one, own, sender).click();
  await expect.poll(() => apiUnread(origin, alice.token, own, sender)).toBe(0);
  for (const page of pages) {
    await expect(conversationRow(page, own, sender).getByTestId('unread-badge')).toHaveCount(0);
  }

  // Mark unread on page 1: the badge on both.
  await pick(one, own, sender, 'markUnread');
  for (const page of pages) {
    await expect(conversationRow(page, own, sender).getByTestId('unread-badge')).toHaveText('1');
  }
  await pick(two, own, sender, 'markRead');
  for (const page of pages) {
    await expect(conversationRow(page, own, sender).getByTestId('unread-badge')).toHaveCount(0);
  }

  // Mute on page 1: the muted icon on both.
  await pick(one, own, sender, 'mute');
  for (const page of pages)
    await expect(conversationRow(page, own, sender).getByTestId('muted-icon')).toBeVisible();

  // Block after the confirmation that says what blocking does.
  await pick(one, own, sender, 'block');
  const confirm = one.getByRole('dialog');
  await expect(confirm).toContainText(action('blockText'));
  await one.screenshot({ path: `${SHOTS}/block-confirm.png` });
  await confirm.getByRole('button', { name: action('blockConfirm'), exact: true }).click();
  await expect(one.getByRole('dialog')).toHaveCount(0);
  await injectSms(origin, sender, own, 'while blocked');
  // A later text from another number arrives: the blocked one, pushed before it, would be here by now.
  const friend = outsideNumber();
  await injectSms(origin, friend, own, 'from a friend');
  for (const page of pages) {
    await expect(conversationRow(page, own, friend)).toBeVisible();
    const row = conversationRow(page, own, sender);
    await expect(row.getByTestId('conversation-preview')).toHaveText('back again');
    await expect(row.getByTestId('unread-badge')).toHaveCount(0);
  }
  expect(await apiUnread(origin, alice.token, own, sender)).toBe(0);

  // Unblock from the Blocked numbers list on page 2: the hidden text shows on both.
  await two.getByRole('button', { name: action('blockedNumbers') }).click();
  const list = two.getByRole('dialog');
  await expect(list.getByTestId('blocked-number')).toHaveCount(1);
  await list.getByRole('button', { name: action('unblock'), exact: true }).click();
  await expect(list.getByTestId('blocked-number')).toHaveCount(0);
  await list.getByRole('button', { name: action('close') }).click();
  for (const page of pages) {
    await expect(conversationRow(page, own, sender).getByTestId('conversation-preview')).toHaveText(
      'while blocked',
    );
  }
});

test('the menu in Chinese', async ({ newContext }) => {
  const alice = await createFreshAccount({ brand: 'wetalk', numbers: 1 });
  const own = firstNumber(alice).full;
  const sender = outsideNumber();
  await injectSms(sharedOrigin(), sender, own, '你好');
  const page = await (await newContext({ locale: 'zh-CN' })).newPage();
  await signIn(page, 'wetalk', alice);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await conversationRow(page, own, sender).locator('..').getByTestId('conversation-more').click();
  for (const key of ['markRead', 'archive', 'mute', 'block']) {
    await expect(page.getByRole('menuitem', { name: action(key, 'zh-CN'), exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/menu-zh.png` });
});
