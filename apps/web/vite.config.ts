import { fileURLToPath } from 'node:url';
import { API_BASE, SERVICE_WORKER_PATH, SOCKET_PATH } from '@switchboard/protocol';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

// The dev server forwards the API and the socket to a locally running server, so the client
// always talks to same-origin paths exactly as it does when the server serves the built files.
const apiTarget = process.env.SWITCHBOARD_API ?? 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));

const treeshake = {
  // The protocol package only declares constants and zod schemas; without this, importing one
  // constant from its barrel keeps every schema (and zod) in the first script the page loads.
  moduleSideEffects: [{ test: /[\\/]packages[\\/]protocol[\\/]src[\\/]/, sideEffects: false }],
};

/**
 * Builds the service worker (src/sw) after the app, as one classic script at the site's root: a
 * worker's scope is its own directory, and a module worker is not run by every browser in use.
 */
function serviceWorker(): Plugin {
  return {
    name: 'switchboard-service-worker',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          target: 'es2022',
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: 'src/sw/sw.ts',
            formats: ['iife'],
            name: 'switchboardServiceWorker',
            fileName: () => SERVICE_WORKER_PATH.slice(1),
          },
          rolldownOptions: { treeshake },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker()],
  server: {
    proxy: {
      [API_BASE]: { target: apiTarget, changeOrigin: false },
      [SOCKET_PATH]: { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: { treeshake },
  },
});
