import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppQueryClient } from '../../../lib/api/queryClientRef.ts';
import { deleteContacts } from '../api/contactsApi.ts';
import { dropContacts } from '../state/contactsQuery.ts';
import { showContactNotice } from './notice.tsx';

/**
 * Deletes contacts on the server, then from the cached address book (of `client`, by default the
 * page's), and says how it went in a snackbar.
 */
export async function deleteContactsWithNotice(
  ids: readonly string[],
  client: QueryClient | null = getAppQueryClient(),
): Promise<boolean> {
  try {
    await deleteContacts(ids);
    if (client) await dropContacts(client, ids);
    showContactNotice(ids.length > 1 ? 'deletedMany' : 'deleted', ids.length);
    return true;
  } catch (error) {
    console.warn('contact delete failed', error);
    showContactNotice('deleteFailed');
    return false;
  }
}

/** Props of the delete confirmation. */
export interface ConfirmDeleteDialogProps {
  /** Ids to delete; the dialog is open while this is non-empty. */
  ids: readonly string[];
  /** Name shown when one contact is deleted. */
  name?: string;
  onClose: () => void;
  /** Called after a successful delete. */
  onDeleted?: (ids: readonly string[]) => void;
}

/** Asks before deleting one or several contacts. */
export function ConfirmDeleteDialog({ ids, name, onClose, onDeleted }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const many = ids.length > 1;
  const confirm = async () => {
    setBusy(true);
    const done = await deleteContactsWithNotice(ids, queryClient);
    setBusy(false);
    onClose();
    if (done) onDeleted?.(ids);
  };
  return (
    <Dialog open={ids.length > 0} onClose={busy ? undefined : onClose} aria-labelledby="contact-delete-title">
      <DialogTitle id="contact-delete-title">{t(many ? 'confirm.titleMany' : 'confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {many ? t('confirm.many', { count: ids.length }) : t('confirm.one', { name: name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
