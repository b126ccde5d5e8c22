import { type AdConfigData, type CountryEntry, DATA_PATHS, HEALTH_PATH } from '@switchboard/protocol';
import { describe, expect, it, vi } from 'vitest';
import { adsFromEnv } from '../src/modules/ads/ads.routes.ts';
import { get } from './helpers/api.ts';
import { createTestApp } from './helpers/app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

async function list(path: string): Promise<{ rows: CountryEntry[]; headers: Record<string, unknown> }> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  return { rows: response.json<CountryEntry[]>(), headers: response.headers };
}

function isSorted(names: string[], collator: Intl.Collator): boolean {
  return names.every((name, index) => index === 0 || collator.compare(names[index - 1] as string, name) <= 0);
}

describe('static country lists', () => {
  it('serves every country in English, sorted by name, publicly cached, without sign-in', async () => {
    const { rows, headers } = await list(DATA_PATHS.countriesEn);
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expect(headers['cache-control']).toContain('public');
    expect(headers['content-type']).toContain('application/json');
    expect(
      isSorted(
        rows.map((row) => row.name),
        new Intl.Collator('en'),
      ),
    ).toBe(true);
    expect(rows.find((row) => row.code === 'US')).toEqual({
      code: 'US',
      name: 'United States',
      telCode: '1',
    });
    expect(rows.find((row) => row.code === 'GB')?.telCode).toBe('44');
  });

  it('serves the same countries in Chinese, sorted by pinyin', async () => {
    const en = await list(DATA_PATHS.countriesEn);
    const { rows } = await list(DATA_PATHS.countriesZh);
    expect(rows.map((row) => row.code).sort()).toEqual(en.rows.map((row) => row.code).sort());
    expect(
      isSorted(
        rows.map((row) => row.name),
        new Intl.Collator('zh-CN-u-co-pinyin'),
      ),
    ).toBe(true);
    expect(rows.find((row) => row.code === 'CN')).toEqual({ code: 'CN', name: '中国', telCode: '86' });
    // A (阿尔巴尼亚, a) comes before Z (中国, zhong) by pinyin, whatever the stroke counts.
    const names = rows.map((row) => row.name);
    expect(names.indexOf('阿尔巴尼亚')).toBeLessThan(names.indexOf('中国'));
    expect(names.indexOf('巴西')).toBeLessThan(names.indexOf('美国'));
  });
});

describe('banner ads', () => {
  it('answers no banners by default, publicly', async () => {
    const result = await get<AdConfigData>(t.app, 'getAdConfig');
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ banners: [] });
  });

  it('reads banners from ADS_JSON and refuses a malformed one', () => {
    const banner = { imageUrl: '/ads/a.png', linkUrl: 'https://example.test', alt: 'A' };
    expect(adsFromEnv({ ADS_JSON: JSON.stringify([banner]) })).toEqual({ banners: [banner] });
    expect(adsFromEnv({})).toEqual({ banners: [] });
    expect(() => adsFromEnv({ ADS_JSON: '[{"imageUrl":1}]' })).toThrow(/ADS_JSON/);
  });

  it('keeps the mark of a banner the operator also wants in the dialog', () => {
    const popup = { imageUrl: '/ads/p.png', linkUrl: 'https://example.test', alt: 'P', popup: true };
    expect(adsFromEnv({ ADS_JSON: JSON.stringify([popup]) })).toEqual({ banners: [popup] });
    expect(() => adsFromEnv({ ADS_JSON: JSON.stringify([{ ...popup, popup: 'yes' }]) })).toThrow(/ADS_JSON/);
  });

  it("serves the configured banners and lets pages load their images from the banner's host", async () => {
    const banner = { imageUrl: 'https://ads.example.com/b/1.png', linkUrl: 'https://example.test', alt: 'A' };
    vi.stubEnv('ADS_JSON', JSON.stringify([banner, { ...banner, imageUrl: '/ads/local.png' }]));
    const withAds = await createTestApp();
    try {
      const result = await get<AdConfigData>(withAds.app, 'getAdConfig');
      expect(result.body.data?.banners[0]).toEqual(banner);
      const page = await withAds.app.inject({ method: 'GET', url: HEALTH_PATH });
      const imgSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((part) => part.trim().startsWith('img-src'));
      expect(imgSrc).toContain('https://ads.example.com');
      expect(imgSrc).not.toContain('/ads/local.png');
    } finally {
      vi.unstubAllEnvs();
      await withAds.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(String(plain.headers['content-security-policy'])).not.toContain('ads.example.com');
  });
});
