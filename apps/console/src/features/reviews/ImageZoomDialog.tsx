import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const STEP = 0.25;

/** An identity image at full width, zoomable up to 4 times; the enlarged image scrolls in the dialog. */
export function ImageZoomDialog({ url, alt, onClose }: { url: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation(['reviews', 'common']);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const change = (next: number) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next)));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{alt}</DialogTitle>
      <DialogContent dividers>
        {/* Scrollable so the enlarged parts can be reached; keyboard users scroll it with the arrows. */}
        <Box
          tabIndex={0}
          aria-label={t('zoom.area')}
          role="region"
          sx={{ overflow: 'auto', maxHeight: '70vh' }}
        >
          <Box
            component="img"
            src={url}
            alt={alt}
            sx={{ display: 'block', width: `${zoom * 100}%`, maxWidth: 'none', height: 'auto' }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: 320 }}>
          <IconButton
            aria-label={t('zoom.out')}
            onClick={() => change(zoom - STEP)}
            disabled={zoom <= MIN_ZOOM}
          >
            <ZoomOutIcon />
          </IconButton>
          <Slider
            aria-label={t('zoom.level')}
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={STEP}
            onChange={(_event, value) => change(value)}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
          />
          <IconButton
            aria-label={t('zoom.in')}
            onClick={() => change(zoom + STEP)}
            disabled={zoom >= MAX_ZOOM}
          >
            <ZoomInIcon />
          </IconButton>
        </Stack>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
