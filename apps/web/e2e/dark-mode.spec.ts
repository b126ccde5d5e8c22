import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type AddressBookInput, type BrandId, SIMULATOR_CODE_PATH } from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { openAccountSection } from './account-pages.ts';
import { apiCall, brandUrl, injectSms, outsideNumber, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import {
  createFreshAccount,
  FRESH_PASSWORD,
  type FreshAccount,
  firstNumber,
  freshEmail,
} from './fresh-account.ts';
import {
  conversationRow,
  expectAnimationsSettled,
  logIn,
  messageBubble,
  signIn,
  signUp,
  typeAndSend,
} from './pages.ts';

// The browser says the system is dark: the app follows it until the side bar's switch says otherwise.
test.use({ colorScheme: 'dark' });

// Only when asked (SHOTS_DIR=/tmp/dark-shots): pictures for a human to look at, not assertions.
const shotsDir = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await expectAnimationsSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** The relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The painted background of the page behind the panels. */
async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** The page is painted dark: the scheme attribute, and the page's computed background. */
async function expectDark(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect.poll(async () => luminance(await pageBackground(page))).toBeLessThan(0.03);
}

async function expectLight(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await expect.poll(async () => luminance(await pageBackground(page))).toBeGreaterThan(0.85);
}

/**
 * axe-core on the page as it is, colour contrast included for every brand (in the dark scheme no
 * brand colour is excused). Off are only the rules e2e/a11y.ts excuses on every page, for reasons
 * that have nothing to do with colour (its PREEXISTING_A11Y.everywhere).
 */
async function expectNoSeriousViolationsInDark(page: Page): Promise<void> {
  await expectAnimationsSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .disableRules(['label-content-name-mismatch', 'aria-required-children'])
    .analyze();
  const failing = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')} :: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
      ),
    }));
  expect(failing, `serious or critical violations in the dark scheme on ${page.url()}`).toEqual([]);
}

/** Saves a contact, as the contacts tab does, so the contacts screen has a row to show. */
async function saveContact(account: FreshAccount, addressBook: AddressBookInput): Promise<void> {
  await apiCall(account.origin, 'createOrUpdateCloudAddressBook', {
    token: account.token,
    body: { platform: account.brand, addressBook },
  });
}

test.describe('dark mode', () => {
  for (const brand of ['pingme', 'wephone'] as const satisfies readonly BrandId[]) {
    test(`${brand}: follows a dark system; the chats and recharge screens pass axe with contrast`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const account = await createFreshAccount({ brand, numbers: 1, balance: 5 });
      const own = firstNumber(account).full;
      const other = outsideNumber();
      await injectSms(account.origin, other, own, 'Your code is 482913. Reply STOP to opt out.');
      await saveContact(account, {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        companyName: 'Engines',
        phoneList: [{ telCode: '1', phone: other.slice(1), tag: 'Mobile' }],
      });

      await page.goto(brandUrl(brand));
      await expectDark(page);
      await shot(page, `${brand}-login`);

      await signIn(page, brand, account);
      await expectDark(page);
      await expect(page.getByRole('button', { name: 'Appearance: System' })).toBeVisible();

      // Chats: the list, a received message with its code, a sent one, and the composer.
      await conversationRow(page, own, other).click();
      await expect(messageBubble(page, 'Your code is 482913')).toBeVisible();
      await typeAndSend(page, 'Thanks, that worked.');
      await expect(messageBubble(page, 'Thanks, that worked.')).toHaveAttribute('data-status', '0');
      await shot(page, `${brand}-chats`);
      await expectNoSeriousViolationsInDark(page);
      await page.getByRole('button', { name: 'Insert emoji' }).click();
      await expect(page.getByRole('textbox', { name: 'Search emoji' })).toBeVisible();
      await shot(page, `${brand}-emoji`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('textbox', { name: 'Search emoji' })).toBeHidden();

      await page.getByRole('tab', { name: 'Contacts' }).click();
      await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
      await shot(page, `${brand}-contacts`);
      await page.getByRole('button', { name: 'Add contact' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `${brand}-add-contact`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('tab', { name: 'Numbers' }).click();
      // Both brands show the number tips once.
      const tips = page.getByRole('dialog', { name: 'Tips' });
      await expect(tips).toBeVisible();
      await shot(page, `${brand}-number-tips`);
      await tips.getByRole('button', { name: 'Got it' }).click();
      await expect(tips).toBeHidden();
      await expect(page.getByTestId('number-row').first()).toBeVisible();
      await shot(page, `${brand}-numbers`);

      await page.getByRole('tab', { name: 'Verification' }).click();
      await shot(page, `${brand}-verification`);

      await openAccountSection(page, 'Recharge');
      await expect(page.getByTestId('recharge-balance')).toBeVisible();
      await shot(page, `${brand}-recharge`);
      await expectNoSeriousViolationsInDark(page);

      await openAccountSection(page, 'Profile');
      await shot(page, `${brand}-profile`);
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `${brand}-logout-dialog`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  }

  test('the side-bar switch forces light at once in every tab, and it survives a reload', async ({
    page,
    context,
  }) => {
    const account = await createFreshAccount({ brand: 'wetalk' });
    await signIn(page, 'wetalk', account);
    await expectDark(page);
    await shot(page, 'wetalk-dark');
    // A second tab of the same browser, on the same page.
    const otherTab = await context.newPage();
    await otherTab.goto(brandUrl('wetalk'));
    await expect(otherTab.getByRole('tablist')).toBeVisible();
    await expectDark(otherTab);

    const sideBar = page.getByRole('navigation').filter({ has: page.getByRole('tablist') });
    await sideBar.getByRole('button', { name: 'Appearance: System' }).click();
    const menu = page.getByRole('menu', { name: 'Appearance' });
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'Light' }).click();
    await expectLight(page);
    await expectLight(otherTab);
    await otherTab.close();

    await page.reload();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expectLight(page);
    await expect(sideBar.getByRole('button', { name: 'Appearance: Light' })).toBeVisible();
    // The chats screen of an account without a number, loaded.
    await expect(page.getByText("You don't have a number yet")).toBeVisible();
    await shot(page, 'wetalk-light');
    // The light scheme is held to the rules it was held to before (wetalk: contrast included).
    await expectNoSeriousA11yViolations(page);

    // Back to the system's setting: dark again.
    await sideBar.getByRole('button', { name: 'Appearance: Light' }).click();
    await page
      .getByRole('menu', { name: 'Appearance' })
      .getByRole('menuitemradio', { name: 'System' })
      .click();
    await expectDark(page);
  });

  test('dialogs in dark: the WeChat Pay QR code and the captcha', async ({ page }) => {
    test.skip(!shotsDir, 'set SHOTS_DIR to take the screenshots');
    await page.goto(brandUrl('wetalk'));
    await signUp(page, freshEmail(), FRESH_PASSWORD);
    await openAccountSection(page, 'Recharge');
    await page.getByTestId('recharge-tile-0').click();
    await page.getByRole('radio', { name: 'WeChat Pay' }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const wechat = page.getByRole('dialog', { name: 'WeChat Pay' });
    await expect(wechat.getByTestId('wechat-qr')).toBeVisible();
    await shot(page, 'wetalk-wechat-qr');
    await wechat.getByRole('button', { name: 'Close' }).click();

    // Wrong passwords until the captcha is asked for, as screenshots.spec.ts does.
    const email = freshEmail();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await signUp(page, email, FRESH_PASSWORD);
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const captcha = page.getByRole('dialog');
    for (let attempt = 0; attempt < 6 && !(await captcha.isVisible()); attempt += 1) {
      await logIn(page, email, `wrong ${attempt}`);
      await expect(page.getByRole('alert').or(captcha)).toBeVisible();
    }
    const image = captcha.getByRole('img', { name: 'Captcha picture' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'wetalk-captcha');
  });

  test('jiema in dark: the verification page with a received code', async ({ page, request }) => {
    test.skip(!shotsDir, 'set SHOTS_DIR to take the screenshots');
    await signIn(page, 'jiema', await createFreshAccount({ brand: 'jiema', balance: 20 }));
    await expectDark(page);
    await shot(page, 'jiema-verification');
    await page.getByTestId('service-search').fill('whats');
    await page.getByTestId('service-whatsapp').click();
    await page.getByRole('combobox', { name: '号码国家' }).click();
    await page.getByRole('option', { name: /\+44$/ }).click();
    await page.getByTestId('option-type-1').check();
    await page.getByTestId('get-number').click();
    await expect(page.getByTestId('verification-dialog-agreement')).toBeVisible();
    await shot(page, 'jiema-agreement-dialog');
    await page.getByTestId('verification-dialog-confirm').click();
    await page.getByTestId('agreement').check();
    await page.getByTestId('get-number').click();
    const number = ((await page.getByTestId('locked-number').textContent()) ?? '').replace(/\D/g, '');
    const sent = await request.post(`${sharedOrigin()}${SIMULATOR_CODE_PATH}`, {
      data: { number, app: 'whatsapp' },
    });
    const { code } = (await sent.json()).data as { code: string };
    await expect(page.getByTestId('sms-code').filter({ hasText: code })).toBeVisible({ timeout: 15_000 });
    await shot(page, 'jiema-code');
    await page.getByRole('tab', { name: '账户' }).click();
    await shot(page, 'jiema-account');
  });
});
