import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '../sync/media.ts';

/**
 * The box every picture of a message shows in, the same before and after it loads (messages carry
 * no picture sizes), so pictures arriving never move the messages around them: the view stays at
 * the bottom when a conversation opens and stays put while older history comes in above.
 */
export const PICTURE_BOX = { width: 220, height: 165 } as const;

/** A picture of a message (fetched with the token), opening the viewer when clicked. */
export function MediaImage({ link, onOpen }: { link: string; onOpen: (url: string) => void }) {
  const { t } = useTranslation('chats');
  const media = useMediaUrl(link);
  if (media.failed) {
    return (
      <Box
        role="img"
        aria-label={t('messages.mediaFailed')}
        title={t('messages.mediaFailed')}
        sx={{
          ...PICTURE_BOX,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.disabled',
          bgcolor: 'action.hover',
          borderRadius: 1.5,
        }}
      >
        <BrokenImageOutlined />
      </Box>
    );
  }
  if (!media.url) {
    return (
      <Skeleton
        variant="rounded"
        width={PICTURE_BOX.width}
        height={PICTURE_BOX.height}
        aria-label={t('messages.pictureLoading')}
      />
    );
  }
  const url = media.url;
  return (
    <ButtonBase
      onClick={() => onOpen(url)}
      aria-label={t('messages.picture')}
      sx={{ borderRadius: 1.5, overflow: 'hidden', display: 'block' }}
    >
      <Box
        component="img"
        src={url}
        alt={t('messages.picture')}
        data-testid="message-image"
        sx={{ display: 'block', ...PICTURE_BOX, objectFit: 'cover' }}
      />
    </ButtonBase>
  );
}
