import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client.ts';
import { currentToken, endSession } from '../../lib/session.ts';
import { closeSocket } from '../../lib/socket/socket.ts';

/**
 * Ends the session here first, then on the server: a user who asked to leave must end up logged out
 * even when the network is down, and the other tabs hear of it from this tab before the server's
 * session-ended push (200018) reaches their sockets, so nobody is told they were kicked.
 */
export async function performLogout(): Promise<void> {
  const token = currentToken();
  closeSocket();
  endSession();
  if (token === null) return;
  try {
    await callApi('logout', { token });
  } catch (error) {
    console.warn('logout call failed', error);
  }
}

/** "Are you sure?" before logging out. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await performLogout();
    setBusy(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{t('logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{t('logout.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('logout.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={busy}>
          {t('logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
