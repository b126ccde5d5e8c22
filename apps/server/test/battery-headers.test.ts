import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_BASE,
  BOOT_PLACEHOLDER,
  brandIds,
  DATA_PATHS,
  HEALTH_PATH,
  type PaySubmitData,
  productId,
  Retcode,
  SIMULATOR_PAGE_PATH,
} from '@switchboard/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount } from './helpers/factories.ts';
import { checkoutPageUrl } from './helpers/payments.ts';
import { connectSocket, refusal } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const INDEX = `<!doctype html><html><head><title>x</title></head><body>${BOOT_PLACEHOLDER}</body></html>`;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'switchboard-headers-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
// After hooks run in reverse order: the app closes before its web folder is removed.
const t = useTestApp({
  overrides: () => ({
    webDistDir: dist,
    brandHosts: { 'numbers.example.com': 'wephone' },
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  }),
  listen: true,
});

/** The CSP directives of a response, by name. */
function csp(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

/** Asserts the headers every page and answer must carry. */
function expectSecure(label: string, response: LightMyRequestResponse): void {
  const directives = csp(response);
  expect(directives.get('object-src'), `${label} object-src`).toBe("'none'");
  expect(directives.get('base-uri'), `${label} base-uri`).toBe("'none'");
  expect(directives.get('frame-ancestors'), `${label} frame-ancestors`).toBe("'none'");
  expect(directives.get('script-src'), `${label} script-src`).toBe("'self'");
  expect(response.headers['x-content-type-options'], `${label} nosniff`).toBe('nosniff');
  expect(response.headers['x-frame-options'], `${label} x-frame-options`).toBe('DENY');
}

async function sandboxOrder(): Promise<string> {
  const account = await registerAccount(t.app, { brand: 'wephone' });
  const result = await post<PaySubmitData>(
    t.app,
    'paySubmit',
    {
      platform: account.brand,
      productid: productId('card', 'USD', 50),
      payment_method: 'card',
      return_url: 'http://localhost:3000/account',
      devicetype: 'web',
    },
    { token: account.token },
  );
  expect(result.body.retcode).toBe(Retcode.OK);
  return result.body.data.orderId;
}

describe('security headers', () => {
  it('are on every page and answer: brand pages, simulator, sandbox checkout, API, data lists, errors', async () => {
    const pages: [string, LightMyRequestResponse][] = [];
    for (const brand of brandIds) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${brand}.localhost` },
      });
      expect(response.statusCode).toBe(200);
      pages.push([`index of ${brand}`, response]);
    }
    const inject = (url: string, host = 'localhost') =>
      t.app.inject({ method: 'GET', url, headers: { host } });
    pages.push(['mapped brand host', await inject('/index.html', 'numbers.example.com')]);
    pages.push(['SPA fallback', await inject('/chats/some/deep/link')]);
    pages.push(['simulator', await inject(SIMULATOR_PAGE_PATH)]);
    pages.push(['sandbox checkout', await inject(checkoutPageUrl(t, await sandboxOrder()))]);
    pages.push(['health', await inject(HEALTH_PATH)]);
    pages.push(['countries en', await inject(DATA_PATHS.countriesEn)]);
    pages.push(['countries zh', await inject(DATA_PATHS.countriesZh)]);
    pages.push(['unknown API call', await inject(`${API_BASE}/noSuchCall`)]);
    for (const [label, response] of pages) {
      expect(response.statusCode, label).toBeLessThan(500);
      expectSecure(label, response);
    }
    const api = await get(t.app, 'getAccountInfo');
    expect(api.body.retcode).not.toBe(Retcode.OK);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(String(api.headers['content-security-policy'])).toContain("object-src 'none'");
    console.log(`battery-headers: ${pages.length + 1} responses checked, all with CSP and nosniff`);
  });
});

describe('socket.io handshake Origin', () => {
  it('refuses a foreign Origin and lookalikes, admits the same host and tools without Origin', async () => {
    const account = await registerAccount(t.app);
    const host = new URL(t.baseUrl).host;
    const foreign = [
      'https://evil.example',
      `http://${host}.evil.example`,
      `http://evil.example/${host}`,
      'null',
      'http://numbers.example.com.evil.example',
    ];
    for (const origin of foreign) {
      const error = await refusal(
        connectSocket(t.baseUrl, { token: account.token, extraHeaders: { origin: origin } }),
      );
      expect(error.message, origin).toBeTruthy();
    }
    const same = await connectSocket(t.baseUrl, {
      token: account.token,
      extraHeaders: { origin: `http://${host}` },
    });
    expect(same.connected).toBe(true);
    same.close();
    const tool = await connectSocket(t.baseUrl, { token: account.token });
    expect(tool.connected).toBe(true);
    tool.close();
    console.log(
      `battery-headers: ${foreign.length} foreign Origins refused, same host and no Origin admitted`,
    );
  });
});
