import { defineConfig } from 'vitest/config';

// One Vitest run covers the protocol, the server, the web and the console unit tests; each is its own project.
export default defineConfig({
  test: {
    // Many server tests wait on sockets, timers and child processes, so a third worker on two cores
    // keeps both busy: the SQLite pass of all three projects took 311 s with three workers and the
    // server unisolated, where the server project alone took 419 s isolated with two.
    maxWorkers: 3,
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
