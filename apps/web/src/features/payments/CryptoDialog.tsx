import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CryptoCurrency, EtherPayData } from '@switchboard/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { PaymentTitle, type PaymentTitleValue } from './PaymentTitle.tsx';
import { type CryptoChoice, type NetworkLabel, networksFor, selectCurrency } from './rules.ts';

/** Props of {@link CryptoDialog}. */
export interface CryptoDialogProps {
  open: boolean;
  /** The payment title header's amount (in the brand's unit) and gift. */
  title: PaymentTitleValue | null;
  /** Currencies the payment-method flags enable. */
  currencies: readonly CryptoCurrency[];
  pending: boolean;
  /** The quote of step 2, null on step 1. */
  quote: EtherPayData | null;
  onNext: (choice: CryptoChoice) => void;
  onBack: () => void;
  onClose: () => void;
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('payments');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography data-testid={testId} sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>
          {value}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            // Confirm only a copy that happened: without clipboard access (insecure page, denied
            // permission) nothing was copied and "Copied" would mislead.
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
        >
          {copied ? t('crypto.copied') : t('crypto.copy')}
        </Button>
      </Box>
    </Box>
  );
}

/** The two-step crypto dialog: currency and network, then the rate, amount and deposit address. */
export function CryptoDialog({
  open,
  title,
  currencies,
  pending,
  quote,
  onNext,
  onBack,
  onClose,
}: CryptoDialogProps) {
  const { t } = useTranslation('payments');
  const brand = useBrand();
  const language = useUiLanguage();
  const first = currencies[0] ?? 'USDT';
  const [choice, setChoice] = useState<CryptoChoice>(() => selectCurrency(first));
  const current = currencies.includes(choice.currency) ? choice : selectCurrency(first);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="crypto-pay-title" fullWidth maxWidth="xs">
      <DialogTitle id="crypto-pay-title">{t('crypto.title')}</DialogTitle>
      <DialogContent>
        {title && <PaymentTitle value={title} level="h3" />}
        {quote === null ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <TextField
              select
              label={t('crypto.currency')}
              value={current.currency}
              onChange={(event) => setChoice(selectCurrency(event.target.value as CryptoCurrency))}
            >
              {currencies.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('crypto.network')}
              value={current.network}
              onChange={(event) => setChoice({ ...current, network: event.target.value as NetworkLabel })}
            >
              {networksFor(current.currency).map((network) => (
                <MenuItem key={network} value={network}>
                  {network}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ) : (
          <Box>
            <Typography data-testid="crypto-rate">
              {t('crypto.rate', {
                currency: current.currency,
                rate: quote.cryptoToLegalRate.toFixed(2),
                unit: brand.currency.symbol || brand.currency.unit[language],
              })}
            </Typography>
            <CopyRow label={t('crypto.amount')} value={quote.rechargeAmount} testId="crypto-amount" />
            <CopyRow label={t('crypto.address')} value={quote.walletAddress} testId="crypto-address" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('crypto.note', { network: current.network })}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {quote === null ? (
          <>
            <Button onClick={onClose}>{t('close')}</Button>
            <Button
              variant="contained"
              aria-disabled={pending}
              sx={{ opacity: pending ? 0.45 : 1 }}
              onClick={() => {
                if (!pending) onNext(current);
              }}
            >
              {t('crypto.next')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onBack}>{t('crypto.back')}</Button>
            <Button variant="contained" onClick={onClose}>
              {t('close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
