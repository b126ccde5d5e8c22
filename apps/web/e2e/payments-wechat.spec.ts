import { apiUrl } from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

test('WeChat Pay paid on another device: the QR dialog notices it, and the 15% gift of the 2 USD tile is credited', async ({
  page,
  browser,
}) => {
  await page.goto(brandUrl('wetalk'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'Recharge' })
    .click();
  await expect(page.getByTestId('recharge-balance')).toContainText('0.00');

  // The 2 USD tile promises its gift on the tile and in the title.
  await page.getByTestId('recharge-tile-0').click();
  await expect(page.getByTestId('recharge-gift-0')).toHaveText('+$0.30 gift');
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  const submitted = page.waitForResponse((response) => response.url().includes(apiUrl('paySubmit')));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const { data } = (await (await submitted).json()) as { data: { paymentUrl: string } };
  const dialog = page.getByRole('dialog', { name: 'WeChat Pay' });
  await expect(dialog.getByTestId('wechat-qr')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Not paid yet: "Payment completed" says so.
  await dialog.getByRole('button', { name: 'Payment completed' }).click();
  await expect(dialog.getByTestId('wechat-not-yet')).toContainText('has not arrived yet');

  // The phone that scanned the code pays on its own page.
  const phone = await (await browser.newContext()).newPage();
  const { pathname, search } = new URL(data.paymentUrl, 'http://x');
  await phone.goto(`http://127.0.0.1:${process.env.SB_E2E_PORT}${pathname}${search}`);
  await phone.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(dialog.getByTestId('wechat-paid')).toHaveText('Payment received: $2.00 is on your balance.');
  await expect(page.getByTestId('recharge-balance')).toContainText('2.30');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await phone.context().close();
});
