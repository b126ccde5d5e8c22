import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { fetchConsoleBytes } from '../../lib/api/client.ts';
import { ImageZoomDialog } from './ImageZoomDialog.tsx';

/**
 * An identity image as a blob URL: fetched with the operator's token (an <img> could not send it),
 * the URL let go when the image leaves the screen.
 */
function useIdentityImage(id: string) {
  const bytes = useQuery({
    queryKey: ['identityImage', id],
    queryFn: () => fetchConsoleBytes('consoleIdentityImage', { id }),
    // Images of a decided review are not looked at again; nothing keeps them in memory.
    gcTime: 0,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes.data) return;
    const objectUrl = URL.createObjectURL(bytes.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [bytes.data]);
  return { ...bytes, url };
}

function IdentityThumbnail({ id, alt, onOpen }: { id: string; alt: string; onOpen: (url: string) => void }) {
  const { t } = useTranslation('reviews');
  const image = useIdentityImage(id);
  if (image.isError) return <QueryFailure query={image} />;
  if (!image.url) return <CircularProgress size={32} aria-label={t('imageLoading')} />;
  const { url } = image;
  return (
    <ButtonBase
      onClick={() => onOpen(url)}
      aria-label={t('zoom.open', { name: alt })}
      sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        component="img"
        src={url}
        alt={alt}
        sx={{ display: 'block', width: 200, height: 140, objectFit: 'cover' }}
      />
      <ZoomInIcon
        sx={{
          position: 'absolute',
          right: 4,
          bottom: 4,
          color: 'common.white',
          filter: 'drop-shadow(0 0 2px #000)',
        }}
      />
    </ButtonBase>
  );
}

/** The identity proof's images as thumbnails; one opens larger, zoomable. */
export function IdentityImages({ ids, email }: { ids: readonly string[]; email: string }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState<{ url: string; alt: string } | null>(null);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('images')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ids.map((id, index) => {
          const alt = t('imageAlt', { number: index + 1, email });
          return <IdentityThumbnail key={id} id={id} alt={alt} onOpen={(url) => setOpen({ url, alt })} />;
        })}
      </Stack>
      {open && <ImageZoomDialog url={open.url} alt={open.alt} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
