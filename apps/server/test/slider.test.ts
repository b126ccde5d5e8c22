import { createHash } from 'node:crypto';
import { Retcode, type SliderPuzzleData } from '@switchboard/protocol';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { puzzleKey, SLIDER_API } from '../src/modules/verification/gates.service.ts';
import { get, post } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { uniqueIp } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function newPuzzle(ip: string): Promise<{ puzzle: SliderPuzzleData; gapX: number }> {
  const response = await get<SliderPuzzleData>(t.app, 'sliderCaptcha', { ip });
  expect(response.status).toBe(200);
  const puzzle = response.body.data;
  const gapX = await t.app.services.shortLived.peek(puzzleKey(puzzle.sliderId));
  expect(gapX).toMatch(/^\d+$/);
  return { puzzle, gapX: Number(gapX) };
}

function answer(sliderId: string, x: number, ip: string) {
  return post<{ sliderToken: string }>(t.app, 'verifySlider', { platform: 'pingme', sliderId, x }, { ip });
}

function pngOf(dataUrl: string): Buffer {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
}

describe('sliderCaptcha', () => {
  it('draws a PNG background with a gap and a PNG piece of the announced sizes', async () => {
    const { puzzle, gapX } = await newPuzzle(uniqueIp());
    const background = await sharp(pngOf(puzzle.background)).metadata();
    const piece = await sharp(pngOf(puzzle.piece)).metadata();
    expect([background.width, background.height]).toEqual([puzzle.width, puzzle.height]);
    expect([piece.width, piece.height]).toEqual([puzzle.pieceSize, puzzle.pieceSize]);
    expect(puzzle.width).toBeGreaterThanOrEqual(280);
    expect(gapX).toBeGreaterThanOrEqual(puzzle.pieceSize);
    expect(gapX + puzzle.pieceSize).toBeLessThanOrEqual(puzzle.width);
    expect(puzzle.pieceY + puzzle.pieceSize).toBeLessThanOrEqual(puzzle.height);
  });
});

describe('verifySlider', () => {
  it('accepts a drop within 6 px of the gap, once', async () => {
    const ip = uniqueIp();
    const { puzzle, gapX } = await newPuzzle(ip);
    const hit = await answer(puzzle.sliderId, gapX + 6, ip);
    expect(hit.status).toBe(200);
    expect(hit.body.data.sliderToken).toMatch(/^[\w-]{20,}$/);
    const second = await answer(puzzle.sliderId, gapX, ip);
    expect(second.status).toBe(400);
    expect(second.body.retcode).toBe(Retcode.SLIDER_FAILED);
  });

  it('refuses a drop 7 px off, and the puzzle then takes no second guess', async () => {
    const ip = uniqueIp();
    const { puzzle, gapX } = await newPuzzle(ip);
    const miss = await answer(puzzle.sliderId, gapX - 7, ip);
    expect(miss.body.retcode).toBe(Retcode.SLIDER_FAILED);
    const retry = await answer(puzzle.sliderId, gapX, ip);
    expect(retry.body.retcode).toBe(Retcode.SLIDER_FAILED);
  });

  it('refuses an unknown puzzle and one older than 2 minutes', async () => {
    const ip = uniqueIp();
    expect((await answer('no-such-puzzle', 100, ip)).body.retcode).toBe(Retcode.SLIDER_FAILED);
    const { puzzle, gapX } = await newPuzzle(ip);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 + 1000 });
    expect((await answer(puzzle.sliderId, gapX, ip)).body.retcode).toBe(Retcode.SLIDER_FAILED);
  });

  it('keeps only a hash of the token', async () => {
    const ip = uniqueIp();
    const { puzzle, gapX } = await newPuzzle(ip);
    const { sliderToken } = (await answer(puzzle.sliderId, gapX, ip)).body.data;
    const tokenHash = createHash('sha256').update(sliderToken).digest('hex');
    const store = t.app.services.shortLived;
    expect(await store.peek(`pass:slider:${SLIDER_API}:${tokenHash}`)).toBe(ip);
    expect(await store.peek(`pass:slider:${SLIDER_API}:${sliderToken}`)).toBeUndefined();
  });
});
