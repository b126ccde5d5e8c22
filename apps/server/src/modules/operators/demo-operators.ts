import { type OperatorRole, operatorRoles } from '@switchboard/protocol';
import type { OperatorService } from './operators.service.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from './totp.ts';

/** The demo operators outside production, one per role: `admin@demo.test`, `reviewer@demo.test`… */
export const DEMO_OPERATORS: readonly { email: string; role: OperatorRole }[] = operatorRoles.map((role) => ({
  email: `${role}@demo.test`,
  role,
}));

/** The demo operators' password. */
export const DEMO_OPERATOR_PASSWORD = 'demo-console-1234';

/** Seeds the demo operators that do not exist yet; safe on every start and from several nodes. */
export async function seedDemoOperators(operators: OperatorService): Promise<number> {
  let seeded = 0;
  for (const { email, role } of DEMO_OPERATORS) {
    if (await operators.seed(email, role, DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET)) seeded++;
  }
  return seeded;
}

/** The lines the server prints at start about the demo operators. */
export function describeDemoOperators(consoleUrl: string): string[] {
  return [
    `Operator console: ${consoleUrl}`,
    `  demo operators: ${DEMO_OPERATORS.map((operator) => operator.email).join(', ')} (password ${DEMO_OPERATOR_PASSWORD})`,
    `  their authenticator secret: ${DEMO_OPERATOR_TOTP_SECRET}`,
  ];
}
