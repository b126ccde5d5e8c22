import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiUnread, injectSms, outsideNumber, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, signIn, snapshot } from './pages.ts';

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

// A fresh account: the conversation here is with an outside number of this test alone, so its
// counts are not shared with anything else.

test('3 messages received while the page is closed are unread 3 after login and after a reload', async ({
  page,
}) => {
  const origin = sharedOrigin();
  const alice = await createFreshAccount({ brand: 'wetalk', numbers: 1 });
  const { token } = alice;
  const own = firstNumber(alice);
  const sender = outsideNumber();
  for (const text of ['first while away', 'second while away', 'third while away']) {
    await injectSms(origin, sender, own.full, text);
  }
  // The server holds the count (read markers), so any fresh page can show it.
  await expect.poll(() => apiUnread(origin, token, own.full, sender)).toBe(3);

  await signIn(page, 'wetalk', alice);
  const row = conversationRow(page, own.full, sender);
  await expect(row.getByTestId('conversation-preview')).toHaveText('third while away');
  await expect(row.getByTestId('unread-badge')).toHaveText('3');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'unread-after-login');

  await page.reload();
  await expect(row.getByTestId('conversation-preview')).toHaveText('third while away');
  await expect(row.getByTestId('unread-badge')).toHaveText('3');
  await snapshot(page, 'unread-after-reload');

  // Opening it reads it on the server: a reload keeps it read.
  await row.click();
  await expect(row.getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByTestId('message-list').getByTestId('message')).toHaveCount(3);
  await expect.poll(() => apiUnread(origin, token, own.full, sender)).toBe(0);
  await page.reload();
  await expect(row.getByTestId('conversation-preview')).toHaveText('third while away');
  await expect(row.getByTestId('unread-badge')).toHaveCount(0);
});
