import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { HISTORY_MONTHS, recentMonthKeys } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentHistoryQuery } from '../../lib/api/pagedQueries.ts';
import { formatTotal } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { HistoryFrame } from './HistoryFrame.tsx';
import { purchaseMethodName, translatedMethod } from './labels.ts';
import { formatDateTime } from './months.ts';

/** Payment (wallet) history: four UTC month tabs, the month's count, and every paid order. */
export function PaymentHistory() {
  const { t } = useTranslation('history');
  const brand = useBrand();
  const language = useUiLanguage();
  const months = useMemo(() => recentMonthKeys(HISTORY_MONTHS.payment), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const query = useQuery(paymentHistoryQuery(month));
  const rows = query.data?.paymentList ?? [];

  return (
    <HistoryFrame
      id="payment"
      title={t('payment.title')}
      months={months}
      month={month}
      onMonth={setMonth}
      total={query.data?.totalRows}
      loading={query.isPending}
      error={query.error}
      empty={rows.length === 0}
    >
      <List dense disablePadding>
        {rows.map((row) => {
          const special = translatedMethod(row.method);
          return (
            <ListItem key={row._id} divider data-testid="payment-row">
              <ListItemText
                primary={special ? t(`method.${special}`) : purchaseMethodName(row.method)}
                secondary={formatDateTime(row.date, language)}
              />
              <div style={{ textAlign: 'right' }}>
                <Typography variant="body2">{formatTotal(row.amount, brand, language)}</Typography>
                {row.gifts > 0 && (
                  <Typography variant="caption" color="success.main">
                    {t('payment.gift', { amount: formatTotal(row.gifts, brand, language) })}
                  </Typography>
                )}
              </div>
            </ListItem>
          );
        })}
      </List>
    </HistoryFrame>
  );
}
