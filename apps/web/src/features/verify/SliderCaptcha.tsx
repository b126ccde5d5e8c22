import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  Retcode,
  SLIDER_LOADING_MS,
  type SliderPuzzleData,
  type SliderTrailSample,
} from '@switchboard/protocol';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isRetcode } from '../../lib/api/errors.ts';
import { getSliderPuzzle, verifySlider } from './api.ts';
import { type PowSolution, solvePow } from './pow.ts';
import { closeSlider, recordSliderFailure, sliderBlocked, sliderSolved, useSlider } from './sliderStore.ts';
import { addTrailSample } from './sliderTrail.ts';

const HANDLE = 40;

/** True when verifySlider answered with a retcode other than 100020 (the spec's "success"). */
export function answeredOtherThanMiss(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'retcode' && !isRetcode(error, Retcode.SLIDER_FAILED);
}

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

/** Starts the puzzle's proof of work as soon as it is shown; a newer puzzle or closing abandons it. */
function usePow(puzzle: SliderPuzzleData | null) {
  const work = useRef<Promise<PowSolution | null> | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    setDone(false);
    work.current = null;
    if (!puzzle) return;
    const controller = new AbortController();
    const solving = solvePow(puzzle.pow, controller.signal);
    work.current = solving;
    void solving.then(() => {
      if (!controller.signal.aborted) setDone(true);
    });
    return () => controller.abort();
  }, [puzzle]);
  return { done, solution: () => work.current ?? Promise.resolve(null) };
}

/** The drag trail of the current puzzle: samples with their time since the first one. */
function useTrail(puzzle: SliderPuzzleData | null) {
  const trail = useRef<{ start: number; samples: SliderTrailSample[] }>({ start: 0, samples: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new puzzle starts a new trail
  useEffect(() => {
    trail.current = { start: 0, samples: [] };
  }, [puzzle]);
  return {
    record(x: number) {
      const now = performance.now();
      if (trail.current.samples.length === 0) trail.current.start = now;
      trail.current.samples = addTrailSample(trail.current.samples, x, now - trail.current.start);
    },
    samples: () => trail.current.samples,
  };
}

/**
 * The slider popup: drag the piece (mouse, touch or arrow keys) into its gap; three misses block.
 * The puzzle's proof of work runs while the person drags; if it is still running when they let go,
 * the popup says it is checking until it ends. The drag's trail goes with the guess.
 */
export function SliderCaptcha() {
  const { t } = useTranslation('verify');
  const { open, round } = useSlider();
  const { puzzle, blocked, setBlocked, next } = usePuzzle(open, round);
  const pow = usePow(puzzle);
  const trail = useTrail(puzzle);
  const [x, setX] = useState(0);
  const [loading, setLoading] = useState(false);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const drag = useRef<{ startX: number; startClient: number } | null>(null);
  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new puzzle starts from the left
  useEffect(() => {
    setX(0);
    busy.current = false;
    setChecking(false);
  }, [puzzle]);

  const submit = async (at: number) => {
    if (!puzzle || busy.current) return;
    busy.current = true;
    trail.record(at);
    if (!pow.done) setChecking(true);
    const solution = await pow.solution();
    setChecking(false);
    setLoading(true);
    // The spec clears the loading state after a fixed time whatever the answer did.
    setTimeout(() => setLoading(false), SLIDER_LOADING_MS);
    try {
      const { sliderToken } = await verifySlider(puzzle.sliderId, Math.round(at), trail.samples(), solution);
      setLoading(false);
      sliderSolved(sliderToken);
    } catch (error) {
      setLoading(false);
      // Spec 001 section 4: a guess passes when an answer came back whose retcode is not 100020.
      // The code request waiting on it goes on (without a token; the server says if it still
      // wants one). Only 100020 or no answer at all count as a miss.
      if (answeredOtherThanMiss(error)) {
        sliderSolved(null);
        return;
      }
      if (recordSliderFailure()) setBlocked(true);
      else next();
    }
  };

  const clamp = (value: number) => Math.max(0, Math.min(max, value));
  const moveTo = (value: number) => {
    setX(value);
    trail.record(value);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: x, startClient: event.clientX };
    trail.record(x);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    moveTo(clamp(drag.current.startX + event.clientX - drag.current.startClient));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit(x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy.current) return;
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      if (trail.samples().length === 0) trail.record(x);
      moveTo(clamp(x + (event.key === 'ArrowRight' ? step : -step)));
    } else if (event.key === 'Enter') void submit(x);
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
                sx={{ position: 'absolute', top: 0, left: x, width: puzzle.pieceSize, height: puzzle.height }}
              />
              {checking && (
                <Box
                  role="status"
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    gap: 1,
                    bgcolor: 'rgba(255, 255, 255, 0.8)',
                  }}
                >
                  <CircularProgress size={20} />
                  <Typography>{t('slider.checking')}</Typography>
                </Box>
              )}
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
