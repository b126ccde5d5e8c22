import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { UserRow } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { keys } from '../../lib/api/queries.ts';
import { formatAmount } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useMay } from '../../lib/operator.ts';
import { AdjustBalanceDialog } from './AdjustBalanceDialog.tsx';

type Action = 'suspend' | 'unsuspend' | 'signOut' | 'delete' | 'adjust';

/**
 * What the operator's role may do to the account, each behind a dialog asking for the reason the
 * audit log keeps. Buttons a role may not use are not shown; a deleted account has none.
 */
export function UserActions({ user }: { user: UserRow }) {
  const { t } = useTranslation('users');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const maySuspend = useMay('users.suspend');
  const maySignOut = useMay('users.signOut');
  const mayDelete = useMay('users.delete');
  const mayAdjust = useMay('balance.adjust');

  const { accountId, status } = user;
  const live = status !== 'deleted';
  const finish = (message: string) => {
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: keys.users });
    void queryClient.invalidateQueries({ queryKey: keys.audit });
  };
  const close = () => setOpen(null);
  const body = (reason: string) => ({ body: { accountId, reason } });

  const buttons: { action: Action; shown: boolean; danger?: boolean }[] = [
    { action: 'adjust', shown: mayAdjust && live },
    { action: 'suspend', shown: maySuspend && status === 'active', danger: true },
    { action: 'unsuspend', shown: maySuspend && status === 'suspended' },
    { action: 'signOut', shown: maySignOut && live },
    { action: 'delete', shown: mayDelete && live, danger: true },
  ];
  const shown = buttons.filter((button) => button.shown);

  return (
    <>
      {shown.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {shown.map(({ action, danger }) => (
            <Button
              key={action}
              variant="outlined"
              color={danger ? 'error' : 'primary'}
              onClick={() => setOpen(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {open === 'suspend' && (
        <ReasonDialog
          title={t('dialogs.suspend.title')}
          text={t('dialogs.suspend.text')}
          confirmLabel={t('actions.suspend')}
          danger
          action={(reason) => callConsole('consoleUserSuspend', body(reason))}
          onDone={() => finish(t('done.suspended'))}
          onClose={close}
        />
      )}
      {open === 'unsuspend' && (
        <ReasonDialog
          title={t('dialogs.unsuspend.title')}
          text={t('dialogs.unsuspend.text')}
          confirmLabel={t('actions.unsuspend')}
          action={(reason) => callConsole('consoleUserUnsuspend', body(reason))}
          onDone={() => finish(t('done.unsuspended'))}
          onClose={close}
        />
      )}
      {open === 'signOut' && (
        <ReasonDialog
          title={t('dialogs.signOut.title')}
          text={t('dialogs.signOut.text')}
          confirmLabel={t('actions.signOut')}
          action={(reason) => callConsole('consoleUserSignOut', body(reason))}
          onDone={({ sessions }) => finish(t('done.signedOut', { count: sessions }))}
          onClose={close}
        />
      )}
      {open === 'delete' && (
        <ReasonDialog
          title={t('dialogs.delete.title')}
          text={t('dialogs.delete.text')}
          confirmLabel={t('actions.delete')}
          danger
          action={(reason) => callConsole('consoleUserDelete', body(reason))}
          onDone={() => finish(t('done.deleted'))}
          onClose={close}
        />
      )}
      {open === 'adjust' && (
        <AdjustBalanceDialog
          user={user}
          onDone={({ balance }) =>
            finish(t('done.adjusted', { balance: formatAmount(balance, user.brand, language) }))
          }
          onClose={close}
        />
      )}
      <Snackbar
        open={done !== null}
        autoHideDuration={6000}
        onClose={() => setDone(null)}
        message={done}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
