import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { AUTH_HEADER, apiUrl, chatKey, fullNumber, SIMULATOR_INBOUND_PATH } from '@switchboard/protocol';
import { StorageKey } from '../src/lib/storage.ts';
import { brandUrl, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber, freshEmail } from './fresh-account.ts';
import { signIn, signUp } from './pages.ts';

// A fresh cloudnumber account with a number and credit for the texts.
const BRAND = 'cloudnumber';

/** Payloads that would run if any screen rendered text as HTML or followed a script link. */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  'see javascript:alert(document.domain) and http://x/"><img src=x onerror=alert(1)>',
  '<a href="javascript:window.__pwned=1">click</a>',
];
/** At most 20 characters, the contact name limit. */
const CONTACT_NAME = '<svg/onload=alert()>';
const FILE_NAME = '"><img src=x onerror=alert(1)>.png';

/** A 1 × 1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Calls the API from the page with its stored token. */
async function api(page: Page, call: Parameters<typeof apiUrl>[0], body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ url, header, key, body }) => {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { [header]: localStorage.getItem(key) ?? '', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return ((await response.json()) as { data: unknown }).data;
    },
    { url: apiUrl(call), header: AUTH_HEADER, key: StorageKey.token, body },
  );
}

test('script payloads in messages, contact names and file names never run', async ({
  newContext,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const pwned = () => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

  const account = await createFreshAccount({ brand: BRAND, numbers: 1, balance: 20 });
  await signIn(page, BRAND, account, { query: '?cc=us' });
  await expect(page.getByRole('button', { name: 'New SMS' })).toBeEnabled();
  const { full: own, telCode } = firstNumber(account);
  // An outside number of the own number's country (a typed number takes the sender's calling code).
  const otherNational = `1390000${randomInt(1000, 10_000)}`;
  const other = fullNumber(telCode, otherNational);

  // Outgoing: typed into the real composer, plus a picture under a hostile file name.
  await page.getByRole('button', { name: 'New SMS' }).click();
  await page
    .getByTestId('new-chat-header')
    .getByRole('textbox', { name: 'Phone number' })
    .fill(otherNational);
  const box = page.getByRole('textbox', { name: 'Message' });
  for (const payload of PAYLOADS) {
    await box.click();
    await page.keyboard.insertText(payload);
    await box.press('Enter');
    await expect(page.getByTestId('message').filter({ hasText: payload }).first()).toHaveAttribute(
      'data-status',
      '0',
    );
  }
  await page
    .getByTestId('composer-file')
    .setInputFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: PIXEL });
  const picture = page.locator('[data-testid="message"][data-direction="out"]').last();
  await expect(picture.getByTestId('message-image')).toBeVisible();

  // Incoming: the same payloads from the outside number through the carrier simulator.
  for (const text of PAYLOADS) {
    const injected = await request.post(`${sharedOrigin()}${SIMULATOR_INBOUND_PATH}`, {
      multipart: { kind: 'sms', from: other, to: own, text },
    });
    expect(injected.status(), await injected.text()).toBe(200);
  }

  // A fresh load renders everything from history: the chat list, the conversation, the contacts.
  await page.reload();
  const row = page.locator(`[data-chat-key="${chatKey(own, other)}"]`);
  await expect(row).toBeVisible();
  await row.click();
  // Each payload shows as its literal text, once sent and once received.
  const texts = page.getByTestId('message-text');
  for (const payload of PAYLOADS) {
    await expect
      .poll(() =>
        texts.evaluateAll((all, text) => all.filter((el) => el.textContent === text).length, payload),
      )
      .toBe(2);
  }
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  // No element made from a payload (the page's own boot data is the only inline script, outside messages).
  await expect(page.locator('img[src="x"], [data-testid="message"] script, svg[onload]')).toHaveCount(0);

  // Contacts live on brands with a contacts tab (not cloudnumber): a fresh wetalkpro account.
  const contacts = await (await newContext()).newPage();
  contacts.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await contacts.goto(brandUrl('wetalkpro'));
  await signUp(contacts, freshEmail(), 'security battery 1');
  await expect(contacts.getByRole('tab', { name: 'Contacts' })).toBeVisible();
  const saved = await api(contacts, 'createOrUpdateCloudAddressBook', {
    platform: 'wetalkpro',
    addressBook: { name: CONTACT_NAME, phoneList: [{ telCode: '1', phone: otherNational, tag: 'Mobile' }] },
  });
  expect(saved, 'the contact was saved').toBeTruthy();
  await contacts.getByRole('tab', { name: 'Contacts' }).click();
  await expect(contacts.getByText(CONTACT_NAME, { exact: true }).first()).toBeVisible();
  expect(await contacts.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  expect(await pwned()).toBeUndefined();
  expect(dialogs).toEqual([]);
  console.log(
    `security.spec: ${PAYLOADS.length * 2} message payloads, 1 contact name, 1 file name rendered; pwned=${String(await pwned())} dialogs=${dialogs.length}`,
  );
});
