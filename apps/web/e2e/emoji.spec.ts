import { expectNoSeriousA11yViolations } from './a11y.ts';
import { injectSms, outsideNumber, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, signIn, snapshot } from './pages.ts';

test.use({ actionTimeout: 15_000 });

/**
 * Draws `text` in the font the element's text is drawn in and counts the pixels that are neither
 * grey nor faint: a colour emoji has hundreds, a missing glyph's empty box or a monochrome symbol none.
 */
function colouredPixels([element, text]: readonly [Element, string]): number {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (!context) return -1;
  const style = getComputedStyle(element);
  context.font = `40px ${style.fontFamily}`;
  context.textBaseline = 'top';
  context.fillStyle = '#000';
  context.fillText(text, 4, 8);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let coloured = 0;
  for (let at = 0; at < data.length; at += 4) {
    const [red = 0, green = 0, blue = 0, alpha = 0] = data.slice(at, at + 4);
    if (alpha > 128 && Math.max(red, green, blue) - Math.min(red, green, blue) > 60) coloured += 1;
  }
  return coloured;
}

// Debian ships no colour emoji font, so a received emoji showed as an empty box; the app serves one.
test('a received emoji is drawn in colour on a system without an emoji font', async ({ page }) => {
  const origin = sharedOrigin();
  const alice = await createFreshAccount({ brand: 'wetalk', numbers: 1 });
  const own = firstNumber(alice);
  const sender = outsideNumber();
  await injectSms(origin, sender, own.full, 'Party tonight 🎉😀');

  await signIn(page, 'wetalk', alice);
  await conversationRow(page, own.full, sender).click();
  const message = page
    .getByTestId('message-list')
    .getByTestId('message')
    .filter({ hasText: 'Party tonight' });
  await expect(message).toBeVisible();
  // The emoji's part of the font is downloaded because the message needs it, and only then.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'Noto Color Emoji' && face.status === 'loaded',
        );
      }),
    )
    .toBe(true);
  const text = await message.elementHandle();
  if (text === null) throw new Error('the message left the page');
  expect(await page.evaluate(colouredPixels, [text, '😀'] as const)).toBeGreaterThan(100);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'emoji-in-colour');
});

// The emoji face covers the emoji ranges only: a character no other font has is not a reason to fetch it.
test('a message in a script without a font does not download the emoji font', async ({ page }) => {
  const origin = sharedOrigin();
  const alice = await createFreshAccount({ brand: 'wetalk', numbers: 1 });
  const own = firstNumber(alice);
  const sender = outsideNumber();
  await injectSms(origin, sender, own.full, 'Tashi delek ༀ བཀྲ་ཤིས་ ሰላም');
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-color-emoji')) fontRequests.push(request.url());
  });

  await signIn(page, 'wetalk', alice);
  await conversationRow(page, own.full, sender).click();
  await expect(page.getByTestId('message-list').getByText('Tashi delek')).toBeVisible();
  const emojiFaceStatus = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const face = [...document.fonts].find((font) => font.family.replace(/"/g, '') === 'Noto Color Emoji');
      return face?.status ?? 'absent';
    });
  expect(await emojiFaceStatus()).toBe('unloaded');
  expect(fontRequests).toEqual([]);

  // An emoji still brings it.
  await injectSms(origin, sender, own.full, 'and now 🎉');
  await expect(page.getByTestId('message-list').getByText('and now')).toBeVisible();
  await expect.poll(emojiFaceStatus).toBe('loaded');
});
