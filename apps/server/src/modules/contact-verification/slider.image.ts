import { randomInt } from 'node:crypto';
import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';
import sharp from 'sharp';
import { MARGIN, SLIDER_GAPS, SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_WIDTH } from './slider.geometry.ts';
import { scansNearAGap } from './slider.scans.ts';

/** A drawn puzzle: both images as PNG data: URLs, and where the real gap is. */
export interface DrawnPuzzle {
  /** The picture with every gap shaded in. */
  background: string;
  /** The piece at its height in a transparent strip as tall as the background, to be moved along x. */
  piece: string;
  /** Left edge of the real gap. */
  gapX: number;
  /** How many pictures were drawn before one passed the checks. */
  draws: number;
}

/** Left edges of two gaps are at least this far apart, so gaps never touch. */
const GAP_SPACING = SLIDER_PIECE + 6;
/** How much lighter or darker than the picture the dots of a gap's outline are. */
const OUTLINE = 80;
/** A look-alike gap's picture differs from the real one's by at least this much on average, so a person can tell them apart. */
const DISTINCT = 30;
/**
 * Pictures tried before one is taken whatever the checks say. About one picture in six passes them,
 * so forty failing in a row happens to well under one puzzle in 500.
 */
const MAX_DRAWS = 40;

// Only decoration: the places of the gaps come from crypto's randomInt, the grain need not.
const grain = (spread: number) => (Math.random() - 0.5) * 2 * spread;

/** The piece's outline in its box: a square body with a round knob on top and one on the right. */
function inside(dx: number, dy: number): boolean {
  if (dx >= 0 && dx <= 40 && dy >= 10 && dy < SLIDER_PIECE) return true;
  if ((dx - 20) ** 2 + (dy - 10) ** 2 <= 64) return true;
  return (dx - 40) ** 2 + (dy - 30) ** 2 <= 64;
}

/** True on the outline's inner band of `width` pixels. */
function onEdge(dx: number, dy: number, width: number): boolean {
  return (
    inside(dx, dy) &&
    (!inside(dx - width, dy) || !inside(dx + width, dy) || !inside(dx, dy - width) || !inside(dx, dy + width))
  );
}

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * Paints the picture (RGB floats): a gradient, hard-edged blobs a person can follow across a gap's
 * border, soft vertical bands of light and shade so no column stands out by brightness alone, and
 * grain at two scales.
 */
function paint(places: number[], pieceY: number): Float32Array {
  const pixels = new Float32Array(SLIDER_WIDTH * SLIDER_HEIGHT * 3);
  const from = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const to = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const blob = (x: number, y: number, r: number) => ({
    x,
    y,
    r,
    colour: [randomInt(256), randomInt(256), randomInt(256)],
  });
  // Blobs fall anywhere, in gaps and out of them alike (blobs placed by the gaps would mark them),
  // with more in the piece's rows so every gap shows some shape for the piece to match.
  const blobs = [
    ...Array.from({ length: 14 }, () =>
      blob(randomInt(SLIDER_WIDTH), randomInt(SLIDER_HEIGHT), randomInt(8, 40)),
    ),
    ...Array.from({ length: 8 }, () =>
      blob(randomInt(SLIDER_WIDTH), pieceY + randomInt(SLIDER_PIECE), randomInt(10, 24)),
    ),
  ];
  const bands = [
    // Faint light and shade anywhere, over gaps too.
    ...Array.from({ length: randomInt(2, 5) }, () => ({
      x: randomInt(SLIDER_WIDTH),
      half: randomInt(8, 30),
      factor: randomInt(2) === 0 ? randomInt(75, 90) / 100 : randomInt(110, 125) / 100,
    })),
    ...lures(places),
  ];
  const cell = 6;
  const coarse = Array.from(
    { length: Math.ceil(SLIDER_WIDTH / cell) * Math.ceil(SLIDER_HEIGHT / cell) },
    () => grain(18),
  );
  const cellsPerRow = Math.ceil(SLIDER_WIDTH / cell);
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const t = (x + y) / (SLIDER_WIDTH + SLIDER_HEIGHT);
      const offset = (y * SLIDER_WIDTH + x) * 3;
      for (let i = 0; i < 3; i++) pixels[offset + i] = from[i]! + (to[i]! - from[i]!) * t;
    }
  }
  // Each blob over its own square only; blending in order as if every pixel looked at every blob.
  for (const blob of blobs) {
    for (let y = Math.max(0, blob.y - blob.r); y <= Math.min(SLIDER_HEIGHT - 1, blob.y + blob.r); y++) {
      for (let x = Math.max(0, blob.x - blob.r); x <= Math.min(SLIDER_WIDTH - 1, blob.x + blob.r); x++) {
        if ((x - blob.x) ** 2 + (y - blob.y) ** 2 > blob.r ** 2) continue;
        const offset = (y * SLIDER_WIDTH + x) * 3;
        for (let i = 0; i < 3; i++) pixels[offset + i] = (pixels[offset + i]! + blob.colour[i]!) / 2;
      }
    }
  }
  // Bands run the full height, so their light depends on the column alone.
  const light = Array.from({ length: SLIDER_WIDTH }, (_, x) =>
    bands.reduce((product, band) => {
      const distance = Math.abs(x - band.x);
      if (distance > band.half + 6) return product;
      // Full strength inside the band, fading out over 6 px.
      const weight = distance <= band.half ? 1 : (Math.cos(((distance - band.half) / 6) * Math.PI) + 1) / 2;
      return product * (1 + (band.factor - 1) * weight);
    }, 1),
  );
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const texture = coarse[Math.floor(y / cell) * cellsPerRow + Math.floor(x / cell)]!;
      const offset = (y * SLIDER_WIDTH + x) * 3;
      for (let i = 0; i < 3; i++) pixels[offset + i] = pixels[offset + i]! * light[x]! + texture + grain(20);
    }
  }
  return pixels;
}

/**
 * Up to one strong dark band and one strong light band where no gap is, right of the piece's start,
 * in the widest free stretches: a scan for the darkest or brightest band, or the one unlike its
 * sides, is drawn to them. They stand clear of every gap alike, so they tell nothing about which
 * gap is real.
 */
function lures(places: number[]): { x: number; half: number; factor: number }[] {
  const taken = places.map((place) => [place - 12, place + SLIDER_PIECE + 12] as const);
  const stretches: { from: number; to: number }[] = [];
  let from = SLIDER_PIECE;
  for (const [start, end] of [...taken, [SLIDER_WIDTH, SLIDER_WIDTH] as const]) {
    if (start > from) stretches.push({ from, to: Math.min(start, SLIDER_WIDTH) });
    from = Math.max(from, end);
  }
  const widest = stretches.sort((a, b) => b.to - b.from - (a.to - a.from)).slice(0, 2);
  const dark = randomInt(2);
  return widest
    .filter((stretch) => stretch.to - stretch.from >= 12)
    .map((stretch, i) => {
      const half = Math.min(14, Math.floor((stretch.to - stretch.from) / 2) - 2);
      return {
        x: randomInt(stretch.from + half, stretch.to - half),
        half,
        factor: i === dark ? randomInt(45, 60) / 100 : randomInt(140, 160) / 100,
      };
    });
}

/** Left edges of the gaps, spread evenly over the places a gap may be, at least GAP_SPACING apart. */
function gapPlaces(): number[] {
  const first = SLIDER_PIECE + MARGIN;
  const slack = SLIDER_WIDTH - SLIDER_PIECE - MARGIN - first - (SLIDER_GAPS - 1) * GAP_SPACING;
  const offsets = Array.from({ length: SLIDER_GAPS }, () => randomInt(slack + 1)).sort((a, b) => a - b);
  return offsets.map((offset, i) => first + offset + i * GAP_SPACING);
}

/** Mean difference per channel between the pictures under two gaps, before shading. */
function difference(pixels: Float32Array, a: number, b: number, pieceY: number): number {
  let sum = 0;
  let count = 0;
  for (let dy = 0; dy < SLIDER_PIECE; dy++) {
    for (let dx = 0; dx < SLIDER_PIECE; dx++) {
      if (!inside(dx, dy)) continue;
      const row = (pieceY + dy) * SLIDER_WIDTH;
      for (let i = 0; i < 3; i++)
        sum += Math.abs(pixels[(row + a + dx) * 3 + i]! - pixels[(row + b + dx) * 3 + i]!);
      count += 3;
    }
  }
  return sum / count;
}

/** Copies the piece's picture at (gapX, pieceY) into a transparent strip, with a light outline. */
function cutPiece(pixels: Float32Array, gapX: number, pieceY: number): Buffer {
  const strip = Buffer.alloc(SLIDER_PIECE * SLIDER_HEIGHT * 4);
  for (let dy = 0; dy < SLIDER_PIECE; dy++) {
    for (let dx = 0; dx < SLIDER_PIECE; dx++) {
      if (!inside(dx, dy)) continue;
      const source = ((pieceY + dy) * SLIDER_WIDTH + gapX + dx) * 3;
      const target = ((pieceY + dy) * SLIDER_PIECE + dx) * 4;
      const edge = onEdge(dx, dy, 2);
      for (let i = 0; i < 3; i++) strip[target + i] = edge ? 250 : clampByte(pixels[source + i]!);
      strip[target + 3] = 255;
    }
  }
  return strip;
}

/**
 * Shades one gap without changing the brightness of its columns: inside, the picture is pulled
 * halfway to a grey of its own mean brightness (a person still sees what lies there, a column's
 * mean moves little); the outline is two rings of light and dark dots, which cancel in a column's
 * mean.
 */
function shadeGap(pixels: Float32Array, gapX: number, pieceY: number): void {
  const at = (dx: number, dy: number) => ((pieceY + dy) * SLIDER_WIDTH + gapX + dx) * 3;
  let sum = 0;
  let count = 0;
  for (let dy = 0; dy < SLIDER_PIECE; dy++) {
    for (let dx = 0; dx < SLIDER_PIECE; dx++) {
      if (!inside(dx, dy) || onEdge(dx, dy, 2)) continue;
      const offset = at(dx, dy);
      sum += luma(pixels[offset]!, pixels[offset + 1]!, pixels[offset + 2]!);
      count++;
    }
  }
  const grey = sum / count;
  for (let dy = 0; dy < SLIDER_PIECE; dy++) {
    for (let dx = 0; dx < SLIDER_PIECE; dx++) {
      if (!inside(dx, dy)) continue;
      const offset = at(dx, dy);
      const outer = onEdge(dx, dy, 1);
      const inner = !outer && onEdge(dx, dy, 2);
      // Light and dark dots alternate like a chessboard over both rings, so no column or row of
      // the outline is lighter or darker as a whole.
      const ring = (dx + dy) % 2 === 0 ? OUTLINE : -OUTLINE;
      for (let i = 0; i < 3; i++) {
        const value = pixels[offset + i]!;
        pixels[offset + i] = outer || inner ? value + ring : grey * 0.55 + value * 0.45;
      }
    }
  }
}

async function pngDataUrl(raw: Buffer, width: number, height: number, channels: 3 | 4): Promise<string> {
  const png = await sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Draws a new puzzle: SLIDER_GAPS gaps alike in one row, one of them (at random) the real one. Only
 * the piece's own picture tells which. A picture is drawn again when a look-alike's picture is too
 * close to the piece's for a person to tell apart, or when a brightness scan of that row scores a
 * place near any gap about as high as its best (so such a scan points at no gap rather than at one
 * of three).
 */
export async function drawPuzzle(): Promise<DrawnPuzzle> {
  let draws = 0;
  for (;;) {
    // A picture is about 10 ms of JavaScript: between pictures the loop serves other requests' I/O.
    if (draws > 0) await nextTurnOfTheLoop();
    draws++;
    const pieceY = randomInt(MARGIN, SLIDER_HEIGHT - SLIDER_PIECE - MARGIN + 1);
    const places = gapPlaces();
    const gapX = places[randomInt(places.length)]!;
    const pixels = paint(places, pieceY);
    const piece = cutPiece(pixels, gapX, pieceY);
    const alike = places.some(
      (place) => place !== gapX && difference(pixels, place, gapX, pieceY) < DISTINCT,
    );
    for (const place of places) shadeGap(pixels, place, pieceY);
    const background = Buffer.alloc(SLIDER_WIDTH * SLIDER_HEIGHT * 3);
    for (let i = 0; i < pixels.length; i++) background[i] = clampByte(pixels[i]!);
    const at = (x: number, y: number) => {
      const offset = (y * SLIDER_WIDTH + x) * 3;
      return luma(background[offset]!, background[offset + 1]!, background[offset + 2]!);
    };
    const scansHitAGap = scansNearAGap(at, pieceY, places);
    if ((scansHitAGap || alike) && draws < MAX_DRAWS) continue;
    return {
      background: await pngDataUrl(background, SLIDER_WIDTH, SLIDER_HEIGHT, 3),
      piece: await pngDataUrl(piece, SLIDER_PIECE, SLIDER_HEIGHT, 4),
      gapX,
      draws,
    };
  }
}
