import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ShortLivedStore } from '../../adapters/short-lived/index.ts';
import type { Db } from '../../db/types.ts';
import type { JobRuns } from '../../jobs/job-runs.ts';
import type { Realtime } from '../../realtime/index.ts';
import { answerNodeHealth } from './cluster.ts';
import { describeConnections } from './connections.ts';
import { OperationsService } from './console-operations.service.ts';
import { NodeHealthProbe } from './node-health.ts';

/**
 * Makes the operations service once the socket server exists (it counts this node's sockets and
 * asks the other nodes through the adapter), and answers the other nodes' questions from now on.
 */
export function createOperations(
  app: FastifyInstance,
  deps: { db: Db; shortLived: ShortLivedStore; jobRuns: JobRuns; realtime: Realtime },
): OperationsService {
  const { io } = deps.realtime;
  const probe = new NodeHealthProbe(randomUUID(), {
    sockets: () => io.of('/').sockets.size,
    jobs: () => deps.jobRuns.list(),
  });
  app.addHook('onClose', async () => probe.stop());
  answerNodeHealth(io, probe);
  return new OperationsService({
    db: deps.db,
    dialect: app.dialect,
    shortLived: deps.shortLived,
    io,
    clustered: app.config.redisUrl !== undefined,
    probe,
    jobRuns: deps.jobRuns,
    outbox: app.config.env !== 'production',
    connections: describeConnections(app.config),
    log: app.log,
  });
}
