import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { PaymentTitle, type PaymentTitleValue } from './PaymentTitle.tsx';

/** Props of {@link PaymentErrorModal}. */
export interface PaymentErrorModalProps {
  /** The server's message ('' for a generic one), or null when closed. */
  message: string | null;
  /** The payer cancelled: titled "Payment cancelled" rather than "Payment failed". */
  cancelled?: boolean;
  /** The payment title header of the payment that failed, when its amount is known. */
  title?: PaymentTitleValue | null;
  /** Clears the payment state. */
  onClose: () => void;
  /** Clears the error and sends the payment again. */
  onRetry: () => void;
}

/** The payment error modal: the server message with Close and Try again. */
export function PaymentErrorModal({
  message,
  cancelled = false,
  title = null,
  onClose,
  onRetry,
}: PaymentErrorModalProps) {
  const { t } = useTranslation('payments');
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="payment-error-title">
      <DialogTitle id="payment-error-title">
        {t(cancelled ? 'error.cancelledTitle' : 'error.title')}
      </DialogTitle>
      <DialogContent>
        {title && <PaymentTitle value={title} level="h3" />}
        <DialogContentText data-testid="payment-error-message">
          {message || t('error.generic')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
