import { SIMULATOR_CODE_PATH } from '@switchboard/protocol';
import { sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount } from './fresh-account.ts';
import { signIn } from './pages.ts';

test.describe('jiema verification page', () => {
  test('locks a UK number for an app, shows and copies the code it sends, subscribes, then lists it', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Credit for the code and for keeping the number.
    await signIn(page, 'jiema', await createFreshAccount({ brand: 'jiema', balance: 20 }));

    await page.getByTestId('service-search').fill('whats');
    await page.getByTestId('service-whatsapp').click();
    await page.getByRole('combobox', { name: '号码国家' }).click();
    await page.getByRole('option', { name: /\+44$/ }).click();
    const getNumber = page.getByTestId('get-number');
    await expect(getNumber).toBeDisabled();
    await page.getByTestId('option-type-1').check();
    await getNumber.click();
    await expect(page.getByTestId('verification-dialog-agreement')).toBeVisible();
    await page.getByTestId('verification-dialog-confirm').click();
    await page.getByTestId('agreement').check();
    await getNumber.click();

    const shown = (await page.getByTestId('locked-number').textContent()) ?? '';
    const number = shown.replace(/\D/g, '');
    expect(number).toMatch(/^44\d{9,10}$/);
    await expect(page.getByTestId('try-another')).toBeDisabled();

    const sent = await request.post(`${sharedOrigin()}${SIMULATOR_CODE_PATH}`, {
      data: { number, app: 'whatsapp' },
    });
    expect(sent.ok()).toBe(true);
    const { code } = (await sent.json()).data as { code: string };
    // The page polls every 5 s; the first poll after the text shows it (the demo may add its own code too).
    await expect(page.getByTestId('sms-code').filter({ hasText: code })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('try-another')).toBeEnabled();

    // Copy the code, as the user pastes it into the app.
    const message = page.getByTestId('sms-list').locator('[data-testid^="copy-code-"]').first();
    await message.click();
    await expect(page.getByTestId('tip-4')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{4,8}$/);

    // Keep the number: subscribe (confirmation), which ends the session.
    await page.getByTestId('subscribe').click();
    await expect(page.getByTestId('verification-dialog-subscribe')).toBeVisible();
    await page.getByTestId('verification-dialog-confirm').click();
    await expect(page.getByTestId('service-list')).toBeVisible();

    await page.getByTestId('tab-old').click();
    await page.getByTestId('old-app-whatsapp').click();
    const kept = page.getByTestId(`old-number-${number}`);
    // Subscribed numbers carry a star.
    await expect(kept).toContainText('★');
    await kept.click();
    await expect(page.getByTestId('old-sms-table')).toContainText(code);
  });
});
