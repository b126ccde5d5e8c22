import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { operationsQuery } from '../../lib/api/queries.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { ConnectionsSection } from './ConnectionsSection.tsx';
import { DatabaseSection, DispatchSection, RedisSection } from './DependencySections.tsx';
import { JobsSection } from './JobsSection.tsx';
import { NodesSection } from './NodesSection.tsx';
import { OutboxSection } from './OutboxSection.tsx';
import { RunsSection } from './RunsSection.tsx';

/** How often the page asks again while it is open. */
const REFRESH_MS = 15_000;

/**
 * The state of the service: nodes, database, Redis, background jobs and their latest runs across
 * nodes (failures first), messages waiting for the carrier and (outside production) the outbox,
 * asked again every 15 seconds.
 */
export function OperationsScreen() {
  const { t } = useTranslation('operations');
  const language = useUiLanguage();
  const state = useQuery({ ...operationsQuery(), refetchInterval: REFRESH_MS });
  const data = state.data;
  return (
    <>
      <ScreenTitle title={t('title')}>
        {data && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('checkedAt', { at: formatDateTime(data.checkedAt, language) })}
          </Typography>
        )}
      </ScreenTitle>
      <QueryFailure query={state} />
      {state.isPending && <CircularProgress aria-label={t('title')} />}
      {data && (
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <DatabaseSection database={data.database} />
            <RedisSection redis={data.redis} />
            <DispatchSection dispatch={data.dispatch} />
          </Box>
          <NodesSection nodes={data.nodes} />
          <JobsSection nodes={data.nodes.list} />
          <RunsSection runs={data.jobRuns} />
          <ConnectionsSection connections={data.connections} />
          {data.outbox !== null && <OutboxSection outbox={data.outbox} />}
        </Stack>
      )}
    </>
  );
}
