import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsoleOperationsData, NodeHealth } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SimpleTable } from '../../components/SimpleTable.tsx';
import { StateChip } from './StateChip.tsx';
import { formatDuration, formatMegabytes, formatMs } from './units.ts';

/** The nodes of the service, this one first, each as it described itself. */
export function NodesSection({ nodes }: { nodes: ConsoleOperationsData['nodes'] }) {
  const { t } = useTranslation('operations');
  return (
    <Section title={t('nodes.title')}>
      <Stack spacing={1}>
        {nodes.state === 'down' && <Alert severity="error">{t('nodes.missing')}</Alert>}
        {!nodes.clustered && <Typography sx={{ color: 'text.secondary' }}>{t('nodes.single')}</Typography>}
        <SimpleTable<NodeHealth>
          label={t('nodes.label')}
          rows={nodes.list}
          rowKey={(node) => node.id}
          empty=""
          columns={[
            {
              header: t('nodes.node'),
              cell: (node) => (node.self ? t('nodes.this', { host: node.hostname }) : node.hostname),
            },
            { header: t('nodes.state'), cell: (node) => <StateChip state={node.state} /> },
            { header: t('nodes.version'), cell: (node) => node.version },
            { header: t('nodes.uptime'), cell: (node) => formatDuration(t, node.uptimeMs) },
            {
              header: t('nodes.loopDelay'),
              cell: (node) => formatMs(t, node.eventLoopDelayP99Ms),
              align: 'right',
            },
            {
              header: t('nodes.memory'),
              cell: (node) =>
                `${formatMegabytes(t, node.memory.rssBytes)} / ${formatMegabytes(t, node.memory.heapUsedBytes)}`,
              align: 'right',
            },
            { header: t('nodes.sockets'), cell: (node) => node.sockets, align: 'right' },
          ]}
        />
      </Stack>
    </Section>
  );
}
