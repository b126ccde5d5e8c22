import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { closeProfileStatus, openUpdateProfile, useProfileDialogs } from './dialogs.ts';

/** The profile-status modal (refused, review, done, pending, pendingUseCase); refused leads on to the update dialog. */
export function ProfileStatusModal() {
  const { t } = useTranslation('profile');
  const status = useProfileDialogs((state) => state.status);
  const shown = status ?? 'pending';
  return (
    <Dialog open={status !== null} onClose={closeProfileStatus} aria-labelledby="profile-status-title">
      <DialogTitle id="profile-status-title">{t(`statusModal.${shown}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="profile-status-text">
          {t(`statusModal.${shown}.text`)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {status === 'refused' ? (
          <Button variant="contained" onClick={openUpdateProfile}>
            {t('statusModal.update')}
          </Button>
        ) : (
          <Button variant="contained" onClick={closeProfileStatus}>
            {t('statusModal.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
