import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { HISTORY_MONTHS } from '@switchboard/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { getSmsList } from './api.ts';
import { PAGED_SCROLL_PX } from './CallHistory.tsx';
import { HistoryFrame } from './HistoryFrame.tsx';
import { formatDateTime, historyMonths } from './months.ts';
import { useBottomTrigger } from './useBottomTrigger.ts';
import { usePagedHistory } from './usePagedHistory.ts';

/** Adapts the SMS list answer to the shared paging hook. */
async function fetchSms(month: string, pageNo: number) {
  const data = await getSmsList(month, pageNo);
  return { rows: data.smsList, totalRows: data.totalRows };
}

/** SMS history: four UTC month tabs, the month's total and its messages page by page. */
export function SmsHistory() {
  const { t } = useTranslation('history');
  const brand = useBrand();
  const language = useUiLanguage();
  const months = useMemo(() => historyMonths(HISTORY_MONTHS.sms), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const history = usePagedHistory('sms', month, fetchSms);
  const onScroll = useBottomTrigger({
    threshold: PAGED_SCROLL_PX,
    enabled: history.hasMore && !history.loadingMore,
    onReach: history.loadMore,
  });

  return (
    <HistoryFrame
      id="sms"
      title={t('sms.title')}
      months={months}
      month={month}
      onMonth={setMonth}
      total={history.total}
      loading={history.loading}
      loadingMore={history.loadingMore}
      error={history.error}
      empty={history.rows.length === 0}
      onScroll={onScroll}
      onLoadMore={history.loadMore}
      hasMore={history.hasMore}
    >
      <List dense disablePadding>
        {history.rows.map((sms, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id and pages only append, so positions are stable.
          <ListItem key={`${sms.date}-${index}`} divider data-testid="sms-row" alignItems="flex-start">
            <ListItemText
              primary={`${t(`direction.${sms.direction}`)} · ${sms.fromNumber} → ${sms.toNumber}${
                sms.type === 'mms' ? ' · MMS' : ''
              }`}
              secondary={
                <>
                  <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{sms.text}</span>
                  <br />
                  {formatDateTime(sms.date, language)}
                </>
              }
            />
            <Typography variant="body2">{formatBalance(sms.charge, brand, language)}</Typography>
          </ListItem>
        ))}
      </List>
    </HistoryFrame>
  );
}
