import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSOLE_NUMBER_IMPORT_MAX_ROWS } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/FailureAlert.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { ImportResult } from './ImportResult.tsx';
import { numberKeys } from './queries.ts';

/**
 * Imports a CSV of numbers: the file is read as text in the browser and sent as is; the server checks
 * every row and answers what it added, skipped and refused, which the dialog shows until closed.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('numbers');
  const { t: common } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const mutation = useMutation({
    mutationFn: (csv: string) => callConsole('consoleNumbersImport', { body: { csv } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numberKeys.all }),
  });

  const send = async () => {
    if (file === null) return;
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setUnreadable(true);
      return;
    }
    setUnreadable(false);
    mutation.mutate(csv);
  };

  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('import.text', { max: CONSOLE_NUMBER_IMPORT_MAX_ROWS })}</DialogContentText>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" disabled={mutation.isPending}>
              {t('import.choose')}
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  mutation.reset();
                }}
              />
            </Button>
            {file && <Typography>{t('import.chosen', { name: file.name })}</Typography>}
          </Stack>
          {unreadable && <Typography color="error">{t('import.unreadable')}</Typography>}
          {mutation.isError && <FailureAlert error={mutation.error} onRetry={() => void send()} />}
          {mutation.isSuccess && <ImportResult result={mutation.data} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {common('actions.close')}
        </Button>
        <Button
          variant="contained"
          disabled={file === null || mutation.isSuccess}
          loading={mutation.isPending}
          onClick={() => void send()}
        >
          {t('import.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
