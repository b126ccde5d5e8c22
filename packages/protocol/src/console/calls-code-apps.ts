import type { ConsoleCallSpec } from './call-spec.ts';
import {
  consoleCodeAppDataSchema,
  consoleCodeAppFeeBodySchema,
  consoleCodeAppsDataSchema,
  consoleCodeAppsQuerySchema,
  consoleCodeAppUpdateBodySchema,
} from './code-apps.ts';

/** The console's verification apps (names, order, on/off, redirection, fees), spread into consoleCalls. */
export const consoleCodeAppCalls = {
  consoleCodeApps: {
    method: 'GET',
    path: '/catalogue/apps',
    auth: 'operator',
    permission: 'catalogue.read',
    query: consoleCodeAppsQuerySchema,
    data: consoleCodeAppsDataSchema,
  },
  /** Every node's app list and locks follow at once. */
  consoleCodeAppUpdate: {
    method: 'POST',
    path: '/catalogue/apps/update',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleCodeAppUpdateBodySchema,
    data: consoleCodeAppDataSchema,
  },
  /** The next lock, code and renewal of every node is charged by the new fees. */
  consoleCodeAppFee: {
    method: 'POST',
    path: '/catalogue/apps/fee',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleCodeAppFeeBodySchema,
    data: consoleCodeAppDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
