import { enUS, zhCN } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as gridEnUS, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import type { UiLanguage } from '@switchboard/protocol';

/**
 * MUI's and the data grid's own texts (pagination, column menus, "No rows") per interface language:
 * without them a Chinese screen shows their English defaults.
 */
const LOCALES: Record<UiLanguage, [typeof enUS, typeof gridEnUS]> = {
  en: [enUS, gridEnUS],
  'zh-CN': [zhCN, gridZhCN],
};

/** The console's theme: one sober look for every brand, since operators work across all of them. */
export function createConsoleTheme(language: UiLanguage): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: '#1d4ed8' },
        // MUI's amber reads at 3.1:1 on white; this one reads at 5:1, enough for text.
        warning: { main: '#b45309' },
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
    ...LOCALES[language],
  );
}
