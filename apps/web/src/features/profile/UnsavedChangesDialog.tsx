import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** "You Have Unsaved Changes": Discard closes the form, Stay on Page keeps it. */
export function UnsavedChangesDialog({
  open,
  onDiscard,
  onStay,
}: {
  open: boolean;
  onDiscard: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          {t('unsaved.discard')}
        </Button>
        <Button onClick={onStay} variant="contained">
          {t('unsaved.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
