import { SOCKET_PATH } from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { connectionNotice } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import {
  conversationRow,
  messageBubble,
  sendNewSms,
  signedInOnChats,
  snapshot,
  typeAndSend,
} from './pages.ts';

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

test('with WebSocket blocked the app connects over long polling and texts both ways', async ({
  context,
  newContext,
  privateServer: server,
}) => {
  const options = { brand: 'wephone', numbers: 1, balance: 5, origin: server.origin } as const;
  const [aliceAccount, bobAccount] = await Promise.all([
    createFreshAccount(options),
    createFreshAccount(options),
  ]);
  const aliceNumber = firstNumber(aliceAccount);
  const bobNumber = firstNumber(bobAccount);

  // Alice's long-polling requests, counted from her first page load on.
  const polls: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes(`${SOCKET_PATH}/`) && request.url().includes('transport=polling')) {
      polls.push(request.url());
    }
  });
  // Alice's browser has no WebSocket at all, as behind a proxy that blocks it.
  await context.addInitScript(() => {
    delete (window as { WebSocket?: unknown }).WebSocket;
  });
  const alice = await signedInOnChats(context, 'wephone', aliceAccount);
  const bob = await signedInOnChats(await newContext(), 'wephone', bobAccount);
  await expectNoSeriousA11yViolations(alice);
  await expectNoSeriousA11yViolations(bob);
  expect(await alice.evaluate(() => 'WebSocket' in window)).toBe(false);

  // Bob texts Alice: it reaches her live, over polling.
  await sendNewSms(bob, aliceNumber.national, 'hello over polling');
  await expect(messageBubble(bob, 'hello over polling')).toHaveAttribute('data-status', '0');
  const aliceRow = conversationRow(alice, aliceNumber.full, bobNumber.full);
  await expect(aliceRow.getByTestId('conversation-preview')).toHaveText('hello over polling');
  await expect(aliceRow.getByTestId('unread-badge')).toHaveText('1');
  await expect(connectionNotice(alice)).toHaveCount(0);
  expect(polls.length).toBeGreaterThan(0);
  await snapshot(alice, 'alice-polling-received');

  // Alice answers: her send goes out over polling and reaches Bob's open conversation.
  await aliceRow.click();
  await expect(messageBubble(alice, 'hello over polling')).toHaveAttribute('data-direction', 'in');
  await typeAndSend(alice, 'answer over polling');
  await expect(messageBubble(alice, 'answer over polling')).toHaveAttribute('data-status', '0');
  await expect(messageBubble(bob, 'answer over polling')).toHaveAttribute('data-direction', 'in');
  await expect(connectionNotice(alice)).toHaveCount(0);
  await snapshot(bob, 'bob-polling-answer');
});
