import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, Socket } from 'node:net';
import { addMonths } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { NumberedAccount } from './factories.ts';

/** True when a redis-server binary can be started here (the Redis restart test needs its own). */
export const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A free loopback TCP port, found by letting the OS pick one and releasing it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/** A private, memory-only redis-server on its own port, which a test may kill and start again. */
export class PrivateRedis {
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  /** The URL nodes connect to; it stays the same across restarts. */
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it answers PING (rejects after 10 s). */
  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.child = child;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (await answersPing(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${this.port} did not answer within 10 s`);
  }

  /** Kills the server abruptly, as a crash would, and resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** Gives the account's number one active subscription to `planId`, due at `nextPaymentAt`; returns its id. */
export async function dueSubscription(
  app: FastifyInstance,
  account: NumberedAccount,
  nextPaymentAt: number,
  planId: string,
): Promise<string> {
  const number = await app.db
    .selectFrom('phone_numbers')
    .selectAll()
    .where('full_number', '=', account.number)
    .executeTakeFirstOrThrow();
  await app.db.deleteFrom('number_subscriptions').where('number_id', '=', number.id).execute();
  const id = randomUUID();
  const start = addMonths(nextPaymentAt, -1);
  await app.db
    .insertInto('number_subscriptions')
    .values({
      id,
      account_id: account.id,
      number_id: number.id,
      full_number: number.full_number,
      tel_code: number.tel_code,
      phone: number.phone,
      country_code: 'US',
      number_type: 'local',
      plan_id: planId,
      status: 'active',
      period_start: start,
      next_payment_at: nextPaymentAt,
      grace_until: null,
      pending_plan_id: null,
      pending_effective_at: null,
      released_at: null,
      created_at: start,
      updated_at: start,
    })
    .execute();
  return id;
}
