import { expectNoSeriousA11yViolations } from './a11y.ts';
import { setUpAdmin } from './console-admin.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount } from './fresh-account.ts';
import { signIn } from './pages.ts';

// A brand's name, tabs and language are data an operator changes: on a server of this test's own
// (every other test's brand stays as its code has it), an admin renames WeTalk, hides its
// verification and contacts tabs, puts Numbers first and makes Chinese its language; a page opened
// afterwards is that brand.

test.use({ actionTimeout: 15_000 });

test('an admin renames a brand, reorders its tabs and makes Chinese its language; its pages follow', async ({
  page,
  newContext,
  privateServer: server,
}) => {
  test.setTimeout(180_000);
  const account = await createFreshAccount({ brand: 'wetalk', origin: server.origin });
  const operator = await (await newContext()).newPage();
  await setUpAdmin(operator, 'brands-admin', server.origin);
  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await operator.getByRole('tab', { name: 'Brands' }).click();
  await operator.getByRole('combobox', { name: 'Brand' }).click();
  await operator.getByRole('option', { name: 'WeTalk', exact: true }).click();
  await expect(operator.getByText('Code values')).toBeVisible();
  await expectNoSeriousA11yViolations(operator);

  await operator.getByRole('button', { name: 'Edit the settings' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Settings of WeTalk' });
  await dialog.getByRole('textbox', { name: 'English name' }).fill('WeTalk Plus');
  await dialog.getByRole('textbox', { name: 'Chinese name' }).fill('微聊加');
  // Unchecking Account is said at once and nothing can be saved like that.
  await dialog.getByRole('checkbox', { name: 'Account' }).uncheck();
  await expect(dialog).toContainText('Keep the Account tab');
  await dialog.getByRole('checkbox', { name: 'Account' }).check();
  await dialog.getByRole('checkbox', { name: 'Verification' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Contacts' }).uncheck();
  await dialog.getByRole('button', { name: 'Move Numbers up' }).click();
  await dialog.getByRole('combobox', { name: 'Tab opened first' }).click();
  await operator.getByRole('option', { name: 'Numbers' }).click();
  await dialog.getByRole('combobox', { name: 'Default language' }).click();
  await operator.getByRole('option', { name: '简体中文' }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Relaunch for Chinese-speaking users');
  await expectNoSeriousA11yViolations(operator);
  await dialog.getByRole('button', { name: 'Save the settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByText(/Last changed/)).toBeVisible();

  // A visitor of the brand meets it in Chinese under its new name; signed in, its three tabs in the
  // new order, Numbers open.
  await page.goto(server.brandUrl('wetalk'));
  await expect(page).toHaveTitle('WeTalk Plus');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await signIn(page, 'wetalk', account);
  const tabs = page.getByRole('tablist', { name: '主菜单' }).getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const [place, name] of ['号码', '消息', '账户'].entries())
    await expect(tabs.nth(place)).toHaveAccessibleName(name);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  // The audit log names the change and its reason.
  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const row = operator.getByRole('row').filter({ hasText: 'Brand settings changed' });
  await expect(row).toContainText('Relaunch for Chinese-speaking users');
  await expect(row).toContainText('WeTalk Plus');
});
