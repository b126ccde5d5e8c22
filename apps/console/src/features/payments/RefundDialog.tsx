import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  type ConsoleCallData,
  type PaymentOrderItem,
  type PaymentRefundDestination,
  paymentRefundDestinations,
} from '@switchboard/protocol';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { formatAmount } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { requiredReason } from '../../lib/reasonField.ts';

const refundFormSchema = z.object({
  destination: z.enum(paymentRefundDestinations),
  reason: requiredReason,
});
type RefundValues = z.infer<typeof refundFormSchema>;

/**
 * Refunds an order with the reason the audit log keeps: to the user's balance, or back to the payer
 * through the provider that took the money. The choice is offered only when the order allows both;
 * otherwise the one it allows is the dialog. The server refunds an order once, ever, and asks the
 * provider with the order as its idempotency key, so a retry after a failure never refunds twice; a
 * paid order's top-up is taken back from the balance, and a balance that no longer covers it is the
 * server's sentence, shown in the dialog.
 */
export function RefundDialog({
  order,
  destinations,
  onDone,
  onClose,
}: {
  order: PaymentOrderItem;
  /** Where this order's money may go, at least one. */
  destinations: readonly PaymentRefundDestination[];
  onDone: (result: ConsoleCallData<'consolePaymentRefund'>, destination: PaymentRefundDestination) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const language = useUiLanguage();
  const form = useForm<RefundValues, unknown, RefundValues>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { destination: destinations[0] ?? 'balance', reason: '' },
  });
  const refund = useMutation({
    mutationFn: ({ destination, reason }: RefundValues) =>
      callConsole('consolePaymentRefund', { body: { orderId: order.orderId, reason, destination } }),
    onSuccess: (result, { destination }) => {
      onDone(result, destination);
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => refund.mutate(values));
  const destination = useWatch({ control: form.control, name: 'destination' });
  const amount = formatAmount(order.amount, order.brand, language);
  // What the payment added: its top-up, and the gift, which comes only with the whole amount.
  const toppedUp = order.credited ?? order.amount;
  const credited = formatAmount(
    toppedUp + (toppedUp === order.amount ? order.gift : 0),
    order.brand,
    language,
  );
  const words = destination === 'provider' ? 'refund.provider' : 'refund';
  // A paid order's top-up and gift are in the balance: a refund to the payer takes them back.
  const text =
    destination === 'provider' && order.status === 'paid'
      ? ('refund.provider.textPaid' as const)
      : (`${words}.text` as const);

  return (
    <FormDialog
      title={destinations.length > 1 ? t('refund.choose.title') : t(`${words}.title`)}
      text={t(text, { amount, credited, provider: order.provider })}
      form={form}
      call={refund}
      onSubmit={submit}
      submitLabel={t(`${words}.confirm`)}
      danger={destination === 'provider'}
      reasonFirst={destinations.length === 1}
      onClose={onClose}
    >
      {destinations.length > 1 && (
        <Controller
          control={form.control}
          name="destination"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="refund-destination">{t('refund.choose.label')}</FormLabel>
              <RadioGroup {...field} aria-labelledby="refund-destination">
                {destinations.map((choice) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    control={<Radio />}
                    label={t(`refund.choose.${choice}`, { provider: order.provider })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
    </FormDialog>
  );
}
