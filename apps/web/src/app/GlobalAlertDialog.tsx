import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { NoCreditDialog } from '../components/NoCreditDialog.tsx';
import { type AlertItem, useAlerts } from '../lib/alerts.ts';

/**
 * The dialog of one global alert; loaded only when an alert is queued (see GlobalAlert). A notice
 * and the general error dialog differ only in their title; the insufficient-balance dialog offers
 * Recharge.
 */
export default function GlobalAlertDialog({ alert }: { alert: AlertItem }) {
  const { t } = useTranslation();
  const dismiss = useAlerts((state) => state.dismiss);
  const close = () => dismiss(alert.id);
  // Keys come from non-React code as plain strings; the typed t() cannot check them statically.
  const text = alert.text || (alert.messageKey ? t(alert.messageKey as 'alert.title') : '');
  if (alert.kind === 'noCredit') return <NoCreditDialog message={text} onClose={close} />;
  const generalError = alert.kind === 'generalError';
  return (
    <Dialog
      open
      onClose={close}
      role="alertdialog"
      aria-labelledby="global-alert-title"
      aria-describedby="global-alert-text"
      data-testid={generalError ? 'general-error-dialog' : 'global-alert'}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="global-alert-title">
        {generalError ? t('alert.generalErrorTitle') : t('alert.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="global-alert-text">
          {text || (generalError ? t('alert.generalErrorText') : '')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {t('alert.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
