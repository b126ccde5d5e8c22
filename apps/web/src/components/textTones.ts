import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Green text for amounts gained (gifts): the deep shade on the light page, where the main green is
 * too pale for text, and the main green on the dark page, where the deep shade is too dark.
 */
export const gainText: SxProps<Theme> = (theme) => {
  const { palette } = theme.vars ?? theme;
  return { color: palette.success.dark, ...theme.applyStyles('dark', { color: palette.success.main }) };
};
