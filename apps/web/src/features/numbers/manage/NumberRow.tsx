import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { formatPhone, type VirtualPhone } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { paymentDay } from './filter.ts';

/** What calls to the account's numbers do. */
export type CallStatus = 'forwarding' | 'voicemail' | 'none';

/** Props of one row of number management. */
export interface NumberRowProps {
  number: VirtualPhone;
  status: CallStatus;
  onUnsubscribe: () => void;
  onManage: () => void;
  onDetails: () => void;
  onPayNow: () => void;
  /** A Pay now is on its way (one at a time). */
  paying: boolean;
}

/**
 * One owned number: +telCode phone, payment day, monthly rent, call status, Details, Unsubscribe
 * and Manage; in its grace days a warning with the date it lapses and Pay now.
 */
export function NumberRow({
  number,
  status,
  onUnsubscribe,
  onManage,
  onDetails,
  onPayNow,
  paying,
}: NumberRowProps) {
  const { t } = useTranslation('numbers');
  const brand = useBrand();
  const language = useUiLanguage();
  const day = paymentDay(number.paymentDate);
  const subscription = number.subscription;
  const grace = subscription?.status === 'grace';
  return (
    <ListItem
      divider
      data-testid="number-row"
      data-status={subscription?.status ?? 'none'}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      <ListItemText
        primary={formatPhone(number.telCode, number.phone)}
        secondary={
          <>
            <span data-testid="number-payment-date">{t('manage.paymentDate', { date: day || '—' })}</span>
            {' · '}
            <span data-testid="number-rent">
              {t('manage.monthRent', { amount: formatTotal(number.monthRent, brand, language) })}
            </span>
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={t(`manage.status.${status}`)} data-testid="number-status" />
        <Button size="small" onClick={onDetails}>
          {t('manage.details')}
        </Button>
        <Button size="small" color="error" onClick={onUnsubscribe}>
          {t('manage.unsubscribe')}
        </Button>
        <Button size="small" variant="outlined" onClick={onManage}>
          {t('manage.manage')}
        </Button>
      </Stack>
      {grace && subscription && (
        <Alert
          severity="warning"
          data-testid="number-grace"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" size="small" variant="outlined" disabled={paying} onClick={onPayNow}>
              {t('manage.payNow')}
            </Button>
          }
        >
          {t('manage.graceText', {
            amount: formatTotal(subscription.renewalAmount, brand, language),
            date: paymentDay(subscription.lapsesAt),
          })}
        </Alert>
      )}
    </ListItem>
  );
}
