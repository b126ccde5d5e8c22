import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { NoCreditDialog as SharedNoCreditDialog } from '../../../components/NoCreditDialog.tsx';

/** The reminder shown when Subscribe is pressed before the agreement is ticked. */
export function AgreementReminder({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('numbersFlow');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="nf-reminder-title" maxWidth="xs" fullWidth>
      <DialogTitle id="nf-reminder-title">{t('reminder.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('reminder.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('reminder.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Props of the subscription confirmation. */
export interface ConfirmSubscribeProps {
  open: boolean;
  text: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Last look before money is taken: what is rented at which price, the tips, Cancel and Subscribe. */
export function ConfirmSubscribe({ open, text, busy, onCancel, onConfirm }: ConfirmSubscribeProps) {
  const { t } = useTranslation('numbersFlow');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="nf-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="nf-confirm-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }} variant="body2">
          {t('confirm.tips')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('confirm.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('confirm.subscribe')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The server's hint after a successful subscription; closing it ends the flow. */
export function SubscribeResult({ hint, onClose }: { hint: string | null; onClose(): void }) {
  const { t } = useTranslation('numbersFlow');
  return (
    <Dialog open={hint !== null} onClose={onClose} aria-labelledby="nf-result-title" maxWidth="xs" fullWidth>
      <DialogTitle id="nf-result-title">{t('result.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="subscribe-hint">{hint}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('result.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Insufficient balance (400001, silent in the catalogue): the shared dialog, open while there is a message. */
export function NoCreditDialog({ message, onClose }: { message: string | null; onClose(): void }) {
  const { t } = useTranslation('numbersFlow');
  if (message === null) return null;
  return <SharedNoCreditDialog message={message || t('noCredit.text')} onClose={onClose} />;
}
