import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CODE_RETRY_MINUTES } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/api/queries.ts';
import { formatBalance } from '../../../lib/money.ts';
import { goToTab } from '../../../lib/navigation.ts';
import { useBrand, useRuntime, useUiLanguage } from '../../../lib/runtime.ts';
import { unlessRunning } from '../core/codeSession.ts';
import { FrontSignIn } from './FrontSignIn.tsx';

/** The bottom row: balance with recharge, receive tips, and the brand's support contact. */
export function BottomCards() {
  const { t } = useTranslation('verification');
  const brand = useBrand();
  const language = useUiLanguage();
  const balance = useBalance();
  const front = useRuntime((state) => state.front);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2, mt: 3 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">{t('cards.balance')}</Typography>
          {front ? (
            <FrontSignIn text={t('front.balance')} testId="jiema-balance-login" />
          ) : (
            <>
              <Typography variant="h6" data-testid="jiema-balance">
                {balance.data !== undefined ? formatBalance(balance.data, brand, language) : '—'}
              </Typography>
              <Button size="small" onClick={() => unlessRunning(() => goToTab('account', 'recharge'))}>
                {t('cards.recharge')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">{t('cards.tips')}</Typography>
          <Typography variant="body2">{t('cards.tip1', { minutes: CODE_RETRY_MINUTES })}</Typography>
          <Typography variant="body2">{t('cards.tip2')}</Typography>
          <Typography variant="body2">{t('cards.tip3')}</Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">{t('cards.support')}</Typography>
          <Typography variant="body2">{t('cards.supportText')}</Typography>
          <Link href={`mailto:${brand.supportEmail}`} data-testid="jiema-support">
            {brand.supportEmail}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}
