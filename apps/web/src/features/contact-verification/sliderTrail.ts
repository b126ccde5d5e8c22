import { SLIDER_TRAIL_MAX_SAMPLES, type SliderTrailSample } from '@switchboard/protocol';

/**
 * Adds one sample to a drag trail (t in whole milliseconds since its first sample). A sample in
 * the same millisecond as the last one is put a millisecond after it, so time always increases; a
 * trail over the protocol's cap drops every second sample but the first and the last, so it keeps
 * the drag's whole shape.
 */
export function addTrailSample(trail: SliderTrailSample[], x: number, t: number): SliderTrailSample[] {
  const last = trail.at(-1);
  const at = Math.max(0, Math.round(t));
  const sample = { x: Math.round(x), t: last !== undefined && at <= last.t ? last.t + 1 : at };
  const next = [...trail, sample];
  if (next.length <= SLIDER_TRAIL_MAX_SAMPLES) return next;
  return next.filter((_, i) => i === 0 || i === next.length - 1 || i % 2 === 0);
}
