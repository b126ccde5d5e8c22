import {
  type CallSpec,
  commonQuerySchema,
  envelopeSchema,
  type SiteCall,
  siteCalls,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalidInput } from '../lib/validation-issues.ts';
import { languageOf, ok } from './envelope.ts';

type Calls = typeof siteCalls;

type BodyOf<C extends SiteCall> = Calls[C] extends { body: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a site call's handler is given. */
export interface SiteCallContext<C extends SiteCall> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The body read with the call's schema (JSON or a plain form post); undefined when it has none. */
  body: BodyOf<C>;
  language: UiLanguage;
}

/**
 * Registers an envelope call outside API_BASE (the health probe, the simulator's calls) from
 * `siteCalls`. The body is read in the handler, so an absent one reads as empty and each missing
 * field is named, as the simulator's forms and command line expect.
 */
export function registerSiteCall<C extends SiteCall>(
  app: FastifyInstance,
  name: C,
  handler: (context: SiteCallContext<C>) => z.input<Calls[C]['data']> | Promise<z.input<Calls[C]['data']>>,
): void {
  const call: CallSpec & { data: z.ZodType } = siteCalls[name];
  app.route({
    method: call.method,
    url: call.path,
    schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(call.data) } },
    handler: async (request, reply) => {
      let body: unknown;
      if (call.body !== undefined) {
        const raw = request.body ?? {};
        const parsed = call.body.safeParse(raw);
        if (!parsed.success) throw invalidInput(parsed.error, raw);
        body = parsed.data;
      }
      const context = { request, reply, body, language: languageOf(request) } as SiteCallContext<C>;
      return ok(request, await handler(context));
    },
  });
}
