import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BOOT_ELEMENT_ID,
  BOOT_PLACEHOLDER,
  BRAND_ICON_PATH,
  type BrandId,
  bootDataSchema,
  brandConfig,
  HEALTH_PATH,
  Retcode,
  SERVICE_WORKER_PATH,
  WEB_MANIFEST_PATH,
} from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMobilePlanUrls } from '../src/config/index.ts';
import { createTestApp } from './helpers/app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Switchboard</title>
<script type="module" src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div>${BOOT_PLACEHOLDER}</body></html>`;

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'switchboard-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
// After hooks run in reverse order: the app closes before its web folder is removed.
const t = useTestApp({
  overrides: () => ({
    webDistDir: dist,
    brandHosts: { 'numbers.example.com': 'wephone', 'cheap.example.org:8080': 'cloudnumber' },
    defaultBrand: 'wetalk',
  }),
});

function bootBrand(html: string): BrandId {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`),
  );
  expect(match).not.toBeNull();
  return bootDataSchema.parse(JSON.parse(match![1]!)).brand;
}

async function page(url: string, host: string) {
  return t.app.inject({ method: 'GET', url, headers: { host } });
}

describe('index.html boot injection', () => {
  it.each([
    ['jiema.localhost:3000', '/', 'jiema', 'Jiema'],
    ['cloudnumber.localhost', '/', 'cloudnumber', undefined],
    ['numbers.example.com', '/', 'wephone', undefined],
    ['NUMBERS.example.com:443', '/', 'wephone', undefined],
    ['cheap.example.org:8080', '/', 'cloudnumber', undefined],
    ['localhost:3000', '/?brand=pingme', 'pingme', 'PingMe'],
    ['localhost:3000', '/?brand=nonsense', 'wetalk', undefined],
    ['localhost:3000', '/', 'wetalk', undefined],
    ['127.0.0.1:3000', '/chats/123', 'wetalk', undefined],
    ['jiema.localhost:3000', '/index.html?brand=pingme', 'jiema', undefined],
  ] as const)('host %s and %s give brand %s', async (host, url, brand, title) => {
    const response = await page(url, host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(bootBrand(response.body)).toBe(brand);
    expect(response.body).not.toContain(BOOT_PLACEHOLDER);
    if (title !== undefined) expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('replaces the title with the brand’s English name', async () => {
    const response = await page('/', 'wetalkpro.localhost:3000');
    expect(response.body).toMatch(/<title>[^<]+<\/title>/);
    expect(response.body).not.toContain('<title>Switchboard</title>');
  });
});

describe('the installable app', () => {
  it('gives each brand its own manifest and icon, linked from its page with its colour', async () => {
    for (const [host, brand] of [
      ['jiema.localhost:3000', 'jiema'],
      ['pingme.localhost:3000', 'pingme'],
    ] as const) {
      const config = brandConfig(brand);
      const manifest = await page(WEB_MANIFEST_PATH, host);
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toContain('application/manifest+json');
      expect(manifest.headers.vary).toContain('host');
      expect(manifest.json()).toMatchObject({
        name: config.name[config.defaultLanguage],
        lang: config.defaultLanguage,
        start_url: '/',
        display: 'standalone',
        theme_color: config.colors.primary,
        icons: [{ src: BRAND_ICON_PATH, type: 'image/svg+xml' }],
      });
      const icon = await page(BRAND_ICON_PATH, host);
      expect(icon.headers['content-type']).toContain('image/svg+xml');
      expect(icon.body).toBe(config.logoSvg);
      const html = (await page('/', host)).body;
      expect(html).toContain(`<link rel="manifest" href="${WEB_MANIFEST_PATH}" />`);
      expect(html).toContain(`<link rel="icon" type="image/svg+xml" href="${BRAND_ICON_PATH}" />`);
      expect(html).toContain(`<meta name="theme-color" content="${config.colors.primary}" />`);
    }
    // jiema's manifest speaks its own language.
    expect((await page(WEB_MANIFEST_PATH, 'jiema.localhost:3000')).json().name).toBe('接码');
  });

  it('serves the service worker from the root, checked again on every load', async () => {
    const response = await page(SERVICE_WORKER_PATH, 'pingme.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('static files', () => {
  it('serves fingerprinted assets with a long immutable cache', async () => {
    const response = await page('/assets/index-abc123.js', 'localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app");');
  });

  it('serves other files with a short cache', async () => {
    const response = await page('/favicon.svg', 'localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for a missing file rather than the page, and for escapes from the dist folder', async () => {
    expect((await page('/assets/missing.js', 'localhost')).statusCode).toBe(404);
    const traversal = await page('/../../etc/passwd', 'localhost');
    expect(traversal.body).not.toContain('root:');
  });
});

describe('security headers', () => {
  it('sends the CSP and nosniff on pages and API answers', async () => {
    for (const url of ['/', HEALTH_PATH]) {
      const response = await page(url, 'pingme.localhost');
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        // WebSockets to the page's own host only, never to any host.
        "connect-src 'self' ws://pingme.localhost wss://pingme.localhost;",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('health', () => {
  it('answers 200 with the database status', async () => {
    const response = await page(HEALTH_PATH, 'localhost');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      retcode: Retcode.OK,
      retmsg: 'Success',
      data: { db: 'ok', dialect: t.app.dialect },
    });
  });
});

describe('without a built client', () => {
  it('answers / with a page that says to build it', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('mobile-plan page in the boot data', () => {
  function bootData(html: string) {
    const match = html.match(
      new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`),
    );
    expect(match).not.toBeNull();
    return bootDataSchema.parse(JSON.parse(match![1]!));
  }

  it('carries the configured URL for its brand, null for the others, and lets only its origin be framed', async () => {
    const withPlans = await createTestApp({
      webDistDir: dist,
      mobilePlanUrls: parseMobilePlanUrls('pingme=https://plans.example.com/mobile?x=1'),
    });
    try {
      const pingme = await withPlans.app.inject({
        method: 'GET',
        url: '/?brand=pingme',
        headers: { host: 'localhost' },
      });
      expect(bootData(pingme.body).mobilePlanUrl).toBe('https://plans.example.com/mobile?x=1');
      expect(String(pingme.headers['content-security-policy'])).toContain(
        "frame-src 'self' https://plans.example.com",
      );
      const wephone = await withPlans.app.inject({
        method: 'GET',
        url: '/?brand=wephone',
        headers: { host: 'localhost' },
      });
      expect(bootData(wephone.body).mobilePlanUrl).toBeNull();
    } finally {
      await withPlans.close();
    }
  });

  it('is null when MOBILE_PLAN_URLS is not set', async () => {
    const response = await page('/', 'pingme.localhost');
    expect(bootData(response.body).mobilePlanUrl).toBeNull();
    expect(String(response.headers['content-security-policy'])).not.toContain('frame-src');
  });

  it('refuses a malformed MOBILE_PLAN_URLS', () => {
    expect(() => parseMobilePlanUrls('nobrand=https://x.example')).toThrow(/MOBILE_PLAN_URLS/);
    expect(() => parseMobilePlanUrls('pingme=ftp://x.example')).toThrow(/MOBILE_PLAN_URLS/);
    expect(parseMobilePlanUrls(' wetalk = https://a.example/p , ')).toEqual({
      wetalk: 'https://a.example/p',
    });
  });
});
