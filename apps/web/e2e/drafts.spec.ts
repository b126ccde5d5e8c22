import { injectSms, outsideNumber, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, messageBubble, signIn } from './pages.ts';

test.use({ actionTimeout: 15_000 });

test('an unsent text stays with its conversation: not carried to another, kept across a reload, gone once sent', async ({
  page,
}) => {
  const origin = sharedOrigin();
  const account = await createFreshAccount({ brand: 'pingme', numbers: 1, balance: 5 });
  const own = firstNumber(account).full;
  const [ann, ben] = [outsideNumber(), outsideNumber()];
  await injectSms(origin, ann, own, 'Hi, it is Ann');
  await injectSms(origin, ben, own, 'Hi, it is Ben');

  await signIn(page, 'pingme', account);
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await conversationRow(page, own, ann).click();
  await box.click();
  await box.pressSequentially('See you at eight, Ann');

  await conversationRow(page, own, ben).click();
  await expect(messageBubble(page, 'Hi, it is Ben')).toBeVisible();
  await expect(box).toHaveText('');
  await expect(send).toBeDisabled();

  await conversationRow(page, own, ann).click();
  await expect(box).toHaveText('See you at eight, Ann');
  await page.reload();
  await conversationRow(page, own, ann).click();
  await expect(box).toHaveText('See you at eight, Ann');
  await expect(send).toBeEnabled();
  await box.press('Enter');
  await expect(messageBubble(page, 'See you at eight, Ann')).toHaveAttribute('data-status', '0');
  await expect(box).toHaveText('');

  await conversationRow(page, own, ben).click();
  await conversationRow(page, own, ann).click();
  await expect(box).toHaveText('');
});
