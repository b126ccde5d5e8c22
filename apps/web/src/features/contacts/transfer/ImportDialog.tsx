import Upload from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { CountryCode } from 'libphonenumber-js';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeCountry } from '../lib/homeCountry.ts';
import { useContacts } from '../state/contactsStore.ts';
import { CsvHeaderError } from './csv.ts';
import { decodeFile } from './decode.ts';
import { type DuplicateChoice, resolveImport } from './duplicates.ts';
import { ImportOptions } from './ImportOptions.tsx';
import { ImportDone, ImportLists, ImportProgress } from './ImportReport.tsx';
import { type ImportOutcome, type JobRow, jobRows, readContactsText, runImport } from './importer.ts';
import { PreviewTable } from './PreviewTable.tsx';
import { planImport, type RawContact, type SkippedContact, type ValidContact } from './records.ts';

type FileError = 'unreadable' | 'noColumns' | 'empty';
/** What the end of an import lists again: the skipped contacts and the changed fields. */
interface Lists {
  skipped: SkippedContact[];
  changed: ValidContact[];
}
type Step =
  | { kind: 'choose'; error?: FileError }
  | { kind: 'preview'; file: string; raws: RawContact[] }
  | { kind: 'saving'; file: string; total: number; done: number; stopping: boolean; lists: Lists }
  | { kind: 'done'; file: string; total: number; outcome: ImportOutcome; lists: Lists };

/** Reads a chosen file (UTF-8, UTF-16, GBK or Windows-1252; vCard or CSV) into its contacts. */
export async function readImportFile(file: File): Promise<RawContact[] | FileError> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return 'unreadable';
  }
  try {
    const raws = readContactsText(file.name, decodeFile(bytes).text);
    return raws.length === 0 ? 'empty' : raws;
  } catch (error) {
    return error instanceof CsvHeaderError ? 'noColumns' : 'unreadable';
  }
}

/** Adds a resumed run's outcome to the earlier one. */
function combine(before: ImportOutcome | null, after: ImportOutcome): ImportOutcome {
  if (!before) return after;
  return {
    ...after,
    created: before.created + after.created,
    updated: before.updated + after.updated,
    failed: [...before.failed, ...after.failed],
  };
}

/**
 * Import contacts from a .vcf or .csv file: choose; preview with the country of numbers written
 * without one, what to do with contacts already in the address book, what was changed to keep a
 * contact and what was skipped; then save in batches with progress and a Stop button. A connection
 * failure keeps the unsent contacts for Try again (nothing is added twice).
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('contactsTransfer');
  const queryClient = useQueryClient();
  const home = useHomeCountry();
  const byId = useContacts((state) => state.byId);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [region, setRegion] = useState<CountryCode | null>(null);
  const [choice, setChoice] = useState<DuplicateChoice>('merge');
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const country = region ?? home.region;

  const plan = useMemo(
    () => (step.kind === 'preview' ? planImport(step.raws, country) : null),
    [step, country],
  );
  const resolution = useMemo(() => (plan ? resolveImport(plan, byId, choice) : null), [plan, byId, choice]);

  const close = () => {
    if (step.kind === 'saving') return;
    setStep({ kind: 'choose' });
    setRegion(null);
    onClose();
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await readImportFile(file);
    setStep(
      typeof result === 'string'
        ? { kind: 'choose', error: result }
        : { kind: 'preview', file: file.name, raws: result },
    );
  };
  const run = async (
    file: string,
    rows: readonly JobRow[],
    total: number,
    lists: Lists,
    before: ImportOutcome | null,
  ) => {
    const controller = new AbortController();
    abort.current = controller;
    const offset = total - rows.length;
    setStep({ kind: 'saving', file, total, done: offset, stopping: false, lists });
    const outcome = await runImport(queryClient, rows, {
      signal: controller.signal,
      onProgress: (done) =>
        setStep((current) => (current.kind === 'saving' ? { ...current, done: offset + done } : current)),
    });
    setStep({ kind: 'done', file, total, outcome: combine(before, outcome), lists });
  };
  const start = () => {
    if (step.kind !== 'preview' || !plan || !resolution) return;
    const lists = {
      skipped: [...plan.skipped, ...resolution.skipped],
      changed: plan.valid.filter((row) => row.notes.length > 0),
    };
    void run(step.file, jobRows(resolution.items), resolution.items.length, lists, null);
  };
  const retry = () => {
    if (step.kind !== 'done') return;
    void run(step.file, step.outcome.remaining, step.total, step.lists, step.outcome);
  };
  const stop = () => {
    abort.current?.abort();
    setStep((current) => (current.kind === 'saving' ? { ...current, stopping: true } : current));
  };

  const picker = (
    <input
      ref={input}
      type="file"
      hidden
      accept=".vcf,.vcard,.csv,text/vcard,text/csv"
      data-testid="import-file"
      onChange={(event) => {
        void choose(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
  const chooseButton = (label: string) => (
    <Button startIcon={<Upload />} onClick={() => input.current?.click()}>
      {label}
    </Button>
  );
  const count = resolution?.items.length ?? 0;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="contacts-import-title">
      <DialogTitle id="contacts-import-title">{t('import.title')}</DialogTitle>
      <DialogContent>
        {picker}
        {step.kind === 'choose' && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('import.intro')}
            </Typography>
            {step.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t(`import.${step.error}`)}
              </Alert>
            )}
          </>
        )}
        {step.kind === 'preview' && plan && resolution && (
          <>
            <ImportOptions
              region={country}
              onRegion={setRegion}
              assumed={plan.assumed}
              duplicates={resolution.duplicates}
              choice={choice}
              onChoice={setChoice}
            />
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {count > 0
                ? t('import.preview', { count, file: step.file })
                : t('import.previewNone', { file: step.file })}
            </Typography>
            {count > 0 && <PreviewTable items={resolution.items} />}
            <ImportLists
              skipped={[...plan.skipped, ...resolution.skipped]}
              changed={plan.valid.filter((row) => row.notes.length > 0)}
            />
          </>
        )}
        {step.kind === 'saving' && (
          <ImportProgress done={step.done} total={step.total} stopping={step.stopping} />
        )}
        {step.kind === 'done' && (
          <>
            <ImportDone outcome={step.outcome} total={step.total} />
            <ImportLists skipped={step.lists.skipped} changed={step.lists.changed} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {step.kind === 'choose' && (
          <>
            <Button onClick={close}>{t('import.cancel')}</Button>
            {chooseButton(t('import.choose'))}
          </>
        )}
        {step.kind === 'preview' && (
          <>
            <Button onClick={close}>{t('import.cancel')}</Button>
            {chooseButton(t('import.another'))}
            <Button variant="contained" disabled={count === 0} onClick={start}>
              {t('import.confirm', { count })}
            </Button>
          </>
        )}
        {step.kind === 'saving' && (
          <Button onClick={stop} disabled={step.stopping}>
            {t('import.stop')}
          </Button>
        )}
        {step.kind === 'done' && (
          <>
            {step.outcome.remaining.length > 0 && <Button onClick={retry}>{t('import.retry')}</Button>}
            <Button variant="contained" onClick={close}>
              {t('import.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
