import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatFullNumber, HISTORY_MONTHS } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { callHistoryQuery } from '../../lib/api/pagedQueries.ts';
import { formatCharge } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { HistoryFrame } from './HistoryFrame.tsx';
import { billedMinutes, callLineKey } from './labels.ts';
import { formatDateTime } from './months.ts';
import { usePagedHistoryFrame } from './usePagedHistory.ts';

/** Call history: four UTC month tabs, the month's total and its calls page by page. */
export function CallHistory() {
  const { t } = useTranslation('history');
  const brand = useBrand();
  const language = useUiLanguage();
  const { rows, frame } = usePagedHistoryFrame('call', HISTORY_MONTHS.call, callHistoryQuery);

  return (
    <HistoryFrame {...frame} title={t('call.title')}>
      <List dense disablePadding>
        {rows.map((call, index) => {
          const line = callLineKey(call.line);
          const details = [
            t(`direction.${call.direction}`),
            `${formatFullNumber(call.fromNumber)} → ${formatFullNumber(call.toNumber)}`,
            t('minutes', { count: billedMinutes(call.duration) }),
            line ? t(`call.line.${line}`) : null,
            call.type === 'voicemail' ? t('call.voicemail') : null,
          ];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id and pages only append, so positions are stable.
            <ListItem key={`${call.date}-${index}`} divider data-testid="call-row">
              <ListItemText
                primary={details.filter(Boolean).join(' · ')}
                secondary={formatDateTime(call.date, language)}
              />
              <Typography variant="body2">{formatCharge(call.charge, brand, language)}</Typography>
            </ListItem>
          );
        })}
      </List>
    </HistoryFrame>
  );
}
