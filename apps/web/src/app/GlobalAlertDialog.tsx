import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { type AlertItem, useAlerts } from '../lib/alerts.ts';

/** The dialog of one global alert; loaded only when an alert is queued (see GlobalAlert). */
export default function GlobalAlertDialog({ alert }: { alert: AlertItem }) {
  const { t } = useTranslation();
  const dismiss = useAlerts((state) => state.dismiss);
  // Keys come from non-React code as plain strings; the typed t() cannot check them statically.
  const text = alert.text ?? (alert.messageKey ? t(alert.messageKey as 'alert.title') : '');
  return (
    <Dialog
      open
      onClose={() => dismiss(alert.id)}
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
        <Button variant="contained" onClick={() => dismiss(alert.id)} autoFocus>
          {t('alert.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
