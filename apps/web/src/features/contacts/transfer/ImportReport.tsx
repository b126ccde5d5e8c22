import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportOutcome } from './importer.ts';
import type { ImportNote, SkippedContact, ValidContact } from './records.ts';

/** "row 4 (Ann)" or "card 3" in the user's language. */
function useWhere() {
  const { t } = useTranslation('contactsTransfer');
  return (item: { where: 'row' | 'card'; index: number }, name: string) => {
    const where = t(item.where === 'row' ? 'where.row' : 'where.card', { index: item.index });
    return name ? `${where} (${name})` : where;
  };
}

/** "row 4 (Ann): no usable phone number" in the user's language. */
export function useSkipText(): (skipped: SkippedContact) => string {
  const { t } = useTranslation('contactsTransfer');
  const where = useWhere();
  return (skipped) => `${where(skipped, skipped.name)}: ${t(`reason.${skipped.reason}`)}`;
}

/** "row 3 (Ann): email left out (ann+news@example.com)" for each change made to keep a contact. */
export function useNoteLines(): (rows: readonly ValidContact[]) => string[] {
  const { t } = useTranslation('contactsTransfer');
  const where = useWhere();
  const text = (note: ImportNote) =>
    note.kind === 'phonesOverLimit'
      ? t('note.phonesOverLimit', { count: note.count })
      : t(`note.${note.kind}`, { detail: note.detail });
  return (rows) =>
    rows.flatMap((row) => row.notes.map((note) => `${where(row, row.book.name)}: ${text(note)}`));
}

/** A warning listing lines of a report (skipped rows, changed fields, refused contacts). */
export function ReportList({
  title,
  lines,
  testId,
  severity = 'warning',
}: {
  title: string;
  lines: readonly string[];
  testId: string;
  severity?: 'warning' | 'info';
}) {
  if (lines.length === 0) return null;
  return (
    <Alert severity={severity} data-testid={testId} sx={{ mt: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 140, overflow: 'auto' }}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: report lines may repeat and never move.
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The skipped contacts and the changed fields of an import, as the preview and the end show them. */
export function ImportLists({
  skipped,
  changed,
}: {
  skipped: readonly SkippedContact[];
  changed: readonly ValidContact[];
}) {
  const { t } = useTranslation('contactsTransfer');
  const skipText = useSkipText();
  const noteLines = useNoteLines()(changed);
  return (
    <>
      <ReportList
        testId="import-notes"
        severity="info"
        title={t('import.notesTitle', { count: noteLines.length })}
        lines={noteLines}
      />
      <ReportList
        testId="import-skipped"
        title={t('import.skippedTitle', { count: skipped.length })}
        lines={skipped.map(skipText)}
      />
    </>
  );
}

/** Progress of a running import. */
export function ImportProgress({
  done,
  total,
  stopping,
}: {
  done: number;
  total: number;
  stopping: boolean;
}) {
  const { t } = useTranslation('contactsTransfer');
  return (
    <Box data-testid="import-progress">
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        {stopping ? t('import.stopping') : t('import.progress', { done, total })}
      </Typography>
      <LinearProgress variant="determinate" value={total ? (done / total) * 100 : 100} />
    </Box>
  );
}

/** How an import ended: what was saved, what stopped it, and what the server refused. */
export function ImportDone({ outcome, total }: { outcome: ImportOutcome; total: number }) {
  const { t } = useTranslation('contactsTransfer');
  const saved = outcome.created + outcome.updated;
  let summary: string;
  if (outcome.stopped === 'network') summary = t('import.stopped', { saved, count: total });
  else if (outcome.stopped === 'cancelled') summary = t('import.cancelled', { saved, count: total });
  else
    summary =
      outcome.created > 0 || outcome.updated === 0 ? t('import.done', { count: outcome.created }) : '';
  const merged = outcome.updated > 0 ? t('import.merged', { count: outcome.updated }) : '';
  return (
    <Box data-testid="import-done">
      <Alert severity={outcome.stopped === 'network' ? 'error' : outcome.stopped ? 'info' : 'success'}>
        {[summary, merged].filter(Boolean).join(' ')}
      </Alert>
      <ReportList
        testId="import-failed"
        title={t('import.failedTitle', { count: outcome.failed.length })}
        lines={outcome.failed.map((failure) => `${failure.name}: ${t(`failure.${failure.reason}`)}`)}
      />
    </Box>
  );
}
