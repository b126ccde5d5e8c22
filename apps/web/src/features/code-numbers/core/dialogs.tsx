import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { goToTab } from '../../../lib/navigation.ts';
import {
  closeVerificationDialog,
  useVerificationDialog,
  type VerificationDialogKind,
} from './dialogStore.ts';

interface DialogLook {
  /** True when the dialog asks (Cancel + confirm); false when it only informs (OK). */
  asks: boolean;
  /** i18n key of the confirm button. */
  confirm: 'dialog.ok' | 'dialog.confirm' | 'dialog.subscribe' | 'dialog.recharge' | 'dialog.release';
}

const LOOKS: Record<VerificationDialogKind, DialogLook> = {
  subscribe: { asks: true, confirm: 'dialog.subscribe' },
  done: { asks: true, confirm: 'dialog.confirm' },
  noNumber: { asks: false, confirm: 'dialog.ok' },
  sendSuccess: { asks: false, confirm: 'dialog.ok' },
  agreement: { asks: false, confirm: 'dialog.ok' },
  subscribeReminder: { asks: true, confirm: 'dialog.subscribe' },
  running: { asks: false, confirm: 'dialog.ok' },
  insufficient: { asks: true, confirm: 'dialog.recharge' },
  release: { asks: true, confirm: 'dialog.release' },
};

/**
 * The verification dialogs (subscribe, done, no number, send success, agreement, subscription
 * reminder, already running, insufficient balance); mount once per verification screen.
 */
export function VerificationDialogs() {
  const { t } = useTranslation('verification');
  const { kind, detail, onConfirm } = useVerificationDialog();
  if (!kind) return null;
  const look = LOOKS[kind];

  const confirm = () => {
    closeVerificationDialog();
    // The recharge button of the no-credit dialog always leads to the account tab's recharge section.
    if (kind === 'insufficient') goToTab('account', 'recharge');
    onConfirm?.();
  };

  return (
    <Dialog
      open
      onClose={closeVerificationDialog}
      data-testid={`verification-dialog-${kind}`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle>{t(`dialogs.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`dialogs.${kind}.text`)}</DialogContentText>
        {detail ? <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText> : null}
      </DialogContent>
      <DialogActions>
        {look.asks ? (
          <Button onClick={closeVerificationDialog}>
            {kind === 'insufficient' ? t('dialog.back') : t('dialog.cancel')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={confirm} data-testid="verification-dialog-confirm">
          {t(look.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
