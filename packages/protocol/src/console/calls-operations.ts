import type { ConsoleCallSpec } from './call-spec.ts';
import { consoleOperationsDataSchema } from './operations.ts';

/** The console's operations calls (spread into consoleCalls). */
export const operationsCalls = {
  /** The state of the service: nodes, database, Redis, jobs, undelivered messages, the outbox. */
  consoleOperations: {
    method: 'GET',
    path: '/operations',
    auth: 'operator',
    permission: 'operations.read',
    data: consoleOperationsDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
