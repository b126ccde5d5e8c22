import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Retcode, SLIDER_LOADING_MS, type SliderPuzzleData } from '@switchboard/protocol';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isRetcode } from '../../lib/api/errors.ts';
import { getSliderPuzzle, verifySlider } from './api.ts';
import { closeSlider, recordSliderFailure, sliderBlocked, sliderSolved, useSlider } from './sliderStore.ts';

const HANDLE = 40;

/** Loads puzzles for the current round; a failed load is logged and left to the reload button. */
function usePuzzle(open: boolean, round: number) {
  const [puzzle, setPuzzle] = useState<SliderPuzzleData | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [reload, setReload] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round and reload ask for a new puzzle
  useEffect(() => {
    if (!open) return;
    setPuzzle(null);
    if (sliderBlocked()) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    let cancelled = false;
    getSliderPuzzle()
      .then((data) => {
        if (!cancelled) setPuzzle(data);
      })
      .catch((error: unknown) => console.warn('sliderCaptcha failed', error));
    return () => {
      cancelled = true;
    };
  }, [open, round, reload]);

  return { puzzle, blocked, setBlocked, next: () => setReload((value) => value + 1) };
}

/** The slider popup: drag the piece (mouse, touch or arrow keys) into its gap; three misses block. */
export function SliderCaptcha() {
  const { t } = useTranslation('verify');
  const { open, round } = useSlider();
  const { puzzle, blocked, setBlocked, next } = usePuzzle(open, round);
  const [x, setX] = useState(0);
  const [loading, setLoading] = useState(false);
  const drag = useRef<{ startX: number; startClient: number } | null>(null);
  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new puzzle starts from the left
  useEffect(() => setX(0), [puzzle]);

  const submit = async (at: number) => {
    if (!puzzle || loading) return;
    setLoading(true);
    // The spec clears the loading state after a fixed time whatever the answer did.
    setTimeout(() => setLoading(false), SLIDER_LOADING_MS);
    try {
      const { sliderToken } = await verifySlider(puzzle.sliderId, Math.round(at));
      setLoading(false);
      sliderSolved(sliderToken);
    } catch (error) {
      setLoading(false);
      const missed =
        isRetcode(error, Retcode.SLIDER_FAILED) || !(error instanceof ApiError) || error.kind !== 'retcode';
      if (!missed) {
        closeSlider();
        return;
      }
      if (recordSliderFailure()) setBlocked(true);
      else next();
    }
  };

  const clamp = (value: number) => Math.max(0, Math.min(max, value));
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (loading) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: x, startClient: event.clientX };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setX(clamp(drag.current.startX + event.clientX - drag.current.startClient));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit(x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight') setX((value) => clamp(value + step));
    else if (event.key === 'ArrowLeft') setX((value) => clamp(value - step));
    else if (event.key === 'Enter') void submit(x);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={open} onClose={closeSlider} aria-labelledby="slider-title" maxWidth="xs">
      <DialogTitle id="slider-title">{t('slider.title')}</DialogTitle>
      <DialogContent>
        {blocked ? (
          <Typography color="error" role="alert">
            {t('slider.tooMany')}
          </Typography>
        ) : !puzzle ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('slider.loading')} />
          </Box>
        ) : (
          <Box sx={{ width: puzzle.width }}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('slider.text')}
            </Typography>
            <Box sx={{ position: 'relative', width: puzzle.width, height: puzzle.height }}>
              <Box component="img" src={puzzle.background} alt="" sx={{ display: 'block' }} />
              <Box
                component="img"
                src={puzzle.piece}
                alt=""
                sx={{ position: 'absolute', top: puzzle.pieceY, left: x, width: puzzle.pieceSize }}
              />
              {loading && (
                <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                  <CircularProgress size={28} />
                </Box>
              )}
            </Box>
            <Box sx={{ position: 'relative', height: HANDLE, mt: 1, bgcolor: 'grey.200', borderRadius: 1 }}>
              <Box
                role="slider"
                data-puzzle={puzzle.sliderId}
                tabIndex={0}
                aria-label={t('slider.handle')}
                aria-valuemin={0}
                aria-valuemax={max}
                aria-valuenow={Math.round(x)}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onKeyDown={onKeyDown}
                sx={{
                  position: 'absolute',
                  left: x,
                  width: HANDLE,
                  height: HANDLE,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  borderRadius: 1,
                  cursor: 'grab',
                  touchAction: 'none',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                →
              </Box>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeSlider}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
