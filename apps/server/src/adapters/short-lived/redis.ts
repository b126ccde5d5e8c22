import { Retcode } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { AppError } from '../../errors.ts';
import type { ShortLivedStore, WindowCount } from './types.ts';

/** Longest wait for one Redis command before the request fails with SERVICE_UNAVAILABLE. */
const COMMAND_TIMEOUT_MS = 2000;

/** INCR that starts the window's expiry on the first hit, atomically; answers [count, ms left]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** The client this store builds (default modules, RESP as negotiated). */
function newClient(url: string) {
  return createClient({ url, commandOptions: { timeout: COMMAND_TIMEOUT_MS } });
}
type RedisClient = ReturnType<typeof newClient>;

/**
 * Values carry their expiry as well as a Redis TTL: Redis deletes them, and the node's clock decides
 * liveness exactly as the database store does, so both backends expire an entry at the same moment.
 */
function live(stamped: string | null): string | undefined {
  if (stamped === null) return undefined;
  const bar = stamped.indexOf('|');
  return Number(stamped.slice(0, bar)) > Date.now() ? stamped.slice(bar + 1) : undefined;
}

/**
 * Short-lived entries in Redis: SET with PX, GETDEL to spend, INCR with PEXPIRE for counters. Redis
 * expires them itself; nothing here needs to survive a Redis restart (a lost captcha or pass is asked
 * again, a lost counter restarts its window).
 */
export class RedisShortLivedStore implements ShortLivedStore {
  readonly kind = 'redis';

  private constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  /** Connects to Redis; keys are written under `prefix` so deployments can share one Redis. */
  static async connect(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisShortLivedStore> {
    const client = newClient(url);
    // Without a listener an 'error' event would crash the process; the client reconnects by itself.
    client.on('error', (error: Error) =>
      log.error({ err: error }, 'redis (short-lived store) connection error'),
    );
    await client.connect();
    return new RedisShortLivedStore(client, prefix);
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new AppError(Retcode.SERVICE_UNAVAILABLE, 'the short-lived store (Redis) did not answer', {
        cause: error,
      });
    }
  }

  put(key: string, value: string, ttlMs: number): Promise<void> {
    return this.run(async () => {
      const stamped = `${Date.now() + ttlMs}|${value}`;
      await this.client.set(this.prefix + key, stamped, { expiration: { type: 'PX', value: ttlMs } });
    });
  }

  take(key: string): Promise<string | undefined> {
    return this.run(async () => live(await this.client.getDel(this.prefix + key)));
  }

  peek(key: string): Promise<string | undefined> {
    return this.run(async () => live(await this.client.get(this.prefix + key)));
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.run(async () => {
      const now = Date.now();
      const reply = (await this.client.eval(HIT_SCRIPT, {
        keys: [this.prefix + key],
        arguments: [String(windowMs)],
      })) as [number, number];
      return { count: Number(reply[0]), resetAt: now + Number(reply[1]) };
    });
  }

  async prune(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}
