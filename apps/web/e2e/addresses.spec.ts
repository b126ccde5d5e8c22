import { chatKey } from '@switchboard/protocol';
import { brandUrl, injectSms, outsideNumber, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, logIn, messageBubble, signIn } from './pages.ts';

test.use({ actionTimeout: 15_000 });

test('every tab, section and conversation has an address: back and forward, a reload and a link on another device open it', async ({
  page,
  newContext,
}) => {
  const origin = sharedOrigin();
  const account = await createFreshAccount({ brand: 'pingme', numbers: 1, balance: 5 });
  const own = firstNumber(account).full;
  const [ann, ben] = [outsideNumber(), outsideNumber()];
  await injectSms(origin, ann, own, 'Ann here');
  await injectSms(origin, ben, own, 'Ben here');
  const path = () => new URL(page.url()).pathname;

  await signIn(page, 'pingme', account);
  await expect.poll(path).toBe('/chats');
  await conversationRow(page, own, ann).click();
  await expect(messageBubble(page, 'Ann here')).toBeVisible();
  await expect.poll(path).toBe(`/chats/${chatKey(own, ann)}`);
  await page.getByRole('tab', { name: 'Numbers' }).click();
  await expect.poll(path).toBe('/numbers');
  // The numbers tab shows its tips once, to a browser that has not seen them.
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await tips.getByRole('button', { name: 'Got it' }).click();
  await expect(tips).toBeHidden();
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Recharge' }).click();
  await expect.poll(path).toBe('/account/recharge');
  await expect(page).toHaveTitle('Account - PingMe');

  await page.goBack();
  await expect.poll(path).toBe('/account');
  await page.goBack();
  await expect.poll(path).toBe('/numbers');
  await expect(page.getByRole('tab', { name: 'Numbers' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(messageBubble(page, 'Ann here')).toBeVisible();
  await expect(page).toHaveTitle('Chats - PingMe');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Numbers' })).toHaveAttribute('aria-selected', 'true');

  // A reload stays on the conversation.
  await page.getByRole('tab', { name: 'Chats' }).click();
  await conversationRow(page, own, ben).click();
  await expect(messageBubble(page, 'Ben here')).toBeVisible();
  await page.reload();
  await expect(messageBubble(page, 'Ben here')).toBeVisible();
  await expect.poll(path).toBe(`/chats/${chatKey(own, ben)}`);

  // The address pasted on another device opens there once signed in.
  const other = await (await newContext()).newPage();
  await other.goto(brandUrl('pingme', `chats/${chatKey(own, ben)}`));
  await logIn(other, account.email, account.password);
  await expect(messageBubble(other, 'Ben here')).toBeVisible();

  // Signing out leaves the conversation's address: the next person starts at the first screen.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect.poll(path).toBe('/');
});
