import type { OutboxMessage } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SimpleTable } from '../../components/SimpleTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';

/** The outbox's latest mails and texts (outside production, where nothing is really sent). */
export function OutboxSection({ outbox }: { outbox: readonly OutboxMessage[] }) {
  const { t } = useTranslation('operations');
  const language = useUiLanguage();
  return (
    <Section title={t('outbox.title')}>
      <SimpleTable
        label={t('outbox.label')}
        rows={outbox}
        rowKey={(message) => `${message.sentAt}:${message.channel}:${message.to}:${message.subject}`}
        empty={t('outbox.empty')}
        columns={[
          { header: t('outbox.sentAt'), cell: (message) => formatDateTime(message.sentAt, language) },
          { header: t('outbox.channel'), cell: (message) => t(`outbox.channels.${message.channel}`) },
          { header: t('outbox.to'), cell: (message) => message.to },
          { header: t('outbox.subject'), cell: (message) => message.subject },
          { header: t('outbox.text'), cell: (message) => message.text },
        ]}
      />
    </Section>
  );
}
