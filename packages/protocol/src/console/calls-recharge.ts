import type { ConsoleCallSpec } from './call-spec.ts';
import {
  consoleRechargeDataSchema,
  consoleRechargeQuerySchema,
  consoleRechargeReplaceBodySchema,
} from './recharge.ts';

/** The console's recharge calls (a brand's tiles, gifts and custom range), spread into consoleCalls. */
export const consoleRechargeCalls = {
  consoleRecharge: {
    method: 'GET',
    path: '/catalogue/recharge',
    auth: 'operator',
    permission: 'catalogue.read',
    query: consoleRechargeQuerySchema,
    data: consoleRechargeDataSchema,
  },
  /** Every node prices the next order, and the pages show the tiles, by the new settings. */
  consoleRechargeReplace: {
    method: 'POST',
    path: '/catalogue/recharge/replace',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consoleRechargeReplaceBodySchema,
    data: consoleRechargeDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
