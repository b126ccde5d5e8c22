import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RateCountry, RateTab } from '@switchboard/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ratesQuery } from '../../lib/api/pagedQueries.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { PAGED_SCROLL_PX, useBottomTrigger } from '../../lib/useBottomTrigger.ts';
import { formatRate } from './rules.ts';

/** Props of the rates table. */
export interface RatesTableProps {
  country: RateCountry;
  tab: RateTab;
}

/**
 * The rates of a tab for numbers of a country, 100 rows a page, the next page loaded near the bottom.
 * Make Call has Premium and Economy per minute; the other tabs have one price per row.
 */
export function RatesTable({ country, tab }: RatesTableProps) {
  const { t } = useTranslation('rates');
  const brand = useBrand();
  const language = useUiLanguage();
  const query = useInfiniteQuery(ratesQuery(country, tab));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, error } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const onScroll = useBottomTrigger({
    threshold: PAGED_SCROLL_PX,
    enabled: hasNextPage && !isFetchingNextPage,
    onReach: loadMore,
  });
  useEffect(() => {
    if (error) console.warn('rates failed', error);
  }, [error]);

  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const perMinute = tab === 'makeCall' || tab === 'receiveCall';
  const price = (amount: number) =>
    perMinute
      ? t('perMinute', { rate: formatRate(amount, brand, language) })
      : formatRate(amount, brand, language);

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('loading')} />
      </Box>
    );
  }
  if (error || rows.length === 0) {
    return (
      <Typography color={error ? 'error' : 'text.secondary'} sx={{ py: 4, textAlign: 'center' }}>
        {t(error ? 'error' : 'empty')}
      </Typography>
    );
  }
  return (
    // Fills the account pane down to the window bottom (never less than a few rows) and scrolls inside;
    // focusable and named, so keyboard users can scroll it too.
    <Box
      data-testid="rates-scroll"
      role="region"
      aria-label={t('title')}
      tabIndex={0}
      onScroll={onScroll}
      sx={{ flex: '1 1 0', minHeight: 240, overflowY: 'auto' }}
    >
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{t('column.description')}</TableCell>
            <TableCell>{t('column.code')}</TableCell>
            <TableCell align="right">{t(tab === 'makeCall' ? 'column.premium' : 'column.price')}</TableCell>
            {tab === 'makeCall' && <TableCell align="right">{t('column.economy')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id and pages only append, so positions are stable.
            <TableRow key={`${row.countryCode}-${index}`} data-testid="rate-row">
              <TableCell>{row.description}</TableCell>
              <TableCell>{row.countryCode}</TableCell>
              <TableCell align="right">{price(row.commonLineRate)}</TableCell>
              {tab === 'makeCall' && (
                <TableCell align="right">
                  {row.economicLineRate === null ? '—' : price(row.economicLineRate)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hasNextPage && !isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <Button size="small" onClick={loadMore}>
            {t('loadMore')}
          </Button>
        </Box>
      )}
      {isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} aria-label={t('loadingMore')} />
        </Box>
      )}
    </Box>
  );
}
