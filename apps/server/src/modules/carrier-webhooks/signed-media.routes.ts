import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CarrierInbound } from './carrier-inbound.ts';

/** A query field of a callback address as one string (the first, if repeated). */
export function queryField(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text : undefined;
}

/** Serves the pictures of outbound MMS at a carrier's media path; the signed token is the only key. */
export function signedMediaRoute(
  app: FastifyInstance,
  path: string,
  tokenField: string,
  inbound: Pick<CarrierInbound, 'signedMedia'>,
): void {
  app.get(path, async (request, reply) => {
    const found = await inbound.signedMedia(queryField(request, tokenField) ?? '');
    if (found === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('content-type', found.row.mime)
      .header('content-length', String(found.bytes.byteLength))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(found.bytes);
  });
}
