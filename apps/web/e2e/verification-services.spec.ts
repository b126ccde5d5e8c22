import path from 'node:path';
import type { Page } from '@playwright/test';
import { catalogueText } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount } from './fresh-account.ts';
import { expectAnimationsSettled, signIn } from './pages.ts';

const shotsDir = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  await expectAnimationsSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `verification-services-${name}.png`) });
};

const zh = (key: string) => catalogueText('verification', key, 'zh-CN');
const en = (key: string) => catalogueText('verification', key, 'en');

test.describe('verification service list', () => {
  test('jiema (in Chinese): logos, pinyin search, a star that pins WeChat on top across a reload', async ({
    page,
  }) => {
    await signIn(page, 'jiema', await createFreshAccount({ brand: 'jiema' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const rows = page.getByTestId('service-row');
    await expect(page.getByTestId('app-logo-whatsapp')).toHaveAttribute('data-logo', 'icon');
    await expect(page.locator('[data-testid="app-logo-whatsapp"] path')).toHaveCount(1);
    // Prices and stock arrive for the country above the list.
    await expect(page.getByTestId('service-whatsapp')).toContainText('库存');

    await page.getByTestId('service-search').fill('wei');
    await expect(page.getByTestId('service-wechat')).toContainText('微信');
    await expect(page.getByTestId('service-telegram')).toHaveCount(0);
    await shot(page, 'jiema-zh-search');
    await page
      .getByRole('button', { name: zh('serviceList.favourite') })
      .first()
      .click();
    await expect(page.getByTestId('service-star-wechat')).toHaveAttribute(
      'aria-label',
      zh('serviceList.unfavourite'),
    );
    await page.getByTestId('service-search').fill('');
    await expect(rows.first()).toHaveAttribute('data-app', 'wechat');

    await page.reload();
    await expect(rows.first()).toHaveAttribute('data-app', 'wechat');
    await expect(page.getByTestId('service-star-wechat')).toHaveAttribute(
      'aria-label',
      zh('serviceList.unfavourite'),
    );
    await shot(page, 'jiema-zh-list');

    // The same list in English: the names change, the search still reads pinyin.
    await page
      .getByRole('button', { name: catalogueText('common', 'sidebar.switchLanguage', 'zh-CN') })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(rows.first()).toHaveAttribute('data-app', 'wechat');
    await page.getByTestId('service-search').fill('weix');
    await expect(page.getByTestId('service-wechat')).toContainText('WeChat');
    await page.getByTestId('service-search').fill('');
    await expect(page.getByTestId('service-star-wechat')).toHaveAttribute(
      'aria-label',
      en('serviceList.unfavourite'),
    );
    await shot(page, 'jiema-en-list');
  });

  test('wetalkpro (in English): logos in the service field, search, a star that pins WeChat on top across a reload', async ({
    page,
  }) => {
    await signIn(page, 'wetalkpro', await createFreshAccount({ brand: 'wetalkpro' }));
    const openStep = async () => {
      await page.getByRole('tab', { name: 'Verification' }).click();
      await page.getByRole('combobox', { name: 'Country' }).fill('United States');
      await page.getByRole('option', { name: /^United States \+1$/ }).click();
    };
    await openStep();
    const service = page.getByRole('combobox', { name: 'Service' });
    await service.fill('wei');
    const wechat = page.getByRole('option', { name: 'WeChat', exact: true });
    await expect(wechat).toBeVisible();
    await expect(page.getByRole('option', { name: 'Telegram', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('app-logo-wechat')).toHaveAttribute('data-logo', 'icon');
    await expect(page.getByTestId('service-option-wechat')).toContainText('in stock');
    await shot(page, 'wetalkpro-en-search');
    await wechat.click();
    await page.getByRole('button', { name: en('serviceList.favourite') }).click();
    await expect(page.getByRole('button', { name: en('serviceList.unfavourite') })).toBeVisible();

    await page.reload();
    await openStep();
    await page.getByRole('combobox', { name: 'Service' }).click();
    await expect(page.getByRole('option').first()).toHaveAccessibleName('WeChat');
    await shot(page, 'wetalkpro-en-list');
    await page.keyboard.press('Escape');

    // In Chinese: Chinese names, found by their own characters.
    await page.getByRole('button', { name: 'Switch language' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page
      .getByRole('combobox', { name: catalogueText('verificationMulti', 'step1.service', 'zh-CN') })
      .click();
    await expect(page.getByRole('option').first()).toHaveAccessibleName('微信');
    await shot(page, 'wetalkpro-zh-list');
  });
});
