import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpeningGuard } from '../../components/clickDebounce.ts';
import { queryKeys, useAccountInfo } from '../../lib/api/queries.ts';
import { goToTab } from '../../lib/navigation.ts';
import { saveEmail, savePhone } from './api.ts';
import { CodeStep } from './CodeStep.tsx';
import { EmailStep, PhoneStep, type SentTo } from './ContactStep.tsx';
import { afterCode, modeKind, provesCurrentPhone, titleKey } from './modes.ts';
import { closeVerifiedModal, openVerifiedModal, type VerifiedMode } from './verifiedStore.ts';

/** Query keys (besides account info, balance and profile) whose data depends on a verified phone. */
const PHONE_DEPENDENT_KEYS = [queryKeys.paymentMethods, queryKeys.inviter] as const;

/** Refetches what a new phone or email changes: account info, profile, balance and phone gates. */
function refreshAfterSave(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryKeys.accountInfo, queryKeys.balance, queryKeys.profile, ...PHONE_DEPENDENT_KEYS].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The verified modal: step 1 phone or email, step 2 the code, then the mode's save and follow-up. */
export function VerifiedModal({ mode }: { mode: VerifiedMode }) {
  const { t } = useTranslation('verify');
  const queryClient = useQueryClient();
  const account = useAccountInfo();
  const [sent, setSent] = useState<SentTo | null>(null);
  const kind = modeKind(mode);
  const proving = provesCurrentPhone(mode, account.data);
  const guardedClose = useOpeningGuard(closeVerifiedModal);
  const fixed = proving && account.data ? { telcode: account.data.telCode, phone: account.data.phone } : null;

  const onAccepted = async () => {
    if (!sent) return;
    const next = afterCode(mode, account.data);
    if (next.kind === 'follow') {
      openVerifiedModal(next.next);
      return;
    }
    try {
      if (sent.kind === 'phone') await savePhone(sent.ref, next.replace);
      else await saveEmail(sent.email, next.replace);
    } catch (error) {
      // The API client alerted the server's message; the user may try another code.
      console.warn('saving the verified contact failed', error);
      return;
    }
    await refreshAfterSave(queryClient);
    closeVerifiedModal();
    if (next.goTo === 'redeem') goToTab('account', 'redeem');
  };

  return (
    <Dialog open onClose={guardedClose} aria-labelledby="verified-title" maxWidth="xs" fullWidth>
      <DialogTitle id="verified-title">{t(`title.${titleKey(mode, account.data)}`)}</DialogTitle>
      <DialogContent>
        {sent ? (
          <CodeStep sent={sent} onResent={setSent} onAccepted={onAccepted} />
        ) : kind === 'email' ? (
          <EmailStep onSent={setSent} />
        ) : (
          <PhoneStep key={fixed ? 'fixed' : 'free'} fixed={fixed} onSent={setSent} />
        )}
      </DialogContent>
      <DialogActions>
        {sent && <Button onClick={() => setSent(null)}>{t('back')}</Button>}
        <Button onClick={closeVerifiedModal}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
