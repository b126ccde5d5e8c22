import { enUS, zhCN } from '@mui/material/locale';
import { createTheme, darken, getContrastRatio, type PaletteOptions, type Theme } from '@mui/material/styles';
import type { BrandConfig, UiLanguage } from '@switchboard/protocol';
import { darkPalette, TEXT_CONTRAST } from './darkPalette.ts';

declare module '@mui/material/styles' {
  // The app's theme is made with CSS variables (createBrandTheme below), so its `vars` and its
  // colour schemes are part of the Theme type.
  interface CssThemeVariables {
    enabled: true;
  }
}

/** Width of the vertical tab bar (spec: 55 px). */
export const SIDEBAR_WIDTH = 55;

/**
 * MUI's own texts (the Autocomplete's open, close and clear buttons, Alert's close, pagination labels)
 * per interface language: without them a Chinese screen shows MUI's English defaults.
 */
const MUI_LOCALES: Record<UiLanguage, typeof enUS> = { en: enUS, 'zh-CN': zhCN };

/** The page background behind most text. */
const PAGE_BACKGROUND = '#f5f6f8';
/** How far an accent may be darkened to reach AA there: up to 3 %, shades nobody tells from the brand's. */
const SHADES = [0.01, 0.02, 0.03];

/**
 * A brand accent as text on the page background: darkened by a shade where that is all it lacks
 * (wephone's blue and jiema's red, 4.4:1 on the page background, used for outlined buttons and
 * links). Accents further off keep the brand's colour, a decision for the brand (e2e/a11y.ts lists them).
 */
function readableAccent(color: string): string {
  if (getContrastRatio(color, PAGE_BACKGROUND) >= TEXT_CONTRAST) return color;
  const shaded = SHADES.map((shade) => darken(color, shade));
  return shaded.find((candidate) => getContrastRatio(candidate, PAGE_BACKGROUND) >= TEXT_CONTRAST) ?? color;
}

/**
 * The attribute on <html> that names the scheme on screen (`light` or `dark`); the theme's CSS
 * variables of each scheme are scoped to it.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** A brand's light palette: its accents, and the page background behind most text. */
function lightPalette(brand: BrandConfig): PaletteOptions {
  return {
    primary: { main: readableAccent(brand.colors.primary) },
    secondary: { main: brand.colors.secondary },
    // MUI's amber (#ed6c02) reads at 3.1:1 on white, too light for text such as the "Reviewing"
    // tone; this one reads at 5:1 on white and 4.6:1 on the page background.
    warning: { main: '#b45309' },
    background: { default: PAGE_BACKGROUND },
  };
}

/**
 * The MUI theme of a brand in an interface language: a light and a dark scheme of the brand's
 * colours as CSS variables (switching scheme swaps the variables, no re-render of the tree), and
 * MUI's built-in texts in that language. The side bar keeps the brand's own colours in both.
 */
export function createBrandTheme(brand: BrandConfig, language: UiLanguage): Theme {
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
      colorSchemes: {
        light: { palette: lightPalette(brand) },
        dark: { palette: darkPalette(brand) },
      },
      shape: { borderRadius: 8 },
      typography: {
        // Colour emoji: the system's own where it has one; otherwise Noto Color Emoji, installed or the
        // app's copy (lib/emojiFont.ts), downloaded only when an emoji is first drawn.
        fontFamily:
          '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      // MUI's keyboard focus ring (2 px, the scheme's accent) on every button, tab and menu item:
      // ButtonBase removes the browser's outline and otherwise leaves only a faint ripple.
      focusVisible: true,
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    MUI_LOCALES[language],
  );
}
