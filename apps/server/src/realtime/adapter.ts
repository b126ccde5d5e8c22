import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Config } from '../config/index.ts';
import type { RealtimeServer } from './types.ts';

/**
 * With REDIS_URL, wires the Redis Streams adapter so room broadcasts (session ends, later chat
 * messages) reach sockets on every node; streams, unlike pub/sub, let a node that lost Redis for a
 * moment catch up. Returns how to detach it.
 */
export async function attachAdapter(
  io: RealtimeServer,
  config: Config,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (config.redisUrl === undefined) return async () => {};
  const client = createClient({ url: config.redisUrl });
  // Without a listener an 'error' event would crash the process; the client reconnects by itself.
  client.on('error', (error: Error) => log.error({ err: error }, 'redis connection error'));
  await client.connect();
  io.adapter(createAdapter(client));
  log.info('socket.io Redis Streams adapter attached');
  return async () => {
    if (client.isOpen) await client.close();
  };
}
