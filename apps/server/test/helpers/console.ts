import {
  CONSOLE_AUTH_HEADER,
  CONSOLE_TOTP_PERIOD_SECONDS,
  type ConsoleCall,
  type ConsoleCallSpec,
  type ConsoleSessionData,
  consoleCalls,
  consoleUrl,
  type Envelope,
  type LanguageCode,
  type OperatorRole,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../src/modules/operators/index.ts';
import type { CallResult } from './api.ts';
import { uniqueEmail, uniqueIp } from './factories.ts';

/** Options of one console call. */
export interface ConsoleCallOptions {
  /** Sent as x-operator-token. */
  token?: string;
  /** Other headers (a brand user's x-auth-token, say). */
  headers?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  /** The trailing id of `<path>/<id>` calls. */
  id?: string;
  language?: LanguageCode;
  ip?: string;
}

/** Makes a console call the way the console does: its method and path from the table. */
export async function consoleCall<T = unknown>(
  app: FastifyInstance,
  call: ConsoleCall,
  options: ConsoleCallOptions = {},
): Promise<CallResult<T>> {
  const { method, pathId }: ConsoleCallSpec = consoleCalls[call];
  const response = await app.inject({
    method,
    url: consoleUrl(call, options.id ?? (pathId ? 'x' : undefined)),
    query: { languagecode: options.language ?? 'en', ...options.query },
    headers: {
      ...options.headers,
      ...(options.token === undefined ? {} : { [CONSOLE_AUTH_HEADER]: options.token }),
    },
    ...(method === 'POST' ? { payload: (options.body ?? {}) as Record<string, unknown> } : {}),
    remoteAddress: options.ip ?? uniqueIp(),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

/** The code an authenticator shows for a secret, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * CONSOLE_TOTP_PERIOD_SECONDS });
}

/** An operator made for one test, with what signs it in. */
export interface TestOperator {
  id: string;
  email: string;
  role: OperatorRole;
  password: string;
  /** Its authenticator secret; null for one without (allowed outside production). */
  secret: string | null;
}

/** Makes an operator of a role with a known password, and an authenticator unless `totp` is false. */
export async function createOperator(
  app: FastifyInstance,
  role: OperatorRole,
  { totp = true }: { totp?: boolean } = {},
): Promise<TestOperator> {
  const email = uniqueEmail(role);
  const password = 'operator password 1';
  const secret = totp ? DEMO_OPERATOR_TOTP_SECRET : null;
  await app.services.operators.seed(email, role, password, secret);
  const row = (await app.services.operators.list()).operators.find((operator) => operator.email === email);
  if (row === undefined) throw new Error('the operator was not made');
  return { id: row.id, email, role, password, secret };
}

/** Signs an operator in through the console's login call; throws when it is refused. */
export async function signIn(app: FastifyInstance, operator: TestOperator): Promise<ConsoleSessionData> {
  const code = operator.secret === null ? undefined : await totpCode(operator.secret);
  const result = await consoleCall<ConsoleSessionData>(app, 'consoleLogin', {
    body: { email: operator.email, password: operator.password, ...(code === undefined ? {} : { code }) },
  });
  if (result.status !== 200) throw new Error(`console sign-in failed: ${JSON.stringify(result.body)}`);
  return result.body.data;
}

/**
 * A token of a fresh operator of the role, signed in with password and code. Each call makes its
 * own operator, so no two sign-ins share a code (a code never works twice).
 */
export async function operatorToken(app: FastifyInstance, role: OperatorRole): Promise<string> {
  return (await signIn(app, await createOperator(app, role))).token;
}
