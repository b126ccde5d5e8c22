import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethodsQuery, useAccountInfo, useBalance } from '../../lib/api/queries.ts';
import { formatBalance, formatTotal } from '../../lib/money.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { useSession } from '../../lib/session.ts';
import { openVerifiedModal } from '../contact-verification/index.ts';
import { AmountPicker } from './AmountPicker.tsx';
import { CryptoDialog } from './CryptoDialog.tsx';
import { ExactPayDialog, PaypalDialog, WechatDialog } from './ExactPayDialog.tsx';
import { MethodList } from './MethodList.tsx';
import { enabledCurrencies, enabledMethods, needsPhone } from './methods.ts';
import { PaymentErrorModal } from './PaymentErrorModal.tsx';
import { PaymentTitle } from './PaymentTitle.tsx';
import {
  type AmountChoice,
  choiceValue,
  customAllowed,
  defaultChoice,
  titleGift,
  type UiMethod,
} from './rules.ts';
import { type PayRequest, usePayment } from './usePayment.ts';
import { useRechargeBrand } from './useRechargeBrand.ts';

/**
 * The recharge section of the account tab: the payment title (total and gift), amount tiles and
 * custom amount, the payment methods getPaymentMethods enables, the Pay button and the overlays.
 */
export function RechargeTab() {
  const { t } = useTranslation('payments');
  // Tiles and gifts as the server prices them (the brand file's values until it answers).
  const brand = useRechargeBrand();
  const language = useUiLanguage();
  const token = useSession((state) => state.token);
  const info = useAccountInfo();
  const balance = useBalance();
  const flags = useQuery({ ...paymentMethodsQuery(), enabled: token !== null });
  // null: the brand's default tile, whichever it is once the server's tiles arrive.
  const [chosen, setChoice] = useState<AmountChoice | null>(null);
  const choice = chosen ?? defaultChoice(brand);
  const [picked, setPicked] = useState<UiMethod | null>(null);
  const payment = usePayment();

  const methods = useMemo(() => (flags.data ? enabledMethods(flags.data) : []), [flags.data]);
  const currencies = useMemo(() => (flags.data ? enabledCurrencies(flags.data) : []), [flags.data]);
  const method = picked !== null && methods.includes(picked) ? picked : (methods[0] ?? null);
  const amountChoice = !customAllowed(method) && choice.kind === 'custom' ? defaultChoice(brand) : choice;
  const value = choiceValue(brand, amountChoice, method);
  const gift = titleGift(brand, amountChoice, method);
  const money = (amount: number) => formatTotal(amount, brand, language);
  const phoneMissing = info.data !== undefined && !info.data.phone;
  const blocked =
    method !== null && flags.data !== undefined && needsPhone(flags.data, method) && phoneMissing;
  const request = (extra?: Pick<PayRequest, 'crypto'>): PayRequest | null =>
    method === null
      ? null
      : { method, order: { amount: value.amount, custom: value.custom, gift }, ...extra };

  // The spec: choosing a method that needs a phone the account lacks opens the verified modal.
  const choose = (next: UiMethod) => {
    setPicked(next);
    if (flags.data !== undefined && needsPhone(flags.data, next) && phoneMissing) openVerifiedModal('charge');
  };

  const pay = () => {
    const next = request();
    if (!next) return;
    if (next.method === 'wechatpay') void payment.send(next);
    else payment.open(next);
  };

  const { state } = payment;
  // The exact-pay dialog and the PayPal modal behave alike: a click sends, then a click closes.
  const payPage = {
    amount: money(value.amount),
    title: state.title,
    pending: state.pending,
    done: state.done,
    windowClosed: state.windowClosed,
    onPay: () => {
      const next = request();
      if (next) void payment.send(next);
    },
    onClose: payment.close,
  };
  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', p: 3 }}>
      {balance.data !== undefined && (
        <Typography color="text.secondary" data-testid="recharge-balance" sx={{ mb: 1 }}>
          {t('balance', { amount: formatBalance(balance.data, brand, language) })}
        </Typography>
      )}
      <PaymentTitle value={{ amount: value.amount, gift }} />
      <AmountPicker choice={amountChoice} method={method} onChange={setChoice} />
      <Box sx={{ mt: 3 }}>
        {flags.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void flags.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('methodsError')}
          </Alert>
        )}
        {flags.isPending && token !== null && <Skeleton height={120} />}
        {flags.data && <MethodList methods={methods} value={method} onChange={choose} />}
      </Box>
      {blocked && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          data-testid="payment-need-phone"
          action={
            <Button color="inherit" size="small" onClick={() => openVerifiedModal('charge')}>
              {t('verifyPhone')}
            </Button>
          }
        >
          {t('needPhone')}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 3, minWidth: 160 }}
        disabled={method === null || blocked || state.overlay !== null}
        onClick={pay}
      >
        {t('pay')}
      </Button>
      <ExactPayDialog open={state.overlay === 'exact'} {...payPage} />
      <PaypalDialog open={state.overlay === 'paypal'} {...payPage} />
      <WechatDialog
        open={state.overlay === 'wechat'}
        amount={money(value.amount)}
        title={state.title}
        paymentUrl={state.paymentUrl}
        paid={state.paid}
        notPaidYet={state.notPaidYet}
        onCheck={() => void payment.checkPaid()}
        onClose={payment.close}
      />
      <CryptoDialog
        open={state.overlay === 'crypto'}
        title={state.title}
        currencies={currencies}
        pending={state.pending}
        quote={state.quote}
        onNext={(crypto) => {
          const next = request({ crypto });
          if (next) void payment.send(next);
        }}
        onBack={payment.back}
        onClose={payment.close}
      />
      <PaymentErrorModal
        message={state.error}
        cancelled={state.cancelled}
        title={state.title}
        onClose={payment.close}
        onRetry={payment.retry}
      />
    </Paper>
  );
}
