import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@switchboard/protocol';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../lib/alerts.ts';
import { ApiError, inlineReason } from '../../lib/api/errors.ts';
import { shownGlobally } from '../../lib/api/reactions.ts';
import { useMoneyFormat } from '../../lib/money.ts';
import { endSession } from '../../lib/session.ts';
import { closeSocket, connectSocket, getSocket } from '../../lib/socket/socket.ts';
import { deleteAccount, useCurrentBalance, useOwnNumberList } from './api.ts';

/** The password field's bounds, as the server takes them. */
const MAX_PASSWORD_LENGTH = 128;

/**
 * Deletes the account with the password; resolves true once it is gone. This tab's socket is closed
 * first, so the server's "account deleted" push does not sign this tab out before the answer says so
 * (it would tell the person they were kicked); it is opened again if the deletion fails.
 */
async function deleteThisAccount(password: string): Promise<void> {
  const hadSocket = getSocket() !== null;
  closeSocket();
  try {
    await deleteAccount(password);
  } catch (error) {
    if (hadSocket) connectSocket();
    throw error;
  }
}

/** The confirmation: what is lost (the balance amount and the numbers), then the password. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const money = useMoneyFormat();
  const balance = useCurrentBalance();
  const numbers = useOwnNumberList();
  const schema = useMemo(
    () =>
      z.object({
        password: z.string().min(1, t('delete.passwordRequired')).max(MAX_PASSWORD_LENGTH),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: '' } });

  const loaded = balance.data !== undefined && numbers.data !== undefined;
  const loadFailed = !loaded && (balance.isError || numbers.isError);
  const phones = numbers.data?.virtualPhones ?? [];

  const submit = handleSubmit(async ({ password }) => {
    try {
      await deleteThisAccount(password);
    } catch (error) {
      const reason = inlineReason(error);
      if (reason !== undefined) setError('password', { message: reason });
      // A code the response reader already showed (rate limit, kicked) is not explained twice.
      else if (!(error instanceof ApiError && error.kind === 'retcode' && shownGlobally(error.retcode)))
        setError('password', { message: t('delete.failed') });
      return;
    }
    const done = t('delete.done');
    // Signed out here and in this browser's other tabs; the sign-in screen shows with the notice.
    endSession();
    pushAlert({ text: done });
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-warning"
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="delete-account-title">{t('delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Alert id="delete-account-warning" severity="error" sx={{ mb: 2 }}>
            {t('delete.warning')}
          </Alert>
          {loadFailed && <Alert severity="error">{t('delete.loadFailed')}</Alert>}
          {!loaded && !loadFailed && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{t('delete.loading')}</Typography>
            </Box>
          )}
          {loaded && (
            <List dense disablePadding data-testid="delete-account-losses" sx={{ mb: 2 }}>
              <ListItem disableGutters data-testid="delete-account-balance">
                {t('delete.balance', { amount: money.balance(balance.data) })}
              </ListItem>
              <ListItem disableGutters data-testid="delete-account-numbers">
                {phones.length === 0
                  ? t('delete.noNumbers')
                  : t('delete.numbers', {
                      count: phones.length,
                      numbers: phones.map((phone) => formatPhone(phone.telCode, phone.phone)).join(', '),
                    })}
              </ListItem>
              <ListItem disableGutters>{t('delete.data')}</ListItem>
              <ListItem disableGutters>{t('delete.devices')}</ListItem>
              <ListItem disableGutters>{t('delete.records')}</ListItem>
            </List>
          )}
          <TextField
            type="password"
            label={t('delete.password')}
            autoFocus
            fullWidth
            disabled={isSubmitting}
            error={errors.password !== undefined}
            helperText={errors.password?.message ?? t('delete.passwordHelp')}
            slotProps={{
              htmlInput: {
                maxLength: MAX_PASSWORD_LENGTH,
                autoComplete: 'current-password',
                'data-testid': 'delete-account-password',
              },
            }}
            {...register('password')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('delete.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!loaded || isSubmitting}>
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The Security section's last part: deleting the account, after a dialog that says what is lost. */
export function DeleteAccountSection() {
  const { t } = useTranslation('security');
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="delete-account-section-title" sx={{ mt: 4 }}>
      <Typography id="delete-account-section-title" variant="h6" component="h2" color="error" sx={{ mb: 1 }}>
        {t('delete.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('delete.intro')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Box>
  );
}
