import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONSOLE_PATH } from '@switchboard/protocol';

/** The page shown under CONSOLE_PATH outside production when the console has not been built. */
export const CONSOLE_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Switchboard console</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The operator console has not been built</h1>
<p>Run <code>npm run build</code> in the repository (or <code>npm run build -w apps/console</code>), then reload this page.</p>
<p>Its calls answer under <code>${CONSOLE_PATH}/api</code> meanwhile.</p>
</body></html>
`;

/**
 * The console's index.html. Every console address answers it (the console routes in the browser);
 * it is read once in production and on every request otherwise, so a rebuild shows at once.
 */
export class ConsoleIndex {
  private cached: string | undefined;

  constructor(
    private readonly distDir: string,
    private readonly cache: boolean,
  ) {}

  /** The page, or undefined when the console is not built. */
  async load(): Promise<string | undefined> {
    if (this.cached !== undefined) return this.cached;
    try {
      const html = await readFile(path.join(this.distDir, 'index.html'), 'utf8');
      if (this.cache) this.cached = html;
      return html;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
