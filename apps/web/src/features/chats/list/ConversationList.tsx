import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConversationDialog } from '../common/DeleteConversationDialog.tsx';
import { useMinuteClock } from '../common/useMinuteClock.ts';
import { useChats } from '../state/chatStore.ts';
import { readChatList } from '../sync/chatList.ts';
import { findConversation } from '../sync/chatListData.ts';
import { debounceClicks, openConversation } from '../sync/conversations.ts';
import { type ListStatus, useConversations } from '../sync/useChatsData.ts';
import { ConversationRow, ROW_HEIGHT } from './ConversationRow.tsx';

/** The virtualized conversation list, newest first, with its right-click delete menu. */
export function ConversationList({ status, onRetry }: { status: ListStatus; onRetry: () => void }) {
  const { t } = useTranslation('chats');
  const conversations = useConversations();
  const selectedKey = useChats((state) => state.selectedKey);
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useMinuteClock();
  const client = useQueryClient();
  const open = useMemo(
    () => debounceClicks((key: string) => openConversation(key, findConversation(readChatList(client), key))),
    [client],
  );
  useEffect(() => open.cancel, [open]);
  const [menu, setMenu] = useState<{ key: string; top: number; left: number } | null>(null);
  const [confirmKey, setConfirmKey] = useState<string | null>(null);

  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => conversations[index]?.key ?? index,
  });

  const empty = conversations.length === 0;
  return (
    <Box
      ref={scrollRef}
      role="listbox"
      aria-label={t('list.label')}
      data-testid="conversation-list"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', position: 'relative' }}
    >
      {empty && status === 'loading' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, color: 'text.secondary' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{t('list.loading')}</Typography>
        </Box>
      )}
      {status === 'error' && (
        <Box sx={{ p: 2 }}>
          <Typography variant="body2" color="error">
            {t('list.loadError')}
          </Typography>
          <Button size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </Box>
      )}
      {empty && status === 'ready' && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t('list.empty')}
        </Typography>
      )}
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const conversation = conversations[item.index];
          if (!conversation) return null;
          return (
            <Box
              key={item.key}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <ConversationRow
                conversation={conversation}
                selected={conversation.key === selectedKey}
                now={now}
                onOpen={open}
                onMenu={(key, event) => setMenu({ key, top: event.clientY, left: event.clientX })}
              />
            </Box>
          );
        })}
      </Box>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem
          onClick={() => {
            setConfirmKey(menu?.key ?? null);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {t('menu.deleteConversation')}
        </MenuItem>
      </Menu>
      <DeleteConversationDialog chatKey={confirmKey} onClose={() => setConfirmKey(null)} />
    </Box>
  );
}
