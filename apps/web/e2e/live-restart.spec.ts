import { expectNoSeriousA11yViolations } from './a11y.ts';
import { connectionNotice } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import {
  conversationRow,
  expectNotReloaded,
  expectNotWhite,
  markDocument,
  messageBubble,
  sendNewSms,
  signedInOnChats,
  snapshot,
  typeAndSend,
} from './pages.ts';

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

/**
 * A server closed by a deploy re-announces nothing: clients that were told "io server disconnect"
 * must reconnect by themselves, and a text missed across the restart is caught up by the jittered
 * chat-list refresh (up to 60 s after a server-closed reconnect), so only that wait is long.
 */
const CATCH_UP_TIMEOUT_MS = 75_000;
/** Reconnect delays grow from 500 ms; a few seconds of outage stay well inside this. */
const RECONNECT_TIMEOUT_MS = 30_000;

test('a graceful restart: both pages keep a notice, reconnect by themselves, and the outage text arrives unread', async ({
  context,
  newContext,
  privateServer: server,
}) => {
  test.setTimeout(150_000);
  const options = { brand: 'wephone', numbers: 1, balance: 5, origin: server.origin } as const;
  const [aliceAccount, bobAccount] = await Promise.all([
    createFreshAccount(options),
    createFreshAccount(options),
  ]);
  const aliceNumber = firstNumber(aliceAccount);
  const bobNumber = firstNumber(bobAccount);
  const alice = await signedInOnChats(context, 'wephone', aliceAccount);
  const bob = await signedInOnChats(await newContext(), 'wephone', bobAccount);
  await expectNoSeriousA11yViolations(alice);
  await expectNoSeriousA11yViolations(bob);

  // Bob opens the conversation; Alice, on her list with nothing open, counts it unread.
  await sendNewSms(bob, aliceNumber.national, 'before the restart');
  await expect(messageBubble(bob, 'before the restart')).toHaveAttribute('data-status', '0');
  const aliceRow = conversationRow(alice, aliceNumber.full, bobNumber.full);
  await expect(aliceRow.getByTestId('unread-badge')).toHaveText('1');
  await markDocument(alice);
  await markDocument(bob);

  // SIGTERM: the server closes every socket ("io server disconnect") and exits.
  await server.stop();
  for (const page of [alice, bob]) {
    await expect(connectionNotice(page)).toBeVisible();
    await expectNotWhite(page);
  }
  await snapshot(alice, 'alice-server-down');
  await snapshot(bob, 'bob-server-down');

  // Bob writes during the outage. The spec disables Send while disconnected, so the text waits in
  // the box and goes the moment his page is back, whether or not Alice's page is back yet.
  const bobBox = bob.getByRole('textbox', { name: 'Message' });
  const bobSend = bob.getByRole('button', { name: 'Send', exact: true });
  await bobBox.click();
  await bobBox.pressSequentially('sent across the restart');
  await expect(bobSend).toBeDisabled();
  await expectNotWhite(bob);

  await server.start();
  await expect(bobSend).toBeEnabled({ timeout: RECONNECT_TIMEOUT_MS });
  await bobBox.press('Enter');
  for (const page of [alice, bob]) {
    await expect(connectionNotice(page)).toBeHidden({ timeout: RECONNECT_TIMEOUT_MS });
    await expectNotWhite(page);
    await expectNotReloaded(page);
  }
  await snapshot(bob, 'bob-reconnected');

  // The text reaches Alice unread (her list, nothing open): the badge counts it with the first.
  await expect(aliceRow.getByTestId('conversation-preview')).toHaveText('sent across the restart', {
    timeout: CATCH_UP_TIMEOUT_MS,
  });
  await expect(aliceRow.getByTestId('unread-badge')).toHaveText('2');
  await expect(messageBubble(bob, 'sent across the restart')).toHaveAttribute('data-status', '0');
  await snapshot(alice, 'alice-caught-up');

  // Both are live again: Alice answers from the conversation and Bob sees it arrive.
  await aliceRow.click();
  await expect(aliceRow.getByTestId('unread-badge')).toHaveCount(0);
  await typeAndSend(alice, 'answer after the restart');
  await expect(messageBubble(alice, 'answer after the restart')).toHaveAttribute('data-status', '0');
  await expect(messageBubble(bob, 'answer after the restart')).toHaveAttribute('data-direction', 'in');
});
