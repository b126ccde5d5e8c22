import { readFileSync } from 'node:fs';
import type { ConsoleCallData, NodeHealth } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOutbox } from '../src/adapters/mail/outbox.ts';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/index.ts';
import type { DB } from '../src/db/types.ts';
import { JobRuns } from '../src/jobs/job-runs.ts';
import { startRetrying } from '../src/jobs/retry.ts';
import { describeConnections } from '../src/modules/console-operations/connections.ts';
import { OperationsService } from '../src/modules/console-operations/console-operations.service.ts';
import { NodeHealthProbe } from '../src/modules/console-operations/node-health.ts';
import type { RealtimeServer } from '../src/realtime/index.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './helpers/app.ts';
import { insertRow } from './helpers/chat.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { accountWithNumber, uniqueEmail } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
type Operations = ConsoleCallData<'consoleOperations'>;
const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

async function operations(app: FastifyInstance, token: string): Promise<Operations> {
  const result = await consoleCall<Operations>(app, 'consoleOperations', { token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
}

const selfOf = (data: Operations): NodeHealth => {
  const self = data.nodes.list.find((node) => node.self);
  if (self === undefined) throw new Error('no node says it is the one answering');
  return self;
};

describe(`the operations page (${engine}${TEST_REDIS_URL === undefined ? '' : ' + Redis'})`, () => {
  const t = useTestApp();
  let support = '';
  beforeAll(async () => {
    support = await operatorToken(t.app, 'support');
  });

  it('describes this node, the database, Redis when configured, the jobs and the outbox', async () => {
    const to = uniqueEmail();
    await recordOutbox(t.app.db, { channel: 'email', to, subject: 'Your code', text: 'Code: 123456' });
    const data = await operations(t.app, support);
    // A test app runs on the built-in adapters: nothing outside is connected.
    expect(data.connections).toEqual([
      { kind: 'carrier', adapter: 'embedded', target: null },
      { kind: 'payments', adapter: 'sandbox', target: null },
      { kind: 'speech', adapter: 'none', target: null },
      { kind: 'mail', adapter: 'outbox', target: null },
      { kind: 'media', adapter: 'disk', target: t.config.mediaDir },
    ]);
    expect(Math.abs(data.checkedAt - Date.now())).toBeLessThan(60_000);
    expect(data.nodes.list).toHaveLength(1);
    expect(data.nodes).toMatchObject({ clustered: TEST_REDIS_URL !== undefined, state: 'ok' });
    const self = selfOf(data);
    expect(self).toMatchObject({ version: VERSION, sockets: 0 });
    expect(self.uptimeMs).toBeGreaterThanOrEqual(0);
    expect(self.eventLoopDelayP99Ms).toBeGreaterThanOrEqual(0);
    expect(self.memory.rssBytes).toBeGreaterThan(0);
    expect(self.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(data.database).toMatchObject({
      dialect: TEST_DATABASE_URL === undefined ? 'sqlite' : 'postgres',
      state: expect.stringMatching(/^(ok|slow)$/),
    });
    expect(data.database.roundTripMs).toBeGreaterThanOrEqual(0);
    if (TEST_REDIS_URL === undefined) expect(data.redis).toBeNull();
    else {
      expect(data.redis?.state).toMatch(/^(ok|slow)$/);
      expect(data.redis?.roundTripMs).toBeGreaterThanOrEqual(0);
    }
    // The job runners declare their jobs when they start, so a job that never ran is listed too.
    const jobs = self.jobs.map((job) => job.name);
    expect(jobs).toEqual(expect.arrayContaining(['messageDispatch', 'pruneSessions', 'pruneOutbox']));
    expect(self.jobs.find((job) => job.name === 'pruneOutbox')).toMatchObject({
      state: 'ok',
      runs: 0,
      lastOutcome: null,
    });
    expect(data.outbox?.[0]).toMatchObject({ channel: 'email', to, subject: 'Your code' });
  });

  it('shows a failing job with its failure, and then its recovery', async () => {
    let fail = true;
    // A job the test app does not run itself (renewals and rents wait for the tests' own clocks).
    const stop = startRetrying(
      'codeNumberRents',
      async () => {
        if (fail) throw new Error('the carrier refused the batch');
        return 0;
      },
      20,
      t.app.log,
      t.app.services.jobRuns,
    );
    try {
      const failed = await waitFor(async () => {
        const job = selfOf(await operations(t.app, support)).jobs.find(
          (one) => one.name === 'codeNumberRents',
        );
        return job?.lastOutcome === 'failed' ? job : undefined;
      });
      expect(failed).toMatchObject({ state: 'down', lastError: 'the carrier refused the batch' });
      expect(failed.failures).toBeGreaterThanOrEqual(1);
      expect(failed.lastFailedAt).toBeGreaterThan(0);
      expect(failed.lastEndedAt).toBeGreaterThanOrEqual(failed.lastStartedAt ?? Number.POSITIVE_INFINITY);
      fail = false;
      const recovered = await waitFor(async () => {
        const job = selfOf(await operations(t.app, support)).jobs.find(
          (one) => one.name === 'codeNumberRents',
        );
        return job?.lastOutcome === 'ok' ? job : undefined;
      });
      // The latest failure stays on record next to the run that went well.
      expect(recovered).toMatchObject({ state: 'ok', lastError: 'the carrier refused the batch' });
    } finally {
      stop();
    }
  });

  it('counts a message not yet handed to the carrier, with the oldest one’s time', async () => {
    const before = await operations(t.app, support);
    const alice = await accountWithNumber(t.app);
    const sentAt = Date.now() - 10 * 60_000;
    await insertRow(t.app, alice, {
      other_full: '14155550123',
      direction: 'out',
      text: 'stuck',
      carrier_status: 'pending',
      date: sentAt,
    });
    const after = await operations(t.app, support);
    expect(after.dispatch.pending).toBe(before.dispatch.pending + 1);
    expect(after.dispatch.oldestAt).toBeLessThanOrEqual(sentAt);
    // Ten minutes without the carrier is far past the retries' rhythm.
    expect(after.dispatch.state).toBe('slow');
  });
});

describe(`when parts of the service do not answer (${engine})`, () => {
  const t = useTestApp();

  it('reports them down and still answers', async () => {
    // A database nobody listens for, and a Redis that refuses: the page says so rather than failing.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'nobody', connectionTimeoutMillis: 1000 });
    const unreachable = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    // Runs kept in the database nobody listens for: the page lists none rather than failing.
    const jobRuns = new JobRuns();
    jobRuns.persistTo(unreachable, t.app.log);
    const probe = new NodeHealthProbe('lonely', { sockets: () => 0, jobs: () => jobRuns.list() });
    const service = new OperationsService({
      db: unreachable,
      dialect: 'postgres',
      shortLived: { ...t.app.services.shortLived, ping: () => Promise.reject(new Error('ECONNREFUSED')) },
      // The adapter's answer when another node it knows of did not answer within its timeout.
      io: {
        serverSideEmitWithAck: () =>
          Promise.reject(Object.assign(new Error('timeout reached: missing 1 responses'), { responses: [] })),
      } as unknown as RealtimeServer,
      clustered: true,
      probe,
      jobRuns,
      outbox: true,
      connections: [],
      log: t.app.log,
    });
    try {
      const data = await service.state();
      expect(data.database).toEqual({ dialect: 'postgres', state: 'down', roundTripMs: null });
      expect(data.redis).toEqual({ state: 'down', roundTripMs: null });
      expect(data.dispatch).toEqual({ state: 'down', pending: 0, oldestAt: null });
      expect(data.outbox).toEqual([]);
      expect(data.jobRuns).toEqual([]);
      expect(data.nodes.state).toBe('down');
      expect(data.nodes.list.map((node) => node.id)).toEqual(['lonely']);
    } finally {
      probe.stop();
      await unreachable.destroy();
    }
  });
});

describe.skipIf(TEST_REDIS_URL === undefined)(`two nodes on one database and Redis (${engine})`, () => {
  const nodeA = useTestApp();
  let nodeB: FastifyInstance;
  let admin = '';
  beforeAll(async () => {
    nodeB = await buildApp(nodeA.config);
    admin = await operatorToken(nodeA.app, 'admin');
  });
  afterAll(async () => {
    await nodeB?.close();
  });

  it('lists every node, each describing itself, from whichever node answers', async () => {
    const data = await waitFor(async () => {
      const answer = await operations(nodeB, admin);
      return answer.nodes.list.length === 2 ? answer : undefined;
    });
    expect(data.nodes).toMatchObject({ clustered: true, state: 'ok' });
    const [self, other] = data.nodes.list;
    expect(self?.self).toBe(true);
    expect(other?.self).toBe(false);
    expect(other?.id).not.toBe(self?.id);
    expect(other?.jobs.map((job) => job.name)).toContain('messageDispatch');
  });
});

/** Asks until `read` gives something (within 8 s). */
async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 8000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the connections an operator sees', () => {
  it('name where each service points and never a key, password or user name', () => {
    const base = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/ops-config',
    });
    const config: Config = {
      ...base,
      payments: { ...base.payments, stripeSecretKey: 'sk_live_secret_stripe' },
      speechApi: {
        url: 'https://speech.example/v1',
        apiKey: 'sk-secret-speech',
        model: 'whisper-1',
        timeoutMs: 60_000,
      },
      mail: { ...base.mail, smtpUrl: 'smtps://mailer:secret-password@smtp.example:465' },
      mediaStore: 's3',
      s3: {
        endpoint: 'https://s3.example',
        region: 'us-east-1',
        bucket: 'voicemails',
        accessKeyId: 'AKIASECRET',
        secretAccessKey: 'secret-s3-key',
        forcePathStyle: true,
      },
    };
    const connections = describeConnections(config);
    expect(connections).toEqual([
      { kind: 'carrier', adapter: 'embedded', target: null },
      { kind: 'payments', adapter: 'stripe', target: null },
      { kind: 'speech', adapter: 'whisperApi', target: 'https://speech.example/v1' },
      { kind: 'mail', adapter: 'smtp', target: 'smtps://smtp.example:465' },
      { kind: 'media', adapter: 's3', target: 'https://s3.example voicemails' },
    ]);
    const shown = JSON.stringify(connections);
    for (const secret of ['secret', 'mailer', 'AKIA']) expect(shown).not.toContain(secret);
    // Without Stripe, payments are off in production (no sandbox there).
    expect(describeConnections(base).find((connection) => connection.kind === 'payments')?.adapter).toBe(
      'off',
    );
  });

  it('name the carrier and every payment provider the node is configured with', () => {
    const base = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ops-config' });
    const config: Config = {
      ...base,
      carrier: {
        kind: 'twilio',
        accountSid: 'AC0123',
        authToken: 'secret-twilio-token',
        apiBase: undefined,
        publicUrl: 'https://switchboard.example',
      },
      payments: { ...base.payments, stripeSecretKey: 'sk_test_secret_stripe', sandbox: true },
      paypal: {
        clientId: 'client-id',
        clientSecret: 'secret-paypal',
        webhookId: 'WH-1',
        environment: 'live',
        apiBase: undefined,
      } as NonNullable<Config['paypal']>,
      btcpay: {
        url: 'https://btcpay.example',
        apiKey: 'secret-btcpay-key',
        storeId: 'store',
        webhookSecret: 'secret-hook',
      } as NonNullable<Config['btcpay']>,
    };
    const connections = describeConnections(config);
    expect(connections.filter((connection) => ['carrier', 'payments'].includes(connection.kind))).toEqual([
      { kind: 'carrier', adapter: 'twilio', target: 'https://api.twilio.com' },
      { kind: 'payments', adapter: 'stripe', target: null },
      { kind: 'payments', adapter: 'paypal', target: 'https://api-m.paypal.com' },
      { kind: 'payments', adapter: 'btcpay', target: 'https://btcpay.example' },
      { kind: 'payments', adapter: 'sandbox', target: null },
    ]);
    expect(JSON.stringify(connections)).not.toContain('secret');
    const telnyx: Config = {
      ...base,
      carrier: {
        kind: 'telnyx',
        apiKey: 'KEYsecret',
        publicKey: 'pk',
        messagingProfileId: 'mp',
        apiBase: 'http://127.0.0.1:9/stand-in',
        publicUrl: 'https://switchboard.example',
      },
    };
    expect(describeConnections(telnyx)[0]).toEqual({
      kind: 'carrier',
      adapter: 'telnyx',
      target: 'http://127.0.0.1:9/stand-in',
    });
  });
});
