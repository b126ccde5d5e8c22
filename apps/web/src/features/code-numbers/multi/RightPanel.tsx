import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adConfigQuery, useBalance } from '../../../lib/api/queries.ts';
import { formatBalance } from '../../../lib/money.ts';
import { goToTab } from '../../../lib/navigation.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';

/** The banner ad; only the brand flagged with features.verificationBanner asks for it at all. */
function Banner() {
  const brand = useBrand();
  const enabled = brand.features.verificationBanner;
  const ads = useQuery({ ...adConfigQuery(), enabled });
  const banner = enabled ? ads.data?.banners[0] : undefined;
  if (!banner) return null;
  return (
    <Link href={banner.linkUrl} target="_blank" rel="noopener noreferrer" data-testid="verification-banner">
      <Box component="img" src={banner.imageUrl} alt={banner.alt} sx={{ width: '100%', borderRadius: 1 }} />
    </Link>
  );
}

/** Right column of the section: balance (to top-up), banner ad, support e-mail. */
export function RightPanel() {
  const { t } = useTranslation('verificationMulti');
  const brand = useBrand();
  const language = useUiLanguage();
  const loggedIn = useSession((state) => state.token !== null);
  const balance = useBalance();
  return (
    <Box
      component="aside"
      sx={{ width: 240, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {loggedIn && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('panel.balance')}
          </Typography>
          <Button
            variant="text"
            data-testid="verification-balance"
            onClick={() => goToTab('account', 'recharge')}
            sx={{ px: 0, fontSize: '1.25rem', fontWeight: 700 }}
          >
            {balance.data === undefined ? '—' : formatBalance(balance.data, brand, language)}
          </Button>
        </Paper>
      )}
      <Banner />
      <Tooltip title={t('panel.supportTip', { email: brand.supportEmail })}>
        <Link href={`mailto:${brand.supportEmail}`} data-testid="verification-support">
          {t('panel.support')}: {brand.supportEmail}
        </Link>
      </Tooltip>
    </Box>
  );
}
