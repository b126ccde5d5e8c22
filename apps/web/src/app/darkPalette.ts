import {
  decomposeColor,
  getContrastRatio,
  getOverlayAlpha,
  lighten,
  type PaletteOptions,
  recomposeColor,
} from '@mui/material/styles';
import type { BrandConfig } from '@switchboard/protocol';

/** The contrast normal text needs (WCAG AA). */
export const TEXT_CONTRAST = 4.5;

/** Neutral darks the brand's cast is mixed into: the page, and the surfaces on it (lists, cards, bars). */
const NEUTRAL_PAGE = '#0f1114';
const NEUTRAL_SURFACE = '#1a1d21';
/** Share of the brand's side-bar colour (a deep shade of its hue) in the dark page and surfaces. */
const BRAND_CAST = 0.4;
/** Elevation of MUI's dialogs: their paper is the one dark mode lightens most (a white overlay). */
const DIALOG_ELEVATION = 24;
/** Lightening steps, in hundredths, tried on an accent until it reads on the dark surfaces. */
const LIGHTEN_STEPS = Array.from({ length: 20 }, (_, index) => (index + 1) * 5);
/** Text on a light accent: near-black rather than pure black, as MUI's own dark scheme has it. */
const TEXT_ON_LIGHT = '#0d0f12';
const TEXT_ON_DARK = '#ffffff';

/**
 * MUI's dark-scheme status colours (red 500, orange 400, light blue 400, green 400), the starting
 * point for error, warning, info and success before they are checked against these surfaces.
 */
const STATUS_COLOURS = { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' };

/** `share` of `tint` over `base`, channel by channel (both opaque colours). */
export function mix(base: string, tint: string, share: number): string {
  const from = decomposeColor(base).values;
  const to = decomposeColor(tint).values;
  const channel = (index: number) => Math.round(from[index]! + (to[index]! - from[index]!) * share);
  return recomposeColor({ type: 'rgb', values: [channel(0), channel(1), channel(2)] });
}

/** The dark page and surface colours of a brand: neutral darks with a cast of the brand's hue. */
export function darkSurfaces(brand: BrandConfig): { default: string; paper: string } {
  return {
    default: mix(NEUTRAL_PAGE, brand.colors.sidebar, BRAND_CAST),
    paper: mix(NEUTRAL_SURFACE, brand.colors.sidebar, BRAND_CAST),
  };
}

/** The lightest surface text sits on in the dark scheme: a dialog's paper under its elevation overlay. */
export function lightestDarkSurface(brand: BrandConfig): string {
  return mix(darkSurfaces(brand).paper, '#ffffff', getOverlayAlpha(DIALOG_ELEVATION));
}

/**
 * An accent as text on the dark surfaces: lightened by the least step that reaches AA on the
 * lightest of them, so the hue stays the brand's (a lighter tint of it, as dark themes do).
 */
export function readableOnDark(color: string, lightest: string): string {
  if (getContrastRatio(color, lightest) >= TEXT_CONTRAST) return color;
  for (const step of LIGHTEN_STEPS) {
    const candidate = lighten(color, step / 100);
    if (getContrastRatio(candidate, lightest) >= TEXT_CONTRAST) return candidate;
  }
  return TEXT_ON_DARK;
}

/** Text on an accent used as a background (buttons, bubbles, badges): whichever of near-black or white reads better. */
export function textOn(color: string): string {
  return getContrastRatio(TEXT_ON_LIGHT, color) >= getContrastRatio(TEXT_ON_DARK, color)
    ? TEXT_ON_LIGHT
    : TEXT_ON_DARK;
}

/**
 * A brand's dark palette, derived from its light one: the page and surfaces are dark with a cast of
 * the brand's hue; its accents and the status colours are lightened until they read (4.5:1) on every
 * surface, with near-black text on them.
 */
export function darkPalette(brand: BrandConfig): PaletteOptions {
  const lightest = lightestDarkSurface(brand);
  const accent = (color: string) => {
    const main = readableOnDark(color, lightest);
    return { main, contrastText: textOn(main) };
  };
  return {
    mode: 'dark',
    primary: accent(brand.colors.primary),
    secondary: accent(brand.colors.secondary),
    error: accent(STATUS_COLOURS.error),
    warning: accent(STATUS_COLOURS.warning),
    info: accent(STATUS_COLOURS.info),
    success: accent(STATUS_COLOURS.success),
    background: darkSurfaces(brand),
    // Texts MUI picks itself (filled alerts, chips) are held to AA, not to MUI's default 3:1.
    contrastThreshold: TEXT_CONTRAST,
  };
}
