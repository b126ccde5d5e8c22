import GetAppOutlined from '@mui/icons-material/GetAppOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { useBalance } from '../../lib/api/queries.ts';
import { formatBalance } from '../../lib/money.ts';
import { useBrand, useRuntime, useUiLanguage } from '../../lib/runtime.ts';
import { AppDownloadDialog } from './AppDownloadDialog.tsx';
import type { AccountSection } from './sections.ts';

/**
 * The account header: the section's name, the app-download button (brands with an app), and on
 * the profile a Logout button, elsewhere the balance.
 */
export function AccountHeader({ section, onLogout }: { section: AccountSection; onLogout: () => void }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const language = useUiLanguage();
  const front = useRuntime((state) => state.front);
  const balance = useBalance();
  const [downloadOpen, setDownloadOpen] = useState(false);
  const hasApp = brand.features.appDownload;

  return (
    <Box
      component="header"
      data-testid="account-header"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
        {t(`nav.${section}`)}
      </Typography>
      {hasApp && (
        <DebouncedButton
          variant="outlined"
          startIcon={<GetAppOutlined />}
          onClick={() => setDownloadOpen(true)}
        >
          {t('download.button')}
        </DebouncedButton>
      )}
      {section === 'profile'
        ? !front && (
            <DebouncedButton variant="outlined" color="error" onClick={onLogout}>
              {t('logout')}
            </DebouncedButton>
          )
        : balance.data !== undefined && (
            <Chip
              color="primary"
              variant="outlined"
              data-testid="account-header-balance"
              label={t('balanceChip', { amount: formatBalance(balance.data, brand, language) })}
            />
          )}
      {hasApp && <AppDownloadDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />}
    </Box>
  );
}
