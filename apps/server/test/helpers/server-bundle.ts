import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_SRC = path.join(SERVER_DIR, 'src');

/**
 * Packages loaded from node_modules rather than bundled: native addons cannot be bundled, and svg-captcha
 * and pino read files next to their own sources (fonts, worker scripts) through __dirname.
 */
const EXTERNAL = ['better-sqlite3', 'sharp', '@node-rs/argon2', 'pg-native', 'svg-captcha', 'pino'];

/**
 * The server's own files find their data (rate lists, the repository root) from import.meta.url, which
 * CommonJS output lacks and one bundle file could only answer for one of them: each file gets its own URL.
 */
const ownFileUrls: Plugin = {
  name: 'own-file-urls',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!args.path.startsWith(SERVER_SRC)) return { contents: source, loader: 'ts' };
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Bundles src/main.ts with the workspace packages and almost all of node_modules into one CommonJS file in
 * `outDir`, and returns its path (run it with start-bundle.cjs). A restart then skips transpiling and
 * resolving hundreds of modules, which is most of what `node --import tsx src/main.ts` spends.
 */
export async function bundleServer(outDir: string): Promise<string> {
  const outfile = path.join(outDir, 'server.cjs');
  const result = await build({
    entryPoints: [path.join(SERVER_SRC, 'main.ts')],
    absWorkingDir: SERVER_DIR,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node}`,
    external: EXTERNAL,
    plugins: [ownFileUrls],
    logLevel: 'silent',
    // A smaller file is quicker to read and hash on each start; names stay as they are.
    minifyWhitespace: true,
  });
  // A warning (say, import.meta in a dependency) means the bundle may not behave like the sources.
  if (result.warnings.length > 0) {
    throw new Error(`bundling the server warned:\n${result.warnings.map((w) => w.text).join('\n')}`);
  }
  return outfile;
}
