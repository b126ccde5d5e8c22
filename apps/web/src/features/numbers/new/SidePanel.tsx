import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adConfigQuery, useBalance } from '../../../lib/api/queries.ts';
import { formatBalance } from '../../../lib/money.ts';
import { goToTab } from '../../../lib/navigation.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';

/** The side panel of the new-number flow: balance (a click opens top-up), the first banner, tips. */
export function SidePanel() {
  const { t } = useTranslation('numbersFlow');
  const brand = useBrand();
  const language = useUiLanguage();
  const balance = useBalance();
  const ads = useQuery(adConfigQuery());
  const banner = ads.data?.banners[0];

  return (
    <Stack spacing={2} sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
      <Paper variant="outlined">
        <ButtonBase
          sx={{ width: '100%', p: 2, display: 'block', textAlign: 'left' }}
          onClick={() => goToTab('account', 'recharge')}
          data-testid="new-number-balance"
        >
          <Typography variant="caption" color="text.secondary">
            {t('side.balance')}
          </Typography>
          <Typography variant="h6">
            {balance.data !== undefined ? formatBalance(balance.data, brand, language) : '—'}
          </Typography>
          <Typography variant="body2" color="primary">
            {t('side.recharge')}
          </Typography>
        </ButtonBase>
      </Paper>
      {banner && (
        <Link href={banner.linkUrl} target="_blank" rel="noopener" data-testid="new-number-banner">
          <Box
            component="img"
            src={banner.imageUrl}
            alt={banner.alt}
            sx={{ width: '100%', borderRadius: 1 }}
          />
        </Link>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">{t('side.tipsTitle')}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {(['tip1', 'tip2', 'tip3'] as const).map((key) => (
            <Typography component="li" variant="body2" key={key}>
              {t(`side.${key}`)}
            </Typography>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
