import type { Connection } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SimpleTable } from '../../components/SimpleTable.tsx';

/** Adapters this console version can name; another node's version may report others. */
const KNOWN_ADAPTERS = new Set([
  'embedded',
  'twilio',
  'telnyx',
  'sandbox',
  'stripe',
  'paypal',
  'btcpay',
  'off',
  'whisperApi',
  'pocketsphinx',
  'none',
  'smtp',
  'outbox',
  'disk',
  'database',
  's3',
]);

/** The outside services the answering node is configured with: which adapter, and where it points. */
export function ConnectionsSection({ connections }: { connections: readonly Connection[] }) {
  const { t } = useTranslation('operations');
  const adapterName = (adapter: string) =>
    KNOWN_ADAPTERS.has(adapter)
      ? t(`connections.adapters.${adapter}` as 'connections.adapters.none')
      : adapter;
  return (
    <Section title={t('connections.title')}>
      <SimpleTable
        label={t('connections.label')}
        rows={connections}
        // Payments may have several providers: a kind and its adapter name one row.
        rowKey={(connection) => `${connection.kind}:${connection.adapter}`}
        empty={t('connections.empty')}
        columns={[
          { header: t('connections.kind'), cell: (connection) => t(`connections.kinds.${connection.kind}`) },
          { header: t('connections.adapter'), cell: (connection) => adapterName(connection.adapter) },
          { header: t('connections.target'), cell: (connection) => connection.target ?? '' },
        ]}
      />
    </Section>
  );
}
