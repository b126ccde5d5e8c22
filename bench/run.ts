// `npm run bench`: runs every benchmark in turn (each in its own process) and prints a summary.
// `npm run bench -- delivery web-bundle` runs only the named ones.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFigure, passes, RESULTS_DIR, readResult } from './lib/report.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The issue's benchmarks in their order; any other bench/*.ts (e.g. socket-memory) runs after them. */
const ORDER = [
  'socket-send',
  'delivery',
  'delivery-pg',
  'two-nodes',
  'api-history',
  'query-layer',
  'web-bundle',
  'contacts-mount',
  'contacts-bulk',
  'lighthouse',
];

function discover(): string[] {
  const found = readdirSync(BENCH_DIR)
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
    .map((file) => file.slice(0, -'.ts'.length));
  return [
    ...ORDER.filter((name) => found.includes(name)),
    ...found.filter((name) => !ORDER.includes(name)).sort(),
  ];
}

const wanted = process.argv.slice(2);
const names = discover().filter((name) => wanted.length === 0 || wanted.includes(name));
const unknown = wanted.filter((name) => !existsSync(path.join(BENCH_DIR, `${name}.ts`)));
if (unknown.length > 0) console.log(`unknown benchmark(s): ${unknown.join(', ')}`);

const outcomes: { name: string; exit: number | null; startedAt: number; seconds: number }[] = [];
for (const name of names) {
  const startedAt = Date.now();
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(BENCH_DIR, `${name}.ts`)],
    {
      stdio: 'inherit',
    },
  );
  outcomes.push({ name, exit: child.status, startedAt, seconds: (Date.now() - startedAt) / 1000 });
}

console.log(`\n== summary (results in ${path.relative(process.cwd(), RESULTS_DIR)}/<name>.json)`);
let misses = 0;
let failures = 0;
for (const { name, exit, startedAt, seconds } of outcomes) {
  const result = readResult(name);
  const fresh = result !== undefined && Date.parse(result.at) >= startedAt - 1000;
  const took = `${seconds.toFixed(0)} s`;
  if (exit !== 0) {
    failures++;
    console.log(`${name}: FAILED (exit ${exit}, ${took}); see its output above`);
  } else if (!fresh) {
    console.log(`${name}: ran (${took}) but left no results file; see its output above`);
  } else if (result.skipped !== undefined) {
    console.log(`${name}: skipped: ${result.skipped.split('\n')[0]}`);
  } else {
    for (const figure of result.figures) {
      if (!passes(figure)) misses++;
      console.log(`${name}: ${formatFigure(figure)}`);
    }
  }
}
console.log(`\n${outcomes.length} benchmark(s), ${misses} target(s) missed, ${failures} failed`);
// A missed target is a finding, not an error; only a benchmark that could not finish fails the run.
process.exitCode = failures > 0 ? 1 : 0;
