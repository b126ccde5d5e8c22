/** The q-quantile (0..1) of a list of numbers, nearest-rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Milliseconds since an arbitrary origin, with sub-millisecond precision. */
export function nowMs(): number {
  return performance.now();
}

/** Rounds for display. */
export function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Runs `count` async operations keeping `concurrency` in flight; returns operations per second and
 * every operation's latency in ms.
 */
export async function saturate(
  count: number,
  concurrency: number,
  operation: (index: number) => Promise<void>,
): Promise<{ perSecond: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = nowMs();
  const lane = async () => {
    while (next < count) {
      const index = next++;
      const begin = nowMs();
      await operation(index);
      latencies.push(nowMs() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { perSecond: (count / (nowMs() - started)) * 1000, latencies };
}

/**
 * Operations per second of two sequential operations measured in alternating chunks, so load from
 * elsewhere on a shared machine lands on both sides alike; also the median over chunks of
 * second/first speed, which a burst of outside load during a few chunks does not move.
 */
export async function interleaved(
  first: () => Promise<unknown> | unknown,
  second: () => Promise<unknown> | unknown,
  chunks: number,
  perChunk: number,
): Promise<{ first: number; second: number; ratio: number }> {
  const spent = [0, 0];
  const ratios: number[] = [];
  for (let chunk = 0; chunk < chunks; chunk++) {
    const times = [0, 0];
    for (const [side, operation] of [first, second].entries()) {
      const started = nowMs();
      for (let index = 0; index < perChunk; index++) await operation();
      times[side] = nowMs() - started;
      spent[side]! += times[side]!;
    }
    ratios.push(times[0]! / times[1]!);
  }
  const total = chunks * perChunk;
  return { first: (total / spent[0]!) * 1000, second: (total / spent[1]!) * 1000, ratio: median(ratios) };
}
