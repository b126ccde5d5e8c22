import Typography from '@mui/material/Typography';
import type { ConsoleOperationsData, DependencyHealth } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { Section } from '../../components/Section.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { StateChip } from './StateChip.tsx';
import { formatMs } from './units.ts';

/** A dependency's state and round trip under the section's title. */
function RoundTrip({ health }: { health: DependencyHealth }) {
  const { t } = useTranslation('operations');
  return (
    <>
      <StateChip state={health.state} />
      <DetailList
        items={[
          {
            label: t('database.roundTrip'),
            value: health.roundTripMs === null ? t('database.noAnswer') : formatMs(t, health.roundTripMs),
          },
        ]}
      />
    </>
  );
}

/** PostgreSQL or SQLite: whether it answers, and how fast. */
export function DatabaseSection({ database }: { database: ConsoleOperationsData['database'] }) {
  const { t } = useTranslation('operations');
  return (
    <Section title={t('database.heading', { engine: t(`database.engines.${database.dialect}`) })}>
      <RoundTrip health={database} />
    </Section>
  );
}

/** Redis: whether it answers, and how fast; or that this node runs without it. */
export function RedisSection({ redis }: { redis: ConsoleOperationsData['redis'] }) {
  const { t } = useTranslation('operations');
  return (
    <Section title={t('redis.title')}>
      {redis === null ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('redis.notConfigured')}</Typography>
      ) : (
        <RoundTrip health={redis} />
      )}
    </Section>
  );
}

/** Messages stored but not yet handed to the carrier: how many, and since when. */
export function DispatchSection({ dispatch }: { dispatch: ConsoleOperationsData['dispatch'] }) {
  const { t } = useTranslation('operations');
  const language = useUiLanguage();
  return (
    <Section title={t('dispatch.title')}>
      <StateChip state={dispatch.state} />
      <DetailList
        items={[
          { label: t('dispatch.pending'), value: String(dispatch.pending) },
          {
            label: t('dispatch.oldest'),
            value:
              dispatch.oldestAt === null ? t('dispatch.none') : formatDateTime(dispatch.oldestAt, language),
          },
        ]}
      />
    </Section>
  );
}
