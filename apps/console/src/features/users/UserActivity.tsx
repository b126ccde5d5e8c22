import Chip from '@mui/material/Chip';
import { type ConsoleUserData, formatLineNumber } from '@switchboard/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SimpleTable } from '../../components/SimpleTable.tsx';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';

type LedgerEntry = ConsoleUserData['ledger'][number];
type Session = ConsoleUserData['sessions'][number];

/** What a ledger entry was about: the operator's reason, the number charged for, or the top-up's order. */
function ledgerDetail(entry: LedgerEntry, t: TFunction<'users'>): string {
  if (entry.reason !== null) return entry.reason;
  if (entry.number !== null) return formatLineNumber(entry.number);
  return entry.orderId === null ? '' : t('ledgerDetail.order', { orderId: entry.orderId });
}

/** A session's device as people say it ("Chrome on Windows"); the user agent itself on hover. */
function deviceName({ browser, system }: Session, t: TFunction<'users'>): string {
  if (browser && system) return t('sessionColumns.deviceName', { browser, system });
  return browser || system || t('sessionColumns.unknownDevice');
}

/** A user's numbers, ledger, payments and sessions: metadata only, never a message's text. */
export function UserActivity({ data }: { data: ConsoleUserData }) {
  const { t } = useTranslation('users');
  const language = useUiLanguage();
  const { brand } = data.user;
  const when = (ms: number) => formatDateTime(ms, language);

  return (
    <>
      <Section title={t('detail.numbers')}>
        <SimpleTable
          label={t('detail.numbers')}
          rows={data.numbers}
          rowKey={(row) => row.number}
          empty={t('detail.noNumbers')}
          columns={[
            { header: t('numberColumns.number'), cell: (row) => formatLineNumber(row.number) },
            {
              header: t('numberColumns.state'),
              cell: (row) => <Chip size="small" label={t(`numberStates.${row.state}`)} />,
            },
            {
              header: t('numberColumns.expires'),
              cell: (row) => (row.expiresAt === null ? t('numberColumns.never') : when(row.expiresAt)),
            },
          ]}
        />
      </Section>
      <Section title={t('detail.ledger')}>
        <SimpleTable
          label={t('detail.ledger')}
          rows={data.ledger}
          rowKey={(row) => row.id}
          empty={t('detail.noLedger')}
          columns={[
            { header: t('ledgerColumns.at'), cell: (row) => when(row.at) },
            { header: t('ledgerColumns.kind'), cell: (row) => t(`ledgerKinds.${row.kind}`) },
            {
              header: t('ledgerColumns.amount'),
              align: 'right',
              cell: (row) => formatAmount(row.amount, brand, language, { signed: true }),
            },
            { header: t('ledgerColumns.detail'), cell: (row) => ledgerDetail(row, t) },
          ]}
        />
      </Section>
      <Section title={t('detail.payments')}>
        <SimpleTable
          label={t('detail.payments')}
          rows={data.payments}
          rowKey={(row) => row.orderId}
          empty={t('detail.noPayments')}
          columns={[
            { header: t('paymentColumns.at'), cell: (row) => when(row.at) },
            { header: t('paymentColumns.orderId'), cell: (row) => row.orderId },
            { header: t('paymentColumns.method'), cell: (row) => t(`paymentMethods.${row.method}`) },
            {
              header: t('paymentColumns.amount'),
              align: 'right',
              cell: (row) => formatAmount(row.amount, brand, language),
            },
            { header: t('paymentColumns.status'), cell: (row) => t(`paymentStatuses.${row.status}`) },
          ]}
        />
      </Section>
      <Section title={t('detail.sessions')}>
        <SimpleTable
          label={t('detail.sessions')}
          rows={data.sessions}
          rowKey={(row) => row.id}
          empty={t('detail.noSessions')}
          columns={[
            { header: t('sessionColumns.created'), cell: (row) => when(row.createdAt) },
            { header: t('sessionColumns.lastSeen'), cell: (row) => when(row.lastSeenAt) },
            {
              header: t('sessionColumns.device'),
              cell: (row) => <span title={row.userAgent}>{deviceName(row, t)}</span>,
            },
            { header: t('sessionColumns.ip'), cell: (row) => row.ip },
          ]}
        />
      </Section>
    </>
  );
}
