import { describe, expect, it } from 'vitest';
import { brandConfigSchema, brandIds, brands, isBrandId, tabIds } from './index.ts';

describe('brand configs', () => {
  it.each(brandIds)('%s validates against the BrandConfig schema', (id) => {
    const result = brandConfigSchema.safeParse(brands[id]);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(brands[id].id).toBe(id);
  });

  it('has exactly the six brands of the spec', () => {
    expect(Object.keys(brands).sort()).toEqual([...brandIds].sort());
    expect(isBrandId('pingme')).toBe(true);
    expect(isBrandId('toString')).toBe(false);
  });

  it('gives each brand the tabs the spec lists', () => {
    const all = [...tabIds];
    for (const id of ['pingme', 'wephone', 'wetalk', 'wetalkpro'] as const) {
      expect(brands[id].tabs).toEqual(all);
      expect(brands[id].defaultTab).toBe('chats');
    }
    expect(brands.cloudnumber.tabs).not.toContain('verification');
    expect(brands.cloudnumber.tabs).not.toContain('contacts');
    expect(brands.jiema.tabs).toEqual(['verification', 'account']);
    expect(brands.jiema.defaultTab).toBe('verification');
  });

  it('uses the spec currencies and languages', () => {
    expect(brands.pingme.currency.code).toBe('COIN');
    expect(brands.cloudnumber.currency.decimals).toBe(2);
    expect(brands.jiema.currency.decimals).toBe(2);
    expect(brands.wetalk.currency.decimals).toBe(4);
    expect(brands.jiema.defaultLanguage).toBe('zh-CN');
    expect(brands.cloudnumber.defaultLanguage).toBe('zh-CN');
    expect(brands.pingme.defaultLanguage).toBe('en');
    expect(brands.jiema.alwaysChineseApi).toBe(true);
  });

  it('has exactly one brand that redirects mobile visitors', () => {
    expect(Object.values(brands).filter((brand) => brand.mobile.mode === 'redirect')).toHaveLength(1);
  });

  it('keeps recharge constants of section 9', () => {
    expect(brands.pingme.recharge.tiles.map((tile) => tile.amount / 10_000)).toEqual([2, 5, 10, 20, 50, 100]);
    expect(brands.pingme.recharge.defaultTile).toBe(4);
    expect(brands.wephone.recharge.tiles.map((tile) => tile.gift / 10_000)).toEqual([0, 0, 1, 2, 6, 13]);
    expect(brands.cloudnumber.recharge.custom.max).toBe(2000 * 10_000);
    expect(brands.cloudnumber.recharge.custom.default).toBe(1000 * 10_000);
  });
});
