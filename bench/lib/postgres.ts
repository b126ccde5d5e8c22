import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../../apps/server/src/config/index.ts';

/** The PostgreSQL the PostgreSQL benchmarks use: BENCH_DATABASE_URL, else the test database. */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Undefined when PostgreSQL answers at `url`, else why not (for the benchmark's skip line). */
export async function postgresUnreachable(url: string = BENCH_DATABASE_URL): Promise<string | undefined> {
  try {
    await withClient(url, (client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    return `no PostgreSQL answers at ${url} (${(error as Error).message}); set BENCH_DATABASE_URL`;
  }
}

/**
 * A schema of its own on the benchmark database, as the config overrides of a server that uses it,
 * and how to drop it afterwards.
 */
export async function postgresSchema(
  url: string = BENCH_DATABASE_URL,
): Promise<{ overrides: Partial<Config>; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return {
    overrides: { databaseUrl: url, databaseSchema: schema },
    drop: async () => {
      await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
    },
  };
}
