import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { injectSms, outsideNumber } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, messageBubble, signedInOnChats, snapshot } from './pages.ts';

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

/** More than the 500 messages one history load may read. */
const MESSAGES = 600;
/** Scrolls to the top at most: every one must bring older messages until the first is there. */
const MAX_ROUNDS = 20;

const textOf = (index: number) => `history ${String(index).padStart(3, '0')}`;

/** The id of the oldest message loaded: the one on top once the list is scrolled to its top. */
async function oldestLoaded(list: Locator): Promise<string | null> {
  return list.getByTestId('message').first().getAttribute('data-sms-id');
}

test('a 600-message conversation scrolls back to its first message, keeping its place as pages load', async ({
  context,
  privateServer: server,
}) => {
  test.setTimeout(150_000);
  const alice = await createFreshAccount({ brand: 'wephone', numbers: 1, origin: server.origin });
  const own = firstNumber(alice);
  const sender = outsideNumber();
  // One after the other, so the stored order is the numbering.
  for (let index = 1; index <= MESSAGES; index += 1) {
    await injectSms(server.origin, sender, own.full, textOf(index));
  }

  const page = await signedInOnChats(context, 'wephone', alice);
  await expectNoSeriousA11yViolations(page);
  await conversationRow(page, own.full, sender).click();
  const list = page.getByTestId('message-list');
  // It opens at the newest message.
  await expect(messageBubble(page, textOf(MESSAGES))).toBeInViewport();
  await snapshot(page, 'history-opened');

  const first = messageBubble(page, textOf(1));
  let rounds = 0;
  for (; rounds < MAX_ROUNDS && !(await first.isVisible()); rounds += 1) {
    const anchorId = await oldestLoaded(list);
    expect(anchorId, 'messages are loaded').not.toBeNull();
    const anchor = list.locator(`[data-sms-id="${anchorId}"]`);
    const heightBefore = await list.evaluate((element) => element.scrollHeight);
    await list.evaluate((element) => element.scrollTo({ top: 0 }));
    // Older messages arrive above...
    await expect
      .poll(() => list.evaluate((element) => element.scrollHeight), {
        message: `older messages load when scrolled to the top (round ${rounds + 1})`,
      })
      .toBeGreaterThan(heightBefore);
    // ...and the message that was on top stays on screen instead of the view jumping to the oldest.
    await expect(anchor).toBeInViewport();
  }
  // The first load stops at the spec's budget of 500 messages: the rest came by scrolling.
  expect(rounds, 'scrolls to the top that loaded older messages').toBeGreaterThan(0);
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport();
  await expect(list.getByTestId('message').first()).toContainText(textOf(1));
  await snapshot(page, 'history-first-message');
});
