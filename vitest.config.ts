import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes where the others take seconds (the crash battery restarts the server
 * hundreds of times; the fuzz batteries send thousands of requests). Vitest's own order puts them
 * wherever their size falls, and one started last held a whole pass up: the PostgreSQL pass took
 * 612 s when its files' times summed to 1,326 s over three workers, the crash battery alone 448 s.
 */
const LONG_FILES = [/battery-crash\.test/, /battery-fuzz/, /plain-language\.test/, /redis-lifecycle\.test/];

/** Vitest's order, with the long files first, so the others fill the workers beside them. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.findIndex((pattern) => pattern.test(file.moduleId));
      return at === -1 ? LONG_FILES.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// One Vitest run covers the protocol, the server, the web and the console unit tests; each is its own project.
export default defineConfig({
  test: {
    // Many server tests wait on sockets, timers and child processes, so a third worker on two cores
    // keeps both busy: the SQLite pass of all three projects took 311 s with three workers and the
    // server unisolated, where the server project alone took 419 s isolated with two.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'protocol',
          root: 'packages/protocol',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Each file builds its own app and database, and no server module keeps state a file could
          // leak; reusing a worker's loaded modules saves the 1.2 s import of the server per file.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/console/vitest.config.ts',
    ],
  },
});
