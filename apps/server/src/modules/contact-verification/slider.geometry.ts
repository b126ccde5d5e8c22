/** Background size and the piece's box, in pixels. */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE = 50;
/** Gaps drawn in the piece's row: the real one and look-alikes shaded the same way. */
export const SLIDER_GAPS = 3;
/** Distance the gaps and the piece keep from the picture's edges. */
export const MARGIN = 10;
