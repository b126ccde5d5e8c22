import { createAdapter } from '@socket.io/redis-streams-adapter';
import { SocketEvent } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Config } from '../config/index.ts';
import type { Realtime } from './index.ts';

/**
 * With REDIS_URL, wires the Redis Streams adapter so room broadcasts (session ends, chat messages,
 * account events) reach sockets on every node; streams, unlike pub/sub, let a node that lost Redis
 * for a moment catch up, and keep the packets and sessions connection-state recovery replays from,
 * so a client recovers on whichever node it reconnects to. Returns how to detach it.
 */
export async function attachAdapter(
  realtime: Realtime,
  config: Config,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (config.redisUrl === undefined) return async () => {};
  const { io } = realtime;
  const client = createClient({ url: config.redisUrl });
  let interrupted = false;
  // Without a listener an 'error' event would crash the process; the client reconnects by itself.
  client.on('error', (error: Error) => {
    interrupted = true;
    log.error({ err: error }, 'redis connection error');
  });
  // A lost connection is not always reported as an error first; reconnecting means it was lost.
  client.on('reconnecting', () => {
    interrupted = true;
  });
  client.on('ready', () => {
    if (!interrupted) return;
    interrupted = false;
    // A push emitted just before Redis went away may never have reached the other nodes, and what
    // this node read is unknown: every local client refreshes from the database, which holds it all.
    log.warn('redis is back: telling local clients to refresh');
    io.local.emit(SocketEvent.resync, { jitterMs: config.resyncJitterMs });
  });
  await client.connect();
  // The adapter ends the clients it duplicates with disconnect(), which rejects a SUBSCRIBE still in
  // flight where nothing catches it (an unhandled rejection when a node stops just after starting);
  // closing them instead lets pending commands finish first.
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((...args: Parameters<typeof duplicate>) => {
    const copy = duplicate(...args);
    copy.disconnect = () => copy.close();
    return copy;
  }) as typeof client.duplicate;
  // The prefix keeps deployments (and parallel test apps) sharing one Redis out of each other's
  // streams and recovery sessions, and out of each other's node count: the adapter counts the nodes
  // that wait for an answer (serverSideEmitWithAck, fetchSockets) by the subscribers of its channel.
  realtime.useAdapter(
    createAdapter(client, {
      streamName: `${config.redisKeyPrefix}socket.io`,
      channelPrefix: `${config.redisKeyPrefix}socket.io`,
      sessionKeyPrefix: `${config.redisKeyPrefix}socket.io:session:`,
    }),
  );
  log.info('socket.io Redis Streams adapter attached');
  return async () => {
    if (client.isOpen) await client.close();
  };
}
