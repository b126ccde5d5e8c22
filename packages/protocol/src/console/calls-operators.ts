import type { ConsoleCallSpec } from './call-spec.ts';
import { consoleOperatorStatusBodySchema, consoleOperatorStatusDataSchema } from './operators.ts';

/** The admin's actions on another operator (spread into consoleCalls). */
export const consoleOperatorStatusCalls = {
  /**
   * The operator's sessions end at once and sign-in is refused; never oneself, never the last
   * enabled admin.
   */
  consoleOperatorDisable: {
    method: 'POST',
    path: '/operators/disable',
    auth: 'operator',
    permission: 'operators.manage',
    body: consoleOperatorStatusBodySchema,
    data: consoleOperatorStatusDataSchema,
  },
  consoleOperatorEnable: {
    method: 'POST',
    path: '/operators/enable',
    auth: 'operator',
    permission: 'operators.manage',
    body: consoleOperatorStatusBodySchema,
    data: consoleOperatorStatusDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
