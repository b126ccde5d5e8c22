import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '../sync/media.ts';

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
          width: 160,
          height: 110,
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
    return <Skeleton variant="rounded" width={200} height={140} aria-label={t('messages.pictureLoading')} />;
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
        sx={{ display: 'block', maxWidth: 240, maxHeight: 240, objectFit: 'cover' }}
      />
    </ButtonBase>
  );
}
