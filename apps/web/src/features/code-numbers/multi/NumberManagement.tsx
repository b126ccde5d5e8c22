import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFullNumber, type OldNumber } from '@switchboard/protocol';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAppsQuery, oldNumbersQuery } from '../../../lib/api/verificationQueries.ts';
import { useBrand } from '../../../lib/runtime.ts';
import { releaseNumber, subscribe, unsubscribe } from '../core/api.ts';
import { formatCharge } from './format.ts';
import { NoticeDialog } from './NoticeDialog.tsx';

interface Pending {
  number: OldNumber;
  action: 'subscribe' | 'unsubscribe' | 'release';
}

/** The user's verification numbers across apps, with subscribe/unsubscribe (confirmed) and receive again. */
export function NumberManagement({ onReceive }: { onReceive: (number: OldNumber) => void }) {
  const { t } = useTranslation('verificationMulti');
  const brand = useBrand();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const apps = useQuery(accountAppsQuery());
  const numbers = useQueries({ queries: (apps.data ?? []).map((app) => oldNumbersQuery(app.app)) });
  const list = numbers.flatMap((query) => query.data ?? []);
  const failed = apps.isError || numbers.some((query) => query.isError);
  const loaded = apps.isSuccess && numbers.every((query) => query.isSuccess);

  const confirm = async () => {
    if (!pending) return;
    const { number, action } = pending;
    setBusy(true);
    try {
      if (action === 'release') {
        await releaseNumber(number.app, number.oldPhone);
        setHint(t('numbers.released', { phone: formatFullNumber(number.oldPhone) }));
      } else {
        const call = action === 'subscribe' ? subscribe : unsubscribe;
        const answer = await call(number.app, number.oldPhone);
        setHint(answer.hint);
      }
    } catch {
      // The client's global reaction has shown the server's message.
    } finally {
      setBusy(false);
      setPending(null);
      for (const query of numbers) void query.refetch();
    }
  };
  const question = !pending
    ? null
    : pending.action === 'subscribe'
      ? t('numbers.confirmSubscribe', {
          phone: pending.number.phone,
          rent: formatCharge(pending.number.subRent, brand),
        })
      : pending.action === 'release'
        ? t('numbers.confirmRelease', { phone: formatFullNumber(pending.number.oldPhone) })
        : t('numbers.confirmUnsubscribe', { phone: pending.number.phone });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6">{t('numbers.title')}</Typography>
      {failed && <Typography color="error">{t('numbers.error')}</Typography>}
      {loaded && list.length === 0 && <Typography color="text.secondary">{t('numbers.empty')}</Typography>}
      {list.map((number) => (
        <Paper
          key={`${number.app}-${number.oldPhone}`}
          variant="outlined"
          data-testid="verification-old-number"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {number.subStatus === 1 ? '★ ' : ''}
              {formatFullNumber(number.oldPhone)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {number.name} · {t('numbers.rate', { rate: formatCharge(number.codeRate, brand) })} ·{' '}
              {number.subStatus === 1
                ? t('numbers.nextPayment', { date: number.nextPaymentDate })
                : t('numbers.expires', { date: number.nextPaymentDate })}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={() => onReceive(number)}>
            {t('numbers.receiveAgain')}
          </Button>
          <Button
            variant={number.subStatus === 1 ? 'text' : 'contained'}
            onClick={() =>
              setPending({ number, action: number.subStatus === 1 ? 'unsubscribe' : 'subscribe' })
            }
          >
            {number.subStatus === 1 ? t('numbers.unsubscribe') : t('numbers.subscribe')}
          </Button>
          {number.subStatus === 0 && (
            <Button variant="text" color="inherit" onClick={() => setPending({ number, action: 'release' })}>
              {t('numbers.release')}
            </Button>
          )}
        </Paper>
      ))}
      <NoticeDialog
        message={question}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
        busy={busy}
      />
      <NoticeDialog message={hint} onClose={() => setHint(null)} />
    </Box>
  );
}
