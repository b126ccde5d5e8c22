import { randomBytes } from 'node:crypto';
import { Retcode } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { EventCount, ShortLivedStore, WindowCount } from './types.ts';

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

/** Compare-and-set on the value part of a stamped entry that is still live; answers 1 when swapped. */
const SWAP_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local bar = string.find(current, '|', 1, true)
if tonumber(string.sub(current, 1, bar - 1)) <= tonumber(ARGV[3]) then return 0 end
if string.sub(current, bar + 1) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[4] .. '|' .. ARGV[2], 'PX', ARGV[5])
return 1`;

/** Adds an event to a sorted set scored by time, drops the ones past keeping, and extends the key's life. */
const NOTE_SCRIPT = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

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
        say: say('serviceBusy'),
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

  swap(key: string, expected: string, next: string, ttlMs: number): Promise<boolean> {
    return this.run(async () => {
      const now = Date.now();
      const reply = await this.client.eval(SWAP_SCRIPT, {
        keys: [this.prefix + key],
        arguments: [expected, next, String(now), String(now + ttlMs), String(ttlMs)],
      });
      return Number(reply) === 1;
    });
  }

  note(key: string, at: number, keepMs: number): Promise<void> {
    return this.run(async () => {
      // A unique member per event: two events in the same millisecond both count.
      const member = `${at}:${randomBytes(6).toString('hex')}`;
      await this.client.eval(NOTE_SCRIPT, {
        keys: [this.prefix + key],
        arguments: [String(at), member, String(Date.now() - keepMs), String(keepMs)],
      });
    });
  }

  since(key: string, since: number): Promise<EventCount> {
    return this.run(async () => {
      const full = this.prefix + key;
      const [count, newest] = await Promise.all([
        this.client.zCount(full, since, '+inf'),
        this.client.zRangeWithScores(full, '+inf', since, {
          BY: 'SCORE',
          REV: true,
          LIMIT: { offset: 0, count: 1 },
        }),
      ]);
      return { count: Number(count), newest: newest[0]?.score };
    });
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

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}
