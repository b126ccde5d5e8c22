import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  CONSOLE_AUTH_HEADER,
  type ConsoleBytesCall,
  type ConsoleCall,
  type ConsoleCallBody,
  type ConsoleCallDataInput,
  type ConsoleCallQuery,
  type ConsoleCallSpec,
  type ConsoleEnvelopeCall,
  commonQuerySchema,
  consoleCalls,
  envelopeSchema,
  Retcode,
  roleMay,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import type {
  OperatorContext,
  OperatorSessionService,
} from '../modules/operators/operator-sessions.service.ts';
import { languageOf, ok } from './envelope.ts';

type Calls = typeof consoleCalls;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of a console call, once its onRequest hook ran. */
    operator: OperatorContext | null;
  }
  interface FastifyContextConfig {
    /** The console call a route under CONSOLE_API_BASE stands for; set only by registerConsoleCall. */
    consoleCall?: ConsoleCall;
  }
}

/** The operator as a call's `auth` promises it: always for 'operator', never for 'visitor'. */
type CallOperator<C extends ConsoleCall> = Calls[C]['auth'] extends 'operator' ? OperatorContext : null;

/** What a console call's handler is given, already checked against the call's schemas and permission. */
export interface ConsoleCallContext<C extends ConsoleCall> {
  request: FastifyRequest;
  reply: FastifyReply;
  operator: CallOperator<C>;
  /** The common query fields and the call's own. */
  query: z.output<typeof commonQuerySchema> & ConsoleCallQuery<C>;
  body: ConsoleCallBody<C>;
  /** The trailing id of `<path>/<id>` calls; '' for the others. */
  id: string;
  /** The interface language the request asked for (`languagecode`). */
  language: UiLanguage;
}

/** What a console call's handler answers: the envelope's `data`. */
export type ConsoleCallHandler<C extends ConsoleEnvelopeCall> = (
  context: ConsoleCallContext<C>,
) => ConsoleCallDataInput<C> | Promise<ConsoleCallDataInput<C>>;

/** Route settings of one console call that the contract does not carry. */
export interface ConsoleCallOptions {
  /** Per-IP limit (@fastify/rate-limit), for calls that check credentials. */
  rateLimit?: RateLimitOptions;
}

/** The x-operator-token header, if it is a single value. A brand user's x-auth-token is never read. */
function operatorTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CONSOLE_AUTH_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Adds `request.operator` and the sessions the console calls' hooks check tokens with. */
export const consoleAuthPlugin = fp(
  async (app: FastifyInstance, options: { sessions: OperatorSessionService }) => {
    app.decorateRequest('operator', null);
    app.decorate('operatorSessions', options.sessions);
  },
  { name: 'console-auth' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Console sessions, for the console calls' hooks. */
    operatorSessions: OperatorSessionService;
  }
}

/**
 * The onRequest hook of an operator call: the operator's session from the header, then the role's
 * permission from the table, both before the body is even read. A visitor call has none.
 */
function operatorHook(app: FastifyInstance, call: ConsoleCallSpec): RouteOptions['onRequest'] {
  if (call.auth === 'visitor') return undefined;
  const { permission } = call;
  return async (request: FastifyRequest) => {
    const operator = await app.operatorSessions.authenticate(operatorTokenOf(request));
    if (permission !== undefined && !roleMay(operator.role, permission)) {
      throw new AppError(
        Retcode.CONSOLE_NOT_PERMITTED,
        `role ${operator.role} lacks ${permission} (${request.method} ${request.url.split('?')[0]})`,
      );
    }
    request.operator = operator;
  };
}

/** The id of a call addressed as `<path>/<id>`. */
const pathIdSchema = z.object({ id: z.string().min(1).max(200) });

function routeOf(app: FastifyInstance, name: ConsoleCall, options: ConsoleCallOptions) {
  const call: ConsoleCallSpec = consoleCalls[name];
  const onRequest = operatorHook(app, call);
  return {
    call,
    route: {
      method: call.method,
      url: call.pathId ? `${call.path}/:id` : call.path,
      ...(onRequest === undefined ? {} : { onRequest }),
      config: {
        consoleCall: name,
        ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
      },
    },
    querystring: call.query === undefined ? commonQuerySchema : commonQuerySchema.extend(call.query.shape),
    params: call.pathId ? { params: pathIdSchema } : {},
  };
}

function contextOf(request: FastifyRequest, reply: FastifyReply, call: ConsoleCallSpec) {
  return {
    request,
    reply,
    operator: call.auth === 'operator' ? request.operator : null,
    query: request.query,
    body: request.body,
    id: call.pathId ? (request.params as z.output<typeof pathIdSchema>).id : '',
    language: languageOf(request),
  };
}

/**
 * Registers one console call of the contract: method, path, the common and the call's query fields,
 * body and envelope schemas, and the permission come from `consoleCalls`; the operator's session and
 * role are checked before anything else, and the handler's data is sent in the success envelope.
 */
export function registerConsoleCall<C extends ConsoleEnvelopeCall>(
  app: FastifyInstance,
  name: C,
  handler: ConsoleCallHandler<C>,
  options: ConsoleCallOptions = {},
): void {
  const { call, route, querystring, params } = routeOf(app, name, options);
  const data = (consoleCalls[name] as { data: z.ZodType }).data;
  app.route({
    ...route,
    schema: {
      querystring,
      ...params,
      ...(call.body === undefined ? {} : { body: call.body }),
      response: { 200: envelopeSchema(data) },
    },
    handler: async (request, reply) =>
      ok(request, await handler(contextOf(request, reply, call) as ConsoleCallContext<C>)),
  });
}

/**
 * Registers a console call that answers a file (an identity image): as registerConsoleCall, but the
 * handler sends the bytes itself; failures still go out as envelopes.
 */
export function registerConsoleBytesCall<C extends ConsoleBytesCall>(
  app: FastifyInstance,
  name: C,
  handler: (context: ConsoleCallContext<C>) => Promise<FastifyReply>,
  options: ConsoleCallOptions = {},
): void {
  const { call, route, querystring, params } = routeOf(app, name, options);
  app.route({
    ...route,
    schema: { querystring, ...params },
    handler: (request, reply) => handler(contextOf(request, reply, call) as ConsoleCallContext<C>),
  });
}

/**
 * Refuses, when the server starts, a route under CONSOLE_API_BASE that did not come through
 * registerConsoleCall: such a route would skip the session and permission checks of the table.
 */
export function onlyConsoleCalls(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (route.config?.consoleCall === undefined)
      throw new Error(`${route.method} ${route.url} is under the console API but is no call of consoleCalls`);
  });
}
