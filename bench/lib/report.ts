import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where every benchmark keeps its last results (machine-specific, so not in git). */
export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** How a figure is compared with its target. */
export type TargetOp = '>=' | '<=' | '<';

/** One measured figure of a benchmark, with its target. */
export interface Figure {
  /** What was measured, e.g. "throughput ratio (ours / bare)". */
  label: string;
  value: number;
  unit: string;
  target: { op: TargetOp; value: number };
  /** The raw measurements behind a ratio, for the reader. */
  detail: string;
}

/** What one benchmark run leaves in bench/results/<name>.json. */
export interface BenchResult {
  name: string;
  at: string;
  node: string;
  figures: Figure[];
  notes: string[];
  /** Set when the benchmark could not run here (and why). */
  skipped?: string;
}

/** True when the figure meets its target (a figure that could not be measured never does). */
export function passes(figure: Figure): boolean {
  if (typeof figure.value !== 'number' || !Number.isFinite(figure.value)) return false;
  const { op, value } = figure.target;
  if (op === '>=') return figure.value >= value;
  if (op === '<=') return figure.value <= value;
  return figure.value < value;
}

/** "PASS (+12.0% margin)" or "MISS by 34.0%": the distance to the target relative to the target. */
export function verdict(figure: Figure): string {
  const { op, value } = figure.target;
  const gap = value === 0 ? 0 : (Math.abs(figure.value - value) / Math.abs(value)) * 100;
  const better = op === '>=' ? figure.value >= value : figure.value <= value;
  if (passes(figure)) return `PASS (${gap.toFixed(1)}% ${better ? 'margin' : 'on target'})`;
  const direction = op === '>=' ? 'below' : 'above';
  return `MISS by ${gap.toFixed(1)}% (${direction} target)`;
}

/** A figure formatted for one line of output. */
export function formatFigure(figure: Figure): string {
  const unit = figure.unit === 'x' || figure.unit === '' ? '' : ` ${figure.unit}`;
  if (typeof figure.value !== 'number' || !Number.isFinite(figure.value)) {
    return `${figure.label}: not measured (target ${figure.target.op} ${figure.target.value}) MISS\n      ${figure.detail}`;
  }
  const shown = `${figure.value.toFixed(figure.unit === 'x' || figure.unit === '' ? 3 : 2)}${unit}`;
  const target = `${figure.target.op} ${figure.target.value}${unit}`;
  return `${figure.label}: ${shown} (target ${target}) ${verdict(figure)}\n      ${figure.detail}`;
}

function write(result: BenchResult): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  // Written aside then renamed, so a crash never leaves half a results file behind.
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(result, null, 2)}\n`);
  renameSync(tmp, file);
}

/** Prints a benchmark's figures and keeps them as its last results. */
export function record(name: string, figures: Figure[], notes: string[] = []): BenchResult {
  const result: BenchResult = { name, at: new Date().toISOString(), node: process.version, figures, notes };
  write(result);
  for (const note of notes) console.log(`  note: ${note}`);
  for (const figure of figures) console.log(`  ${formatFigure(figure)}`);
  return result;
}

/** Records that a benchmark could not run here, with the reason it prints. */
export function skip(name: string, reason: string): BenchResult {
  const result: BenchResult = {
    name,
    at: new Date().toISOString(),
    node: process.version,
    figures: [],
    notes: [],
    skipped: reason,
  };
  write(result);
  console.log(`  skipped: ${reason}`);
  return result;
}

/** The last results of a benchmark, or undefined when it left none. */
export function readResult(name: string): BenchResult | undefined {
  try {
    return JSON.parse(readFileSync(path.join(RESULTS_DIR, `${name}.json`), 'utf8')) as BenchResult;
  } catch {
    return undefined;
  }
}
