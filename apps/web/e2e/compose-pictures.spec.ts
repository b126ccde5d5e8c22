import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createFreshAccount } from './fresh-account.ts';
import { signedInOnChats } from './pages.ts';
import { gradientPng } from './png.ts';

/** Hands the message box files as a paste or a drop does (a copied screenshot, files from the desktop). */
async function hand(box: Locator, how: 'paste' | 'drop', files: { name: string; bytes: Buffer }[]) {
  await box.evaluate(
    (node, { how, files }) => {
      const data = new DataTransfer();
      for (const file of files)
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: 'image/png' }));
      const event =
        how === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      node.dispatchEvent(event);
    },
    { how, files: files.map((file) => ({ name: file.name, bytes: [...file.bytes] })) },
  );
}

test('a pasted picture, two dropped and two chosen at once each go as a picture message of their own', async ({
  newContext,
}) => {
  test.setTimeout(60_000);
  const account = await createFreshAccount({ brand: 'wetalkpro', numbers: 1, balance: 5 });
  const page = await signedInOnChats(await newContext(), 'wetalkpro', account);
  await page.getByRole('button', { name: 'New SMS' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('2025550144');
  await expect(page.getByRole('button', { name: 'Send a picture' })).toBeEnabled();
  const box = page.getByTestId('composer-input');
  const sent = page.locator('[data-testid="message"][data-direction="out"]');
  const confirmed = async (count: number) => {
    await expect(sent).toHaveCount(count);
    for (let i = 0; i < count; i++) await expect(sent.nth(i)).toHaveAttribute('data-status', '0');
    await expect(sent.getByTestId('message-image')).toHaveCount(count);
  };

  await hand(box, 'paste', [{ name: 'screenshot.png', bytes: gradientPng(48, 32) }]);
  await confirmed(1);
  // The first message opened the conversation; the composer stays with it.
  await hand(page.getByTestId('composer-input'), 'drop', [
    { name: 'one.png', bytes: gradientPng(40, 40) },
    { name: 'two.png', bytes: gradientPng(64, 24) },
  ]);
  await confirmed(3);
  await page.getByTestId('composer-file').setInputFiles([
    { name: 'three.png', mimeType: 'image/png', buffer: gradientPng(30, 50) },
    { name: 'four.png', mimeType: 'image/png', buffer: gradientPng(50, 30) },
  ]);
  await confirmed(5);
  // Text pasted into the box stays text to send.
  await page.getByTestId('composer-input').evaluate((node) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'caption words');
    node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByTestId('composer-input')).toHaveText('caption words');
});
