import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { SessionItem } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { queryKeys } from '../../lib/api/keys.ts';
import { useRuntime } from '../../lib/runtime.ts';
import { signOutOtherSessions, signOutSession, useSessionList } from './api.ts';

function DeviceName({ session }: { session: SessionItem }) {
  const { t } = useTranslation('security');
  const { browser, system } = session;
  const name =
    browser && system
      ? t('sessions.device', { browser, system })
      : browser || system || t('sessions.unknownDevice');
  return <span data-testid="session-device">{name}</span>;
}

/** The account's signed-in devices, this one marked; the others can be signed out one by one or all at once. */
export function SessionList() {
  const { t } = useTranslation('security');
  const language = useRuntime((state) => state.language);
  const queryClient = useQueryClient();
  const sessions = useSessionList();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const date = (ms: number) => new Date(ms).toLocaleString(language);

  // Failures are alerted by the API client; the list is asked again either way (a session may be gone).
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.warn('signing a session out failed', error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      setBusy(false);
    }
  };

  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <Box component="section" aria-labelledby="sessions-title">
      <Typography id="sessions-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sessions.title')}
      </Typography>
      {sessions.isError && <Alert severity="error">{t('sessions.loadFailed')}</Alert>}
      <List aria-labelledby="sessions-title" data-testid="session-list">
        {(sessions.data ?? []).map((session) => (
          <ListItem
            key={session.sessionId}
            divider
            data-testid="session-item"
            data-current={session.current || undefined}
            secondaryAction={
              session.current ? (
                <Chip label={t('sessions.thisDevice')} color="primary" size="small" />
              ) : (
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => void run(() => signOutSession(session.sessionId))}
                >
                  {t('sessions.signOut')}
                </Button>
              )
            }
            sx={{ pr: 14 }}
          >
            <Box>
              <Typography sx={{ fontWeight: 500 }}>
                <DeviceName session={session} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('sessions.address', { ip: session.ip })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('sessions.signedIn', { date: date(session.createdAt) })}
                {' · '}
                {t('sessions.lastSeen', { date: date(session.lastSeenAt) })}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
      {others.length > 0 && (
        <DebouncedButton variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
          {t('sessions.signOutOthers')}
        </DebouncedButton>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="sign-out-others-title">
        <DialogTitle id="sign-out-others-title">{t('sessions.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sessions.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('sessions.cancel')}</Button>
          <DebouncedButton
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              void run(signOutOtherSessions);
            }}
          >
            {t('sessions.confirm')}
          </DebouncedButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
