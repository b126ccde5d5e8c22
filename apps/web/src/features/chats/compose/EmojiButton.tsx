import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const EmojiPanel = lazy(() => import('./EmojiPanel.tsx'));

/** The emoji button and its popover; the picker's code is fetched the first time it opens. */
export function EmojiButton({
  disabled,
  onOpen,
  onPick,
}: {
  disabled: boolean;
  onOpen: () => void;
  onPick: (emoji: string) => void;
}) {
  const { t } = useTranslation('compose');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('input.emoji')}>
        <span>
          <IconButton
            aria-label={t('input.emoji')}
            aria-haspopup="dialog"
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              onOpen();
              setAnchor(event.currentTarget);
            }}
          >
            <EmojiEmotionsOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        disableRestoreFocus
        // The picked emoji goes into the message box, which takes focus while the popover closes.
        disableEnforceFocus
        slotProps={{ paper: { 'aria-label': t('input.emoji'), role: 'dialog' } as object }}
      >
        <Suspense
          fallback={
            <Box sx={{ width: 340, height: 380, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={28} aria-label={t('emoji.loading')} />
            </Box>
          }
        >
          <EmojiPanel
            onPick={(emoji) => {
              setAnchor(null);
              onPick(emoji);
            }}
          />
        </Suspense>
      </Popover>
    </>
  );
}
