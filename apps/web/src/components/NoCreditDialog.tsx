import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { goToTab } from '../lib/navigation.ts';

/** Props of {@link NoCreditDialog}. */
export interface NoCreditDialogProps {
  /** The server's message; the general text when empty. */
  message: string;
  onClose(): void;
}

/**
 * The insufficient-balance dialog (400001): the message, Back, and Recharge, which leads to the
 * account tab's recharge section. Open it from any feature with `showNoCredit` (lib/alerts).
 */
export function NoCreditDialog({ message, onClose }: NoCreditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="no-credit-title"
      aria-describedby="no-credit-text"
      data-testid="no-credit-dialog"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="no-credit-title">{t('alert.noCreditTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="no-credit-text">{message || t('alert.noCreditText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('alert.back')}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            onClose();
            goToTab('account', 'recharge');
          }}
        >
          {t('alert.recharge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
