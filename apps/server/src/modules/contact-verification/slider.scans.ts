import { MARGIN, SLIDER_PIECE, SLIDER_WIDTH } from './slider.geometry.ts';

/** Places this close to a gap's left edge count as finding that gap (twice the answer's tolerance). */
const SCAN_CLEARANCE = 12;
/** How much lower (in brightness, 0 to 255) than a scan's best score its best place near a gap must score. */
const SCAN_MARGIN = 1;

/**
 * Scores of the simplest scans of the piece's rows, one array per scan with a score for each place
 * the piece's left edge could be (the highest wins): the darkest and the brightest band `width`
 * wide, the band furthest from the row's mean, and the band most unlike `sides` pixels either side.
 */
function brightnessScans(
  luminance: (x: number, y: number) => number,
  top: number,
  width = SLIDER_PIECE,
  sides = 10,
): number[][] {
  const columns = Array.from({ length: SLIDER_WIDTH }, (_, x) => {
    let sum = 0;
    for (let y = top; y < top + SLIDER_PIECE; y++) sum += luminance(x, y);
    return sum / SLIDER_PIECE;
  });
  const prefix = [0];
  for (const column of columns) prefix.push(prefix.at(-1)! + column);
  const sum = (from: number, to: number) => {
    const [a, b] = [Math.max(0, from), Math.min(SLIDER_WIDTH, to)];
    return b > a ? { total: prefix[b]! - prefix[a]!, count: b - a } : { total: 0, count: 0 };
  };
  const mean = (from: number, to: number) => sum(from, to).total / Math.max(1, sum(from, to).count);
  const rowMean = mean(0, SLIDER_WIDTH);
  const places = Array.from({ length: SLIDER_WIDTH - width + 1 }, (_, x) => x);
  const band = (x: number) => mean(x, x + width);
  // The columns either side that are in the picture, taken together.
  const beside = (x: number) => {
    const [left, right] = [sum(x - sides, x), sum(x + width, x + width + sides)];
    return (left.total + right.total) / Math.max(1, left.count + right.count);
  };
  return [
    places.map((x) => -band(x)),
    places.map((x) => band(x)),
    places.map((x) => Math.abs(band(x) - rowMean)),
    places.map((x) => Math.abs(band(x) - beside(x))),
  ];
}

/**
 * True when the best place of some scan lies near a gap. Small changes to a scan can move its best
 * place, so each runs with bands of the piece's width and a little narrower, with narrow and wide
 * sides, over every place, only right of the piece's start, and only where this module puts gaps.
 */
export function scansNearAGap(
  luminance: (x: number, y: number) => number,
  top: number,
  places: number[],
): boolean {
  for (const width of [SLIDER_PIECE, SLIDER_PIECE - 2]) {
    for (const sides of [6, 10, 16]) {
      for (const scores of brightnessScans(luminance, top, width, sides)) {
        for (const from of [0, SLIDER_PIECE, SLIDER_PIECE + MARGIN]) {
          let best = -Infinity;
          let bestNearGap = -Infinity;
          for (let x = from; x < scores.length; x++) {
            best = Math.max(best, scores[x]!);
            if (places.some((place) => Math.abs(x - place) <= SCAN_CLEARANCE))
              bestNearGap = Math.max(bestNearGap, scores[x]!);
          }
          if (bestNearGap >= best - SCAN_MARGIN) return true;
        }
      }
    }
  }
  return false;
}
