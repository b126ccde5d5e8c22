import { CONSOLE_API_BASE, CONSOLE_PATH } from '@switchboard/protocol';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards the console API to a locally running server, so the console talks to the
// same-origin paths it uses when the server serves the built files under CONSOLE_PATH.
const apiTarget = process.env.SWITCHBOARD_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  base: `${CONSOLE_PATH}/`,
  server: {
    proxy: {
      [CONSOLE_API_BASE]: { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // The protocol package only declares constants and zod schemas (see apps/web/vite.config.ts).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]protocol[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
