import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SubscriptionRecord } from '@switchboard/protocol';
import { monthKeyOf, Retcode } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoCreditDialog } from '../../../components/NoCreditDialog.tsx';
import { isRetcode } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/queries.ts';
import { SubscriptionHistory } from '../../history/index.ts';
import { reSubVirtualPhone } from '../api.ts';
import { useReloadNumbers } from '../useNumbers.ts';
import { RestoreConfirmDialog } from './RestoreConfirmDialog.tsx';

type Outcome = { kind: 'done'; hint: string; month: string } | { kind: 'noCredit'; message: string } | null;

/**
 * The subscription history with re-subscribe: a confirmation shows the price first; a success shows
 * the server's hint and closing it reloads that month and the number list. 400001 is a silent code,
 * so its insufficient-balance dialog is here; other failures (expired number, profile gate) are
 * alerted or handled by the client's reactions.
 */
export function ResubscribeHistory() {
  const { t } = useTranslation('numbers');
  const client = useQueryClient();
  const reloadNumbers = useReloadNumbers();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<SubscriptionRecord | null>(null);

  const resubscribe = async (record: SubscriptionRecord) => {
    if (busy) return;
    setBusy(true);
    const month = monthKeyOf(record.date);
    try {
      setOutcome({ kind: 'done', hint: await reSubVirtualPhone(record.historyId, month), month });
    } catch (error) {
      if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE))
        setOutcome({ kind: 'noCredit', message: error.retmsg });
      // Refused otherwise (the quarantine ended meanwhile): the month shows what is possible now.
      else void client.invalidateQueries({ queryKey: queryKeys.historyMonth('subscription', month) });
    } finally {
      setConfirming(null);
      setBusy(false);
    }
  };
  const closeDone = () => {
    if (outcome?.kind === 'done') {
      void client.invalidateQueries({ queryKey: queryKeys.historyMonth('subscription', outcome.month) });
      void reloadNumbers();
    }
    setOutcome(null);
  };

  return (
    <>
      <SubscriptionHistory onResubscribe={setConfirming} />
      <RestoreConfirmDialog
        record={confirming}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(record) => void resubscribe(record)}
      />
      <Dialog open={outcome?.kind === 'done'} onClose={closeDone} aria-labelledby="resubscribe-title">
        <DialogTitle id="resubscribe-title">{t('resubscribe.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{outcome?.kind === 'done' ? outcome.hint : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={closeDone}>
            {t('common.ok')}
          </Button>
        </DialogActions>
      </Dialog>
      {outcome?.kind === 'noCredit' && (
        <NoCreditDialog message={outcome.message || t('noCredit.text')} onClose={() => setOutcome(null)} />
      )}
    </>
  );
}
