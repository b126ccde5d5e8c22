import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  type ApiCall,
  AUTH_HEADER,
  apiUrl,
  type BrandId,
  balanceDataSchema,
  chatKey,
  chatListDataSchema,
  fullNumber,
  type OutboxMessage,
  PHONE_CODE_LENGTH,
  Retcode,
  SIMULATOR_INBOUND_PATH,
  SIMULATOR_OUTBOX_PATH,
  SIMULATOR_REVIEW_PATH,
  type SimulatorReview,
  sessionDataSchema,
  virtualPhoneListDataSchema,
} from '@switchboard/protocol';

/** Password of the demo accounts the server seeds outside production. */
export const DEMO_PASSWORD = 'demo1234';

/** The address of a brand's page on the test server (Chromium resolves *.localhost to loopback). */
export function brandUrl(brand: BrandId, query = ''): string {
  return `http://${brand}.localhost:${process.env.SB_E2E_PORT}/${query}`;
}

/** An email nobody has registered yet. */
export function freshEmail(): string {
  return `e2e-${randomUUID().slice(0, 12)}@example.test`;
}

/** Fills and submits the log-in form (English labels). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Switches to sign-up and creates an account (English labels). */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** The names of the side-bar tabs, in order. */
export async function tabNames(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  return tabs.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
}

// Helpers of the live-*.spec.ts suites: API calls from the test, the connection notice,
// and signed-in pages on any server (the shared one or a test's private one).

/** The shared test server's address for HTTP calls from the test. */
export function sharedOrigin(): string {
  return `http://127.0.0.1:${process.env.SB_E2E_PORT}`;
}

/** Calls the API from the test (not the page); returns `data`, failing on a non-zero retcode. */
export async function apiCall(
  origin: string,
  call: ApiCall,
  options: { token?: string; body?: Record<string, unknown> } = {},
): Promise<unknown> {
  const response = await fetch(`${origin}${apiUrl(call)}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.token === undefined ? {} : { [AUTH_HEADER]: options.token }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const envelope = (await response.json()) as { retcode: number; retmsg: string; data: unknown };
  if (envelope.retcode !== Retcode.OK) {
    throw new Error(`${call} answered ${envelope.retcode} ${envelope.retmsg}`);
  }
  return envelope.data;
}

/** Logs an account in over the API and returns its token (a session of its own). */
export async function apiLogIn(
  origin: string,
  brand: BrandId,
  email: string,
  password: string,
): Promise<string> {
  const data = await apiCall(origin, 'login', { body: { platform: brand, account: email, password } });
  return sessionDataSchema.parse(data).token;
}

/** An own number: full (calling code and national number, the chat keys' form) and national. */
export interface OwnNumber {
  full: string;
  national: string;
}

/** The numbers an account owns, in the server's order; fails when it has none. */
export async function ownNumbers(origin: string, token: string): Promise<[OwnNumber, ...OwnNumber[]]> {
  const data = virtualPhoneListDataSchema.parse(await apiCall(origin, 'getVirtualPhoneList', { token }));
  const numbers = data.virtualPhones.map((phone) => ({
    full: fullNumber(phone.telCode, phone.phone),
    national: phone.phone,
  }));
  const [first, ...rest] = numbers;
  if (first === undefined) throw new Error('the account has no number');
  return [first, ...rest];
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

/** The account's balance in ten-thousandths, as the server has it now. */
export async function apiBalance(origin: string, token: string): Promise<number> {
  return balanceDataSchema.parse(await apiCall(origin, 'queryBalance', { token })).balance;
}

/** The server's unread count of a conversation (0 when the list does not have it). */
export async function apiUnread(origin: string, token: string, own: string, other: string): Promise<number> {
  const data = chatListDataSchema.parse(await apiCall(origin, 'getChatList', { token }));
  return (
    data.chatList.find((item) => item.ownFullNumber === own && item.otherFullNumber === other)?.unread ?? 0
  );
}

/** Delivers an SMS from an outside number to a number of the service, as the carrier would. */
export async function injectSms(origin: string, from: string, to: string, text: string): Promise<void> {
  const form = new FormData();
  form.set('kind', 'sms');
  form.set('from', from);
  form.set('to', to);
  form.set('text', text);
  const response = await fetch(`${origin}${SIMULATOR_INBOUND_PATH}`, { method: 'POST', body: form });
  const envelope = (await response.json()) as { retcode: number; retmsg: string };
  if (envelope.retcode !== Retcode.OK)
    throw new Error(`inject answered ${envelope.retcode} ${envelope.retmsg}`);
}

/** An outside US number no test shares: a random area code, exchange 555, line 2000-9999. */
export function outsideNumber(): string {
  const area = 200 + Math.floor(Math.random() * 700);
  const line = 2000 + Math.floor(Math.random() * 8000);
  return `1${area}555${line}`;
}

/** The English catalogue of a namespace (apps/web/src/locales/en/<namespace>.json). */
function catalogue(namespace: string): Record<string, unknown> {
  const file = fileURLToPath(new URL(`../src/locales/en/${namespace}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A text of the English catalogue by its dotted key, so a test follows the wording the app shows. */
export function catalogueText(namespace: string, key: string): string {
  let node: unknown = catalogue(namespace);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`the English catalogue has no ${namespace}:${key}`);
  return node;
}

/** Every text the connection notice can show (the `connection` entries of the English catalogue). */
function connectionTexts(): string[] {
  const section = catalogue('common').connection as Record<string, unknown> | undefined;
  const texts = Object.values(section ?? {}).filter((value): value is string => typeof value === 'string');
  if (texts.length === 0) throw new Error('the English catalogue has no connection texts');
  return texts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The connection notice (reconnecting, offline, or any other text of its catalogue section). */
export function connectionNotice(page: Page): Locator {
  const pattern = new RegExp(connectionTexts().map(escapeRegExp).join('|'));
  return page.getByText(pattern);
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

/** Opens a page in the context, logs the account in and waits for the chats screen. */
export async function signedInOnChats(context: BrowserContext, url: string, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'New SMS' })).toBeEnabled();
  return page;
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

/** Starts a conversation from New SMS to a national US number and sends its first text. */
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

/** The operator's review decision through the simulator's route (what `npm run sim -- review` posts). */
export async function decideReview(origin: string, review: SimulatorReview): Promise<void> {
  const response = await fetch(`${origin}${SIMULATOR_REVIEW_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(review),
  });
  const envelope = (await response.json()) as { retcode: number; retmsg: string };
  if (envelope.retcode !== Retcode.OK)
    throw new Error(`review answered ${envelope.retcode} ${envelope.retmsg}`);
}

/** Opens a section of the account tab's left navigation. */
export async function openAccountSection(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** Fills in and saves the profile form of a brand without use-case questions, closing the status modal. */
export async function submitProfile(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByTestId('profile-update-button').click();
  const form = page.getByRole('dialog', { name: 'Update profile' });
  await form.getByTestId('profile-field-firstName').fill('Ada');
  await form.getByTestId('profile-field-lastName').fill('Lovelace');
  await form.getByTestId('profile-field-address').fill('12 St James Square');
  await form.getByTestId('profile-field-city').fill('New York');
  await form.getByTestId('profile-field-province').fill('NY');
  await form.getByTestId('profile-field-postalCode').fill('10001');
  await form.getByRole('combobox', { name: /Country\/Region/ }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('profile-status-text') })
    .getByRole('button')
    .click();
}

/** Verifies a fresh phone from the profile section with the SMS code the simulator's outbox shows. */
export async function verifyFreshPhone(page: Page, origin: string): Promise<void> {
  await openAccountSection(page, 'Profile');
  await page.getByRole('button', { name: 'Set phone' }).click();
  const modal = page.getByRole('dialog', { name: 'Set your phone number' });
  const phone = `20255${String(Date.now()).slice(-5)}`;
  await modal.getByLabel('Country code').fill('1');
  await modal.getByLabel('Phone number').fill(phone);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByTestId('verify-code')).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (
        (await (await fetch(`${origin}${SIMULATOR_OUTBOX_PATH}`)).json()) as {
          data: OutboxMessage[];
        }
      ).data;
      code = messages
        .find((message) => message.channel === 'sms' && message.to === `1${phone}`)
        ?.text.match(new RegExp(`\\b\\d{${PHONE_CODE_LENGTH}}\\b`))?.[0];
      return code;
    })
    .toBeDefined();
  await modal.getByRole('textbox', { name: 'Code digit 1' }).click();
  await page.keyboard.type(code ?? '');
  await expect(modal).toBeHidden();
  // Digits only: how the profile groups the number is not this helper's business.
  await expect
    .poll(async () => ((await page.getByTestId('account-phone').textContent()) ?? '').replace(/\D/g, ''))
    .toContain(phone);
}

/**
 * Tops up the brand's default recharge tile with the sandbox card in its checkout tab, waits until
 * the recharge screen shows the balance `after` (e.g. "50.0000 Coins") and closes the dialog.
 */
export async function topUpDefaultTile(page: Page, after: string): Promise<void> {
  await openAccountSection(page, 'Recharge');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('recharge-balance')).toHaveText(`Balance: ${after}`);
  await page.getByRole('dialog').getByRole('button', { name: 'I have completed the payment' }).click();
}
