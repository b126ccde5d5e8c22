import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { sharedOrigin } from './api.ts';
import { expect } from './fixtures.ts';
import { createAdminByCommandLine } from './server.ts';

/**
 * Makes an admin of this test alone with the server's command line, opens its setup link and
 * finishes setup in the console (password, then the authenticator's code): signed in afterwards.
 * On the shared server unless `origin` names a test's own.
 */
export async function setUpAdmin(page: Page, name: string, origin = sharedOrigin()): Promise<void> {
  const link = new URL(await createAdminByCommandLine(origin, `${name}-${randomUUID()}@example.test`));
  // The link names the server's public address (PUBLIC_URL when set); the test reaches it at `origin`.
  await page.goto(`${origin}${link.pathname}${link.search}${link.hash}`);
  await expect(page.getByRole('heading', { name: 'Set up your operator account' })).toBeVisible();
  const password = `pw-${randomUUID()}`;
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Password again', exact: true }).fill(password);
  const secret = await page.getByTestId('setup-secret').inputValue();
  await page
    .getByLabel('Code from the app')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByTestId('signed-in-operator')).toBeVisible();
}
