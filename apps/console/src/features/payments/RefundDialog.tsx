import type { ConsoleCallData, PaymentOrderItem } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { formatAmount } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';

/**
 * Refunds an order to the user's balance, with the reason the audit log keeps. The server refunds
 * an order once, ever, so a retry after a network failure never credits twice.
 */
export function RefundDialog({
  order,
  onDone,
  onClose,
}: {
  order: PaymentOrderItem;
  onDone: (result: ConsoleCallData<'consolePaymentRefund'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const language = useUiLanguage();
  return (
    <ReasonDialog
      title={t('refund.title')}
      text={t('refund.text', { amount: formatAmount(order.amount, order.brand, language) })}
      confirmLabel={t('refund.confirm')}
      action={(reason) => callConsole('consolePaymentRefund', { body: { orderId: order.orderId, reason } })}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
