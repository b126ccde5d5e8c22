import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** What changePlan answered. */
export interface ChangeResult {
  successHint: string;
  planHint: string;
}

/** The server's hints after a plan change, with Done. */
export function ChangeSuccessDialog({ result, onDone }: { result: ChangeResult | null; onDone(): void }) {
  const { t } = useTranslation('numbersFlow');
  return (
    <Dialog
      open={result !== null}
      onClose={onDone}
      aria-labelledby="plan-success-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="plan-success-title">{t('change.successTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{result?.successHint}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{result?.planHint}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t('change.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
