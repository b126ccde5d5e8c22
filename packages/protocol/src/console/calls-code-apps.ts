import type { ConsoleCallSpec } from './call-spec.ts';
import {
  consoleCodeAppCreateBodySchema,
  consoleCodeAppDataSchema,
  consoleCodeAppDeleteBodySchema,
  consoleCodeAppDeleteDataSchema,
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
  /** A new app, off: it is offered once it has a fee somewhere and an operator turns it on. */
  consoleCodeAppCreate: {
    method: 'POST',
    path: '/catalogue/apps/create',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleCodeAppCreateBodySchema,
    data: consoleCodeAppDataSchema,
  },
  /** Only an app no user ever had a number for and no app leads to; the others are turned off. */
  consoleCodeAppDelete: {
    method: 'POST',
    path: '/catalogue/apps/delete',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleCodeAppDeleteBodySchema,
    data: consoleCodeAppDeleteDataSchema,
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
