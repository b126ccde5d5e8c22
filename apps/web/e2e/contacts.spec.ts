import type { Page } from '@playwright/test';
import { apiUrl } from '@switchboard/protocol';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

/** Opens the Add contact dialog from the tab header and fills name and phones. */
async function addContact(page: Page, name: string, phones: string[]) {
  // The header's button (the empty state has one too, further down).
  await page.getByRole('button', { name: 'Add contact' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const [index, phone] of phones.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add a phone number' }).click();
    await dialog.getByRole('textbox', { name: `Phone ${index + 1} Code` }).fill('1');
    await dialog.getByRole('textbox', { name: `Phone ${index + 1} Phone number` }).fill(phone);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contact saved')).toBeVisible();
}

const rowNames = (page: Page) => page.getByTestId('contact-row');

test('contacts: add with two phones, search by the second, edit, bulk delete, reload keeps the list', async ({
  page,
}) => {
  await page.goto(brandUrl('wetalkpro'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('Your address book is empty')).toBeVisible();

  // Add a contact with two phones; the second one is tagged Work.
  await addContact(page, 'Alice Example', ['2125550170', '4155550171']);
  await expect(rowNames(page)).toHaveCount(1);
  await expect(rowNames(page).first()).toContainText('Alice Example');
  await expect(rowNames(page).first()).toContainText('+1 212 555 0170');

  // Find it by its second phone.
  await addContact(page, 'Bob Other', ['2125550172']);
  const search = page.getByRole('searchbox', { name: 'Search name or number' });
  await search.fill('415-555-01');
  await expect(rowNames(page)).toHaveCount(1);
  await expect(rowNames(page).first()).toContainText('Alice Example');
  await search.fill('');
  await expect(rowNames(page)).toHaveCount(2);

  // Edit it from the row menu: a new name; the detail panel follows.
  await page
    .getByTestId('contact-list')
    .getByRole('button', { name: 'More actions for Alice Example' })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit contact' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Alicia Edited');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowNames(page).filter({ hasText: 'Alicia Edited' })).toHaveCount(1);
  await rowNames(page).filter({ hasText: 'Alicia Edited' }).click();
  const detail = page.getByRole('complementary', { name: 'Contact details' });
  await expect(detail.getByRole('heading', { name: 'Alicia Edited' })).toBeVisible();
  await expect(detail).toContainText('+1 415 555 0171');

  // Two more, then tick them and delete both after confirming.
  await addContact(page, 'Carol Temp', ['2125550173']);
  await addContact(page, 'Dave Temp', ['2125550174']);
  await expect(rowNames(page)).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Select Carol Temp' }).check();
  await page.getByRole('checkbox', { name: 'Select Dave Temp' }).check();
  const toolbar = page.getByRole('toolbar', { name: '2 selected' });
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete contacts' });
  await expect(confirm).toContainText('Delete 2 contacts?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 contacts deleted')).toBeVisible();
  await expect(rowNames(page)).toHaveCount(2);

  // A reload shows the same list (from the cache, then the incremental load).
  await page.reload();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(rowNames(page)).toHaveCount(2);
  await expect(rowNames(page).nth(0)).toContainText('Alicia Edited');
  await expect(rowNames(page).nth(1)).toContainText('Bob Other');

  // A fresh browser profile (no cache) loads the same list from the server.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('sb.contacts.')) localStorage.removeItem(key);
  });
  await page.reload();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(rowNames(page)).toHaveCount(2);
});

test('contacts: a loading notice, never "0 contacts", until the address book has loaded', async ({
  page,
}) => {
  // Hold every address book load (the chats tab starts one too) until the loading state was checked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${apiUrl('getCloudAddressBook')}*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(brandUrl('wetalkpro'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your address book…' })).toBeVisible();
  await expect(page.getByTestId('contacts-count')).toHaveCount(0);
  await expect(page.getByText('Your address book is empty')).toHaveCount(0);
  release();
  await expect(page.getByText('Your address book is empty')).toBeVisible();
  await expect(page.getByTestId('contacts-count')).toHaveText('0 contacts');
});
