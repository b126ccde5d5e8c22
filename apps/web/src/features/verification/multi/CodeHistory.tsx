import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CodeHistoryItem } from '@switchboard/protocol';
import { VerificationHistoryType } from '@switchboard/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type UIEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/api/queries.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { getHistory, reSubscribe } from '../core/api.ts';
import { formatCharge } from './format.ts';
import { SCROLL_DEBOUNCE_MS, SCROLL_TRIGGER_PX, verificationMonths } from './months.ts';
import { NoticeDialog } from './NoticeDialog.tsx';

/** Whether a row offers re-subscribing: a subscription (type 100) that still has a next payment date. */
export function canReSubscribe(item: CodeHistoryItem): boolean {
  return item.type === VerificationHistoryType.subscription && item.nextPaymentDate !== '';
}

/** One month of the verification history with bottom-triggered paging. */
function MonthList({ ym }: { ym: string }) {
  const { t } = useTranslation('verificationMulti');
  const brand = useBrand();
  const language = useUiLanguage();
  const [hint, setHint] = useState<string | null>(null);
  const lastTrigger = useRef(0);
  const query = useInfiniteQuery({
    queryKey: queryKeys.verificationHistory(ym),
    queryFn: ({ pageParam }) => getHistory(ym, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => (last.nextPage === '' ? undefined : last.nextPage),
  });
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];

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

  if (query.isError) return <Typography color="error">{t('history.error')}</Typography>;
  return (
    <Box
      onScroll={onScroll}
      data-testid="verification-history-list"
      sx={{ maxHeight: 480, overflowY: 'auto' }}
    >
      {query.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      )}
      {rows.map((item) => (
        <Box
          key={item._id}
          data-testid="verification-history-row"
          sx={{
            display: 'grid',
            gridTemplateColumns: '2fr 2fr 2fr 2fr 1fr auto',
            gap: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            alignItems: 'center',
          }}
        >
          <span>+{item.number}</span>
          <span>{item.name}</span>
          <span>{typeLabel(item.type)}</span>
          <span>
            {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(item.date),
            )}
          </span>
          <span>{formatCharge(item.charge, brand)}</span>
          <span>
            {canReSubscribe(item) && (
              <Button size="small" variant="outlined" onClick={() => void onReSubscribe(item)}>
                {t('history.reSubscribe')}
              </Button>
            )}
          </span>
        </Box>
      ))}
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
    </Box>
  );
}

/** Subscription history of verification numbers: six UTC month tabs. */
export function CodeHistory() {
  const { t } = useTranslation('verificationMulti');
  const months = verificationMonths();
  const [ym, setYm] = useState(months[0] ?? '');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6">{t('history.title')}</Typography>
      <Tabs value={ym} onChange={(_, value: string) => setYm(value)} variant="scrollable">
        {months.map((month) => (
          <Tab key={month} value={month} label={month} />
        ))}
      </Tabs>
      <MonthList key={ym} ym={ym} />
    </Box>
  );
}
