import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CONSOLE_PATH } from '@switchboard/protocol';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { submitProfile, topUpDefaultTile, verifyFreshPhone } from './account-pages.ts';
import { brandUrl, decideReview, sharedOrigin } from './api.ts';
import { setUpAdmin } from './console-admin.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

// An admin made by the server's command line imports numbers in the console; a user rents one of
// them in the web app; the console's inventory then shows it assigned to that user.

test.use({ actionTimeout: 15_000 });

/** The inventory row of a number once the list is narrowed to it. */
function inventoryRow(page: Page, shown: string) {
  return page
    .getByRole('grid', { name: 'Numbers of the inventory' })
    .getByRole('row')
    .filter({ hasText: shown });
}

test('an admin imports numbers in the console, a user rents one, and the console shows it assigned', async ({
  page,
  newContext,
}) => {
  test.setTimeout(180_000);
  const operator = await (await newContext()).newPage();
  await setUpAdmin(operator, 'numbers-admin');

  // Two fresh New York numbers below the seeded 646 555 01xx, so the web app lists them first.
  const start = randomInt(2_000_000, 2_999_000);
  const numbers = [start, start + 1].map((line) => `1646${line}`);
  const shown = (number: string) => `+1 646 ${number.slice(4, 7)} ${number.slice(7)}`;
  const csv = [
    'number,country,area code,type,capabilities,region',
    ...numbers.map((number) => `${number},US,646,local,sms;voice,"New York, NY"`),
  ].join('\n');

  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Numbers' })
    .click();
  await operator.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Import numbers' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'numbers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('region', { name: 'Result of the import' })).toContainText(
    '2 numbers imported.',
  );
  await expectNoSeriousA11yViolations(operator);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The filter goes into the address: the list narrowed to the first number survives a reload.
  const [rented = ''] = numbers;
  await operator.getByRole('textbox', { name: 'Number contains' }).fill(rented);
  await operator.getByRole('button', { name: 'Search' }).click();
  await expect(operator).toHaveURL(new RegExp(`${CONSOLE_PATH}/numbers\\?q=${rented}$`));
  await expect(inventoryRow(operator, shown(rented))).toContainText('Available');
  await expectNoSeriousA11yViolations(operator);

  // The user rents it: reviewed profile, verified phone, money, then the new-number flow.
  const email = freshEmail();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, 'correct horse 1');
  await submitProfile(page);
  await decideReview(sharedOrigin(), { brand: 'pingme', email, kind: 'profile', decision: 'approve' });
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Your profile was approved.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await verifyFreshPhone(page, sharedOrigin());
  await topUpDefaultTile(page, '50.0000 Coins');
  await page.getByRole('tab', { name: 'Numbers' }).click();
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await tips.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'New number' }).first().click();
  const step1 = page.getByTestId('new-number-step1');
  await step1.getByLabel('Country').selectOption({ label: 'United States (+1)' });
  await step1.getByLabel('State / province').selectOption('NY');
  await step1.getByLabel('Area code').selectOption('646');
  // Parallel tests rent numbers at random from what is on offer and may take one of the two first:
  // the user takes the first of them still offered.
  const offered = page.getByTestId('number-list').getByRole('option');
  await expect(offered.filter({ hasText: /\+1 646 2\d\d \d{4}/ }).first()).toBeVisible();
  const stillOffered = [];
  for (const number of numbers)
    if ((await offered.filter({ hasText: shown(number) }).count()) > 0) stillOffered.push(number);
  const [chosen = rented] = stillOffered;
  const other = numbers.find((number) => number !== chosen) ?? '';
  await offered.filter({ hasText: shown(chosen) }).click();
  await step1.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Pay As You Go' }).check();
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Subscription confirmation' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await page.getByRole('dialog', { name: 'Subscription notice' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('number-row').filter({ hasText: shown(chosen) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The console shows the number assigned, searched by the address; the other one is listed by its
  // own search (free, unless a parallel test rented it meanwhile).
  await operator.getByRole('textbox', { name: 'Number contains' }).fill(chosen);
  await operator.getByRole('button', { name: 'Search' }).click();
  // Reloaded on that address: the list is read again, not shown from before the rental.
  await expect(operator).toHaveURL(new RegExp(`${CONSOLE_PATH}/numbers\\?q=${chosen}$`));
  await operator.reload();
  const row = inventoryRow(operator, shown(chosen));
  await expect(row).toContainText('Assigned');
  await expect(row.getByRole('link')).toHaveText(/.+/);
  await operator.getByRole('textbox', { name: 'Number contains' }).fill(other);
  await operator.getByRole('button', { name: 'Search' }).click();
  await expect(inventoryRow(operator, shown(other))).toContainText(/Available|Assigned/);
  await operator.goBack();
  await expect(inventoryRow(operator, shown(chosen))).toContainText('Assigned');
  await expectNoSeriousA11yViolations(operator);
});
