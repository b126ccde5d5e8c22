import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  type ApiCall,
  apiCalls,
  type BrandId,
  type CallBody,
  type CallDataInput,
  type CallQuery,
  type CallSpec,
  commonQuerySchema,
  type EnvelopeCall,
  envelopeSchema,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../modules/sessions/sessions.service.ts';
import { assertPlatform, sessionOf, tokenOf } from './auth.ts';
import { languageOf, ok } from './envelope.ts';

type Calls = typeof apiCalls;

/** The calls that answer a file's bytes rather than the envelope. */
export type BytesCall = Exclude<ApiCall, EnvelopeCall>;

/** The caller as a call's `auth` promises it: always for 'session', maybe for 'optional', never for 'visitor'. */
export type CallSession<C extends EnvelopeCall> = Calls[C]['auth'] extends 'session'
  ? AuthContext
  : Calls[C]['auth'] extends 'optional'
    ? AuthContext | null
    : null;

/** What a call's handler is given, already checked against the call's schemas and access. */
export interface CallContext<C extends EnvelopeCall> {
  request: FastifyRequest;
  reply: FastifyReply;
  session: CallSession<C>;
  /** The common query fields and the call's own. */
  query: z.output<typeof commonQuerySchema> & CallQuery<C>;
  body: CallBody<C>;
  /** The interface language the request asked for. */
  language: UiLanguage;
}

/** What a call's handler answers: the envelope's `data`. */
export type CallHandler<C extends EnvelopeCall> = (
  context: CallContext<C>,
) => CallDataInput<C> | Promise<CallDataInput<C>>;

/** Route settings of one call that the contract does not carry. */
export interface CallOptions {
  /** Per-IP limit (@fastify/rate-limit), for calls that check credentials or hand out captchas. */
  rateLimit?: RateLimitOptions;
}

/** The onRequest hook that reads the session as the call's `auth` asks, before the body is even read. */
function sessionHook(app: FastifyInstance, call: CallSpec): RouteOptions['onRequest'] {
  if (call.auth === 'session') return app.requireSession;
  if (call.auth === 'optional') {
    // A visitor may call too: the session is read (and checked like anywhere) only when a token came.
    return async (request: FastifyRequest) => {
      if (tokenOf(request)) await app.requireSession(request);
    };
  }
  return undefined;
}

/**
 * Registers one call of the contract: method, path, the common and the call's query fields, body and
 * envelope schemas come from `apiCalls`; the session is checked as its `auth` says, a body's
 * `platform` must be the session's brand, and the handler's data is sent in the success envelope.
 */
export function registerCall<C extends EnvelopeCall>(
  app: FastifyInstance,
  name: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  const call: CallSpec & { data: z.ZodType } = apiCalls[name];
  const onRequest = sessionHook(app, call);
  app.route({
    method: call.method,
    url: call.path,
    ...(onRequest === undefined ? {} : { onRequest }),
    ...(options.rateLimit === undefined ? {} : { config: { rateLimit: options.rateLimit } }),
    schema: {
      querystring: call.query === undefined ? commonQuerySchema : commonQuerySchema.extend(call.query.shape),
      ...(call.body === undefined ? {} : { body: call.body }),
      response: { 200: envelopeSchema(call.data) },
    },
    handler: async (request, reply) => {
      const session =
        call.auth === 'session' ? sessionOf(request) : call.auth === 'optional' ? request.session : null;
      // A multipart form is read by its route, which checks its platform field itself.
      const platform =
        call.form === 'multipart' ? undefined : (request.body as { platform?: unknown } | null)?.platform;
      if (session !== null && typeof platform === 'string') assertPlatform(session, platform as BrandId);
      const context = {
        request,
        reply,
        session,
        query: request.query,
        body: request.body,
        language: languageOf(request),
      } as CallContext<C>;
      return ok(request, await handler(context));
    },
  });
}

/** The id of a call addressed as `<path>/<id>`. */
const pathIdSchema = z.object({ id: z.string().max(200) });

/** What a bytes call's handler is given. */
export interface BytesCallContext<C extends BytesCall> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller, for calls signed-in callers make. */
  session: Calls[C]['auth'] extends 'session' ? AuthContext : null;
  query: z.output<typeof commonQuerySchema> & CallQuery<C>;
  /** The trailing id of `<path>/<id>` calls; '' for the others. */
  id: string;
}

/**
 * Registers a call of the contract that answers a file (a captcha image, a picture): method, path,
 * query and id come from `apiCalls`, the session is checked as its `auth` says; the handler sends
 * the bytes itself and failures still go out as envelopes.
 */
export function registerBytesCall<C extends BytesCall>(
  app: FastifyInstance,
  name: C,
  handler: (context: BytesCallContext<C>) => Promise<FastifyReply>,
  options: CallOptions = {},
): void {
  const call: CallSpec = apiCalls[name];
  const onRequest = sessionHook(app, call);
  app.route({
    method: call.method,
    url: call.pathId ? `${call.path}/:id` : call.path,
    ...(onRequest === undefined ? {} : { onRequest }),
    ...(options.rateLimit === undefined ? {} : { config: { rateLimit: options.rateLimit } }),
    schema: {
      querystring: call.query === undefined ? commonQuerySchema : commonQuerySchema.extend(call.query.shape),
      ...(call.pathId ? { params: pathIdSchema } : {}),
    },
    handler: async (request, reply) => {
      const session = call.auth === 'session' ? sessionOf(request) : null;
      const id = call.pathId ? (request.params as z.output<typeof pathIdSchema>).id : '';
      const context = { request, reply, session, query: request.query, id } as BytesCallContext<C>;
      return handler(context);
    },
  });
}
