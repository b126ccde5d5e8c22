import path from 'node:path';
import type { Page } from '@playwright/test';
import { injectSms, outsideNumber } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, expectAnimationsSettled, messageBubble, signedInOnChats } from './pages.ts';

const shotsDir = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  await expectAnimationsSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `keyboard-${name}.png`) });
};

/** The outline the focused element draws: the ring a keyboard user follows. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused ? getComputedStyle(focused).outlineStyle : 'none';
  });

test('chats by keyboard alone: move between conversations, reply with Enter, open and close the shortcuts', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const account = await createFreshAccount({ brand: 'wephone', numbers: 1, balance: 5 });
  const own = firstNumber(account).full;
  const [older, newer] = [outsideNumber(), outsideNumber()];
  const tag = Date.now().toString(36);
  // One after the other, so the newer conversation is on top of the list.
  await injectSms(account.origin, older, own, `older ${tag}`);
  await injectSms(account.origin, newer, own, `newer ${tag}`);

  const page = await signedInOnChats(context, 'wephone', account);
  const newerRow = conversationRow(page, own, newer);
  const olderRow = conversationRow(page, own, older);
  await expect(olderRow).toBeVisible();

  // Nothing open: Alt+Down opens the top conversation, then the one below; Alt+Up goes back.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(newerRow).toHaveAttribute('aria-selected', 'true');
  await expect(messageBubble(page, `newer ${tag}`)).toBeVisible();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(olderRow).toHaveAttribute('aria-selected', 'true');
  await expect(messageBubble(page, `older ${tag}`)).toBeVisible();
  await expect(olderRow).toBeFocused();
  await expect.poll(() => focusOutline(page)).toBe('solid');
  await shot(page, 'row-focus');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(newerRow).toHaveAttribute('aria-selected', 'true');
  await expect(messageBubble(page, `newer ${tag}`)).toBeVisible();

  // R puts the caret in the message box; typing and Enter send.
  const box = page.getByRole('textbox', { name: 'Message' });
  await page.keyboard.press('r');
  await expect(box).toBeFocused();
  await page.keyboard.type(`by keyboard ${tag}`);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(messageBubble(page, `by keyboard ${tag}`)).toHaveAttribute('data-status', '0');
  await expect(newerRow.getByTestId('conversation-preview')).toHaveText(`by keyboard ${tag}`);

  // Escape leaves the box for the conversation's row; ? there opens the list of shortcuts.
  await page.keyboard.press('Escape');
  await expect(newerRow).toBeFocused();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Open the next conversation/ })).toContainText('Alt + ↓');
  // 13 keys in nine rows: Alt+Down, Alt+Up, R, Enter, Shift+Enter, N, Ctrl+K, Esc and ?.
  await expect(dialog.locator('kbd')).toHaveCount(13);
  await shot(page, 'help-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The side bar's button opens it too, reached with Tab like any control (and drawn with a ring).
  const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect.poll(() => focusOutline(page)).toBe('solid');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
