import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chatKey } from '@switchboard/protocol';
import { brandUrl, type OwnNumber } from './api.ts';
import { expect, type NewContext, test } from './fixtures.ts';
import { createFreshAccount, demoAccount, firstNumber, freshEmail } from './fresh-account.ts';
import { signedInOnChats, signUp } from './pages.ts';
import { gradientPng, noisePng } from './png.ts';

// Only when asked (SHOTS_DIR=/tmp/shots): pictures of the composer for a human to look at.
const shotsDir = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `compose-${name}.png`) });
};

/** A fresh wetalkpro account with a number and some credit, signed in on a context of its own. */
async function texter(newContext: NewContext): Promise<{ page: Page; number: OwnNumber }> {
  const account = await createFreshAccount({ brand: 'wetalkpro', numbers: 1, balance: 5 });
  return {
    page: await signedInOnChats(await newContext(), 'wetalkpro', account),
    number: firstNumber(account),
  };
}

test.describe('compose', () => {
  // Two sign-ins (password hashing) and real round trips per test: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('alice starts a chat with bob, sends a two-line text and a picture; bob sees both live', async ({
    newContext,
  }) => {
    const [{ page: alice, number: aliceNumber }, { page: bob, number: bobNumber }] = await Promise.all([
      texter(newContext),
      texter(newContext),
    ]);
    const aliceFull = aliceNumber.full;
    const bobFull = bobNumber.full;
    const tag = randomUUID().slice(0, 8);

    await alice.getByRole('button', { name: 'New SMS' }).click();
    const header = alice.getByTestId('new-chat-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'From' })).not.toHaveValue('');
    await header.getByRole('textbox', { name: 'Phone number' }).fill(bobNumber.national);
    await shot(alice, 'new-chat-header');

    const box = alice.getByRole('textbox', { name: 'Message' });
    await box.click();
    await box.pressSequentially(`hello bob ${tag}`);
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await expect(box).toContainText('second line');
    await shot(alice, 'composer');
    await box.press('Enter');
    await expect(box).toHaveText('');

    const sent = alice.getByTestId('message').filter({ hasText: tag });
    await expect(sent).toHaveAttribute('data-status', '0');
    await expect(sent.getByTestId('message-text')).toHaveText(`hello bob ${tag}\nsecond line`);
    // The confirmed first message opens the conversation: the new-chat header gives way.
    await expect(header).toHaveCount(0);

    await alice.getByTestId('composer-file').setInputFiles({
      name: `dot-${tag}.png`,
      mimeType: 'image/png',
      buffer: gradientPng(96, 64),
    });
    const picture = alice.locator('[data-testid="message"][data-direction="out"]').last();
    await expect(picture.getByTestId('message-image')).toBeVisible();
    await expect(picture).toHaveAttribute('data-status', '0');
    await shot(alice, 'sent');

    // Bob never reloads: the conversation and both messages arrive over the socket.
    const row = bob.locator(`[data-chat-key="${chatKey(bobFull, aliceFull)}"]`);
    await expect(row).toBeVisible();
    await row.click();
    const received = bob.locator('[data-testid="message"][data-direction="in"]');
    await expect(received.filter({ hasText: tag }).getByTestId('message-text')).toHaveText(
      `hello bob ${tag}\nsecond line`,
    );
    // Our 96 x 64 picture, decoded, told from any other picture by its size.
    const incomingImages = bob.locator(
      '[data-testid="message"][data-direction="in"] [data-testid="message-image"]',
    );
    await expect
      .poll(() =>
        incomingImages.evaluateAll((images) =>
          images.some((image) => {
            const { naturalWidth, naturalHeight } = image as HTMLImageElement;
            return naturalWidth === 96 && naturalHeight === 64;
          }),
        ),
      )
      .toBe(true);
  });

  test('the emoji picker loads on demand and inserts at the caret', async ({ newContext }) => {
    const { page: alice } = await texter(newContext);
    await alice.getByRole('button', { name: 'New SMS' }).click();
    await alice.getByRole('textbox', { name: 'Phone number' }).fill('2025550142');
    const box = alice.getByRole('textbox', { name: 'Message' });
    await box.click();
    await box.pressSequentially('hi there');
    for (let step = 0; step < 5; step += 1) await box.press('ArrowLeft');
    await alice.getByRole('button', { name: 'Insert emoji' }).click();
    await alice.getByRole('textbox', { name: 'Search emoji' }).fill('grinning');
    await shot(alice, 'emoji');
    await alice.locator('[data-epr-unified="1f600"]').first().click();
    await expect(box).toHaveText('hi 😀there');
  });

  test('a new account without a number sees the no-number card and cannot compose', async ({ page }) => {
    await page.goto(brandUrl('wetalkpro'));
    await signUp(page, freshEmail(), 'correct horse 1');
    await expect(page.getByText("You don't have a number yet")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  });

  test('at balance 0 the no-credit dialog opens instead of sending; Recharge opens the account tab', async ({
    newContext,
  }) => {
    // Demo carol: a number and no credit at all, which whole-unit top-ups less a rent with cents never leave.
    const alice = await signedInOnChats(await newContext(), 'wetalkpro', demoAccount('carol'));
    await alice.getByRole('button', { name: 'New SMS' }).click();
    await alice.getByRole('textbox', { name: 'Phone number' }).fill('2025550143');
    const box = alice.getByRole('textbox', { name: 'Message' });
    await box.click();
    await box.pressSequentially('no credit');
    await box.press('Enter');
    const dialog = alice.getByRole('dialog', { name: 'Insufficient balance' });
    await expect(dialog).toBeVisible();
    await shot(alice, 'no-credit');
    await expect(alice.getByTestId('message')).toHaveCount(0);
    // The modal hides the page from the accessibility tree, so the box is found by its test id.
    await expect(alice.getByTestId('composer-input')).toHaveText('no credit');
    await dialog.getByRole('button', { name: 'Recharge' }).click();
    await expect(alice.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a large picture is compressed in the browser before sending; a gif over 2 MB is refused', async ({
    newContext,
  }) => {
    const { page: alice } = await texter(newContext);
    await alice.getByRole('button', { name: 'New SMS' }).click();
    await alice.getByRole('textbox', { name: 'Phone number' }).fill('2025550144');
    await expect(alice.getByRole('button', { name: 'Send a picture' })).toBeEnabled();

    const big = noisePng(700, 700);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    await alice
      .getByTestId('composer-file')
      .setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: big });
    const sent = alice.locator('[data-testid="message"][data-direction="out"]');
    await expect(sent.getByTestId('message-image')).toBeVisible({ timeout: 30_000 });
    await expect(sent.first()).toHaveAttribute('data-status', '0');

    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(2.5 * 1024 * 1024)]);
    await alice
      .getByTestId('composer-file')
      .setInputFiles({ name: 'huge.gif', mimeType: 'image/gif', buffer: gif });
    const notice = alice.getByRole('alert').filter({ hasText: 'The image you sent is too large.' });
    await expect(notice).toHaveText(
      'The image you sent is too large. Please select a smaller image to send. Thank you!',
    );
    await shot(alice, 'too-large');
    await expect(sent).toHaveCount(1);
    // The red notice goes after about 3 s.
    await expect(notice).toBeHidden({ timeout: 6_000 });
  });
});
