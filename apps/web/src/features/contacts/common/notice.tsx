import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';

/** Snackbars of the contacts feature stay 5 s (spec section 9). */
export const CONTACT_NOTICE_MS = 5000;

/** Translation keys of the contacts notices. */
export type ContactNoticeKey = 'saved' | 'saveFailed' | 'deleted' | 'deletedMany' | 'deleteFailed';

interface Notice {
  id: number;
  key: ContactNoticeKey;
  count?: number;
  error: boolean;
}

interface NoticeState {
  notice: Notice | null;
  /** Mounted snackbar hosts; only the first one shows the notice. */
  hosts: string[];
}

const useNotice = create<NoticeState>(() => ({ notice: null, hosts: [] }));
let nextId = 1;

/** Shows a success or failure snackbar for a contact add, edit or delete. */
export function showContactNotice(key: ContactNoticeKey, count?: number): void {
  const error = key.endsWith('Failed');
  useNotice.setState({ notice: { id: nextId++, key, count, error } });
}

/** The snackbar of contact notices; several may be mounted, only the first one renders. */
export function ContactNotice() {
  const { t } = useTranslation('contacts');
  const hostId = useId();
  const notice = useNotice((state) => state.notice);
  const active = useNotice((state) => state.hosts[0] === hostId);
  useEffect(() => {
    useNotice.setState((state) => ({ hosts: [...state.hosts, hostId] }));
    return () => useNotice.setState((state) => ({ hosts: state.hosts.filter((id) => id !== hostId) }));
  }, [hostId]);
  if (!active) return null;
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={CONTACT_NOTICE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && useNotice.setState({ notice: null })}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.error ? 'error' : 'success'}
        variant="filled"
        role={notice?.error ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {notice ? t(`notice.${notice.key}`, { count: notice.count ?? 1 }) : ''}
      </Alert>
    </Snackbar>
  );
}
