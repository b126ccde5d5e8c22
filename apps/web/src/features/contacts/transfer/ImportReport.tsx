import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../lib/phone.ts';
import type { ImportOutcome } from './importer.ts';
import type { ImportPlan, SkippedContact, ValidContact } from './records.ts';

/** The import dialog's steps once a file is read. */
export type ImportStep =
  | { kind: 'preview'; file: string; plan: ImportPlan }
  | { kind: 'saving'; file: string; plan: ImportPlan; done: number }
  | { kind: 'done'; file: string; plan: ImportPlan; outcome: ImportOutcome };

/** Rows shown in the preview table; the rest are counted. */
const PREVIEW_LIMIT = 200;

/** "row 4: name is required" in the user's language. */
export function useSkipText(): (skipped: SkippedContact) => string {
  const { t } = useTranslation('contactsTransfer');
  return (skipped) => {
    const where = t(skipped.where === 'row' ? 'where.row' : 'where.card', { index: skipped.index });
    const reason = t(`reason.${skipped.reason}`, { detail: skipped.detail ?? '' });
    return `${where}${skipped.name ? ` (${skipped.name})` : ''}: ${reason}`;
  };
}

/** Table of the contacts a file will import. */
export function PreviewTable({ rows }: { rows: readonly ValidContact[] }) {
  const { t } = useTranslation('contactsTransfer');
  return (
    <Box sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader data-testid="import-preview">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>#</TableCell>
            <TableCell>{t('import.name')}</TableCell>
            <TableCell>{t('import.phones')}</TableCell>
            <TableCell>{t('import.email')}</TableCell>
            <TableCell>{t('import.company')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, PREVIEW_LIMIT).map((row) => (
            <TableRow key={`${row.where}-${row.index}`} data-testid="import-row">
              <TableCell sx={{ color: 'text.secondary' }}>{row.index}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{row.book.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>
                {row.book.phoneList
                  .map((phone) => `${formatPhone(phone.telCode, phone.phone)} · ${t(`tag.${phone.tag}`)}`)
                  .join('\n')}
              </TableCell>
              <TableCell>{row.book.email}</TableCell>
              <TableCell>{row.book.companyName}</TableCell>
            </TableRow>
          ))}
          {rows.length > PREVIEW_LIMIT && (
            <TableRow>
              <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                {t('import.more', { count: rows.length - PREVIEW_LIMIT })}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A warning listing lines of a report (skipped rows, refused contacts). */
export function ReportList({
  title,
  lines,
  testId,
}: {
  title: string;
  lines: readonly string[];
  testId: string;
}) {
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" data-testid={testId} sx={{ mt: 2 }}>
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

/** Body of the import dialog after a file is read: preview and skipped rows, progress, or the outcome. */
export function ImportReport({ step }: { step: ImportStep }) {
  const { t } = useTranslation('contactsTransfer');
  const skipText = useSkipText();
  const { plan, file } = step;
  const total = plan.valid.length;
  const skipped = (
    <ReportList
      testId="import-skipped"
      title={t('import.skippedTitle', { count: plan.skipped.length })}
      lines={plan.skipped.map(skipText)}
    />
  );
  if (step.kind === 'saving') {
    return (
      <Box data-testid="import-progress">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('import.progress', { done: Math.min(step.done + 1, total), total })}
        </Typography>
        <LinearProgress variant="determinate" value={total ? (step.done / total) * 100 : 100} />
      </Box>
    );
  }
  if (step.kind === 'done') {
    const { outcome } = step;
    return (
      <Box data-testid="import-done">
        {outcome.stopped ? (
          <Alert severity="error">{t('import.stopped', { saved: outcome.saved, count: total })}</Alert>
        ) : (
          <Alert severity="success">{t('import.done', { count: outcome.saved })}</Alert>
        )}
        <ReportList
          testId="import-failed"
          title={t('import.failedTitle', { count: outcome.failed.length })}
          lines={outcome.failed.map((failure) => `${failure.name}: ${failure.message}`)}
        />
        {skipped}
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {total > 0 ? t('import.preview', { count: total, file }) : t('import.previewNone', { file })}
      </Typography>
      {total > 0 && <PreviewTable rows={plan.valid} />}
      {skipped}
    </Box>
  );
}
