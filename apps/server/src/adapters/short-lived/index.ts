import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/types.ts';
import { DatabaseShortLivedStore } from './database.ts';
import { RedisShortLivedStore } from './redis.ts';
import type { ShortLivedStore } from './types.ts';

export * from './types.ts';

/** Redis when REDIS_URL is set (several nodes), else the database. */
export function createShortLivedStore(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Promise<ShortLivedStore> {
  if (config.redisUrl === undefined) return Promise.resolve(new DatabaseShortLivedStore(db));
  return RedisShortLivedStore.connect(config.redisUrl, config.redisKeyPrefix, log);
}
