import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { buildConfig, type Config } from '../../src/config/index.ts';

/** A built app plus what it needs torn down. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and deletes its database (temp dir or PostgreSQL schema). */
  close(): Promise<void>;
}

/** What helpers read of a test app: the instance and its config. */
export type RunningApp = Pick<TestApp, 'app' | 'config'>;

/** Set to run every suite against PostgreSQL instead of a temporary SQLite file. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
/**
 * Set (with TEST_DATABASE_URL) to give every test app Redis as well, as a deployment of several
 * nodes has: rate limits, captchas and passes in Redis, and the socket.io adapter attached.
 */
export const TEST_REDIS_URL =
  TEST_DATABASE_URL === undefined ? undefined : process.env.TEST_REDIS_URL?.trim() || undefined;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL schema of TEST_DATABASE_URL for one app or server; undefined on SQLite. */
export async function createTestSchema(): Promise<string | undefined> {
  if (TEST_DATABASE_URL === undefined) return undefined;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create schema ${schema}`));
  return schema;
}

/** Drops a schema of createTestSchema (nothing for undefined). */
export async function dropTestSchema(schema: string | undefined): Promise<void> {
  if (schema !== undefined)
    await withAdmin((client) => client.query(`drop schema if exists ${schema} cascade`));
}

/**
 * Builds the real app on a fresh database: a temp-dir SQLite file, or with TEST_DATABASE_URL a
 * PostgreSQL schema of its own (so test files run in parallel). Auth rate limits and the sign-up
 * captcha are raised out of the way unless the test sets them.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-test-'));
  const schema = await createTestSchema();
  const config = buildConfig({
    dataDir,
    databaseUrl: TEST_DATABASE_URL,
    databaseSchema: schema,
    webDistDir: path.join(dataDir, 'no-web-dist'),
    rateLimit: { authMax: 100_000, authWindowMs: 60_000 },
    // Suites sign up many accounts from one address; the sign-up captcha has tests of its own.
    registerCaptchaAfter: 100_000,
    // Each app gets its own key prefix, so parallel test files never see each other's keys or streams.
    ...(TEST_REDIS_URL === undefined
      ? {}
      : { redisUrl: TEST_REDIS_URL, redisKeyPrefix: `t_${randomBytes(6).toString('hex')}:` }),
    ...overrides,
  });
  const cleanup = async () => {
    await dropTestSchema(schema);
    await rm(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/** Starts listening on a free loopback port and returns the base URL, for real socket clients. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}
