import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@switchboard/protocol';
import {
  Fragment,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { useMinuteClock } from '../common/useMinuteClock.ts';
import { separatorIndexes, separatorLabel } from '../format/dates.ts';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { deleteMessages } from '../sync/deleting.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { useStickToBottom } from './useStickToBottom.ts';

/** The copied mark shows this long (2 s). */
export const COPIED_MARK_MS = 2_000;
const EMPTY: ChatMessage[] = [];

function Separator({ label }: { label: string }) {
  return (
    <Box
      role="separator"
      data-testid="date-separator"
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    >
      <Typography
        variant="caption"
        sx={{ px: 1.25, py: 0.25, borderRadius: 10, bgcolor: 'rgba(0,0,0,0.06)', color: 'text.secondary' }}
      >
        {label}
      </Typography>
    </Box>
  );
}

/** The messages of the open conversation with date separators, the message menu and the picture viewer. */
export function MessageList({
  chatKey,
  onResend,
}: {
  chatKey: string;
  /** Sends a failed outgoing message again; false when it cannot be resent. */
  onResend?: (key: string, smsId: string) => boolean;
}) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const now = useMinuteClock();
  const messages = useChats((state) => state.messages[chatKey] ?? EMPTY);
  const loading = useChatView((state) => state.loading[chatKey] ?? false);
  const separators = useMemo(() => separatorIndexes(messages), [messages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { nearRef, scrollToBottom } = useStickToBottom(scrollRef, contentRef, chatKey);
  const [menu, setMenu] = useState<{ message: ChatMessage; top: number; left: number } | null>(null);
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const last = messages.at(-1);
  // Own new messages always scroll into view; others only when the reader is at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the last message's id is the trigger
  useLayoutEffect(() => {
    if (last && (last.direction === 'out' || nearRef.current)) scrollToBottom();
  }, [last?.smsId, scrollToBottom, nearRef]);

  useEffect(() => {
    if (!copiedId) return;
    const timer = setTimeout(() => setCopiedId(null), COPIED_MARK_MS);
    return () => clearTimeout(timer);
  }, [copiedId]);

  const onMenu = useCallback((message: ChatMessage, event: MouseEvent) => {
    setMenu({ message, top: event.clientY, left: event.clientX });
  }, []);

  const copy = async (message: ChatMessage) => {
    setMenu(null);
    try {
      await navigator.clipboard.writeText(message.text || message.stt || '');
      setCopiedId(message.smsId);
    } catch (error) {
      console.warn('copy failed', error);
    }
  };

  return (
    <Box
      ref={scrollRef}
      role="log"
      aria-label={t('messages.label')}
      data-testid="message-list"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: 'background.default' }}
    >
      <Box ref={contentRef} sx={{ py: 1.5 }}>
        {loading && messages.length === 0 && (
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 1,
              py: 4,
              color: 'text.secondary',
            }}
          >
            <CircularProgress size={18} />
            <Typography variant="body2">{t('messages.loading')}</Typography>
          </Box>
        )}
        {!loading && messages.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t('messages.empty')}
          </Typography>
        )}
        {messages.map((message, index) => (
          <Fragment key={message.smsId}>
            {separators.has(index) && (
              <Separator label={separatorLabel(message.date, now, language, t('list.yesterday'))} />
            )}
            <MessageBubble
              chatKey={chatKey}
              message={message}
              copied={copiedId === message.smsId}
              onMenu={onMenu}
              onOpenImage={setViewing}
              onResend={onResend}
            />
          </Fragment>
        ))}
      </Box>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem
          disabled={!(menu?.message.text || menu?.message.stt)}
          onClick={() => menu && void copy(menu.message)}
        >
          <ListItemIcon>
            <ContentCopy fontSize="small" />
          </ListItemIcon>
          {t('menu.copy')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) void deleteMessages(chatKey, [menu.message.smsId]);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {t('menu.delete')}
        </MenuItem>
      </Menu>
      <ImageViewer src={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
