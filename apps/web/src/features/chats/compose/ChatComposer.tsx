import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import { MAX_TEXT_LENGTH } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type DragEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/api/queries.ts';
import { useConnection } from '../../../lib/socket/connection.ts';
import { markConversationRead } from '../sync/unread.ts';
import { ComposerInput } from './ComposerInput.tsx';
import { EmojiButton } from './EmojiButton.tsx';
import { clearBox, fillBox, insertPlainText, saveCaret } from './lib/editable.ts';
import { filesOf, MAX_PICTURES_PER_SEND, prepareImage, TOO_LARGE_NOTICE_MS } from './lib/image.ts';
import { sanitizeMessageHtml } from './lib/sanitize.ts';
import { sendImage, sendText } from './send/send.ts';
import { useSendTarget } from './send/useSendTarget.ts';
import { useCompose, whileBusy } from './state/composeStore.ts';
import { useDrafts } from './state/draftStore.ts';

/** True when the composer may send: connected, idle, a chat chosen and no numbers being picked. */
function useCanSend(hasTarget: boolean, balancePending: boolean): boolean {
  const connected = useConnection((state) => state.status === 'connected');
  const busy = useCompose((state) => state.busy > 0);
  const picking = useCompose((state) => state.picking);
  return connected && !busy && !balancePending && hasTarget && !picking;
}

/**
 * Keeps the box showing the draft of the conversation it writes to: when the conversation changes,
 * the draft of the new one (or nothing) replaces the text. In a new chat, changing the sender or the
 * recipient keeps what was typed, since it is still the same message being written. Returns the key
 * the box's text is saved under.
 */
function useDraftInBox(
  boxRef: RefObject<HTMLDivElement | null>,
  key: string | null,
  newChat: boolean,
  setEmpty: (empty: boolean) => void,
): RefObject<string | null> {
  const shown = useRef<{ key: string | null; newChat: boolean } | null>(null);
  const draftKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    draftKey.current = key;
    // With no conversation (a new chat whose recipient was removed) the box cannot be typed in; what
    // it holds waits for the next one.
    const box = boxRef.current;
    if (!box || key === null) return;
    const before = shown.current;
    shown.current = { key, newChat };
    if (before?.key === key) return;
    const { drafts, setDraft } = useDrafts.getState();
    const typed = sanitizeMessageHtml(box.innerHTML);
    const stored = drafts[key] ?? '';
    if (before?.newChat && newChat && stored === '' && typed !== '') {
      setDraft(key, typed);
      return;
    }
    fillBox(box, stored);
    setEmpty(stored === '');
  }, [boxRef, key, newChat, setEmpty]);
  return draftKey;
}

/** The input area: picture upload, emoji, the message box and Send, for the open or new chat. */
export function ChatComposer() {
  const { t } = useTranslation('compose');
  const boxRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(true);
  const target = useSendTarget();
  const balance = useBalance();
  const canSend = useCanSend(target !== null, balance.isPending && balance.fetchStatus === 'fetching');
  const notice = useCompose((state) => state.notice);
  const queryClient = useQueryClient();

  const draftKey = useDraftInBox(boxRef, target?.key ?? null, target?.newChat ?? false, setEmpty);

  const refreshEmpty = () => {
    const text = sanitizeMessageHtml(boxRef.current?.innerHTML ?? '');
    setEmpty(text === '');
    if (draftKey.current !== null) useDrafts.getState().setDraft(draftKey.current, text);
  };

  /** Balance must be above 0; a cached 0 is re-checked once before the no-credit dialog opens. */
  const hasCredit = async (): Promise<boolean> => {
    if (balance.data === undefined || balance.data > 0) return true;
    const fresh = await whileBusy(() => balance.refetch());
    if (fresh.data === undefined || fresh.data > 0) return true;
    useCompose.getState().openDialog({ kind: 'noCredit', message: '' });
    return false;
  };

  const submitText = async () => {
    const box = boxRef.current;
    if (!box || !canSend || !target) return;
    const text = sanitizeMessageHtml(box.innerHTML);
    if (text === '') return;
    if (text.length > MAX_TEXT_LENGTH) {
      useCompose.getState().showNotice('tooLong');
      return;
    }
    if (!(await hasCredit())) return;
    sendText(target, text);
    clearBox(box);
    setEmpty(true);
    useDrafts.getState().setDraft(target.key, '');
  };

  /** Sends chosen, pasted or dropped pictures in their order, each as its own picture message. */
  const submitImages = async (files: readonly File[]) => {
    if (files.length === 0 || !canSend || !target) return;
    if (files.length > MAX_PICTURES_PER_SEND) {
      useCompose.getState().showNotice('tooManyPictures');
      return;
    }
    if (!(await hasCredit())) return;
    for (const file of files) {
      const result = await whileBusy(() => prepareImage(file));
      // One picture that cannot go is told; the others still go.
      if (result.ok) sendImage(target, result.image);
      else useCompose.getState().showNotice(result.problem);
    }
  };

  const submitChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void submitImages(files);
  };

  const [dragging, setDragging] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <Box
      data-testid="chat-composer"
      data-dragging={dragging || undefined}
      onDragOver={(event: DragEvent) => {
        if (!carriesFiles(event) || !canSend) return;
        // Allows the drop here instead of the browser opening the file.
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event: DragEvent) => {
        setDragging(false);
        if (!carriesFiles(event)) return;
        event.preventDefault();
        void submitImages(filesOf(event.dataTransfer));
      }}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 0.5,
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        outline: dragging ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <Tooltip title={t('input.image')}>
        <span>
          <IconButton
            aria-label={t('input.image')}
            disabled={!canSend}
            onClick={() => fileRef.current?.click()}
          >
            <ImageOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="composer-file"
        onChange={submitChosen}
      />
      <EmojiButton
        disabled={target === null}
        onOpen={() => boxRef.current && saveCaret(boxRef.current)}
        onPick={(emoji) => {
          if (boxRef.current) insertPlainText(boxRef.current, emoji);
          refreshEmpty();
        }}
      />
      <ComposerInput
        boxRef={boxRef}
        editable={target !== null}
        empty={empty}
        onChange={refreshEmpty}
        onSubmit={() => void submitText()}
        onFocus={() => markConversationRead(queryClient, target?.key)}
        onFiles={(files) => void submitImages(files)}
      />
      <Button
        variant="contained"
        disabled={!canSend || empty}
        onClick={() => void submitText()}
        endIcon={<SendRounded />}
        sx={{ borderRadius: 5, minHeight: 40, flexShrink: 0 }}
      >
        {t('input.send')}
      </Button>
      <Snackbar
        open={notice !== null}
        autoHideDuration={TOO_LARGE_NOTICE_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && useCompose.getState().showNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Just above the input, clear of the To and From header.
        sx={{ bottom: { xs: 80, sm: 80 } }}
      >
        <Alert severity="error" variant="filled" role="alert" sx={{ width: '100%' }}>
          {notice === 'tooLong'
            ? t('notice.tooLong', { max: MAX_TEXT_LENGTH })
            : notice === 'tooManyPictures'
              ? t('notice.tooManyPictures', { max: MAX_PICTURES_PER_SEND })
              : notice
                ? t(`notice.${notice}`)
                : ''}
        </Alert>
      </Snackbar>
    </Box>
  );
}
