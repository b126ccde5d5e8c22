import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** A page for an operator not signed in yet (sign-in, setup): the console's name and one card. */
export function PublicPage({
  title,
  width = 420,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: 4 }}>
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {t('appName')}
            </Typography>
            <LanguageSwitch />
          </Stack>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
