import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITE_BONUS } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineReason } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/queries.ts';
import { useMoneyFormat } from '../../lib/money.ts';
import { goToTab } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { setInviter, useInviter } from './api.ts';
import { openUnlockBonus } from './UnlockBonusDialog.tsx';

/** Congratulation after a redeem: Later goes to the profile, Invite to the invite section. */
function CongratsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('invite');
  const money = useMoneyFormat();
  const go = (section: 'profile' | 'invite') => {
    onClose();
    goToTab('account', section);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="redeem-done-title" maxWidth="xs">
      <DialogTitle id="redeem-done-title">{t('redeem.doneTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('redeem.doneText', { amount: money.total(INVITE_BONUS) })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => go('profile')}>{t('later')}</Button>
        <Button variant="contained" onClick={() => go('invite')}>
          {t('redeem.invite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Why Redeem is unavailable, as the key of the sentence shown under the field; null when it is not. */
export function lockedReason(
  inviter: { canSetInviter: boolean; hasInviter: boolean; phoneRewarded: boolean } | undefined,
  sessionAllows: boolean,
): 'notAllowed' | 'phoneRewarded' | null {
  const canSetInviter = inviter?.canSetInviter ?? sessionAllows;
  if (canSetInviter) return null;
  return inviter?.phoneRewarded && !inviter.hasInviter ? 'phoneRewarded' : 'notAllowed';
}

/**
 * Redeem a friend's code: one input and Redeem, disabled while empty or when the account may no
 * longer set an inviter; then the page stays, saying why. Without a phone, Redeem asks for one
 * (unlock-bonus dialog) instead. A refused code is explained under the field.
 */
export function RedeemSection() {
  const { t } = useTranslation('invite');
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const inviter = useInviter();
  const sessionAllows = useSession((state) => state.canSetInviter);
  const locked = lockedReason(inviter.data, sessionAllows);
  const canSetInviter = locked === null;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  /** Why the server refused the code, shown under the field until it is edited. */
  const [reason, setReason] = useState('');

  const redeem = async () => {
    if (inviter.data?.needSetPhone) {
      openUnlockBonus();
      return;
    }
    setBusy(true);
    setReason('');
    try {
      const balance = await setInviter(code.trim());
      queryClient.setQueryData(queryKeys.balance, balance);
      setCode('');
      setDone(true);
      // A getInviter still in flight would answer from before the redeem: drop it and ask again.
      await queryClient.cancelQueries({ queryKey: queryKeys.inviter });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accountInfo }),
        queryClient.invalidateQueries({ queryKey: queryKeys.inviter }),
      ]);
    } catch (error) {
      const refused = inlineReason(error);
      if (refused) setReason(refused);
      else console.warn('setInviter failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 520 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('redeem.text', { amount: money.total(INVITE_BONUS) })}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void redeem();
        }}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField
          label={t('redeem.label')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setReason('');
          }}
          error={reason !== ''}
          helperText={reason || undefined}
          disabled={!canSetInviter}
          slotProps={{ htmlInput: { maxLength: 12, autoComplete: 'off' } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={!code.trim() || !canSetInviter || busy}>
          {t('redeem.submit')}
        </Button>
      </Box>
      {canSetInviter && inviter.data?.needSetPhone && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('redeem.needPhone')}
        </Typography>
      )}
      {locked !== null && (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="redeem-locked">
          {t(`redeem.${locked}`)}
        </Typography>
      )}
      <CongratsDialog open={done} onClose={() => setDone(false)} />
    </Box>
  );
}
