import path from 'node:path';
import type { Page } from '@playwright/test';
import { type AddressBookInput, chatKey, SIMULATOR_INBOUND_PATH } from '@switchboard/protocol';
import { apiCall, sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, type FreshAccount, firstNumber } from './fresh-account.ts';
import { signIn } from './pages.ts';

// Each test makes its own accounts: nothing else reads their conversations or address books.

const shotsDir = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `contacts-${name}.png`) });
};

/** A fresh pingme account with a number and some credit. */
const texter = () => createFreshAccount({ brand: 'pingme', numbers: 1, balance: 5 });

/** Saves a contact to the account's cloud address book, as the contacts tab does. */
async function saveContact(account: FreshAccount, addressBook: AddressBookInput): Promise<void> {
  await apiCall(account.origin, 'createOrUpdateCloudAddressBook', {
    token: account.token,
    body: { platform: account.brand, addressBook },
  });
}

/** A 7-digit suffix that differs between runs, for outside numbers nobody else uses. */
const suffix = () => String(Date.now() % 10_000_000).padStart(7, '0');

test.describe('contacts in chats', () => {
  test('a new chat picks the second number of a contact and the conversation shows its name', async ({
    page,
  }) => {
    const account = await texter();
    const own = firstNumber(account).full;
    const first = `415${suffix()}`;
    const second = `646${suffix()}`;
    const name = `Zed ${suffix().slice(-4)}`;
    const addressBook: AddressBookInput = {
      name,
      email: 'zed@example.com',
      companyName: 'Zeta',
      phoneList: [
        { telCode: '1', phone: first, tag: 'Mobile' },
        { telCode: '1', phone: second, tag: 'Work' },
      ],
    };
    await saveContact(account, addressBook);
    await signIn(page, 'pingme', account);
    await expect(page.getByRole('button', { name: 'New SMS' })).toBeEnabled();

    await page.getByRole('button', { name: 'New SMS' }).click();
    const to = page.getByTestId('new-chat-header').getByRole('textbox', { name: 'Phone number' });
    await to.click();
    const picker = page.getByTestId('contacts-picker');
    await expect(picker).toBeVisible();
    await to.fill(name);
    const row = picker.getByTestId('picker-contact');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('zed@example.com · Zeta');
    await shot(page, 'picker');
    await row.click();
    const choice = page.getByRole('dialog', { name: `Which number of ${name}?` });
    await expect(choice.getByRole('button')).toHaveCount(3);
    await shot(page, 'picker-choice');
    await choice.getByRole('button', { name: /Work/ }).click();
    await expect(picker).toHaveCount(0);
    await expect(to).toHaveValue(name);

    const text = `hello ${name}`;
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.click();
    await box.pressSequentially(text);
    await box.press('Enter');
    await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-status', '0');
    const conversation = page.locator(`[data-chat-key="${chatKey(own, `1${second}`)}"]`);
    await expect(conversation.getByTestId('conversation-name')).toHaveText(name);
    await expect(page.getByTestId('chat-to')).toHaveText(name);
    await expect(page.locator(`[data-chat-key="${chatKey(own, `1${first}`)}"]`)).toHaveCount(0);
  });

  test('an unknown sender shows the banner, Add to contacts saves it and the chat shows the name', async ({
    page,
    request,
  }) => {
    const account = await createFreshAccount({ brand: 'pingme', numbers: 1 });
    const own = firstNumber(account).full;
    const sender = `1312${suffix()}`;
    const name = `Walt ${sender.slice(-4)}`;
    // The text is there before the page opens: this test is about the banner, not the push (the
    // live-* specs cover messages arriving on an open page).
    const inbound = await request.post(`${sharedOrigin()}${SIMULATOR_INBOUND_PATH}`, {
      multipart: { kind: 'sms', from: sender, to: own, text: 'who is this?' },
    });
    expect(inbound.ok()).toBe(true);
    await signIn(page, 'pingme', account);

    const row = page.locator(`[data-chat-key="${chatKey(own, sender)}"]`);
    await expect(row.getByTestId('conversation-preview')).toHaveText('who is this?');
    await row.click();
    const banner = page.getByTestId('unknown-number-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Add to contacts' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await expect(dialog.getByRole('textbox', { name: /Phone number/ }).first()).toHaveValue(sender.slice(1));
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(banner).toHaveCount(0);
    await expect(row.getByTestId('conversation-name')).toHaveText(name);
    await expect(page.getByTestId('chat-to')).toHaveText(name);
    // The header's menu (each row's own button names its conversation).
    await page.getByRole('button', { name: 'More options', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete conversation' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Add to contacts' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The header opens the contact's detail panel.
    await page.getByTestId('chat-contact-details').click();
    await expect(page.getByTestId('chat-contact-panel')).toContainText(name);

    // After a reload the name comes from the server's address book.
    await page.reload();
    await expect(row.getByTestId('conversation-name')).toHaveText(name);
  });

  test('contacts import keeps every contact, reports what it changed, and merges a re-import', async ({
    page,
  }) => {
    await signIn(page, 'wephone', await createFreshAccount({ brand: 'wephone' }));
    await page.getByRole('tab', { name: 'Contacts' }).click();
    const tag = suffix().slice(-4);
    const header =
      'Name,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value,E-mail 1 - Value,Organization 1 - Name,Notes';
    const rows = (adaSecond: string) => [
      `"Lovelace, Ada ${tag}",Mobile,+44 20 7946 ${tag},Work,${adaSecond},ada@example.org,Analytical,"first line
second line"`,
      `李雷 ${tag},Mobile,+86 138 0013 ${tag},,,,,`,
      `,Mobile,+1 415 555 ${tag},,,,,`,
      `Bad Mail ${tag},Home,212 555 ${tag},,,not-an-email,,`,
    ];
    const importFile = async (name: string, lines: string[]) => {
      await page.getByRole('button', { name: 'Import / Export' }).click();
      await page.getByRole('menuitem', { name: 'Import…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import contacts' });
      await dialog.getByTestId('import-file').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...lines].join('\n')),
      });
      return dialog;
    };

    // A row without a name and a row with a bad address are kept; the preview says what changed.
    const dialog = await importFile('google.csv', rows(`+1 347-555-${tag}`));
    await expect(dialog.getByTestId('import-row')).toHaveCount(4);
    const notes = dialog.getByTestId('import-notes');
    await expect(notes).toContainText(`row 4 (+1 415 555 ${tag}): no name, so the number +1 415 555 ${tag}`);
    await expect(notes).toContainText(`row 5 (Bad Mail ${tag}): email “not-an-email” left out`);
    await expect(
      dialog.getByRole('combobox', { name: 'Numbers without a country code are from' }),
    ).toContainText('(+1)');
    await expect(dialog).toContainText('1 number in this file has no country code.');
    await shot(page, 'import-preview');
    await dialog.getByRole('button', { name: 'Import 4' }).click();
    await expect(dialog.getByTestId('import-done')).toContainText('Imported 4 contacts.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(`Lovelace, Ada ${tag}`).first()).toBeVisible();
    await expect(page.getByText(`李雷 ${tag}`).first()).toBeVisible();

    // The same file again, with a new second number for Ada: duplicates are found by number.
    const again = await importFile('google.csv', rows(`+1 646-555-${tag}`));
    await expect(again.getByTestId('import-duplicates')).toContainText(
      '4 contacts have a number that is already in your contacts.',
    );
    await expect(again.getByTestId('import-row')).toHaveCount(1);
    await expect(again.getByTestId('import-row')).toContainText('merge');
    await again.getByRole('radio', { name: 'Skip them' }).check();
    await expect(again.getByTestId('import-row')).toHaveCount(0);
    await again.getByRole('radio', { name: 'Merge into the existing contact' }).check();
    await again.getByRole('button', { name: 'Import 1' }).click();
    await expect(again.getByTestId('import-done')).toContainText('1 existing contact was updated.');
    await again.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search name or number' }).fill(`Ada ${tag}`);
    await expect(page.getByTestId('contact-row')).toHaveCount(1);
    await page.getByTestId('contact-row').click();
    const detail = page.getByRole('complementary', { name: 'Contact details' });
    await expect(detail).toContainText(`+1 646 555 ${tag}`);
    await expect(detail).toContainText(`+1 347 555 ${tag}`);
  });

  test("Send message on a contact's detail panel opens the chat with that number", async ({ page }) => {
    const account = await texter();
    const own = firstNumber(account).full;
    const number = `718${suffix()}`;
    const name = `Yara ${suffix().slice(-4)}`;
    const addressBook: AddressBookInput = {
      name,
      phoneList: [{ telCode: '1', phone: number, tag: 'Mobile' }],
    };
    await saveContact(account, addressBook);
    await signIn(page, 'pingme', account);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('searchbox', { name: 'Search name or number' }).fill(name);
    await page.getByTestId('contact-row').filter({ hasText: name }).click();
    const detail = page.getByRole('complementary', { name: 'Contact details' });
    await expect(detail.getByRole('button', { name: 'Send message' })).toBeVisible();
    await shot(page, 'detail');
    await detail.getByRole('button', { name: 'Send message' }).click();

    // The chats tab opens in a new chat with the contact already in the To field.
    await expect(page.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
    const to = page.getByTestId('new-chat-header').getByRole('textbox', { name: 'Phone number' });
    await expect(to).toHaveValue(name);
    const text = `hi ${name}`;
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.click();
    await box.pressSequentially(text);
    await box.press('Enter');
    await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-status', '0');
    const conversation = page.locator(`[data-chat-key="${chatKey(own, `1${number}`)}"]`);
    await expect(conversation.getByTestId('conversation-name')).toHaveText(name);

    // Once the conversation exists, Send message opens it.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('searchbox', { name: 'Search name or number' }).fill(name);
    await page.getByTestId('contact-row').filter({ hasText: name }).click();
    await detail.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('chat-to')).toHaveText(name);
    await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
  });
});
