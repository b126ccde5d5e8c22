import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { chatKey, formatFullNumber } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { partyName } from '../format/party.ts';
import { blockedNumbersQuery, useConversationAction } from '../sync/conversationActions.ts';
import { useListView } from './listViewStore.ts';

/** The account's blocked numbers, each with Unblock (which shows the messages kept hidden again). */
export function BlockedNumbersDialog() {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const open = useListView((state) => state.blockedOpen);
  const close = () => useListView.getState().setBlockedOpen(false);
  const query = useQuery({ ...blockedNumbersQuery(), enabled: open });
  const action = useConversationAction();
  const blocked = query.data ?? [];

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{t('actions.blockedTitle')}</DialogTitle>
      <DialogContent>
        {query.isPending && <CircularProgress size={20} aria-label={t('list.loading')} />}
        {query.isError && (
          <Typography color="error" variant="body2">
            {t('actions.blockedLoadError')}
          </Typography>
        )}
        {query.isSuccess && blocked.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('actions.blockedEmpty')}
          </Typography>
        )}
        <List dense aria-label={t('actions.blockedTitle')}>
          {blocked.map((entry) => {
            const key = chatKey(entry.ownFullNumber, entry.otherFullNumber);
            return (
              <ListItem
                key={key}
                data-testid="blocked-number"
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => action.mutate({ key, action: { kind: 'block', value: false } })}
                  >
                    {t('actions.unblock')}
                  </Button>
                }
              >
                <ListItemText
                  primary={partyName(entry.otherFullNumber, undefined, language)}
                  secondary={t('actions.blockedOn', { number: formatFullNumber(entry.ownFullNumber) })}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
