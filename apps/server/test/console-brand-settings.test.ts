import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BOOT_ELEMENT_ID,
  BOOT_PLACEHOLDER,
  type BrandId,
  type BuyVipData,
  bootDataSchema,
  brands,
  type ConsoleBrandSettingsSaveBody,
  Retcode,
  settingsOfBrand,
  WEB_MANIFEST_PATH,
} from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandOf } from '../src/lib/brands.ts';
import { post } from './helpers/api.ts';
import { brandSettingsBody, readBrandSettings, saveBrandSettings } from './helpers/brand-settings.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// A built page, so the boot data the server writes into it can be read.
let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'switchboard-brands-'));
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>x</title>${BOOT_PLACEHOLDER}`);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
const t = useTestApp({ overrides: () => ({ webDistDir: dist }) });

let admin = '';
let support = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
  support = await operatorToken(t.app, 'support');
});

/** The page of a brand as a browser gets it. */
async function page(brand: BrandId) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/?brand=${brand}`,
    headers: { host: 'localhost' },
  });
  const boot = answer.body.match(
    new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`),
  );
  return { html: answer.body, boot: bootDataSchema.parse(JSON.parse(boot?.[1] ?? '{}')) };
}

describe('a brand’s settings, edited in the console', () => {
  it('reads the code values of a brand nobody changed, with the tabs it has screens for', async () => {
    const result = await readBrandSettings(t.app, support, 'cloudnumber');
    expect(result.body.retcode).toBe(Retcode.OK);
    expect(result.body.data).toEqual({
      brand: 'cloudnumber',
      settings: settingsOfBrand(brands.cloudnumber),
      defaults: settingsOfBrand(brands.cloudnumber),
      offeredTabs: ['chats', 'numbers', 'account'],
      updatedAt: null,
    });
    expect((await page('cloudnumber')).boot.settings).toEqual(settingsOfBrand(brands.cloudnumber));
  });

  it('serves a save at once: the page, its manifest and title, sentences with money, and the audit log', async () => {
    const saved = await saveBrandSettings(t.app, admin, 'wetalk', {
      nameEn: 'WeTalk Plus',
      nameZh: '微聊加',
      tabs: ['numbers', 'chats', 'account'],
      defaultTab: 'numbers',
      defaultLanguage: 'zh-CN',
      currencySymbol: 'US$',
      colorPrimary: '#123456',
      reason: 'spring rebrand',
    });
    expect(saved.body.retcode).toBe(Retcode.OK);
    expect(saved.body.data.updatedAt).toEqual(expect.any(Number));
    expect((await readBrandSettings(t.app, admin, 'wetalk')).body.data.settings).toEqual(
      saved.body.data.settings,
    );

    const { html, boot } = await page('wetalk');
    expect(boot.settings?.tabs).toEqual(['numbers', 'chats', 'account']);
    expect(boot.settings?.defaultLanguage).toBe('zh-CN');
    expect(html).toContain('<title>WeTalk Plus</title>');
    expect(html).toContain('<meta name="theme-color" content="#123456" />');
    const manifest = await t.app.inject({
      method: 'GET',
      url: `${WEB_MANIFEST_PATH}?brand=wetalk`,
      headers: { host: 'localhost' },
    });
    // The manifest is in the brand's language, now Chinese.
    expect(manifest.json()).toMatchObject({ name: '微聊加', lang: 'zh-CN', theme_color: '#123456' });

    // A refusal naming money writes it with the brand's new symbol.
    const buyer = await registerAccount(t.app, { brand: 'wetalk' });
    const refused = await post<BuyVipData>(
      t.app,
      'buyVip',
      { platform: 'wetalk', expireDate: null },
      { token: buyer.token },
    );
    expect(refused.body.retmsg).toMatch(/US\$\d/);

    // Other brands keep their code values.
    expect((await page('wephone')).boot.settings).toEqual(settingsOfBrand(brands.wephone));

    const audit = await consoleCall<{
      entries: { targetId: string; reason: string; before: unknown; after: unknown }[];
    }>(t.app, 'consoleAudit', { token: admin, query: { action: 'brand.update' } });
    const entry = audit.body.data.entries.find((e) => e.targetId === 'wetalk');
    expect(entry).toMatchObject({
      reason: 'spring rebrand',
      before: { nameEn: 'WeTalk', tabs: brands.wetalk.tabs, currencySymbol: '$' },
      after: { nameEn: 'WeTalk Plus', tabs: ['numbers', 'chats', 'account'], currencySymbol: 'US$' },
    });
  });

  it('refuses tabs a brand cannot show, each with a sentence in the operator’s language, and saves nothing', async () => {
    const cases: [Partial<ConsoleBrandSettingsSaveBody>, string, string][] = [
      [
        { tabs: ['verification', 'chats', 'account'] },
        'This brand has no screen for one of the tabs chosen',
        '该品牌没有',
      ],
      [
        { tabs: ['verification', 'verification', 'account'] },
        'Each tab can be shown only once.',
        '每个标签只能显示一次',
      ],
      [{ tabs: ['verification'], defaultTab: 'verification' }, 'Keep the account tab', '请保留账户标签'],
      [
        { tabs: ['verification', 'account'], defaultTab: 'numbers' },
        'The tab opened first must be one of the tabs shown.',
        '首先打开的标签',
      ],
    ] as const;
    for (const [changes, english, chinese] of cases) {
      const en = await saveBrandSettings(t.app, admin, 'jiema', changes);
      expect(en.body.retcode).toBe(Retcode.INVALID_PARAMETER);
      expect(en.body.retmsg).toContain(english);
      const zh = await saveBrandSettings(t.app, admin, 'jiema', changes, 'zh_cn');
      expect(zh.body.retmsg).toContain(chinese);
    }
    expect((await readBrandSettings(t.app, admin, 'jiema')).body.data.updatedAt).toBeNull();
  });

  it('names the field of a malformed value as the form labels it', async () => {
    const email = await saveBrandSettings(t.app, admin, 'pingme', { supportEmail: 'help at pingme' });
    expect(email.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(email.body.retmsg).toBe('Enter a valid email address.');
    const colour = await saveBrandSettings(t.app, admin, 'pingme', { colorSidebar: 'blue' }, 'zh_cn');
    expect(colour.body.retmsg).toContain('侧边栏颜色');
    const page = await saveBrandSettings(t.app, admin, 'pingme', { termsUrl: 'javascript:alert(1)' });
    expect(page.body.retmsg.toLowerCase()).toContain('terms of service page');
    expect((await readBrandSettings(t.app, admin, 'pingme')).body.data.updatedAt).toBeNull();
  });

  it('is refused to a role without catalogue.manage', async () => {
    const result = await consoleCall(t.app, 'consoleBrandSettingsSave', {
      token: support,
      body: brandSettingsBody('wephone', { nameEn: 'Nope' }),
    });
    expect(result.body.retcode).not.toBe(Retcode.OK);
    expect(brandOf('wephone').name.en).toBe('WePhone');
  });

  it('serves the code values for a row edited by hand into something it cannot use', async () => {
    await saveBrandSettings(t.app, admin, 'wephone', { nameEn: 'WePhone Pro' });
    expect(brandOf('wephone').name.en).toBe('WePhone Pro');
    await t.app.db
      .updateTable('brand_settings')
      .set({ settings: '{"name":' })
      .where('brand', '=', 'wephone')
      .execute();
    await t.app.services.brandSettings.load();
    expect(brandOf('wephone')).toBe(brands.wephone);
    expect((await readBrandSettings(t.app, admin, 'wephone')).body.data).toMatchObject({
      settings: settingsOfBrand(brands.wephone),
      updatedAt: null,
    });
    // Another brand's good row is still served.
    expect(brandOf('wetalk').name.en).toBe('WeTalk Plus');
  });
});
