import { createHash, randomBytes } from 'node:crypto';
import { Retcode, SLIDER_TRAIL_MAX_SAMPLES, type SliderTrailSample } from '@switchboard/protocol';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/index.ts';
import { GateService, SLIDER_API } from '../src/modules/contact-verification/gates.service.ts';
import { type DrawnPuzzle, drawPuzzle } from '../src/modules/contact-verification/slider.image.ts';
import { post } from './helpers/api.ts';
import { uniqueIp } from './helpers/factories.ts';
import { answerSlider, handTrail, newPuzzle, solvePow, storedPuzzle } from './helpers/slider.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

function pngOf(dataUrl: string): Buffer {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
}

/** A fresh puzzle from `ip` with its real gap and a solution of its proof of work. */
async function solvable(ip: string) {
  const puzzle = await newPuzzle(t.app, ip);
  const { gapX } = await storedPuzzle(t.app, puzzle.sliderId);
  return { puzzle, gapX, pow: await solvePow(puzzle.pow) };
}

/** A right guess in every respect but what `change` alters. */
async function guessWith(ip: string, change: (x: number) => { x?: number; trail?: SliderTrailSample[] }) {
  const { puzzle, gapX, pow } = await solvable(ip);
  const altered = change(gapX);
  const x = altered.x ?? gapX;
  return answerSlider(t.app, { sliderId: puzzle.sliderId, x, trail: altered.trail ?? handTrail(x), pow }, ip);
}

describe('sliderCaptcha', () => {
  it('draws a PNG background and a full-height PNG strip holding the piece at one height', async () => {
    const ip = uniqueIp();
    const puzzle = await newPuzzle(t.app, ip);
    const { gapX } = await storedPuzzle(t.app, puzzle.sliderId);
    expect(puzzle).not.toHaveProperty('pieceY');
    const background = await sharp(pngOf(puzzle.background)).metadata();
    const { data: piece, info } = await sharp(pngOf(puzzle.piece))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([background.width, background.height]).toEqual([puzzle.width, puzzle.height]);
    expect([info.width, info.height]).toEqual([puzzle.pieceSize, puzzle.height]);
    const opaqueRows = Array.from({ length: info.height }, (_, y) => y).filter((y) =>
      Array.from({ length: info.width }, (_, x) => piece[(y * info.width + x) * 4 + 3]!).some(
        (alpha) => alpha > 0,
      ),
    );
    expect(opaqueRows.length).toBeGreaterThan(puzzle.pieceSize / 2);
    expect(opaqueRows.at(-1)! - opaqueRows[0]! + 1).toBe(opaqueRows.length);
    expect(opaqueRows.length).toBeLessThanOrEqual(puzzle.pieceSize);
    expect(puzzle.width).toBeGreaterThanOrEqual(280);
    expect(gapX).toBeGreaterThanOrEqual(puzzle.pieceSize);
    expect(gapX + puzzle.pieceSize).toBeLessThanOrEqual(puzzle.width);
    expect(puzzle.pow).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: t.config.sliderPow.cost });
  });

  it('by default asks for 5000 PBKDF2 rounds per try and at least 400 tries', async () => {
    const defaults = loadConfig({ NODE_ENV: 'test', APP_SECRET: randomBytes(32).toString('hex') });
    expect(defaults.sliderPow).toEqual({ cost: 5000, maxNumber: 800 });
    const gates = new GateService(t.app.services.shortLived, t.app.services.captcha, {
      secret: defaults.appSecret,
      ...defaults.sliderPow,
    });
    const puzzle = await gates.issueSlider();
    expect(puzzle.pow.cost).toBe(5000);
    const { counter } = await solvePow(puzzle.pow);
    expect(counter).toBeGreaterThanOrEqual(400);
    expect(counter).toBeLessThanOrEqual(800);
  });

  it('draws a burst of puzzles one at a time, and one failed drawing does not stop the next', async () => {
    let drawing = 0;
    let most = 0;
    let calls = 0;
    const draw = async (): Promise<DrawnPuzzle> => {
      calls++;
      if (calls === 2) throw new Error('drawing failed');
      drawing++;
      most = Math.max(most, drawing);
      // Several turns of the loop, as a real drawing takes between its pictures.
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      drawing--;
      return drawPuzzle();
    };
    const gates = new GateService(
      t.app.services.shortLived,
      t.app.services.captcha,
      { secret: t.config.appSecret, ...t.config.sliderPow },
      draw,
    );
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => gates.issueSlider()));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(most).toBe(1);
  });
});

describe('verifySlider', () => {
  it('accepts a drop within 6 px of the gap with a solved proof of work and a hand-made trail, once', async () => {
    const ip = uniqueIp();
    const { puzzle, gapX, pow } = await solvable(ip);
    const hit = await answerSlider(
      t.app,
      { sliderId: puzzle.sliderId, x: gapX + 6, trail: handTrail(gapX + 6), pow },
      ip,
    );
    expect(hit.status).toBe(200);
    expect(hit.body.data.sliderToken).toMatch(/^[\w-]{20,}$/);
    const second = await answerSlider(
      t.app,
      { sliderId: puzzle.sliderId, x: gapX, trail: handTrail(gapX), pow },
      ip,
    );
    expect(second.status).toBe(400);
    expect(second.body.retcode).toBe(Retcode.SLIDER_FAILED);
  });

  it('refuses a drop 7 px off, and the puzzle then takes no second guess', async () => {
    const ip = uniqueIp();
    const { puzzle, gapX, pow } = await solvable(ip);
    const miss = await answerSlider(
      t.app,
      { sliderId: puzzle.sliderId, x: gapX - 7, trail: handTrail(gapX - 7), pow },
      ip,
    );
    expect(miss.body.retcode).toBe(Retcode.SLIDER_FAILED);
    expect(miss.body.retmsg).toBe('The piece is not in its gap. Try again.');
    const retry = await answerSlider(
      t.app,
      { sliderId: puzzle.sliderId, x: gapX, trail: handTrail(gapX), pow },
      ip,
    );
    expect(retry.body.retcode).toBe(Retcode.SLIDER_FAILED);
  });

  it('refuses an unknown puzzle and one older than 2 minutes', async () => {
    const ip = uniqueIp();
    const unknown = await answerSlider(
      t.app,
      { sliderId: 'no-such-puzzle', x: 100, trail: handTrail(100) },
      ip,
    );
    expect(unknown.body.retcode).toBe(Retcode.SLIDER_FAILED);
    const { puzzle, gapX, pow } = await solvable(ip);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 + 1000 });
    const late = await answerSlider(
      t.app,
      { sliderId: puzzle.sliderId, x: gapX, trail: handTrail(gapX), pow },
      ip,
    );
    expect(late.body.retcode).toBe(Retcode.SLIDER_FAILED);
  });

  it('keeps only a hash of the token', async () => {
    const ip = uniqueIp();
    const { sliderToken } = (await guessWith(ip, () => ({}))).body.data;
    const tokenHash = createHash('sha256').update(sliderToken).digest('hex');
    const store = t.app.services.shortLived;
    expect(await store.peek(`pass:slider:${SLIDER_API}:${tokenHash}`)).toBe(ip);
    expect(await store.peek(`pass:slider:${SLIDER_API}:${sliderToken}`)).toBeUndefined();
  });
});

describe('verifySlider proof of work', () => {
  it('refuses the right place without a solution, in words a person reads, and spends the puzzle', async () => {
    const ip = uniqueIp();
    const { puzzle, gapX, pow } = await solvable(ip);
    const bare = await answerSlider(
      t.app,
      { sliderId: puzzle.sliderId, x: gapX, trail: handTrail(gapX) },
      ip,
    );
    expect(bare.status).toBe(400);
    expect(bare.body.retcode).toBe(Retcode.SLIDER_FAILED);
    expect(bare.body.retmsg).toBe('Your browser did not finish the slider check. Try the slider again.');
    const then = await answerSlider(
      t.app,
      { sliderId: puzzle.sliderId, x: gapX, trail: handTrail(gapX), pow },
      ip,
    );
    expect(then.body.retcode).toBe(Retcode.SLIDER_FAILED);
  });

  it('says it in Chinese too', async () => {
    const ip = uniqueIp();
    const puzzle = await newPuzzle(t.app, ip);
    const { gapX } = await storedPuzzle(t.app, puzzle.sliderId);
    const bare = await post(
      t.app,
      'verifySlider',
      { platform: 'pingme', sliderId: puzzle.sliderId, x: gapX, trail: handTrail(gapX) },
      { ip, language: 'zh_cn' },
    );
    expect(bare.body.retmsg).toBe('浏览器未完成滑块校验，请重新完成滑块验证。');
  });

  it("refuses another puzzle's solution, a used one, and a made-up key", async () => {
    const ip = uniqueIp();
    const first = await solvable(ip);
    const passed = await answerSlider(
      t.app,
      { sliderId: first.puzzle.sliderId, x: first.gapX, trail: handTrail(first.gapX), pow: first.pow },
      ip,
    );
    expect(passed.status).toBe(200);

    const second = await solvable(ip);
    const reused = await answerSlider(
      t.app,
      { sliderId: second.puzzle.sliderId, x: second.gapX, trail: handTrail(second.gapX), pow: first.pow },
      ip,
    );
    expect(reused.body.retcode).toBe(Retcode.SLIDER_FAILED);
    expect(reused.body.detail).toMatch(/^pow:/);

    const third = await solvable(ip);
    const madeUp = { counter: third.pow.counter, derivedKey: 'ab'.repeat(32) };
    const forged = await answerSlider(
      t.app,
      { sliderId: third.puzzle.sliderId, x: third.gapX, trail: handTrail(third.gapX), pow: madeUp },
      ip,
    );
    expect(forged.body.retcode).toBe(Retcode.SLIDER_FAILED);
    expect(forged.body.detail).toMatch(/^pow:/);
  });
});

describe('verifySlider trail', () => {
  const steady = (x: number, samples: number, every: number) =>
    Array.from({ length: samples }, (_, i) => ({ x: Math.round((x * i) / (samples - 1)), t: i * every }));

  it.each([
    ['no trail', () => ({ trail: [] })],
    ['four samples', (x: number) => ({ trail: handTrail(x).slice(-4) })],
    [
      'time going back',
      (x: number) => ({ trail: handTrail(x).map((sample, i) => (i === 5 ? { ...sample, t: 0 } : sample)) }),
    ],
    ['a 140 ms drag', (x: number) => ({ trail: handTrail(x).map((sample, i) => ({ ...sample, t: i * 9 })) })],
    ['a constant speed', (x: number) => ({ trail: steady(x, 20, 25) })],
    ['an end 10 px from the answer', (x: number) => ({ trail: handTrail(x + 10) })],
  ])('refuses %s at the right place', async (_name, change) => {
    const response = await guessWith(uniqueIp(), change);
    expect(response.status).toBe(400);
    expect(response.body.retcode).toBe(Retcode.SLIDER_FAILED);
    expect(response.body.retmsg).toBe('That did not look like a drag by hand. Slide the piece again.');
    expect(response.body.detail).toMatch(/^trail:/);
  });

  it(`refuses a trail longer than ${SLIDER_TRAIL_MAX_SAMPLES} samples as bad input`, async () => {
    const response = await guessWith(uniqueIp(), (x) => ({
      trail: Array.from({ length: SLIDER_TRAIL_MAX_SAMPLES + 1 }, (_, i) => ({
        x: Math.min(x, i * 3),
        t: i * 17,
      })),
    }));
    expect(response.status).toBe(400);
    expect(response.body.retcode).not.toBe(Retcode.SLIDER_FAILED);
  });

  it('accepts a keyboard trail: a press, key repeat, then Enter after a pause', async () => {
    const response = await guessWith(uniqueIp(), (x) => {
      const presses = Math.ceil(x / 10);
      const trail = [{ x: 0, t: 0 }];
      for (let i = 1; i <= presses; i++) trail.push({ x: Math.min(x, i * 10), t: 500 + (i - 1) * 33 });
      trail.push({ x, t: trail.at(-1)!.t + 400 });
      return { x, trail: trail.slice(-SLIDER_TRAIL_MAX_SAMPLES) };
    });
    expect(response.status).toBe(200);
  });
});
