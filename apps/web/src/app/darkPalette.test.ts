import { decomposeColor, getContrastRatio, getLuminance } from '@mui/material/styles';
import { type BrandId, brandIds, brands } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { darkSurfaces, lightestDarkSurface } from './darkPalette.ts';
import { createBrandTheme } from './theme.ts';

/** The hue of an opaque colour, in degrees (0 for greys). */
function hue(color: string): number {
  const [r, g, b] = decomposeColor(color).values.map((value) => value / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const sector = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return sector * 60;
}

function hueDistance(a: number, b: number): number {
  const distance = Math.abs(a - b) % 360;
  return Math.min(distance, 360 - distance);
}

const ACCENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

function darkScheme(brand: BrandId) {
  const palette = createBrandTheme(brands[brand], 'en').colorSchemes.dark?.palette;
  if (!palette) throw new Error(`${brand} has no dark scheme`);
  return palette;
}

describe.each<BrandId>([...brandIds])('the dark scheme of %s', (brand) => {
  const palette = darkScheme(brand);
  const surfaces = darkSurfaces(brands[brand]);
  const lightest = lightestDarkSurface(brands[brand]);

  it('is dark: page and surfaces', () => {
    expect(palette.mode).toBe('dark');
    expect(palette.background.default).toBe(surfaces.default);
    expect(palette.background.paper).toBe(surfaces.paper);
    expect(getLuminance(surfaces.default)).toBeLessThan(0.02);
    expect(getLuminance(surfaces.paper)).toBeLessThan(0.03);
  });

  it('reads: body text and every accent at 4.5:1 on the page, the surfaces and a dialog', () => {
    for (const surface of [surfaces.default, surfaces.paper, lightest]) {
      expect(getContrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(4.5);
      for (const accent of ACCENTS) {
        expect(
          getContrastRatio(palette[accent].main, surface),
          `${accent} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('puts readable text on every accent (buttons, bubbles, badges)', () => {
    for (const accent of ACCENTS) {
      const { main, contrastText } = palette[accent];
      expect(getContrastRatio(contrastText, main), accent).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the brand's primary recognisable: the same hue, lightened", () => {
    const light = brands[brand].colors.primary;
    const dark = palette.primary.main;
    expect(hueDistance(hue(dark), hue(light))).toBeLessThan(8);
    expect(getLuminance(dark)).toBeGreaterThanOrEqual(getLuminance(light));
  });
});

describe('the light scheme', () => {
  it('stays the default scheme, with the light palette as before', () => {
    const theme = createBrandTheme(brands.wetalkpro, 'en');
    expect(theme.defaultColorScheme).toBe('light');
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.background.default).toBe('#f5f6f8');
    expect(theme.palette.primary.main).toBe(brands.wetalkpro.colors.primary);
  });
});
