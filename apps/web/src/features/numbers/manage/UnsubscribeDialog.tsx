import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatPhone, type VirtualPhone } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unSubVirtualPhone } from '../api.ts';
import { useReloadNumbers } from '../useNumbers.ts';

/** Confirms releasing a number; on success reloads the shared number list (chats included). */
export function UnsubscribeDialog({ number, onClose }: { number: VirtualPhone | null; onClose: () => void }) {
  const { t } = useTranslation('numbers');
  const reload = useReloadNumbers();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!number) return;
    setBusy(true);
    try {
      await unSubVirtualPhone(number);
      await reload();
      onClose();
    } catch (error) {
      // The API client already alerted the server's message; the dialog stays for another try.
      console.warn('unsubscribe failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={number !== null} onClose={busy ? undefined : onClose} aria-labelledby="unsubscribe-title">
      <DialogTitle id="unsubscribe-title">{t('manage.unsubscribeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {number ? t('manage.unsubscribeText', { number: formatPhone(number.telCode, number.phone) }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('manage.unsubscribeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
