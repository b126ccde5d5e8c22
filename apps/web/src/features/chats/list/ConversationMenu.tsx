import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import MarkChatReadOutlined from '@mui/icons-material/MarkChatReadOutlined';
import MarkChatUnreadOutlined from '@mui/icons-material/MarkChatUnreadOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { splitChatKey } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { DeleteConversationDialog } from '../common/DeleteConversationDialog.tsx';
import { useContactFor } from '../contacts/contactNames.ts';
import { partyName } from '../format/party.ts';
import { type ConversationAction, useConversationAction } from '../sync/conversationActions.ts';
import { markConversationRead } from '../sync/unread.ts';
import { useConversation } from '../sync/useChatsData.ts';
import { BlockConfirmDialog } from './BlockConfirmDialog.tsx';

/** Where the menu opens: under a button, or at the pointer of a right click. */
export type MenuAnchor = { element: HTMLElement } | { top: number; left: number };

function placement(anchor: MenuAnchor | null): Partial<MenuProps> {
  if (anchor === null) return {};
  if ('element' in anchor) {
    return {
      anchorEl: anchor.element,
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      transformOrigin: { vertical: 'top', horizontal: 'right' },
    };
  }
  return { anchorReference: 'anchorPosition', anchorPosition: { top: anchor.top, left: anchor.left } };
}

/**
 * A conversation's menu, in its list row and its header: mark read or unread, archive, mute, block
 * (after a confirmation saying what it does) and delete; `extra` items come first.
 */
export function ConversationMenu({
  chatKey,
  anchor,
  onClose,
  extra,
}: {
  chatKey: string | null;
  anchor: MenuAnchor | null;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const client = useQueryClient();
  const conversation = useConversation(chatKey);
  const action = useConversationAction();
  const [confirmBlock, setConfirmBlock] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const blockKey = confirmBlock ?? chatKey;
  const other = blockKey ? splitChatKey(blockKey).other : '';
  const contact = useContactFor(other || undefined);
  const name = contact?.name ?? partyName(other, conversation?.otherTelCode, language);

  const run = (next: ConversationAction) => {
    if (chatKey) action.mutate({ key: chatKey, action: next });
    onClose();
  };
  const item = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <MenuItem key={testId} data-testid={testId} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
  const unread = (conversation?.unread ?? 0) > 0;
  const archived = conversation?.archived ?? false;
  const muted = conversation?.muted ?? false;
  const blocked = conversation?.blocked ?? false;

  return (
    <>
      <Menu open={anchor !== null && chatKey !== null} onClose={onClose} {...placement(anchor)}>
        {extra}
        {unread
          ? item(
              t('actions.markRead'),
              <MarkChatReadOutlined fontSize="small" />,
              () => {
                markConversationRead(client, chatKey);
                onClose();
              },
              'action-mark-read',
            )
          : item(
              t('actions.markUnread'),
              <MarkChatUnreadOutlined fontSize="small" />,
              () => run({ kind: 'unread', value: true }),
              'action-mark-unread',
            )}
        {item(
          archived ? t('actions.unarchive') : t('actions.archive'),
          archived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />,
          () => run({ kind: 'archive', value: !archived }),
          'action-archive',
        )}
        {item(
          muted ? t('actions.unmute') : t('actions.mute'),
          muted ? <NotificationsOutlined fontSize="small" /> : <NotificationsOffOutlined fontSize="small" />,
          () => run({ kind: 'mute', value: !muted }),
          'action-mute',
        )}
        {item(
          blocked ? t('actions.unblock') : t('actions.block'),
          <BlockOutlined fontSize="small" />,
          () => {
            if (blocked) run({ kind: 'block', value: false });
            else {
              setConfirmBlock(chatKey);
              onClose();
            }
          },
          'action-block',
        )}
        {item(
          t('menu.deleteConversation'),
          <DeleteOutline fontSize="small" />,
          () => {
            setConfirmDelete(chatKey);
            onClose();
          },
          'action-delete',
        )}
      </Menu>
      <BlockConfirmDialog
        name={name}
        open={confirmBlock !== null}
        onConfirm={() => {
          if (confirmBlock) action.mutate({ key: confirmBlock, action: { kind: 'block', value: true } });
        }}
        onClose={() => setConfirmBlock(null)}
      />
      <DeleteConversationDialog chatKey={confirmDelete} onClose={() => setConfirmDelete(null)} />
    </>
  );
}
