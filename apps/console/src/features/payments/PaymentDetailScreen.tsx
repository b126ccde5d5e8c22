import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { ConsolePaymentData, PaymentRefundDestination } from '@switchboard/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { DetailPage } from '../../components/DetailPage.tsx';
import { Section } from '../../components/Section.tsx';
import { SimpleTable } from '../../components/SimpleTable.tsx';
import { keys } from '../../lib/api/queries.ts';
import { brandName, formatAmount, formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useMay } from '../../lib/operator.ts';
import { linkTo } from '../../lib/router.ts';
import { orderQuery, paymentKeys } from './queries.ts';
import { RefundDialog } from './RefundDialog.tsx';

/** One payment order: what was paid, how, the provider's events for it, and its refund. */
export function PaymentDetailScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payments');
  return (
    <DetailPage query={useQuery(orderQuery(orderId))} backLabel={t('detail.back')}>
      {(data) => <PaymentDetail data={data} />}
    </DetailPage>
  );
}

function PaymentDetail({ data }: { data: ConsolePaymentData }) {
  const { t } = useTranslation(['payments', 'users']);
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const mayRefund = useMay('payments.refund');
  const [refunding, setRefunding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { order, events, refund } = data;
  const money = (amount: number) => formatAmount(amount, order.brand, language);
  const none = t('detail.none');
  const credited =
    order.credited === null
      ? none
      : order.credited < order.amount
        ? t('detail.short', { credited: money(order.credited), amount: money(order.amount) })
        : money(order.credited);
  // Where this order's money may go now: the balance, the payer through the provider, or both.
  const destinations: PaymentRefundDestination[] = [
    ...(data.refundable ? (['balance'] as const) : []),
    ...(data.providerRefundable ? (['provider'] as const) : []),
  ];
  const [onlyDestination] = destinations;
  const refundLabel =
    destinations.length > 1
      ? t('refund.open')
      : onlyDestination === 'provider'
        ? t('refund.provider.confirm')
        : t('refund.confirm');

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('detail.title', { orderId: order.orderId })}
      </Typography>
      {mayRefund && destinations.length > 0 && (
        <Box>
          <Button variant="outlined" onClick={() => setRefunding(true)}>
            {refundLabel}
          </Button>
        </Box>
      )}
      <Section title={t('detail.order')}>
        <DetailList
          items={[
            { label: t('columns.status'), value: t(`users:paymentStatuses.${order.status}`) },
            { label: t('columns.amount'), value: money(order.amount) },
            { label: t('detail.gift'), value: money(order.gift) },
            { label: t('detail.credited'), value: credited },
            { label: t('columns.method'), value: t(`users:paymentMethods.${order.method}`) },
            { label: t('columns.brand'), value: brandName(order.brand, language) },
            { label: t('columns.email'), value: order.email ?? none },
            { label: t('columns.created'), value: formatDateTime(order.createdAt, language) },
            {
              label: t('detail.paidAt'),
              value: order.paidAt === null ? none : formatDateTime(order.paidAt, language),
            },
            { label: t('detail.provider'), value: order.provider },
            { label: t('detail.providerRef'), value: data.providerRef ?? none },
            { label: t('detail.payerRef'), value: data.payerRef ?? none },
            {
              label: t('detail.failureCode'),
              value: data.failureCode === null ? none : String(data.failureCode),
            },
            {
              label: t('detail.refund'),
              value:
                refund === null
                  ? none
                  : t('detail.refunded', {
                      amount: money(refund.amount),
                      at: formatDateTime(refund.at, language),
                    }),
            },
          ]}
        />
        <Link {...linkTo({ name: 'user', id: order.accountId })}>{t('detail.user')}</Link>
      </Section>
      <Section title={t('detail.events')}>
        <SimpleTable
          label={t('detail.events')}
          rows={events}
          rowKey={(event) => `${event.provider}:${event.eventId}`}
          empty={t('detail.noEvents')}
          columns={[
            { header: t('eventColumns.at'), cell: (event) => formatDateTime(event.receivedAt, language) },
            { header: t('detail.provider'), cell: (event) => event.provider },
            { header: t('eventColumns.id'), cell: (event) => event.eventId },
          ]}
        />
      </Section>
      {refunding && (
        <RefundDialog
          order={order}
          destinations={destinations}
          onDone={(result, destination) => {
            const doneKey = destination === 'provider' ? 'refund.provider.done' : 'refund.done';
            setDone(t(doneKey, { balance: money(result.balance) }));
            void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
            void queryClient.invalidateQueries({ queryKey: keys.users });
            void queryClient.invalidateQueries({ queryKey: keys.audit });
          }}
          onClose={() => setRefunding(false)}
        />
      )}
      <Snackbar open={done !== null} message={done} autoHideDuration={6000} onClose={() => setDone(null)} />
    </>
  );
}
