import Typography from '@mui/material/Typography';
import type { JobHealth, NodeHealth, UiLanguage } from '@switchboard/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { type SimpleColumn, SimpleTable } from '../../components/SimpleTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { jobName } from './jobName.ts';
import { StateChip } from './StateChip.tsx';

/** One job of one node. */
interface JobRow extends JobHealth {
  node: string;
}

function lastRun(job: JobHealth, t: TFunction<'operations'>, language: UiLanguage): string {
  if (job.lastStartedAt === null) return t('jobs.never');
  if (job.lastOutcome === 'running')
    return t('jobs.running', { at: formatDateTime(job.lastStartedAt, language) });
  return formatDateTime(job.lastEndedAt ?? job.lastStartedAt, language);
}

function lastFailure(job: JobHealth, language: UiLanguage): string {
  if (job.lastFailedAt === null) return '';
  return `${formatDateTime(job.lastFailedAt, language)}: ${job.lastError ?? ''}`;
}

/** Each node's background jobs: runs and failures since the node started, the latest run and failure. */
export function JobsSection({ nodes }: { nodes: readonly NodeHealth[] }) {
  const { t } = useTranslation('operations');
  const language = useUiLanguage();
  const rows: JobRow[] = nodes.flatMap((node) => node.jobs.map((job) => ({ ...job, node: node.hostname })));
  const columns: SimpleColumn<JobRow>[] = [
    ...(nodes.length > 1 ? [{ header: t('jobs.node'), cell: (job: JobRow) => job.node }] : []),
    { header: t('jobs.job'), cell: (job) => jobName(job.name, t) },
    { header: t('jobs.state'), cell: (job) => <StateChip state={job.state} /> },
    { header: t('jobs.runs'), cell: (job) => job.runs, align: 'right' },
    { header: t('jobs.failures'), cell: (job) => job.failures, align: 'right' },
    { header: t('jobs.lastRun'), cell: (job) => lastRun(job, t, language) },
    { header: t('jobs.lastFailure'), cell: (job) => lastFailure(job, language) },
  ];
  return (
    <Section title={t('jobs.title')}>
      <SimpleTable
        label={t('jobs.label')}
        rows={rows}
        rowKey={(job) => `${job.node}:${job.name}`}
        columns={columns}
        empty={t('jobs.none')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('jobs.sinceStart')}
      </Typography>
    </Section>
  );
}
