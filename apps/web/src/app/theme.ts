import { enUS, zhCN } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandConfig, UiLanguage } from '@switchboard/protocol';

/** Width of the vertical tab bar (spec: 55 px). */
export const SIDEBAR_WIDTH = 55;

/**
 * MUI's own texts (the Autocomplete's open, close and clear buttons, Alert's close, pagination labels)
 * per interface language: without them a Chinese screen shows MUI's English defaults.
 */
const MUI_LOCALES: Record<UiLanguage, typeof enUS> = { en: enUS, 'zh-CN': zhCN };

/**
 * The MUI theme of a brand in an interface language: its accents, plus the side-bar colours as extra
 * palette entries, and MUI's built-in texts in that language.
 */
export function createBrandTheme(brand: BrandConfig, language: UiLanguage): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: brand.colors.primary },
        secondary: { main: brand.colors.secondary },
        background: { default: '#f5f6f8' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily:
          '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    MUI_LOCALES[language],
  );
}
