import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { PaymentTitle, type PaymentTitleValue } from './PaymentTitle.tsx';

/** Props of {@link ExactPayDialog}. */
export interface ExactPayDialogProps {
  open: boolean;
  /** The amount to pay, already formatted. */
  amount: string;
  /** The payment title header's amount and gift. */
  title: PaymentTitleValue | null;
  pending: boolean;
  done: boolean;
  /** The provider window was closed before it answered. */
  windowClosed?: boolean;
  /** Requests the payment (first click). */
  onPay: () => void;
  /** Closes the dialog (click in the done state, or Close). */
  onClose: () => void;
}

/**
 * The exact-pay dialog of the checkout methods: a click requests the payment and opens the provider
 * page in a new window; the button then turns into a done button whose click closes the dialog.
 * Clicks are ignored while the request is pending (the button fades to 0.45).
 */
export function ExactPayDialog(props: ExactPayDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <PayPageDialog {...props} labelId="exact-pay-title" heading={t('exact.title')}>
      <DialogContentText>{t('exact.body', { amount: props.amount })}</DialogContentText>
    </PayPageDialog>
  );
}

/**
 * The PayPal modal: the exact-pay behaviour (a click posts PayPal's hidden form in a new window, then
 * the button closes), titled for PayPal and stating its one-account and fixed-amount rule.
 */
export function PaypalDialog(props: ExactPayDialogProps) {
  const { t } = useTranslation('payments');
  const brand = useBrand();
  const language = useUiLanguage();
  return (
    <PayPageDialog {...props} labelId="paypal-pay-title" heading={t('paypal.title')}>
      <DialogContentText>{t('paypal.body', { amount: props.amount })}</DialogContentText>
      <DialogContentText variant="body2" sx={{ mt: 1 }}>
        {t('paypalRule', { brand: brand.name[language] })}
      </DialogContentText>
    </PayPageDialog>
  );
}

/** The dialog of a payment made on the provider's page; its texts come from the method's dialog. */
function PayPageDialog({
  open,
  title,
  pending,
  done,
  windowClosed = false,
  onPay,
  onClose,
  labelId,
  heading,
  children,
}: ExactPayDialogProps & { labelId: string; heading: string; children: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={labelId}>
      <DialogTitle id={labelId}>{heading}</DialogTitle>
      <DialogContent>
        {title && <PaymentTitle value={title} level="h3" />}
        {children}
        {windowClosed && (
          <DialogContentText role="status" sx={{ mt: 1.5 }} data-testid="payment-window-closed">
            {t('exact.windowClosed')}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          variant="contained"
          aria-disabled={pending}
          sx={{ opacity: pending ? 0.45 : 1 }}
          onClick={() => {
            if (pending) return;
            if (done) onClose();
            else onPay();
          }}
        >
          {done ? t('exact.done') : t('exact.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Props of {@link WechatDialog}. */
export interface WechatDialogProps {
  open: boolean;
  amount: string;
  /** The payment title header's amount and gift. */
  title: PaymentTitleValue | null;
  /** The address to encode, null while loading. */
  paymentUrl: string | null;
  /** The order was paid. */
  paid: boolean;
  /** "Payment completed" found the order unpaid. */
  notPaidYet: boolean;
  /** "Payment completed": checks the order. */
  onCheck: () => void;
  onClose: () => void;
}

/** What the QR code encodes: a phone that scans it needs the whole address, not a path of this site. */
export function qrTarget(paymentUrl: string, base = window.location.href): string {
  return new URL(paymentUrl, base).href;
}

/**
 * The WeChat Pay dialog: a spinner until the address arrives, then a 140 px QR code of it and
 * "Payment completed", which checks the order; a payment made on the phone is noticed by itself.
 */
export function WechatDialog({
  open,
  amount,
  title,
  paymentUrl,
  paid,
  notPaidYet,
  onCheck,
  onClose,
}: WechatDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="wechat-pay-title">
      <DialogTitle id="wechat-pay-title">{t('wechat.title')}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {title && <PaymentTitle value={title} level="h3" />}
        {paymentUrl === null ? (
          <Box role="status" sx={{ p: 3 }}>
            <CircularProgress size={32} aria-label={t('wechat.loading')} />
          </Box>
        ) : paid ? (
          <DialogContentText role="status" data-testid="wechat-paid">
            {t('wechat.paid', { amount })}
          </DialogContentText>
        ) : (
          <>
            <QRCodeSVG
              value={qrTarget(paymentUrl)}
              size={140}
              // A white margin of its own: scanners need light around the code, and a dark dialog has none.
              marginSize={2}
              aria-label={t('wechat.qrLabel')}
              data-testid="wechat-qr"
            />
            <DialogContentText sx={{ mt: 1 }}>{t('wechat.scan', { amount })}</DialogContentText>
            {notPaidYet && (
              <DialogContentText role="status" sx={{ mt: 1 }} data-testid="wechat-not-yet">
                {t('wechat.notYet')}
              </DialogContentText>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        {paymentUrl !== null && !paid && (
          <Button variant="contained" onClick={onCheck}>
            {t('wechat.completed')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
