import MoreVert from '@mui/icons-material/MoreVert';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { formatFullNumber, splitChatKey } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { contactNumberOf, useContactActions } from '../contacts/contactActions.ts';
import { canAddToContacts, useContactFor, useContactsEnabled } from '../contacts/contactNames.ts';
import { partyName } from '../format/party.ts';
import { ConversationMenu } from '../list/ConversationMenu.tsx';
import { officialSender } from '../list/officialSenders.ts';
import { PartyAvatar } from '../list/PartyAvatar.tsx';
import { useChats } from '../state/chatStore.ts';
import { useConversation } from '../sync/useChatsData.ts';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Typography noWrap variant="body2" sx={{ lineHeight: 1.5 }}>
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 44, mr: 1 }}>
        {label}
      </Box>
      <Box component="span" data-testid={testId} sx={{ fontWeight: 600 }}>
        {value}
      </Box>
    </Typography>
  );
}

/**
 * Header of an open conversation: To (the contact's name when saved) and From, and the conversation's
 * menu (read state, archive, mute, block, delete) with, under the spec's rule, add to contacts. Clicking the avatar or the name
 * opens the contact detail side panel.
 */
export function ChatHeader({ chatKey }: { chatKey: string }) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const conversation = useConversation(chatKey);
  const partner = useChats((state) => state.partner);
  const composingNew = useChats((state) => state.composingNew);
  const contactsEnabled = useContactsEnabled();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { own, other } = splitChatKey(chatKey);
  const otherTelCode = conversation?.otherTelCode ?? partner?.telCode;
  const contact = useContactFor(other);
  const to = contact?.name ?? partner?.name ?? partyName(other, otherTelCode, language);
  const from = formatFullNumber(conversation?.ownFullNumber ?? own, conversation?.ownTelCode);
  const official = officialSender(other) !== undefined;
  const shortPhone = partner?.shortPhone ?? '';
  const number = contactNumberOf(other, otherTelCode ?? '', shortPhone || (conversation?.otherNumber ?? ''));
  const withContacts = contactsEnabled && !official;
  const addable =
    withContacts && canAddToContacts({ shortPhone, composingNew, contact, name: partner?.name });
  const openDetail = () => useContactActions.getState().openDetail(number);

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        minHeight: 64,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <ButtonBase
        disabled={!withContacts}
        aria-label={t('header.contactDetails', { name: to })}
        data-testid="chat-contact-details"
        onClick={openDetail}
        sx={{ borderRadius: '50%' }}
      >
        <PartyAvatar phone={other} size={36} name={to} />
      </ButtonBase>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          onClick={withContacts ? openDetail : undefined}
          sx={
            withContacts
              ? { cursor: 'pointer', '&:hover [data-testid=chat-to]': { textDecoration: 'underline' } }
              : undefined
          }
        >
          <Line label={t('header.to')} value={official ? `${to} (${other})` : to} testId="chat-to" />
        </Box>
        <Line label={t('header.from')} value={from} testId="chat-from" />
      </Box>
      <IconButton aria-label={t('menu.more')} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert />
      </IconButton>
      <ConversationMenu
        chatKey={chatKey}
        anchor={anchor === null ? null : { element: anchor }}
        onClose={() => setAnchor(null)}
        extra={
          addable && (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                useContactActions.getState().openAdd(number);
              }}
            >
              <ListItemIcon>
                <PersonAddAlt fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('menu.addContact')} />
            </MenuItem>
          )
        }
      />
    </Box>
  );
}
