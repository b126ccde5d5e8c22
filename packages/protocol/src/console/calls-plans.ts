import type { ConsoleCallSpec } from './call-spec.ts';
import {
  consolePlansDataSchema,
  consolePlansQuerySchema,
  consolePlanUpdateBodySchema,
  consolePlanUpdateDataSchema,
} from './plans.ts';

/** The console's number plans and prices per brand, spread into consoleCalls. */
export const consolePlanCalls = {
  consolePlans: {
    method: 'GET',
    path: '/catalogue/plans',
    auth: 'operator',
    permission: 'catalogue.read',
    query: consolePlansQuerySchema,
    data: consolePlansDataSchema,
  },
  /** Every node rents, changes and renews by the new price from the next charge on. */
  consolePlanUpdate: {
    method: 'POST',
    path: '/catalogue/plans/update',
    auth: 'operator',
    permission: 'catalogue.manage',
    body: consolePlanUpdateBodySchema,
    data: consolePlanUpdateDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
