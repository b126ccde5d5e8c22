import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PendingIcon from '@mui/icons-material/Pending';
import Chip from '@mui/material/Chip';
import type { JobRun, JobRunOutcome } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { type SimpleColumn, SimpleTable } from '../../components/SimpleTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { jobName } from './jobName.ts';
import { formatMs } from './units.ts';

const LOOK = {
  ok: { color: 'success', icon: <CheckCircleIcon /> },
  failed: { color: 'error', icon: <ErrorIcon /> },
  running: { color: 'info', icon: <PendingIcon /> },
} as const;

/** How a run went, in a word, a colour and an icon. */
function OutcomeChip({ outcome }: { outcome: JobRunOutcome }) {
  const { t } = useTranslation('operations');
  const { color, icon } = LOOK[outcome];
  return (
    <Chip size="small" variant="outlined" color={color} icon={icon} label={t(`runs.outcomes.${outcome}`)} />
  );
}

/**
 * The latest recorded runs of each job across every node, as the server orders them: failed runs
 * first, then the newest. Unlike the jobs above, they outlive the node that ran them.
 */
export function RunsSection({ runs }: { runs: readonly JobRun[] }) {
  const { t } = useTranslation('operations');
  const language = useUiLanguage();
  const columns: SimpleColumn<JobRun>[] = [
    { header: t('runs.job'), cell: (run) => jobName(run.job, t) },
    { header: t('runs.node'), cell: (run) => run.node },
    { header: t('runs.outcome'), cell: (run) => <OutcomeChip outcome={run.outcome} /> },
    { header: t('runs.started'), cell: (run) => formatDateTime(run.startedAt, language) },
    {
      header: t('runs.took'),
      cell: (run) => (run.endedAt === null ? '' : formatMs(t, run.endedAt - run.startedAt)),
      align: 'right',
    },
    { header: t('runs.handled'), cell: (run) => run.handled ?? '', align: 'right' },
    { header: t('runs.error'), cell: (run) => run.error ?? '' },
  ];
  return (
    <Section title={t('runs.title')}>
      <SimpleTable
        label={t('runs.label')}
        rows={runs}
        rowKey={(run) => run.id}
        columns={columns}
        empty={t('runs.none')}
      />
    </Section>
  );
}
