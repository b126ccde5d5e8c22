import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseBrandHosts, REPO_ROOT } from '../src/config/index.ts';
import { resolveBrand } from '../src/plugins/brand.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('config', () => {
  it('has the documented defaults', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      defaultBrand: 'pingme',
      brandHosts: {},
      seedDemo: true,
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      sessionTtlMs: 30 * 86_400_000,
      sessionTokenGraceMs: 60_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_TOKEN_GRACE_SECONDS: '10' }).sessionTokenGraceMs).toBe(
      10_000,
    );
  });

  it('refuses to start in production without a real APP_SECRET, and never seeds there', async () => {
    const dataDir = await tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      APP_SECRET: 'p'.repeat(40),
      SEED_DEMO: 'true',
    });
    expect(config.appSecret).toBe('p'.repeat(40));
    expect(config.seedDemo).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        APP_SECRET: 'p'.repeat(40),
        CAPTCHA_REVEAL_ANSWERS: 'true',
      }),
    ).toThrow(/CAPTCHA_REVEAL_ANSWERS/);
  });

  it('listens on this machine only outside production unless HOST says otherwise', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '' }).host).toBe('127.0.0.1');
    const production = { NODE_ENV: 'production', DATA_DIR: dataDir, APP_SECRET: 'p'.repeat(40) };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('generates a development secret once and keeps it in DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first);
    expect((await readFile(path.join(dataDir, 'app-secret'), 'utf8')).trim()).toBe(first);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', APP_SECRET: 'x'.repeat(32) })).toThrow(/PORT/);
    expect(() => loadConfig({ DEFAULT_BRAND: 'acme', APP_SECRET: 'x'.repeat(32) })).toThrow(/DEFAULT_BRAND/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', APP_SECRET: 'x'.repeat(32) })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('parses BRAND_HOSTS and rejects unknown brands', () => {
    expect(parseBrandHosts(' numbers.example.com=wephone, Cheap.example.org=cloudnumber ,')).toEqual({
      'numbers.example.com': 'wephone',
      'cheap.example.org': 'cloudnumber',
    });
    expect(() => parseBrandHosts('a.example=acme')).toThrow(ConfigError);
    expect(() => parseBrandHosts('justahost')).toThrow(ConfigError);
  });

  it('resolves brands in order: host map, first label, ?brand=, default', () => {
    const config = { brandHosts: { 'jiema.localhost': 'wetalk' as const }, defaultBrand: 'pingme' as const };
    expect(resolveBrand('jiema.localhost:3000', undefined, config)).toBe('wetalk');
    expect(resolveBrand('wephone.localhost:3000', 'jiema', config)).toBe('wephone');
    expect(resolveBrand('localhost:3000', 'jiema', config)).toBe('jiema');
    expect(resolveBrand('[::1]:3000', undefined, config)).toBe('pingme');
    expect(resolveBrand(undefined, ['jiema'], config)).toBe('pingme');
  });
});
