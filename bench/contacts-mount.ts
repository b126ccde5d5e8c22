// contacts-mount: the real virtualized contact list with 100,000 contacts vs React mounting 10,000 plain rows.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { record, skip } from './lib/report.ts';
import { heading } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const NAME = 'contacts-mount';
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CONTACTS = 100_000;
const PLAIN_ROWS = 10_000;
const WARMUP = 3;
const RUNS = 15;
const PAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages', 'contacts-mount');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

heading(
  NAME,
  `${CONTACTS.toLocaleString('en')}-contact virtualized list vs ${PLAIN_ROWS.toLocaleString('en')} plain React rows (Chromium)`,
);
if (!existsSync(CHROMIUM)) {
  skip(NAME, `no Chromium at ${CHROMIUM}`);
} else {
  const outDir = await mkdtemp(path.join(tmpdir(), 'bench-contacts-'));
  await build({
    root: PAGE_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 5000 },
  });
  const server = createServer(async (request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html');
    const file = path.join(outDir, path.normalize(name));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => window.bench !== undefined);
    const rowCount = await page.evaluate(([c, p]) => window.bench.prepare(c!, p!), [CONTACTS, PLAIN_ROWS]);
    const contacts: number[] = [];
    const plain: number[] = [];
    const empty: number[] = [];
    let shown = { contacts: 0, plain: 0 };
    for (let run = 0; run < WARMUP + RUNS; run++) {
      // Alternated, so anything else slowing the machine hits both sides alike.
      const c = await page.evaluate(() => window.bench.mountContacts());
      const p = await page.evaluate(() => window.bench.mountPlain());
      const e = await page.evaluate(() => window.bench.mountEmptyList());
      if (run < WARMUP) continue;
      empty.push(e.ms);
      contacts.push(c.ms);
      plain.push(p.ms);
      shown = { contacts: c.rows, plain: p.rows };
    }
    if (shown.plain !== PLAIN_ROWS) throw new Error(`plain rows mounted ${shown.plain}, not ${PLAIN_ROWS}`);
    if (shown.contacts === 0) throw new Error('the contact list mounted no rows');
    const c = median(contacts);
    const p = median(plain);
    record(
      NAME,
      [
        {
          label: 'mount time ratio (100k-contact list / 10k plain rows)',
          value: c / p,
          unit: 'x',
          target: { op: '<=', value: 0.05 },
          detail: `contact list median ${round(c)} ms (${rowCount.toLocaleString('en')} list rows, ${shown.contacts} rendered), plain rows median ${round(p)} ms (${PLAIN_ROWS.toLocaleString('en')} rendered); the same list with no rows median ${round(median(empty))} ms (its fixed cost: MUI header, menu, styles); ${RUNS} runs each after ${WARMUP} warm-ups`,
        },
      ],
      [
        'production build of a small page (vite) with the real ContactList; each mount is timed synchronously (flushSync) including a forced layout',
      ],
    );
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
