import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@switchboard/protocol';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
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
import { copyText } from '../../../lib/clipboard.ts';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { useMinuteClock } from '../common/useMinuteClock.ts';
import { separatorIndexes, separatorLabel } from '../format/dates.ts';
import { deleteMessages } from '../sync/deleting.ts';
import { dialogQueryOptions } from '../sync/dialog.ts';
import { dialogMessages } from '../sync/dialogData.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { useJumpToMessage } from './useJumpToMessage.ts';
import { useKeepPosition } from './useKeepPosition.ts';
import { useStickToBottom } from './useStickToBottom.ts';

/** The copied mark shows this long (2 s). */
export const COPIED_MARK_MS = 2_000;
/** Older history loads once the reader scrolls within this distance of the top (px). */
export const LOAD_OLDER_PX = 400;

function LoadingRow({ label, testId }: { label: string; testId: string }) {
  return (
    <Box
      role="status"
      data-testid={testId}
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * The loading row of older history: pinned to the top of the view over the messages, taking no
 * room, so it shows wherever the reader is and its coming and going moves nothing.
 */
function OlderLoadingRow({ label }: { label: string }) {
  return (
    <Box sx={{ position: 'sticky', top: 0, height: 0, zIndex: 1, display: 'flex', justifyContent: 'center' }}>
      <Box
        role="status"
        data-testid="messages-loading-older"
        sx={{
          mt: 1,
          px: 1.5,
          py: 0.5,
          height: 'fit-content',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          borderRadius: 10,
          bgcolor: 'background.paper',
          boxShadow: 1,
          color: 'text.secondary',
        }}
      >
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2">{label}</Typography>
      </Box>
    </Box>
  );
}

function Separator({ label }: { label: string }) {
  return (
    <Box
      role="separator"
      data-testid="date-separator"
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    >
      <Typography
        variant="caption"
        sx={{
          px: 1.25,
          py: 0.25,
          borderRadius: 10,
          // A faint tint of the text colour: grey on the light page, light grey on the dark one.
          bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.text.primary, 0.06),
          color: 'text.secondary',
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}

/** How the message a search jumped to is marked for a moment. */
const JUMP_MARK = {
  bgcolor: (theme: Theme) => theme.alpha((theme.vars ?? theme).palette.warning.main, 0.25),
  transition: 'background-color 0.4s',
};

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
  const client = useQueryClient();
  const history = useInfiniteQuery(dialogQueryOptions(chatKey));
  const messages = useMemo(() => dialogMessages(history.data), [history.data]);
  const loadingFirst =
    history.isPending || (history.isFetching && history.data?.pages[0]?.provisional === true);
  const loadingOlder = history.isFetchingNextPage;
  const separators = useMemo(() => separatorIndexes(messages), [messages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const { stickRef, scrollTo, scrollToBottom } = useStickToBottom(scrollRef, contentRef, (element) => {
    if (element.scrollTop <= LOAD_OLDER_PX) loadOlder();
  });
  const sticking = useCallback(() => stickRef.current, [stickRef]);
  useKeepPosition(scrollRef, contentRef, messages[0]?.smsId ?? '', sticking, scrollTo);
  useJumpToMessage(chatKey, messages, history, scrollRef);
  const [menu, setMenu] = useState<{ message: ChatMessage; top: number; left: number } | null>(null);
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  // History too short to scroll cannot be scrolled up: go on loading until it fills the view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked whenever the messages change
  useEffect(() => {
    const element = scrollRef.current;
    if (element && element.scrollHeight <= element.clientHeight + LOAD_OLDER_PX) loadOlder();
  }, [messages, loadOlder]);

  const last = messages.at(-1);
  // Own new messages always scroll into view; others only when the reader is at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the last message's id is the trigger
  useLayoutEffect(() => {
    if (last && (last.direction === 'out' || stickRef.current)) scrollToBottom();
  }, [last?.smsId, scrollToBottom, stickRef]);

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
    if (await copyText(message.text || message.stt || '')) setCopiedId(message.smsId);
  };

  return (
    <Box
      ref={scrollRef}
      role="log"
      aria-label={t('messages.label')}
      data-testid="message-list"
      // Focusable so a keyboard scrolls the history (its messages hold no focusable element).
      tabIndex={0}
      // The view keeps the reader's place itself (useKeepPosition); the browser's own anchoring would fight it.
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowAnchor: 'none', bgcolor: 'background.default' }}
    >
      {loadingOlder && <OlderLoadingRow label={t('messages.loadingOlder')} />}
      <Box ref={contentRef} sx={{ py: 1.5, '& [data-jump-target]': JUMP_MARK }}>
        {loadingFirst && <LoadingRow label={t('messages.loading')} testId="messages-loading" />}
        {!loadingFirst && messages.length === 0 && history.isError && (
          <Box role="alert" sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="body2" color="error">
              {t('messages.loadError')}
            </Typography>
            <Button size="small" onClick={() => void history.refetch()}>
              {t('list.retry')}
            </Button>
          </Box>
        )}
        {!loadingFirst && messages.length === 0 && !history.isError && (
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
            if (menu) void deleteMessages(client, chatKey, [menu.message.smsId]);
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
