import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useProfile } from './api.ts';
import { closeProfileStatus, openUpdateProfile, useProfileDialogs } from './dialogs.ts';

/**
 * The profile-status modal (refused, review, done, pending, pendingUseCase); refused names the
 * operator's reason when one was given, and leads on to the update dialog.
 */
export function ProfileStatusModal() {
  const { t } = useTranslation('profile');
  const status = useProfileDialogs((state) => state.status);
  const profile = useProfile();
  const shown = status ?? 'pending';
  const reason = status === 'refused' ? profile.data?.reviewReason : undefined;
  return (
    <Dialog open={status !== null} onClose={closeProfileStatus} aria-labelledby="profile-status-title">
      <DialogTitle id="profile-status-title">{t(`statusModal.${shown}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="profile-status-text">
          {t(`statusModal.${shown}.text`)}
        </DialogContentText>
        {reason && (
          <DialogContentText sx={{ mt: 2 }} color="error.main" data-testid="profile-status-reason">
            {t('reviewReason', { reason })}
          </DialogContentText>
        )}
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
