import { getContrastRatio } from '@mui/material/styles';
import { brands } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { createBrandTheme } from './theme.ts';

const PAGE = '#f5f6f8';

describe('createBrandTheme', () => {
  it("darkens an accent a shade short of 4.5:1 on the page (wephone's blue, jiema's red)", () => {
    for (const brand of [brands.wephone, brands.jiema]) {
      expect(getContrastRatio(brand.colors.primary, PAGE)).toBeLessThan(4.5);
      const main = createBrandTheme(brand, 'en').palette.primary.main;
      expect(getContrastRatio(main, PAGE)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps accents that read already, and those far off, as the brand has them', () => {
    for (const brand of [brands.wetalkpro, brands.pingme, brands.cloudnumber]) {
      expect(createBrandTheme(brand, 'en').palette.primary.main).toBe(brand.colors.primary);
    }
  });

  it('gives warning texts (the "Reviewing" tone) at least 4.5:1 on white and on the page', () => {
    const warning = createBrandTheme(brands.pingme, 'en').palette.warning.main;
    expect(getContrastRatio(warning, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(warning, PAGE)).toBeGreaterThanOrEqual(4.5);
  });
});
