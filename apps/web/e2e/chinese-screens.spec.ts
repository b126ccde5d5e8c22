import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  type BrandId,
  brands,
  type OutboxMessage,
  PHONE_CODE_LENGTH,
  SIMULATOR_OUTBOX_PATH,
} from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { brandUrl, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { leaveGettingStartedGuide } from './pages.ts';
import { E2E_BANNER_ALT } from './server-env.ts';

// The guard of the Chinese interface: with the interface in Chinese, every screen may show Latin
// letters only for the entries below. Anything else is English left untranslated (a hard-coded text,
// a missing catalogue key, server data in English): the test names the brand, the screen, each word
// and the line it stood in.

/**
 * Latin phrases a Chinese screen legitimately shows. They are removed before single words are
 * checked, so their words are not allowed on their own.
 */
const ALLOWED_PHRASES: Readonly<Record<string, string>> = {
  'WeTalk Pro': 'brand name; the brand is called so in Chinese too',
  'App Store': "Apple's store, called so in Chinese too (app download dialog)",
  'Google Play': "Google's store, called so in Chinese too (app download dialog)",
  'Twitter / X': 'a service of the verification list, by its own name',
  'Ctrl+K': 'the keys of the search shortcut, as keyboards print them (the search button names them)',
  [E2E_BANNER_ALT]: "the operator's banner ad (ADS_JSON), in the one language the operator wrote it",
};

/** Latin words a Chinese screen legitimately shows (case-sensitive). */
const ALLOWED_WORDS: Readonly<Record<string, string>> = {
  PingMe: 'brand name; the brand is called so in Chinese too',
  WeTalk: 'brand name; the brand is called so in Chinese too',
  WePhone: 'brand name; the brand is called so in Chinese too',
  EN: 'the language switch names English in its own script',
  ID: 'account ID ("账号 ID"), written so in Chinese',
  PayPal: 'payment provider, by its own name (recharge methods)',
  Visa: 'card scheme, by its own name (the card method)',
  Mastercard: 'card scheme, by its own name (the card method)',
  iPhone: 'device name (app download dialog)',
  Android: 'platform name (app download dialog)',
  APK: 'Android package format (app download dialog)',
  // The services of the server's verification list, by their own names.
  WhatsApp: 'verification service name',
  Telegram: 'verification service name',
  Facebook: 'verification service name',
  Instagram: 'verification service name',
  TikTok: 'verification service name',
  Discord: 'verification service name',
  Uber: 'verification service name',
  Signal: 'verification service name',
  Snapchat: 'verification service name',
  LinkedIn: 'verification service name',
  Netflix: 'verification service name',
  Spotify: 'verification service name',
  Airbnb: 'verification service name',
  eBay: 'verification service name',
  LINE: 'verification service name',
  Viber: 'verification service name',
  Tinder: 'verification service name',
  Bumble: 'verification service name',
  Lyft: 'verification service name',
  DoorDash: 'verification service name',
  Steam: 'verification service name',
  Twitch: 'verification service name',
  Reddit: 'verification service name',
  Pinterest: 'verification service name',
  OpenAI: 'verification service name',
  Coinbase: 'verification service name',
  Binance: 'verification service name',
  Shopee: 'verification service name',
  Yandex: 'verification service name',
  Naver: 'verification service name',
  KakaoTalk: 'verification service name',
};

/** Whole lines that are legitimately Latin, by their shape. */
const ALLOWED_LINES: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^[A-Z]$/,
    reason: "a group letter of the contact list's A–Z index (names sort by their pinyin initial)",
  },
];

/** Password of the fresh accounts. */
const PASSWORD = 'correct horse 1';

/** A text of the Chinese catalogue by namespace and dotted key, so the test follows the app's wording. */
function zh(namespace: string, key: string): string {
  const file = fileURLToPath(new URL(`../src/locales/zh-CN/${namespace}.json`, import.meta.url));
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`the Chinese catalogue has no ${namespace}:${key}`);
  return node;
}

/**
 * Everything the page shows a person now, line by line: the title, the rendered text, and the
 * names, placeholders, tooltips and alternative texts of visible elements.
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point; hidden nodes do not count
    const texts = [document.title, ...document.body.innerText.split('\n')];
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The Latin words of some lines outside the allow-list, each with the (shortened) line it stood in.
 * `data` is what the account shows verbatim (its email, the support address, its invite code).
 */
function englishWords(lines: readonly string[], data: readonly string[]): string[] {
  const found = new Map<string, string>();
  for (const line of lines) {
    if (ALLOWED_LINES.some(({ pattern }) => pattern.test(line.trim()))) continue;
    let rest = line;
    for (const allowed of [...data, ...Object.keys(ALLOWED_PHRASES)]) rest = rest.split(allowed).join(' ');
    for (const word of rest.match(/[A-Za-z]+/g) ?? []) {
      if (!Object.hasOwn(ALLOWED_WORDS, word) && !found.has(word)) found.set(word, line.trim().slice(0, 120));
    }
  }
  return [...found].map(([word, line]) => `"${word}" in "${line}"`);
}

/** One brand's page in Chinese, checked screen after screen. */
class ChineseScreens {
  private readonly data: string[];

  constructor(
    readonly page: Page,
    readonly brand: BrandId,
    email: string,
  ) {
    this.data = [email, brands[brand].supportEmail];
  }

  /** A value the following screens show verbatim (the invite code). */
  addData(value: string): void {
    if (value !== '') this.data.push(value);
  }

  /**
   * Waits for a screen (its marker visible, nothing loading), then fails (softly, so every screen is
   * reported) on Latin words outside the allow-list, naming brand, screen, words and lines; then
   * checks accessibility.
   */
  async check(screen: string, ready: Locator): Promise<void> {
    const name = `${this.brand} · ${screen}`;
    await test.step(name, async () => {
      await expect(ready.first(), `${name}: the screen's marker`).toBeVisible();
      await expect(this.page.getByRole('progressbar')).toHaveCount(0);
      await expect(this.page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      // Click ripples and transitions end within a frame or two of each other: watching every frame
      // lets the accessibility check (which waits for them too, polling slower) start at once.
      await this.page.waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                !Number.isFinite(animation.effect?.getComputedTiming().endTime ?? 0),
            ),
        undefined,
        { polling: 'raf' },
      );
      const words = englishWords(await shownTexts(this.page), this.data);
      expect.soft(words, `${name}: English words outside the allow-list`).toEqual([]);
      await expectNoSeriousA11yViolations(this.page, { soft: true });
    });
  }
}

/** Opens the brand's log-in screen in Chinese: the language switch on brands that start in English. */
async function openInChinese(page: Page, brand: BrandId): Promise<void> {
  await page.goto(brandUrl(brand));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (brands[brand].defaultLanguage === 'en') {
    await page.getByRole('button', { name: 'Switch language' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

/** Signs a fresh account up in Chinese and waits for the signed-in shell. */
async function signUpInChinese(page: Page, brand: BrandId): Promise<ChineseScreens> {
  const email = freshEmail();
  await openInChinese(page, brand);
  await page.getByRole('button', { name: zh('auth', 'login.switchAction'), exact: true }).click();
  await page.getByLabel(zh('auth', 'field.email')).fill(email);
  await page.getByLabel(zh('auth', 'field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: zh('auth', 'signup.submit'), exact: true }).click();
  await leaveGettingStartedGuide(page, 'zh-CN');
  await expect(page.getByRole('tablist')).toBeVisible();
  return new ChineseScreens(page, brand, email);
}

const tab = (page: Page, id: string) => page.getByRole('tab', { name: zh('common', `tabs.${id}`) });

/** The account section's button in the account navigation. */
function accountNav(page: Page, section: string): Locator {
  return page
    .getByRole('navigation', { name: zh('account', 'nav.label') })
    .getByRole('button', { name: zh('account', `nav.${section}`), exact: true });
}

/** The code the simulator's outbox holds for a US phone. */
async function smsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${sharedOrigin()}${SIMULATOR_OUTBOX_PATH}`);
      const messages = ((await response.json()) as { data: OutboxMessage[] }).data;
      code = messages
        .find((message) => message.channel === 'sms' && message.to === `1${phone}`)
        ?.text.match(new RegExp(`\\b\\d{${PHONE_CODE_LENGTH}}\\b`))?.[0];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

/** The numbers tab: its tips (brands that show them) and number management. */
async function numbersTab(screens: ChineseScreens): Promise<void> {
  const { page, brand } = screens;
  await tab(page, 'numbers').click();
  if (brands[brand].features.numberTips) {
    const tips = page.getByRole('dialog', { name: zh('numbers', 'tips.title') });
    await screens.check('numbers, tips', tips);
    await tips.getByRole('button', { name: zh('numbers', 'tips.gotIt') }).click();
    await expect(tips).toBeHidden();
  }
  await screens.check('numbers, management', page.getByText(zh('numbers', 'manage.empty')));
}

/** New number: step 1 with the numbers of the first country offered, then step 2. */
async function newNumber(screens: ChineseScreens): Promise<void> {
  const { page } = screens;
  await page
    .getByRole('navigation', { name: zh('numbers', 'nav.label') })
    .getByRole('button', { name: zh('numbers', 'nav.newNumber') })
    .click();
  const step1 = page.getByTestId('new-number-step1');
  const numbers = step1.getByTestId('number-list').getByRole('option');
  await screens.check('new number, step 1', numbers);
  await numbers.first().click();
  await step1.getByRole('button', { name: zh('numbersFlow', 'next') }).click();
  await screens.check('new number, step 2', page.getByText(zh('numbersFlow', 'steps.plan')));
}

/** Walks the account tab: every section the brand shows, and the dialogs they open. */
async function accountTab(screens: ChineseScreens): Promise<void> {
  const { page, brand } = screens;
  const heading = page.getByRole('heading', { level: 1 });
  const dialog = page.getByRole('dialog');
  await tab(page, 'account').click();
  await screens.check('account, profile', page.getByTestId('profile-update-button'));
  await page.getByTestId('profile-update-button').click();
  await screens.check('update profile', dialog);
  await dialog.getByRole('button', { name: zh('profile', 'form.cancel') }).click();
  await expect(dialog).toBeHidden();
  if (brands[brand].features.appDownload) {
    await page.getByRole('button', { name: zh('account', 'download.button') }).click();
    const download = page.getByRole('dialog', { name: zh('account', 'download.title') });
    await screens.check('app download', download);
    await download.getByRole('button', { name: zh('account', 'download.close') }).click();
    await expect(download).toBeHidden();
  }

  const sections =
    brand === 'jiema'
      ? ['security', 'recharge', 'invite', 'numberManagement', 'subscriptionHistory']
      : [
          'security',
          'rates',
          'recharge',
          'paymentHistory',
          'billHistory',
          'smsHistory',
          'callHistory',
          'callSettings',
          'invite',
        ];
  for (const section of sections) {
    await accountNav(page, section).click();
    await expect(accountNav(page, section)).toHaveAttribute('aria-current', 'page');
    if (section === 'invite') screens.addData((await page.getByTestId('invite-code').textContent()) ?? '');
    // Browsers and systems keep their own names in Chinese ("Linux 上的 Chrome").
    if (section === 'security') {
      await expect(page.getByTestId('session-device').first()).toBeVisible();
      for (const name of await page.getByTestId('session-device').allTextContents()) {
        for (const word of name.match(/[A-Za-z]+/g) ?? []) screens.addData(word);
      }
    }
    await screens.check(`account, ${zh('account', `nav.${section}`)}`, heading);
    if (section === 'invite') {
      await page.getByRole('button', { name: zh('invite', 'invite.rules') }).click();
      const rules = page.getByRole('dialog', { name: zh('invite', 'invite.rules') });
      await screens.check('invite rules', rules);
      await rules.getByRole('button', { name: zh('invite', 'close') }).click();
      await expect(rules).toBeHidden();
    }
  }

  // Redeem code without a phone: the unlock dialog, the phone modal it leads to, then the section.
  // The item is aria-disabled until then, yet answers (with the unlock dialog).
  await accountNav(page, 'redeem').press('Enter');
  const unlock = page.getByRole('dialog', { name: zh('invite', 'unlock.title') });
  await screens.check('unlock bonus', unlock);
  await unlock.getByRole('button', { name: zh('invite', 'unlock.setUp') }).click();
  const phoneModal = page.getByRole('dialog', { name: zh('verify', 'title.updateForUnlockBonus') });
  await screens.check('set phone', phoneModal);
  const phone = `20255${String(Date.now()).slice(-5)}`;
  await phoneModal.getByLabel(zh('verify', 'phone.telCode')).fill('1');
  await phoneModal.getByLabel(zh('verify', 'phone.number')).fill(phone);
  await phoneModal.getByRole('button', { name: zh('verify', 'sendCode') }).click();
  await screens.check('set phone, code', phoneModal.getByTestId('verify-code'));
  const code = await smsCode(phone);
  await phoneModal.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(phoneModal).toBeHidden();
  await screens.check('account, redeem code', page.getByLabel(zh('invite', 'redeem.label')));
}

/** The side bar's logout confirmation, cancelled. */
async function logoutConfirmation(screens: ChineseScreens): Promise<void> {
  const { page } = screens;
  await page.getByRole('button', { name: zh('common', 'sidebar.logout'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await screens.check('logout confirmation', dialog.getByText(zh('common', 'logout.text')));
  await dialog.getByRole('button', { name: zh('common', 'logout.cancel') }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the Chinese interface shows no English outside the allow-list', () => {
  // Long walks with an accessibility check on every screen, while two browsers share two cores: the
  // cloudnumber walk took 2.1 min on a slow 2-core machine (its last screen reached as 2 min ran out).
  test.describe.configure({ timeout: 240_000 });

  test('log-in and sign-up screens, switched to Chinese and Chinese from the start, with their form errors', async ({
    page,
  }) => {
    for (const brand of ['pingme', 'cloudnumber', 'jiema'] as const) {
      await openInChinese(page, brand);
      const screens = new ChineseScreens(page, brand, 'nobody@example.test');
      const heading = page.getByRole('heading', { level: 1 });
      await screens.check('log-in', heading);
      // The errors once per starting language: switched from English (pingme), Chinese from the start (jiema).
      if (brand === 'pingme' || brand === 'jiema') {
        await page.getByRole('button', { name: zh('auth', 'login.submit'), exact: true }).click();
        await screens.check('log-in, empty fields', page.getByText(zh('auth', 'validation.emailRequired')));
        // An unknown account: the server's answer.
        await page.getByLabel(zh('auth', 'field.email')).fill('nobody@example.test');
        await page.getByLabel(zh('auth', 'field.password'), { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: zh('auth', 'login.submit'), exact: true }).click();
        await screens.check('log-in, unknown account', page.getByRole('alert'));
      }
      await page.getByRole('button', { name: zh('auth', 'login.switchAction'), exact: true }).click();
      await screens.check('sign-up', heading);
    }
  });

  for (const brand of ['pingme', 'wetalkpro'] as const) {
    test(`${brand}: chats, verification, numbers and contacts tabs with their dialogs`, async ({ page }) => {
      const screens = await signUpInChinese(page, brand);

      // Chats (no number yet, so New SMS is off), and the side bar's logout confirmation.
      await screens.check('chats', page.getByTestId('new-sms'));
      await logoutConfirmation(screens);

      // Verification: step 1, with a service and a country chosen, and the menu's two other views.
      await tab(page, 'verification').click();
      await screens.check('verification', page.getByTestId('verification-multi'));
      await page.getByRole('combobox', { name: zh('verificationMulti', 'step1.service') }).fill('WhatsApp');
      await page.getByRole('option', { name: 'WhatsApp', exact: true }).click();
      await page.getByRole('combobox', { name: zh('verificationMulti', 'step1.country') }).click();
      await page.getByRole('option', { name: /\+1$/ }).first().click();
      await screens.check('verification, service and country', page.getByTestId('verification-option'));
      await page.getByTestId('verification-menu-numbers').click();
      await expect(page.getByTestId('verification-menu-numbers')).toHaveClass(/Mui-selected/);
      await screens.check('verification, number management', page.getByTestId('verification-multi'));
      await page.getByTestId('verification-menu-history').click();
      await expect(page.getByTestId('verification-menu-history')).toHaveClass(/Mui-selected/);
      await screens.check('verification, subscription history', page.getByTestId('verification-multi'));

      // Numbers: tips, management, subscription history, New number steps 1 and 2.
      await numbersTab(screens);
      const numbersNav = page.getByRole('navigation', { name: zh('numbers', 'nav.label') });
      await numbersNav.getByRole('button', { name: zh('numbers', 'nav.subscriptionHistory') }).click();
      await expect(
        numbersNav.getByRole('button', { name: zh('numbers', 'nav.subscriptionHistory') }),
      ).toHaveClass(/Mui-selected/);
      await screens.check('numbers, subscription history', numbersNav);
      await newNumber(screens);

      // Contacts: empty, the add dialog, the saved contact.
      await tab(page, 'contacts').click();
      await screens.check('contacts, empty', page.getByText(zh('contacts', 'empty.title')));
      await page
        .getByRole('button', { name: zh('contacts', 'add') })
        .first()
        .click();
      const add = page.getByRole('dialog', { name: zh('contacts', 'form.addTitle') });
      await screens.check('add contact', add);
      await add.getByRole('textbox', { name: zh('contacts', 'form.name'), exact: true }).fill('李雷');
      await add.getByRole('textbox', { name: new RegExp(zh('contacts', 'form.telCode')) }).fill('1');
      await add
        .getByRole('textbox', { name: new RegExp(`${zh('contacts', 'form.phone')}$`) })
        .fill('2025550143');
      await add.getByRole('button', { name: zh('contacts', 'form.save') }).click();
      await expect(add).toBeHidden();
      await screens.check('contacts, one contact', page.getByTestId('contact-row'));
    });

    test(`${brand}: every account section with its dialogs`, async ({ page }) => {
      await accountTab(await signUpInChinese(page, brand));
    });
  }

  test('cloudnumber (chats, numbers and account tabs)', async ({ page }) => {
    const screens = await signUpInChinese(page, 'cloudnumber');
    await screens.check('chats', page.getByTestId('new-sms'));
    await logoutConfirmation(screens);
    await numbersTab(screens);
    await newNumber(screens);
    await accountTab(screens);
  });

  test('jiema (verification and account tabs)', async ({ page }) => {
    const screens = await signUpInChinese(page, 'jiema');
    await screens.check('verification, services', page.getByTestId('service-list'));
    await page.getByTestId('service-whatsapp').click();
    await screens.check('verification, countries', page.getByTestId('country-select'));
    await page.getByTestId('tab-old').click();
    await screens.check('verification, my numbers', page.getByTestId('tab-old'));
    await logoutConfirmation(screens);
    await accountTab(screens);
  });
});
