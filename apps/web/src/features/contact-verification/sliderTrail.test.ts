import { SLIDER_TRAIL_MAX_SAMPLES, type SliderTrailSample } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { addTrailSample } from './sliderTrail.ts';

describe('addTrailSample', () => {
  it('rounds samples and puts one in the same millisecond a millisecond later', () => {
    let trail = addTrailSample([], 0, 0);
    trail = addTrailSample(trail, 3.4, 10.2);
    trail = addTrailSample(trail, 5.6, 10.4);
    expect(trail).toEqual([
      { x: 0, t: 0 },
      { x: 3, t: 10 },
      { x: 6, t: 11 },
    ]);
  });

  it('thins a long drag to the cap, keeping its first and last samples and time order', () => {
    let trail: SliderTrailSample[] = [];
    for (let i = 0; i < 500; i += 1) trail = addTrailSample(trail, i / 2, i * 8);
    expect(trail.length).toBeLessThanOrEqual(SLIDER_TRAIL_MAX_SAMPLES);
    expect(trail.length).toBeGreaterThan(SLIDER_TRAIL_MAX_SAMPLES / 3);
    expect(trail[0]).toEqual({ x: 0, t: 0 });
    expect(trail.at(-1)).toEqual({ x: 250, t: 499 * 8 });
    for (let i = 1; i < trail.length; i += 1) expect(trail[i]!.t).toBeGreaterThan(trail[i - 1]!.t);
  });
});
