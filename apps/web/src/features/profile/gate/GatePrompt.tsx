import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { openGatePrompt, openUpdateProfile, useProfileDialogs } from '../dialogs.ts';

const TEXT = {
  askUpdate: { title: 'gate.askTitle', text: 'gate.askText' },
  review: { title: 'gate.reviewTitle', text: 'gate.reviewText' },
  refused: { title: 'gate.refusedTitle', text: 'gate.refusedText' },
} as const;

/** The profile gate's prompts: ask-to-update and refused lead to the update modal; review only informs. */
export function GatePrompt() {
  const { t } = useTranslation('profile');
  const gate = useProfileDialogs((state) => state.gate);
  const close = () => openGatePrompt(null);
  const keys = TEXT[gate ?? 'askUpdate'];
  return (
    <Dialog open={gate !== null} onClose={close} aria-labelledby="profile-gate-title">
      <DialogTitle id="profile-gate-title">{t(keys.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(keys.text)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {gate === 'review' ? (
          <Button variant="contained" onClick={close}>
            {t('gate.ok')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('gate.later')}</Button>
            <Button variant="contained" onClick={openUpdateProfile}>
              {t('gate.askUpdate')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
