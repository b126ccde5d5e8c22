import Box from '@mui/material/Box';
import Slider, { sliderClasses } from '@mui/material/Slider';
import type { InputHTMLAttributes, KeyboardEvent, PointerEvent, SyntheticEvent } from 'react';

/** Side of the square handle, in pixels. */
export const HANDLE = 40;

/** Props of {@link SliderHandle}. */
export interface SliderHandleProps {
  /** Left edge of the piece (and of the handle), in background pixels. */
  value: number;
  /** Furthest left edge the piece can take. */
  max: number;
  /** Accessible name of the handle. */
  label: string;
  /** The puzzle the handle moves the piece of. */
  puzzleId: string;
  /** The handle moved (pointer or arrow keys). */
  onMove: (value: number) => void;
  /** A press on the handle; false refuses the drag. */
  onGrab: () => boolean;
  /** The piece is dropped: the pointer let go, or Enter. */
  onDrop: () => void;
}

/**
 * The slider captcha's handle, on MUI's Slider: a square under the picture whose left edge follows
 * the piece's. Only the square drags (a press on the track beside it does nothing); arrow keys move
 * it by 1 (10 with Shift), Enter drops the piece, and letting go of the pointer drops it too.
 */
export function SliderHandle({ value, max, label, puzzleId, onMove, onGrab, onDrop }: SliderHandleProps) {
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const onHandle = (event.target as Element).closest(`.${sliderClasses.thumb}`) !== null;
    if (!onHandle || !onGrab()) event.preventDefault();
  };
  // The Slider also commits on every key press; only a pointer letting go drops the piece.
  const onCommit = (event: SyntheticEvent | Event) => {
    if (event.type === 'pointerup' || event.type === 'touchend') onDrop();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onDrop();
  };
  const input: InputHTMLAttributes<HTMLInputElement> & { 'data-puzzle': string } = {
    onKeyDown,
    'data-puzzle': puzzleId,
  };

  return (
    <Box sx={{ position: 'relative', height: HANDLE, mt: 1, bgcolor: 'action.selected', borderRadius: 1 }}>
      <Slider
        value={value}
        min={0}
        max={max}
        step={1}
        shiftStep={10}
        aria-label={label}
        onChange={(_event, next) => {
          if (typeof next === 'number') onMove(next);
        }}
        onChangeCommitted={onCommit}
        onPointerDown={onPointerDown}
        slotProps={{ input }}
        sx={{
          // The handle's centre runs from HANDLE / 2 over a track as long as the piece's way, so
          // its left edge is where the piece's is.
          position: 'absolute',
          top: 0,
          left: HANDLE / 2,
          width: max,
          height: HANDLE,
          p: 0,
          '@media (pointer: coarse)': { p: 0 },
          [`& .${sliderClasses.rail}, & .${sliderClasses.track}`]: { display: 'none' },
          [`& .${sliderClasses.thumb}`]: {
            width: HANDLE,
            height: HANDLE,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            cursor: 'grab',
            transition: 'none',
            '&::before': { content: '"→"', boxShadow: 'none', display: 'grid', placeItems: 'center' },
            [`&:hover, &.${sliderClasses.active}`]: { boxShadow: 'none' },
          },
        }}
      />
    </Box>
  );
}
