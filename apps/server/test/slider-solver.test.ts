import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uniqueIp } from './helpers/factories.ts';
import { answerSlider, handTrail, newPuzzle, solvePow } from './helpers/slider.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// A script of the kind that solved every puzzle when the gap was a darker patch at a height the
// answer gave away: it reads the piece's height from the piece picture, scans the background's
// columns in that row, and drops the piece on the band that stands out. It sends a trail a hand
// could make and a solved proof of work, so only its way of finding the gap is on trial.

const t = useTestApp();

const PUZZLES = 20;

function pixelsOf(dataUrl: string) {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Mean brightness of each background column over the rows where the piece is opaque, and the piece's width. */
async function rowColumns(background: string, piece: string): Promise<{ columns: number[]; width: number }> {
  const strip = await pixelsOf(piece);
  const rows: number[] = [];
  const opaqueColumns = new Set<number>();
  for (let y = 0; y < strip.info.height; y++) {
    for (let x = 0; x < strip.info.width; x++) {
      if (strip.data[(y * strip.info.width + x) * 4 + 3]! === 0) continue;
      if (rows.at(-1) !== y) rows.push(y);
      opaqueColumns.add(x);
    }
  }
  const picture = await pixelsOf(background);
  const columns = Array.from({ length: picture.info.width }, (_, x) => {
    let sum = 0;
    for (const y of rows) {
      const at = (y * picture.info.width + x) * 4;
      sum += 0.299 * picture.data[at]! + 0.587 * picture.data[at + 1]! + 0.114 * picture.data[at + 2]!;
    }
    return sum / rows.length;
  });
  return { columns, width: Math.max(...opaqueColumns) + 1 };
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** Scores every place a piece `width` wide could be dropped right of its start; the best place wins. */
type Scan = (columns: number[], width: number, x: number) => number;

const scans: Record<string, Scan> = {
  'the darkest band': (columns, width, x) => -average(columns.slice(x, x + width)),
  'the band most unlike its sides': (columns, width, x) =>
    Math.abs(
      average(columns.slice(x, x + width)) -
        average([...columns.slice(Math.max(0, x - 8), x), ...columns.slice(x + width, x + width + 8)]),
    ),
};

describe.each(Object.entries(scans))('a column-scan solver taking %s', (_name, scan) => {
  it(`solves at most 1 of ${PUZZLES} puzzles`, async () => {
    const ip = uniqueIp();
    let solved = 0;
    for (let i = 0; i < PUZZLES; i++) {
      const puzzle = await newPuzzle(t.app, ip);
      const { columns, width } = await rowColumns(puzzle.background, puzzle.piece);
      let guess = puzzle.pieceSize;
      for (let x = puzzle.pieceSize; x + width <= puzzle.width; x++) {
        if (scan(columns, width, x) > scan(columns, width, guess)) guess = x;
      }
      const pow = await solvePow(puzzle.pow);
      const answer = await answerSlider(
        t.app,
        { sliderId: puzzle.sliderId, x: guess, trail: handTrail(guess), pow },
        ip,
      );
      if (answer.status === 200) solved++;
      else expect(answer.body.detail).toBe('x: the piece is not in its gap');
    }
    expect(solved).toBeLessThanOrEqual(1);
  });
});
