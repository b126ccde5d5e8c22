import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type BrandId, chatKey } from '@switchboard/protocol';
import { brandUrlOn, sharedOrigin } from './api.ts';
import { type CatalogueLanguage, catalogueText } from './catalogue.ts';
import type { Credentials } from './fresh-account.ts';

// Page helpers: signing in and out, the chats screen, and what a page shows or keeps.

/** Fills and submits the log-in form (English labels). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Switches to sign-up and creates an account (English labels), then leaves the getting-started guide. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  // A sign-up ends in the guide, or in the form's inline refusal (e.g. the address is taken).
  await expect(gettingStartedGuide(page).or(page.getByRole('alert')).first()).toBeVisible();
  if (await gettingStartedGuide(page).isVisible()) await leaveGettingStartedGuide(page);
}

/** The getting-started guide a sign-up opens. */
export function gettingStartedGuide(page: Page, language: CatalogueLanguage = 'en'): Locator {
  const title = catalogueText('onboarding', 'title', language).split('{{')[0] ?? '';
  return page.getByRole('dialog', { name: new RegExp(`^${title}`) });
}

/** Closes the getting-started guide with Later and waits until it is gone. */
export async function leaveGettingStartedGuide(
  page: Page,
  language: CatalogueLanguage = 'en',
): Promise<void> {
  const guide = gettingStartedGuide(page, language);
  await guide
    .getByRole('button', { name: catalogueText('onboarding', 'close', language), exact: true })
    .click();
  await expect(guide).toBeHidden();
}

const LANGUAGES: readonly CatalogueLanguage[] = ['en', 'zh-CN'];

/**
 * Opens a brand's page on the account's server (`query` e.g. "?cc=us" for cloudnumber in English)
 * and signs the account in through the log-in form, in whichever language the page opened; resolves
 * once the signed-in shell shows its tabs.
 */
export async function signIn(
  page: Page,
  brand: BrandId,
  account: Credentials,
  options: { query?: string } = {},
): Promise<void> {
  await page.goto(brandUrlOn(account.origin ?? sharedOrigin(), brand, options.query));
  const forms = LANGUAGES.map((language) =>
    page.getByRole('form', { name: catalogueText('auth', 'login.submit', language), exact: true }),
  );
  await expect(forms.reduce((either, form) => either.or(form))).toBeVisible();
  const language: CatalogueLanguage =
    (await page.locator('html').getAttribute('lang')) === 'zh-CN' ? 'zh-CN' : 'en';
  const label = (key: string) => catalogueText('auth', key, language);
  await page.getByLabel(label('field.email')).fill(account.email);
  await page.getByLabel(label('field.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: label('login.submit'), exact: true }).click();
  await expect(page.getByRole('tablist')).toBeVisible();
}

/** Opens a page in the context, signs the account in and waits until the chats screen can send. */
export async function signedInOnChats(
  context: BrowserContext,
  brand: BrandId,
  account: Credentials,
): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, brand, account);
  await expect(page.getByRole('button', { name: 'New SMS' })).toBeEnabled();
  return page;
}

/** The names of the side-bar tabs, in order. */
export async function tabNames(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  return tabs.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
}

/** Waits until no finite animation runs (endless ones, spinners and skeletons, never settle). */
export async function expectAnimationsSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                Number.isFinite(animation.effect?.getComputedTiming().endTime ?? 0),
            ).length,
      ),
    )
    .toBe(0);
}

/** Saves a screenshot of the page as it settles (transitions done) with the test's results. */
export async function snapshot(page: Page, name: string): Promise<string> {
  await expectAnimationsSettled(page);
  const info = test.info();
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await info.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/** Fails when the page went white: #root must keep rendered content with visible text. */
export async function expectNotWhite(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point; a white page may keep hidden nodes
        return root !== null && root.childElementCount > 0 && (root.innerText ?? '').trim().length > 0;
      }),
    )
    .toBe(true);
}

/** Marks the document so a later check can tell that the page was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sbNotReloaded?: boolean }).__sbNotReloaded = true;
  });
}

/** Fails when the page was reloaded (or navigated) since markDocument. */
export async function expectNotReloaded(page: Page): Promise<void> {
  const marked = await page.evaluate(
    () => (window as unknown as { __sbNotReloaded?: boolean }).__sbNotReloaded === true,
  );
  expect(marked, 'the page was reloaded').toBe(true);
}

/**
 * Types a message in the composer of the open conversation and sends it with Enter, once sending is
 * allowed (the spec disables it while connecting or while a call runs).
 */
export async function typeAndSend(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially(text);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await box.press('Enter');
}

/** Starts a conversation from New SMS to a national number and sends its first text. */
export async function sendNewSms(page: Page, nationalNumber: string, text: string): Promise<void> {
  await page.getByRole('button', { name: 'New SMS' }).click();
  await page
    .getByTestId('new-chat-header')
    .getByRole('textbox', { name: 'Phone number' })
    .fill(nationalNumber);
  await typeAndSend(page, text);
}

/** The conversation row of an own number with another number in the chats list. */
export function conversationRow(page: Page, own: string, other: string): Locator {
  return page.locator(`[data-chat-key="${chatKey(own, other)}"]`);
}

/** A message bubble of the open conversation by its text. */
export function messageBubble(page: Page, text: string): Locator {
  return page.getByTestId('message-list').getByTestId('message').filter({ hasText: text });
}
