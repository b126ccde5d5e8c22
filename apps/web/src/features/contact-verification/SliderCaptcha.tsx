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
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isRetcode } from '../../lib/api/errors.ts';
import { getSliderPuzzle, verifySlider } from './api.ts';
import { type PowSolution, solvePow } from './pow.ts';
import { SliderHandle } from './SliderHandle.tsx';
import { closeSlider, recordSliderFailure, sliderBlocked, sliderSolved, useSlider } from './sliderStore.ts';
import { addTrailSample } from './sliderTrail.ts';

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
 * The slider popup: drag the piece (mouse, touch or arrow keys, MUI's Slider under the handle) into
 * its gap; three misses block.
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
  // The place the piece was last moved to, read when the pointer lets go (possibly before a render).
  const at = useRef(0);
  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new puzzle starts from the left
  useEffect(() => {
    setX(0);
    at.current = 0;
    busy.current = false;
    setChecking(false);
  }, [puzzle]);

  const submit = async (drop: number) => {
    if (!puzzle || busy.current) return;
    busy.current = true;
    trail.record(drop);
    if (!pow.done) setChecking(true);
    const solution = await pow.solution();
    setChecking(false);
    setLoading(true);
    // The spec clears the loading state after a fixed time whatever the answer did.
    setTimeout(() => setLoading(false), SLIDER_LOADING_MS);
    try {
      const { sliderToken } = await verifySlider(
        puzzle.sliderId,
        Math.round(drop),
        trail.samples(),
        solution,
      );
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

  /** Every move of the handle goes into the trail, after the place it started from. */
  const move = (value: number) => {
    if (busy.current) return;
    if (trail.samples().length === 0) trail.record(at.current);
    at.current = value;
    setX(value);
    trail.record(value);
  };
  /** A press on the handle starts the trail where the piece is. */
  const grab = () => {
    if (busy.current) return false;
    trail.record(at.current);
    return true;
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
                    // The dialog's own surface, veiling the puzzle while its text stays readable.
                    bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.background.paper, 0.8),
                  }}
                >
                  <CircularProgress size={20} aria-hidden />
                  <Typography>{t('slider.checking')}</Typography>
                </Box>
              )}
              {loading && (
                <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                  <CircularProgress size={28} aria-label={t('loading', { ns: 'common' })} />
                </Box>
              )}
            </Box>
            <SliderHandle
              value={x}
              max={max}
              label={t('slider.handle')}
              puzzleId={puzzle.sliderId}
              onMove={move}
              onGrab={grab}
              onDrop={() => void submit(at.current)}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeSlider}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
