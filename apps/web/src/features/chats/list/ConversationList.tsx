import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { useMinuteClock } from '../common/useMinuteClock.ts';
import { partyName } from '../format/party.ts';
import { useChats } from '../state/chatStore.ts';
import { readChatList } from '../sync/chatList.ts';
import { findConversation } from '../sync/chatListData.ts';
import { debounceClicks, openConversation } from '../sync/conversations.ts';
import { type ListStatus, useConversations } from '../sync/useChatsData.ts';
import { BlockedNumbersDialog } from './BlockedNumbersDialog.tsx';
import { ConversationMenu, type MenuAnchor } from './ConversationMenu.tsx';
import { ConversationRow, ROW_HEIGHT } from './ConversationRow.tsx';
import { useListView } from './listViewStore.ts';

/** The list's views: back from the archived ones, or open them; the blocked numbers. */
function ListToolbar({ showArchived, archivedCount }: { showArchived: boolean; archivedCount: number }) {
  const { t } = useTranslation('chats');
  const { setShowArchived, setBlockedOpen } = useListView.getState();
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
    >
      {showArchived ? (
        <Button size="small" startIcon={<ArrowBack />} onClick={() => setShowArchived(false)}>
          {t('actions.backToList')}
        </Button>
      ) : (
        <Button
          size="small"
          startIcon={<ArchiveOutlined />}
          data-testid="show-archived"
          onClick={() => setShowArchived(true)}
        >
          {t('actions.archivedView', { n: archivedCount })}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button size="small" startIcon={<BlockOutlined />} onClick={() => setBlockedOpen(true)}>
        {t('actions.blockedNumbers')}
      </Button>
    </Box>
  );
}

/**
 * The virtualized conversation list, newest first (the archived ones in their own view), each row
 * with its menu (a right click or its more button).
 */
export function ConversationList({ status, onRetry }: { status: ListStatus; onRetry: () => void }) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const all = useConversations();
  const showArchived = useListView((state) => state.showArchived);
  const conversations = useMemo(
    () => all.filter((conversation) => (conversation.archived ?? false) === showArchived),
    [all, showArchived],
  );
  const archivedCount = useMemo(() => all.filter((conversation) => conversation.archived).length, [all]);
  const selectedKey = useChats((state) => state.selectedKey);
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useMinuteClock();
  const client = useQueryClient();
  const open = useMemo(
    () => debounceClicks((key: string) => openConversation(key, findConversation(readChatList(client), key))),
    [client],
  );
  useEffect(() => open.cancel, [open]);
  const [menu, setMenu] = useState<{ key: string; anchor: MenuAnchor } | null>(null);

  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => conversations[index]?.key ?? index,
  });

  const empty = conversations.length === 0;
  return (
    <>
      <ListToolbar showArchived={showArchived} archivedCount={archivedCount} />
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
            {showArchived ? t('actions.archivedEmpty') : t('list.empty')}
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
                  onMenu={(key, event) =>
                    setMenu({ key, anchor: { top: event.clientY, left: event.clientX } })
                  }
                />
                {/* Beside the row rather than in it: an option holds no other control. */}
                <IconButton
                  size="small"
                  aria-label={t('actions.moreFor', {
                    name: partyName(conversation.otherFullNumber, conversation.otherTelCode, language),
                  })}
                  data-testid="conversation-more"
                  onClick={(event) =>
                    setMenu({ key: conversation.key, anchor: { element: event.currentTarget } })
                  }
                  sx={{
                    position: 'absolute',
                    right: 4,
                    top: 4,
                    opacity: 0.7,
                    '&:hover, &:focus-visible': { opacity: 1 },
                  }}
                >
                  <MoreHoriz fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <ConversationMenu
          chatKey={menu?.key ?? null}
          anchor={menu?.anchor ?? null}
          onClose={() => setMenu(null)}
        />
        <BlockedNumbersDialog />
      </Box>
    </>
  );
}
