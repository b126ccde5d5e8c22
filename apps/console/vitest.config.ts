import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Above the 5 s that findBy may wait (src/test/setup.ts), so a slow find fails as what it is.
    testTimeout: 15_000,
  },
});
