import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/** Background size and piece size of a slider puzzle, in pixels. */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE = 50;

/** A drawn puzzle: both images as PNG data: URLs, and where the gap is. */
export interface DrawnPuzzle {
  background: string;
  piece: string;
  gapX: number;
  pieceY: number;
}

const MARGIN = 10;

// Only decoration: the gap's place comes from crypto's randomInt, the grain need not.
const noise = () => Math.floor(Math.random() * 25) - 12;

/** Fills an RGB buffer with a random gradient, blobs and noise, so the gap cannot be found by a flat colour. */
function randomBackground(): Buffer {
  const pixels = Buffer.alloc(SLIDER_WIDTH * SLIDER_HEIGHT * 3);
  const from = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const to = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const blobs = Array.from({ length: 14 }, () => ({
    x: randomInt(SLIDER_WIDTH),
    y: randomInt(SLIDER_HEIGHT),
    r: randomInt(10, 45),
    colour: [randomInt(256), randomInt(256), randomInt(256)],
  }));
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const t = (x + y) / (SLIDER_WIDTH + SLIDER_HEIGHT);
      let colour = from.map((start, i) => start + (to[i]! - start) * t);
      for (const blob of blobs) {
        if ((x - blob.x) ** 2 + (y - blob.y) ** 2 <= blob.r ** 2) {
          colour = colour.map((value, i) => (value + blob.colour[i]!) / 2);
        }
      }
      const offset = (y * SLIDER_WIDTH + x) * 3;
      for (let i = 0; i < 3; i++) {
        pixels[offset + i] = Math.max(0, Math.min(255, Math.round(colour[i]! + noise())));
      }
    }
  }
  return pixels;
}

function onEdge(dx: number, dy: number): boolean {
  return dx < 2 || dy < 2 || dx >= SLIDER_PIECE - 2 || dy >= SLIDER_PIECE - 2;
}

/** Cuts the piece out (RGBA, light outline) and darkens its gap in the background. */
function cut(background: Buffer, gapX: number, pieceY: number): Buffer {
  const piece = Buffer.alloc(SLIDER_PIECE * SLIDER_PIECE * 4);
  for (let dy = 0; dy < SLIDER_PIECE; dy++) {
    for (let dx = 0; dx < SLIDER_PIECE; dx++) {
      const source = ((pieceY + dy) * SLIDER_WIDTH + gapX + dx) * 3;
      const target = (dy * SLIDER_PIECE + dx) * 4;
      const edge = onEdge(dx, dy);
      for (let i = 0; i < 3; i++) {
        piece[target + i] = edge ? 255 : background[source + i]!;
        background[source + i] = edge ? 235 : Math.round(background[source + i]! * 0.4);
      }
      piece[target + 3] = 255;
    }
  }
  return piece;
}

async function pngDataUrl(raw: Buffer, width: number, height: number, channels: 3 | 4): Promise<string> {
  const png = await sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Draws a new puzzle with its gap at a random place right of the piece's start. */
export async function drawPuzzle(): Promise<DrawnPuzzle> {
  const gapX = randomInt(SLIDER_PIECE + MARGIN, SLIDER_WIDTH - SLIDER_PIECE - MARGIN + 1);
  const pieceY = randomInt(MARGIN, SLIDER_HEIGHT - SLIDER_PIECE - MARGIN + 1);
  const pixels = randomBackground();
  const piece = cut(pixels, gapX, pieceY);
  return {
    background: await pngDataUrl(pixels, SLIDER_WIDTH, SLIDER_HEIGHT, 3),
    piece: await pngDataUrl(piece, SLIDER_PIECE, SLIDER_PIECE, 4),
    gapX,
    pieceY,
  };
}
