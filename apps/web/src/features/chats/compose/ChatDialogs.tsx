import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { NoCreditDialog } from '../../../components/NoCreditDialog.tsx';
import { useBrand } from '../../../lib/runtime.ts';
import { useCompose } from './state/composeStore.ts';

/** The toll-free registration notice: the server's message, Close, and Register when the brand has a form. */
function TollFreeDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('compose');
  const formUrl = useBrand().tollFreeFormUrl;
  return (
    <Dialog open onClose={onClose} aria-labelledby="toll-free-title" maxWidth="xs" fullWidth>
      <DialogTitle id="toll-free-title">{t('dialogs.tollFree.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialogs.tollFree.close')}</Button>
        {formUrl && (
          <Button
            variant="contained"
            autoFocus
            href={formUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            {t('dialogs.tollFree.register')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The dialogs sending can open (no credit, toll-free registration); mounted once by the chats layout. */
export function ChatDialogs() {
  const { t } = useTranslation('compose');
  const dialog = useCompose((state) => state.dialog);
  const close = useCompose((state) => state.closeDialog);
  if (dialog?.kind === 'noCredit')
    return <NoCreditDialog message={dialog.message || t('dialogs.noCredit.text')} onClose={close} />;
  if (dialog?.kind === 'tollFree') return <TollFreeDialog message={dialog.message} onClose={close} />;
  return null;
}
