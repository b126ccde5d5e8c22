import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { splitChatKey } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { useContactFor } from '../contacts/contactNames.ts';
import { partyName } from '../format/party.ts';
import { deleteConversation } from '../sync/deleting.ts';
import { useConversation } from '../sync/useChatsData.ts';

/** The delete-conversation confirm; deleting removes it locally at once and then on the server. */
export function DeleteConversationDialog({
  chatKey,
  onClose,
}: {
  chatKey: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const client = useQueryClient();
  const conversation = useConversation(chatKey);
  const other = conversation?.otherFullNumber ?? (chatKey ? splitChatKey(chatKey).other : '');
  const contact = useContactFor(other || undefined);
  const name = contact?.name ?? partyName(other, conversation?.otherTelCode, language);

  const confirm = () => {
    if (chatKey) void deleteConversation(client, chatKey);
    onClose();
  };

  return (
    <Dialog open={chatKey !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirm.text', { number: name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm}>
          {t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
