import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { BrandId } from '@switchboard/protocol';

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
