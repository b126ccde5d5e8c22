import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { webchatId } from '@switchboard/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountInfo, useBalance } from '../../lib/api/queries.ts';
import { formatBalance } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" color="text.secondary" sx={{ width: 140, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 500, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The profile section of the account tab: header with the balance, then webchat id, email, phone and balance. */
export function ProfileSection() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const language = useUiLanguage();
  const info = useAccountInfo();
  const balance = useBalance();

  const loading = <Skeleton width={160} />;
  const notSet = (
    <Box component="span" sx={{ color: 'text.disabled', fontWeight: 400 }}>
      {t('notSet')}
    </Box>
  );
  const balanceText = balance.data === undefined ? null : formatBalance(balance.data, brand, language);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 760, width: '100%' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {balanceText && (
          <Chip color="primary" variant="outlined" label={t('balanceChip', { amount: balanceText })} />
        )}
      </Box>
      {(info.isError || balance.isError) && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void info.refetch();
                void balance.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', px: 3, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, pt: 1.5 }}>
          {t('profile')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row
            label={t('webchatId')}
            testId="account-webchat-id"
            value={info.data ? webchatId(info.data) || notSet : loading}
          />
          <Row
            label={t('email')}
            testId="account-email"
            value={info.data ? info.data.email || notSet : loading}
          />
          <Row
            label={t('phone')}
            testId="account-phone"
            value={
              info.data ? (info.data.phone ? `+${info.data.telCode} ${info.data.phone}` : notSet) : loading
            }
          />
          <Row label={t('balance')} testId="account-balance" value={balanceText ?? loading} />
        </Box>
      </Paper>
    </Box>
  );
}
