import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { useContactFor } from '../contacts/contactNames.ts';
import { listTimeLabel } from '../format/dates.ts';
import { partyName } from '../format/party.ts';
import { previewText } from '../format/preview.ts';
import type { Conversation } from '../sync/chatListData.ts';
import { unreadLabel } from '../sync/unread.ts';
import { PartyAvatar } from './PartyAvatar.tsx';

/** Height of one conversation row (px). */
export const ROW_HEIGHT = 68;

/** One conversation: avatar, name or number, muted icon, time, last message and the unread badge. */
export function ConversationRow({
  conversation,
  selected,
  now,
  onOpen,
  onMenu,
}: {
  conversation: Conversation;
  selected: boolean;
  now: number;
  onOpen: (key: string) => void;
  onMenu: (key: string, event: MouseEvent) => void;
}) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const unread = conversation.unread;
  const contact = useContactFor(conversation.otherFullNumber);
  const name = contact?.name ?? partyName(conversation.otherFullNumber, conversation.otherTelCode, language);

  return (
    <ButtonBase
      component="div"
      role="option"
      aria-selected={selected}
      data-chat-key={conversation.key}
      onClick={() => onOpen(conversation.key)}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu(conversation.key, event);
      }}
      sx={{
        width: '100%',
        height: ROW_HEIGHT,
        px: 1.5,
        gap: 1.25,
        justifyContent: 'flex-start',
        textAlign: 'left',
        bgcolor: selected ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        // The theme's focus ring, drawn inside: the scrolling list would cut off one drawn outside.
        '&.Mui-focusVisible': { outlineOffset: -2 },
      }}
    >
      <PartyAvatar phone={conversation.otherFullNumber} name={name} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            noWrap
            data-testid="conversation-name"
            sx={{ flex: 1, fontWeight: unread > 0 ? 700 : 600, fontSize: 14 }}
          >
            {name}
          </Typography>
          {conversation.muted && (
            <NotificationsOffOutlined
              data-testid="muted-icon"
              titleAccess={t('actions.mutedIcon')}
              sx={{ fontSize: 14, color: 'text.secondary', alignSelf: 'center' }}
            />
          )}
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, mr: 3.5 }}>
            {listTimeLabel(conversation.date, now, language, t('list.yesterday'))}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            noWrap
            variant="body2"
            data-testid="conversation-preview"
            color={unread > 0 ? 'text.primary' : 'text.secondary'}
            sx={{ flex: 1, fontSize: 13 }}
          >
            {previewText(conversation, t)}
          </Typography>
          {unread > 0 && (
            <Box
              component="span"
              data-testid="unread-badge"
              aria-label={t('list.unread', { count: unread })}
              sx={{
                flexShrink: 0,
                minWidth: 20,
                height: 20,
                px: 0.75,
                borderRadius: 10,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: 11,
                fontWeight: 700,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {unreadLabel(unread)}
            </Box>
          )}
        </Box>
      </Box>
    </ButtonBase>
  );
}
