import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface NoticeDialogProps {
  /** The text to show; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
  /** When given, the dialog asks: Cancel closes, Confirm calls this. */
  onConfirm?: () => void;
  /** Disables Confirm while its call runs. */
  busy?: boolean;
}

/** A small notice or confirmation of this section (hints, warnings, confirmations). */
export function NoticeDialog({ message, onClose, onConfirm, busy = false }: NoticeDialogProps) {
  const { t } = useTranslation('verificationMulti');
  return (
    <Dialog open={message !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('dialog.title')}</DialogTitle>
      <DialogContent data-testid="verification-notice">{message}</DialogContent>
      <DialogActions>
        {onConfirm ? (
          <>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button variant="contained" onClick={onConfirm} disabled={busy}>
              {t('dialog.confirm')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose}>
            {t('dialog.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
