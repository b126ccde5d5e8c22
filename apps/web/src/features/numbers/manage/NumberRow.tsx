import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { VirtualPhone } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../../lib/money.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { paymentDay } from './filter.ts';

/** What calls to the account's numbers do. */
export type CallStatus = 'forwarding' | 'voicemail' | 'none';

/** One owned number: +telCode phone, payment day, monthly rent, call status, Unsubscribe and Manage. */
export function NumberRow({
  number,
  status,
  onUnsubscribe,
  onManage,
}: {
  number: VirtualPhone;
  status: CallStatus;
  onUnsubscribe: () => void;
  onManage: () => void;
}) {
  const { t } = useTranslation('numbers');
  const brand = useBrand();
  const language = useUiLanguage();
  const day = paymentDay(number.paymentDate);
  return (
    <ListItem divider data-testid="number-row" sx={{ flexWrap: 'wrap', gap: 1 }}>
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
        <Button size="small" color="error" onClick={onUnsubscribe}>
          {t('manage.unsubscribe')}
        </Button>
        <Button size="small" variant="outlined" onClick={onManage}>
          {t('manage.manage')}
        </Button>
      </Stack>
    </ListItem>
  );
}
