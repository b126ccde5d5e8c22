import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandConfig } from '@switchboard/protocol';

/** Width of the vertical tab bar (spec: 55 px). */
export const SIDEBAR_WIDTH = 55;

/** The MUI theme of a brand: its accents, plus the side-bar colours as extra palette entries. */
export function createBrandTheme(brand: BrandConfig): Theme {
  return createTheme({
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
  });
}
