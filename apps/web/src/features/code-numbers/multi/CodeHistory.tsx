import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  type CodeHistoryItem,
  formatFullNumber,
  HISTORY_MONTHS,
  recentMonthKeys,
  VerificationHistoryType,
} from '@switchboard/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type UIEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeHistoryQuery } from '../../../lib/api/verificationQueries.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { reSubscribe } from '../core/api.ts';
import { formatCharge } from './format.ts';
import { SCROLL_DEBOUNCE_MS, SCROLL_TRIGGER_PX } from './months.ts';
import { NoticeDialog } from './NoticeDialog.tsx';

/** The table's columns in order: each header has exactly one cell per row under it. */
export const HISTORY_COLUMNS = ['number', 'service', 'type', 'date', 'charge', 'action'] as const;

/** Whether a row offers re-subscribing: a subscription (type 100) that still has a next payment date. */
export function canReSubscribe(item: CodeHistoryItem): boolean {
  return item.type === VerificationHistoryType.subscription && item.nextPaymentDate !== '';
}

/** One month of the verification history: its total, then a table paged from the bottom. */
function MonthList({ ym }: { ym: string }) {
  const { t } = useTranslation('verificationMulti');
  const brand = useBrand();
  const language = useUiLanguage();
  const [hint, setHint] = useState<string | null>(null);
  const lastTrigger = useRef(0);
  // App names come in the request's language: another language is another list.
  const query = useInfiniteQuery(codeHistoryQuery(ym, language));
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.totalRows;

  const loadMore = () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    const now = Date.now();
    if (now - lastTrigger.current < SCROLL_DEBOUNCE_MS) return;
    lastTrigger.current = now;
    void query.fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_TRIGGER_PX) loadMore();
  };
  const onReSubscribe = async (item: CodeHistoryItem) => {
    try {
      const data = await reSubscribe(item.historyId, ym);
      setHint(data.hint);
    } catch {
      // The client's global reaction has already shown the server's message.
    }
  };
  const typeLabel = (type: number) =>
    type === 1 || type === 2 || type === 100 ? t(`history.type.${type}`) : t('history.type.other');
  const dateOf = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  if (query.isError) return <Typography color="error">{t('history.error')}</Typography>;
  return (
    <>
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="verification-history-total">
          {t('history.total', { count: total })}
        </Typography>
      )}
      {query.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <TableContainer onScroll={onScroll} data-testid="verification-history-list" sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={t('history.title')}>
            <TableHead>
              <TableRow data-testid="verification-history-header">
                {HISTORY_COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'charge' ? 'right' : 'left'}>
                    {t(`history.column.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((item) => (
                <TableRow key={item._id} data-testid="verification-history-row">
                  <TableCell>{formatFullNumber(item.number)}</TableCell>
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{typeLabel(item.type)}</TableCell>
                  <TableCell>{dateOf.format(new Date(item.date))}</TableCell>
                  <TableCell align="right">{formatCharge(item.charge, brand)}</TableCell>
                  <TableCell>
                    {canReSubscribe(item) && (
                      <Button size="small" variant="outlined" onClick={() => void onReSubscribe(item)}>
                        {t('history.reSubscribe')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {query.hasNextPage && (
        <Button onClick={loadMore} disabled={query.isFetchingNextPage}>
          {t('history.loadMore')}
        </Button>
      )}
      <NoticeDialog
        message={hint}
        onClose={() => {
          setHint(null);
          void query.refetch();
        }}
      />
    </>
  );
}

/** Subscription history of verification numbers: six UTC month tabs, the month's total and its table. */
export function CodeHistory() {
  const { t } = useTranslation('verificationMulti');
  const months = recentMonthKeys(HISTORY_MONTHS.verification);
  const [ym, setYm] = useState(months[0] ?? '');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="verification-history">
      <Typography variant="h6">{t('history.title')}</Typography>
      <Tabs
        value={ym}
        onChange={(_, value: string) => setYm(value)}
        variant="scrollable"
        aria-label={t('history.months')}
      >
        {months.map((month) => (
          <Tab key={month} value={month} label={month} />
        ))}
      </Tabs>
      <MonthList key={ym} ym={ym} />
    </Box>
  );
}
