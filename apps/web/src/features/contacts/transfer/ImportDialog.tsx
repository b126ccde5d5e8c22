import Upload from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvHeaderError } from './csv.ts';
import { ImportReport, type ImportStep } from './ImportReport.tsx';
import { importContacts, planFromText } from './importer.ts';
import type { ImportPlan } from './records.ts';

type Step = { kind: 'choose'; error?: 'unreadable' | 'noColumns' | 'empty' } | ImportStep;

/** Reads a chosen file into an import plan, or the reason it cannot be used. */
export async function readImportFile(file: File): Promise<ImportPlan | 'unreadable' | 'noColumns' | 'empty'> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return 'unreadable';
  }
  try {
    const plan = planFromText(file.name, text);
    return plan.valid.length + plan.skipped.length === 0 ? 'empty' : plan;
  } catch (error) {
    return error instanceof CsvHeaderError ? 'noColumns' : 'unreadable';
  }
}

/**
 * Import contacts from a .vcf or .csv file: choose, preview the contacts and the skipped rows with
 * their reasons, then save them one by one with progress.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('contactsTransfer');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    if (step.kind === 'saving') return;
    setStep({ kind: 'choose' });
    onClose();
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await readImportFile(file);
    setStep(
      typeof result === 'string'
        ? { kind: 'choose', error: result }
        : { kind: 'preview', file: file.name, plan: result },
    );
  };
  const start = async () => {
    if (step.kind !== 'preview') return;
    const { file, plan } = step;
    setStep({ kind: 'saving', file, plan, done: 0 });
    const outcome = await importContacts(
      queryClient,
      plan.valid.map((row) => row.book),
      (done) => setStep({ kind: 'saving', file, plan, done }),
    );
    setStep({ kind: 'done', file, plan, outcome });
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
        {step.kind !== 'choose' && <ImportReport step={step} />}
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
            <Button variant="contained" disabled={step.plan.valid.length === 0} onClick={() => void start()}>
              {t('import.confirm', { count: step.plan.valid.length })}
            </Button>
          </>
        )}
        {step.kind === 'saving' && <Box sx={{ height: 36 }} />}
        {step.kind === 'done' && (
          <Button variant="contained" onClick={close}>
            {t('import.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
