import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TabId } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { useBrand, useUiLanguage } from '../lib/runtime.ts';

/** An honest placeholder for a tab whose feature is not built yet. */
export function UnavailablePanel({ tab }: { tab: TabId }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useUiLanguage();
  return (
    <Box
      role="status"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 4,
        textAlign: 'center',
      }}
    >
      <ConstructionOutlined sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="h1">
        {t('unavailable.title', { tab: t(`tabs.${tab}`) })}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('unavailable.text', { brand: brand.name[language] })}
      </Typography>
    </Box>
  );
}
