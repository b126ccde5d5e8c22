import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode, UIEvent } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/runtime.ts';
import { monthLabel } from './months.ts';

/** Props of the frame every history shares. */
export interface HistoryFrameProps {
  /** Used for test ids and the tab list's label. */
  id: string;
  title: string;
  months: string[];
  month: string;
  onMonth: (month: string) => void;
  /** Total rows of the month when the server tells it; omitted for histories without a total. */
  total?: number;
  loading: boolean;
  /** Loading a further page (shows a small spinner under the rows). */
  loadingMore?: boolean;
  error: unknown;
  empty: boolean;
  onScroll?: (event: UIEvent<HTMLElement>) => void;
  /** Loads the next page by click, for short pages that do not scroll and for keyboard users. */
  onLoadMore?: () => void;
  /** Whether a further page exists. */
  hasMore?: boolean;
  children: ReactNode;
}

/**
 * Month tabs, the month's total, and a scrollable body with loading, empty and error states; a failed
 * load is logged and the spinner cleared so the user can switch months and try again.
 */
export function HistoryFrame(props: HistoryFrameProps) {
  const { t } = useTranslation('history');
  const language = useUiLanguage();
  const { id, error } = props;

  useEffect(() => {
    if (error) console.warn(`${id} history failed`, error);
  }, [id, error]);

  return (
    <Box data-testid={`${id}-history`} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Tabs
        value={props.month}
        onChange={(_, value: string) => props.onMonth(value)}
        variant="scrollable"
        aria-label={`${props.title}: ${t('months')}`}
      >
        {props.months.map((month) => (
          <Tab
            key={month}
            value={month}
            label={monthLabel(month, language)}
            data-testid={`month-tab-${month}`}
          />
        ))}
      </Tabs>
      {props.total !== undefined && !props.loading && !error && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid={`${id}-total`}>
          {t('total', { count: props.total })}
        </Typography>
      )}
      <Box
        data-testid={`${id}-scroll`}
        onScroll={props.onScroll}
        sx={{ mt: 1, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {props.loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={t('loading')} />
          </Box>
        ) : error ? (
          <Typography color="error" sx={{ py: 4, textAlign: 'center' }} role="alert">
            {t('error')}
          </Typography>
        ) : props.empty ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('empty')}
          </Typography>
        ) : (
          props.children
        )}
        {props.onLoadMore && props.hasMore && !props.loading && !props.loadingMore && !error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button size="small" onClick={props.onLoadMore}>
              {t('loadMore')}
            </Button>
          </Box>
        )}
        {props.loadingMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={20} aria-label={t('loadingMore')} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
