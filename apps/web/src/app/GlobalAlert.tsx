import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../lib/alerts.ts';

/** Shows the queued global alerts (server messages, storage trouble, session ended) one at a time. */
export function GlobalAlert() {
  const { t } = useTranslation();
  const current = useAlerts((state) => state.queue[0]);
  const dismiss = useAlerts((state) => state.dismiss);
  if (!current) return null;
  // Keys come from non-React code as plain strings; the typed t() cannot check them statically.
  const text = current.text ?? (current.messageKey ? t(current.messageKey as 'alert.title') : '');
  return (
    <Dialog
      open
      onClose={() => dismiss(current.id)}
      role="alertdialog"
      aria-labelledby="global-alert-title"
      aria-describedby="global-alert-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="global-alert-title">{t('alert.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="global-alert-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => dismiss(current.id)} autoFocus>
          {t('alert.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
