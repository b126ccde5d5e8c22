import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { HISTORY_MONTHS, recentMonthKeys } from '@switchboard/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billHistoryQuery } from '../../lib/api/pagedQueries.ts';
import { formatBalance, formatSignedCharge } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { useBottomTrigger } from '../../lib/useBottomTrigger.ts';
import { billDetails } from './billDetails.ts';
import { HistoryFrame } from './HistoryFrame.tsx';
import { billTypeKey } from './labels.ts';
import { formatDateTime } from './months.ts';

/** Bills load more within this many px of the bottom (spec 001 section 9). */
const BILL_SCROLL_PX = 10;
/** ...and at most once a second. */
const BILL_SCROLL_DEBOUNCE_MS = 1000;

/** Bill history: four UTC month tabs and the month's ledger, scrolled page by page via nextPage. */
export function BillHistory() {
  const { t } = useTranslation('history');
  const brand = useBrand();
  const language = useUiLanguage();
  const months = useMemo(() => recentMonthKeys(HISTORY_MONTHS.bill), []);
  const [month, setMonth] = useState(months[0] ?? '');
  // Purchase methods and app names come in the request's language: another language is another list.
  const query = useInfiniteQuery(billHistoryQuery(month, language));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const onScroll = useBottomTrigger({
    threshold: BILL_SCROLL_PX,
    debounceMs: BILL_SCROLL_DEBOUNCE_MS,
    enabled: hasNextPage && !isFetchingNextPage,
    onReach: loadMore,
  });
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <HistoryFrame
      id="bill"
      title={t('bill.title')}
      months={months}
      month={month}
      onMonth={setMonth}
      loading={query.isPending}
      loadingMore={isFetchingNextPage}
      error={query.error}
      empty={rows.length === 0}
      onScroll={onScroll}
      onLoadMore={loadMore}
      hasMore={hasNextPage}
    >
      <List dense disablePadding>
        {rows.map((row) => {
          const details = billDetails(row, t, brand, language);
          return (
            <ListItem key={row._id} divider data-testid="bill-row">
              <ListItemText
                primary={t(billTypeKey(row) as 'bill.type.adjust')}
                secondary={
                  <>
                    {details !== '' && (
                      <>
                        {details}
                        <br />
                      </>
                    )}
                    {formatDateTime(row.date, language)}
                  </>
                }
              />
              <div style={{ textAlign: 'right' }}>
                <Typography variant="body2" data-testid="bill-charge">
                  {formatSignedCharge(row.charge, brand, language)}
                </Typography>
                <Typography variant="caption" color="text.secondary" data-testid="bill-balance">
                  {t('bill.afterBalance', { amount: formatBalance(row.afterBalance, brand, language) })}
                </Typography>
              </div>
            </ListItem>
          );
        })}
      </List>
    </HistoryFrame>
  );
}
