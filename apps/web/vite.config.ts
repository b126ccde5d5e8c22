import { API_BASE, SOCKET_PATH } from '@switchboard/protocol';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards the API and the socket to a locally running server, so the client
// always talks to same-origin paths exactly as it does when the server serves the built files.
const apiTarget = process.env.SWITCHBOARD_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      [API_BASE]: { target: apiTarget, changeOrigin: false },
      [SOCKET_PATH]: { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // The protocol package only declares constants and zod schemas; without this, importing one
        // constant from its barrel keeps every schema (and zod) in the first script the page loads.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]protocol[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
