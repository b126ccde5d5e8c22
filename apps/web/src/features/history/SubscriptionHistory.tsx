import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionRecord } from '@switchboard/protocol';
import { HISTORY_MONTHS } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { subscriptionHistoryQuery } from '../../lib/api/pagedQueries.ts';
import { formatTotal } from '../../lib/money.ts';
import { goToTab } from '../../lib/navigation.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { HistoryFrame } from './HistoryFrame.tsx';
import { canResubscribe, cycleKey, subscriptionTypeKey } from './labels.ts';
import { formatDateTime } from './months.ts';
import { usePagedHistoryFrame } from './usePagedHistory.ts';

/** Props of the subscription history. */
export interface SubscriptionHistoryProps {
  /**
   * Re-subscribes a type-100 row (the Numbers feature owns that call); without it the button opens
   * the numbers tab so the user can subscribe there.
   */
  onResubscribe?: (record: SubscriptionRecord) => void;
}

/**
 * Subscription history: six UTC month tabs, the month's total, rows with the type, plan and billing
 * cycle (a quarterly purchase reads quarterly); a release still restorable says until when and has a
 * re-subscribe button.
 */
export function SubscriptionHistory({ onResubscribe }: SubscriptionHistoryProps) {
  const { t } = useTranslation('history');
  const brand = useBrand();
  const language = useUiLanguage();
  const { rows, frame } = usePagedHistoryFrame(
    'subscription',
    HISTORY_MONTHS.subscription,
    subscriptionHistoryQuery,
  );
  /** Number, type, plan and billing cycle: "12025550100 · Subscribed · Unlimited · Quarterly". */
  const label = (row: SubscriptionRecord) => {
    const cycle = cycleKey(row.planRentPeriod);
    return [
      row.number,
      t(subscriptionTypeKey(row.type) as 'subscription.type.other'),
      row.planName,
      cycle ? t(cycle as 'subscription.cycle.1') : '',
    ]
      .filter((part) => part !== '')
      .join(' · ');
  };
  const resubscribe = (record: SubscriptionRecord) =>
    onResubscribe ? onResubscribe(record) : goToTab('numbers');

  return (
    <HistoryFrame {...frame} title={t('subscription.title')}>
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem key={row._id} divider data-testid="subscription-row">
            <ListItemText
              primary={label(row)}
              secondary={
                canResubscribe(row) && row.restorableUntil > 0
                  ? `${formatDateTime(row.date, language)} · ${t('subscription.restorableUntil', {
                      date: formatDateTime(row.restorableUntil, language),
                    })}`
                  : formatDateTime(row.date, language)
              }
            />
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              {/* formatTotal puts the minus sign of payments before the amount. */}
              <Typography variant="body2">{formatTotal(row.charge, brand, language)}</Typography>
              {canResubscribe(row) && (
                <Button size="small" variant="outlined" onClick={() => resubscribe(row)}>
                  {t('subscription.resubscribe')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </HistoryFrame>
  );
}
