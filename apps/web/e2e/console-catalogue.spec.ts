import { expectNoSeriousA11yViolations } from './a11y.ts';
import { brandUrl } from './api.ts';
import { setUpAdmin } from './console-admin.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { signUp } from './pages.ts';

// The catalogue is data the operator edits: an amount added to a brand's recharge tiles is offered to
// that brand's users with its gift, and each catalogue tab passes axe.

test.use({ actionTimeout: 15_000 });

test('an admin adds a recharge amount; the brand’s recharge page offers it with its gift', async ({
  page,
  newContext,
}) => {
  test.setTimeout(180_000);
  const operator = await (await newContext()).newPage();
  await setUpAdmin(operator, 'catalogue-admin');
  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  for (const tab of ['Plans and prices', 'Verification apps', 'Recharge amounts']) {
    await operator.getByRole('tab', { name: tab }).click();
    await expect(operator.getByRole('table').or(operator.getByRole('grid')).first()).toBeVisible();
    await expectNoSeriousA11yViolations(operator);
  }

  // WeTalk Pro (a brand no other test tops up) gets a seventh tile of 200 dollars, its gift left to
  // the brand's 15 %.
  await operator.getByRole('combobox', { name: 'Brand' }).click();
  await operator.getByRole('option', { name: 'WeTalk Pro' }).click();
  await expect(operator.getByRole('table', { name: 'Recharge tiles' }).getByRole('row')).toHaveCount(7);
  await operator.getByRole('button', { name: 'Edit the tiles' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Recharge amounts of WeTalk Pro' });
  await dialog.getByRole('button', { name: 'Add a tile' }).click();
  await dialog.getByRole('textbox', { name: 'Amount of tile 7' }).fill('200');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('A larger amount for business users');
  await dialog.getByRole('button', { name: 'Save the tiles' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByRole('table', { name: 'Recharge tiles' }).getByRole('row')).toHaveCount(8);

  await page.goto(brandUrl('wetalkpro'));
  await signUp(page, freshEmail(), 'correct horse 1');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('button', { name: 'Recharge' })
    .click();
  await expect(page.getByTestId('recharge-tile-6')).toContainText('200');
  await expect(page.getByTestId('recharge-gift-6')).toContainText('30');
  await page.getByTestId('recharge-tile-6').click();
  await expect(page.getByTestId('recharge-tile-6')).toHaveAttribute('aria-checked', 'true');

  // The tile goes again, as it was.
  await operator.getByRole('button', { name: 'Edit the tiles' }).click();
  await dialog.getByRole('button', { name: 'Remove tile 7' }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('End of the trial');
  await dialog.getByRole('button', { name: 'Save the tiles' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByRole('table', { name: 'Recharge tiles' }).getByRole('row')).toHaveCount(7);
});
