import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A centred spinner filling its container, for lazy screens and first loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 200 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
