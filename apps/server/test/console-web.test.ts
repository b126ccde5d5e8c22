import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSOLE_API_BASE, CONSOLE_PATH, Retcode } from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Switchboard console</title>
<script type="module" src="${CONSOLE_PATH}/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'switchboard-console-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("console");');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
// After hooks run in reverse order: the app closes before its folder is removed.
const t = useTestApp({ overrides: () => ({ consoleDistDir: dist }) });

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { host: 'pingme.localhost' } });
}

describe('the console under /console', () => {
  it.each([
    CONSOLE_PATH,
    `${CONSOLE_PATH}/`,
    `${CONSOLE_PATH}/index.html`,
    `${CONSOLE_PATH}/sign-in`,
    `${CONSOLE_PATH}/setup?token=abc`,
    `${CONSOLE_PATH}/users/42`,
  ])('answers its index.html at %s, with the security headers of every page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves its hashed assets for good, and a missing file or call as a real not-found', async () => {
    const asset = await get(`${CONSOLE_PATH}/assets/index-abc123.js`);
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("console");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of [`${CONSOLE_PATH}/assets/gone-123.js`, `${CONSOLE_API_BASE}/no-such-call`]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ retcode: Retcode.NOT_FOUND });
    }
    const posted = await t.app.inject({ method: 'POST', url: `${CONSOLE_PATH}/users`, payload: {} });
    expect(posted.statusCode).toBe(404);
  });

  it('leaves its calls to the console API', async () => {
    const me = await get(`${CONSOLE_API_BASE}/me`);
    expect(me.json()).toMatchObject({ retcode: Retcode.CONSOLE_NOT_SIGNED_IN });
  });

  it("leaves the user app's own addresses alone", async () => {
    const web = await get('/consoles');
    expect(web.body).not.toBe(INDEX);
  });
});

describe('an unbuilt console', () => {
  it('says how to build it outside production, and is a plain not-found in production', async () => {
    const missing = path.join(tmpdir(), 'switchboard-no-console-dist');
    const development = await createTestApp({ consoleDistDir: missing });
    try {
      const page = await development.app.inject({ method: 'GET', url: `${CONSOLE_PATH}/reviews` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('npm run build');
    } finally {
      await development.close();
    }
    const production = await createTestApp({ consoleDistDir: missing, env: 'production', seedDemo: false });
    try {
      const page = await production.app.inject({ method: 'GET', url: `${CONSOLE_PATH}/reviews` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ retcode: Retcode.NOT_FOUND });
    } finally {
      await production.close();
    }
  });
});
