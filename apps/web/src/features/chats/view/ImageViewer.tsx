import Close from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3];
const FIT_STEP = 2;

/** Full-size picture in a dialog with zoom in, zoom out and close. */
export function ImageViewer({ src, onClose }: { src: string | null; onClose: () => void }) {
  const { t } = useTranslation('chats');
  const [step, setStep] = useState(FIT_STEP);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (src) setStep(FIT_STEP);
    setNatural(null);
  }, [src]);
  const zoom = ZOOM_STEPS[step] ?? 1;
  // Zoom 100% is the picture fitted to the window (never enlarged); other steps scale from there.
  const fit = natural
    ? Math.min(1, (window.innerWidth * 0.88) / natural.width, (window.innerHeight * 0.8) / natural.height)
    : 1;
  const width = natural ? Math.round(natural.width * fit * zoom) : undefined;

  return (
    <Dialog
      open={src !== null}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby="image-viewer-title"
      slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff', maxWidth: '92vw', maxHeight: '92vh' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 0.5 }}>
        <Typography id="image-viewer-title" sx={{ flex: 1, fontWeight: 600 }}>
          {t('viewer.title')} · {Math.round(zoom * 100)}%
        </Typography>
        <Tooltip title={t('viewer.zoomOut')}>
          <span>
            <IconButton
              aria-label={t('viewer.zoomOut')}
              disabled={step === 0}
              onClick={() => setStep((value) => Math.max(0, value - 1))}
              sx={{ color: 'inherit' }}
            >
              <ZoomOut />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('viewer.zoomIn')}>
          <span>
            <IconButton
              aria-label={t('viewer.zoomIn')}
              disabled={step === ZOOM_STEPS.length - 1}
              onClick={() => setStep((value) => Math.min(ZOOM_STEPS.length - 1, value + 1))}
              sx={{ color: 'inherit' }}
            >
              <ZoomIn />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('viewer.close')}>
          <IconButton aria-label={t('viewer.close')} onClick={onClose} sx={{ color: 'inherit' }}>
            <Close />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ overflow: 'auto', display: 'flex', justifyContent: 'center', alignItems: 'center', p: 1 }}>
        {src && (
          <Box
            component="img"
            src={src}
            alt={t('viewer.title')}
            onLoad={(event) => {
              const image = event.currentTarget as HTMLImageElement;
              setNatural({ width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
            }}
            sx={{ display: 'block', width, maxWidth: 'none', visibility: natural ? 'visible' : 'hidden' }}
          />
        )}
      </Box>
    </Dialog>
  );
}
