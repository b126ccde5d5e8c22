import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CarrierMediaError,
  TELNYX_CALLBACK_FIELDS,
  TELNYX_PATHS,
  TELNYX_SIGNATURE_HEADERS,
  type TelnyxCarrier,
} from '../../adapters/carrier/index.ts';
import { AppError } from '../../errors.ts';
import { signedMediaRoute } from './signed-media.routes.ts';
import { telnyxEventOf, UnreadableEvent } from './telnyx-events.ts';
import type { TelnyxWebhookService } from './telnyx-webhooks.service.ts';

/** Largest webhook body read; Telnyx's messaging events are a few kilobytes. */
const JSON_BODY_LIMIT = 256 * 1024;

/** One header's value as a string; undefined when absent or repeated. */
function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

/**
 * Telnyx's messaging webhooks, at the root (Telnyx posts its own JSON, not this API's envelopes).
 * Every POST is checked against its Ed25519 signature over the timestamp and the raw body, and
 * refused with 403 before anything is read when it does not hold or is older than five minutes.
 * The scope keeps bodies raw, so the bytes verified are exactly the bytes posted.
 */
export async function telnyxWebhookRoutes(
  app: FastifyInstance,
  options: { carrier: Pick<TelnyxCarrier, 'verifyWebhook'>; webhooks: TelnyxWebhookService },
): Promise<void> {
  const { carrier, webhooks } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(TELNYX_PATHS.webhook, async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
    let verified: unknown;
    try {
      verified = await carrier.verifyWebhook(
        raw,
        header(request, TELNYX_SIGNATURE_HEADERS.signature),
        header(request, TELNYX_SIGNATURE_HEADERS.timestamp),
      );
    } catch (error) {
      // Signed, yet not JSON: Telnyx sent what it meant, and asking again would not change it.
      if (!(error instanceof SyntaxError)) throw error;
      request.log.warn('Telnyx webhook refused: signed body is not JSON');
      return plain(reply, 400, 'Body is not JSON');
    }
    if (verified === undefined) {
      request.log.warn('Telnyx webhook refused: the signature does not hold');
      return plain(reply, 403, 'Invalid signature');
    }
    try {
      const outcome = await webhooks.event(telnyxEventOf(verified));
      request.log.info({ outcome }, 'Telnyx messaging webhook');
      return reply.code(204).send();
    } catch (error) {
      if (error instanceof UnreadableEvent) {
        request.log.warn({ detail: error.message }, 'Telnyx webhook refused: unreadable event');
        return plain(reply, 400, error.message);
      }
      // Media Telnyx could not hand over: a 5xx makes Telnyx post the webhook again.
      if (error instanceof CarrierMediaError) {
        request.log.warn({ detail: error.message }, 'Telnyx media not fetched');
        return plain(reply, 502, 'Media not fetched');
      }
      // Media that can never be stored; asking again would not change that.
      if (error instanceof AppError) {
        request.log.warn({ detail: error.detail }, 'Telnyx webhook dropped: media unusable');
        return reply.code(204).send();
      }
      throw error;
    }
  });

  // Telnyx fetches the pictures of outbound MMS here; the signed token is the only key.
  signedMediaRoute(app, TELNYX_PATHS.media, TELNYX_CALLBACK_FIELDS.token, webhooks.inbound);
}
