import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatFullNumber, HISTORY_MONTHS } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { smsHistoryQuery } from '../../lib/api/pagedQueries.ts';
import { formatCharge } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { HistoryFrame } from './HistoryFrame.tsx';
import { formatDateTime } from './months.ts';
import { usePagedHistoryFrame } from './usePagedHistory.ts';

/** SMS history: four UTC month tabs, the month's total and its messages page by page. */
export function SmsHistory() {
  const { t } = useTranslation('history');
  const brand = useBrand();
  const language = useUiLanguage();
  const { rows, frame } = usePagedHistoryFrame('sms', HISTORY_MONTHS.sms, smsHistoryQuery);

  return (
    <HistoryFrame {...frame} title={t('sms.title')}>
      <List dense disablePadding>
        {rows.map((sms, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id and pages only append, so positions are stable.
          <ListItem key={`${sms.date}-${index}`} divider data-testid="sms-row" alignItems="flex-start">
            <ListItemText
              primary={`${t(`direction.${sms.direction}`)} · ${formatFullNumber(sms.fromNumber)} → ${formatFullNumber(sms.toNumber)}${
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
            <Typography variant="body2">{formatCharge(sms.charge, brand, language)}</Typography>
          </ListItem>
        ))}
      </List>
    </HistoryFrame>
  );
}
