import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VirtualPhone, VirtualPhoneListData } from '@switchboard/protocol';
import { fullNumber } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openNumbersMode } from '../state.ts';
import { filterNumbers } from './filter.ts';
import { type CallStatus, NumberRow } from './NumberRow.tsx';
import { SubscriptionDetails } from './SubscriptionDetails.tsx';
import { UnsubscribeDialog } from './UnsubscribeDialog.tsx';
import { usePayNow } from './usePayNow.ts';

/** Forwarding and voicemail apply to all the account's numbers, so each row shows the same state. */
function callStatus(data: VirtualPhoneListData): CallStatus {
  if (data.forwardStatus === 1) return 'forwarding';
  if (data.voicemailStatus === 1) return 'voicemail';
  return 'none';
}

/**
 * Number management: a searchable list of the account's numbers (with Pay now on a number whose
 * renewal failed, and each number's subscription details), or a call to rent the first one.
 */
export function NumberManagement({
  data,
  loading,
}: {
  data: VirtualPhoneListData | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('numbers');
  const [search, setSearch] = useState('');
  const [releasing, setReleasing] = useState<VirtualPhone | null>(null);
  // By full number, so the open details follow the list when a push reloads it.
  const [detailed, setDetailed] = useState<string | null>(null);
  const payNow = usePayNow();
  const openNew = () => openNumbersMode({ kind: 'new' });

  if (loading && !data) return <CircularProgress aria-label={t('common.loading')} />;
  const numbers = data?.virtualPhones ?? [];
  if (numbers.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="numbers-empty">
        <Typography>{t('manage.empty')}</Typography>
        <Button variant="contained" onClick={openNew}>
          {t('nav.newNumber')}
        </Button>
      </Stack>
    );
  }
  const shown = filterNumbers(numbers, search);
  const status = data ? callStatus(data) : 'none';

  return (
    <Stack spacing={2}>
      <Typography variant="h6">{t('manage.title')}</Typography>
      <TextField
        size="small"
        label={t('manage.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('manage.noMatch')}</Typography>
      ) : (
        <List disablePadding>
          {shown.map((number) => (
            <NumberRow
              key={fullNumber(number.telCode, number.phone)}
              number={number}
              status={status}
              onUnsubscribe={() => setReleasing(number)}
              onDetails={() => setDetailed(fullNumber(number.telCode, number.phone))}
              onPayNow={() => payNow.mutate(number)}
              paying={payNow.isPending}
              onManage={() =>
                openNumbersMode({ kind: 'plan', virtualNumber: fullNumber(number.telCode, number.phone) })
              }
            />
          ))}
        </List>
      )}
      <UnsubscribeDialog number={releasing} onClose={() => setReleasing(null)} />
      {data && (
        <SubscriptionDetails
          number={numbers.find((number) => fullNumber(number.telCode, number.phone) === detailed) ?? null}
          data={data}
          onClose={() => setDetailed(null)}
        />
      )}
    </Stack>
  );
}
