import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CarrierMediaError,
  emptyTwiml,
  hangUpTwiml,
  rejectTwiml,
  TWILIO_CALLBACK_FIELDS,
  TWILIO_PATHS,
  TWIML_CONTENT_TYPE,
  type TwilioCarrier,
  voicemailTwiml,
} from '../../adapters/carrier/index.ts';
import { AppError } from '../../errors.ts';
import { queryField, signedMediaRoute } from './signed-media.routes.ts';
import {
  callOf,
  type FormFields,
  formFieldsOf,
  inboundMessageOf,
  messageStatusOf,
  UnreadableForm,
  voicemailPartOf,
} from './twilio-forms.ts';
import type { TwilioWebhookService, WebhookOutcome } from './twilio-webhooks.service.ts';

/** Largest webhook form read; Twilio's carry a message of at most 1600 characters and ten media addresses. */
const FORM_BODY_LIMIT = 64 * 1024;

/** The header Twilio signs every webhook with. */
const SIGNATURE_HEADER = 'x-twilio-signature';

/** A webhook handler, given the form once its signature held; answers TwiML. */
type Handler = (fields: FormFields, request: FastifyRequest) => Promise<string>;

/** What Twilio puts in From for a caller who withholds the number (+266696687 is its documented stand-in). */
const WITHHELD_CALLERS = new Set(['+266696687', 'anonymous', 'restricted', 'private', 'unknown']);

/**
 * Twilio's webhooks, at the root (Twilio posts forms, not this API's envelopes). Every POST is
 * checked against X-Twilio-Signature over PUBLIC_URL plus the path and query, with the form's
 * fields, and refused with 403 before anything is read when it does not hold. The scope keeps
 * bodies raw, so the fields signed are exactly the fields posted.
 */
export async function twilioWebhookRoutes(
  app: FastifyInstance,
  options: { carrier: Pick<TwilioCarrier, 'verifyWebhook'>; webhooks: TwilioWebhookService },
): Promise<void> {
  const { carrier, webhooks } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const signed = (path: string, handle: Handler) =>
    app.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = formFieldsOf(request.body);
      const signature = request.headers[SIGNATURE_HEADER];
      if (
        !carrier.verifyWebhook(typeof signature === 'string' ? signature : undefined, request.url, fields)
      ) {
        request.log.warn({ path }, 'Twilio webhook refused: the signature does not hold');
        return reply.code(403).type('text/plain; charset=utf-8').send('Invalid signature');
      }
      try {
        return reply
          .code(200)
          .type(TWIML_CONTENT_TYPE)
          .send(await handle(fields, request));
      } catch (error) {
        if (error instanceof UnreadableForm) {
          request.log.warn({ path, detail: error.message }, 'Twilio webhook refused: unreadable form');
          return reply.code(400).type('text/plain; charset=utf-8').send(error.message);
        }
        // Media Twilio could not hand over: a 5xx tells Twilio (and its logs) the webhook failed.
        if (error instanceof CarrierMediaError) {
          request.log.warn({ path, detail: error.message }, 'Twilio media not fetched');
          return reply.code(502).type('text/plain; charset=utf-8').send('Media not fetched');
        }
        // A recording that is not audio can never be stored; asking again would not change that.
        if (error instanceof AppError) {
          request.log.warn({ path, detail: error.detail }, 'Twilio webhook dropped: media unusable');
          return reply.code(200).type(TWIML_CONTENT_TYPE).send(emptyTwiml());
        }
        throw error;
      }
    });

  const anonymousOrCall = (fields: FormFields) => {
    if (typeof fields.From === 'string' && WITHHELD_CALLERS.has(fields.From.toLowerCase())) return undefined;
    try {
      return callOf(fields);
    } catch (error) {
      if (error instanceof UnreadableForm && typeof fields.To === 'string') return undefined;
      throw error;
    }
  };

  const logged = (request: FastifyRequest, what: string, outcome: WebhookOutcome) =>
    request.log.info({ outcome }, what);

  signed(TWILIO_PATHS.message, async (fields, request) => {
    const outcome = await webhooks.inboundMessage(inboundMessageOf(fields));
    logged(request, 'Twilio inbound message', outcome);
    return emptyTwiml();
  });

  signed(TWILIO_PATHS.status, async (fields, request) => {
    const outcome = await webhooks.messageStatus(
      queryField(request, TWILIO_CALLBACK_FIELDS.message),
      messageStatusOf(fields),
    );
    logged(request, 'Twilio message status', outcome);
    return emptyTwiml();
  });

  signed(TWILIO_PATHS.voice, async (fields, request) => {
    if (queryField(request, TWILIO_CALLBACK_FIELDS.recorded) !== undefined) return hangUpTwiml();
    const call = anonymousOrCall(fields);
    // A voicemail is kept under its caller's number: a withheld one ("anonymous") hears busy, as it
    // would on a line that refuses hidden numbers, rather than Twilio's application-error message.
    if (call === undefined) return rejectTwiml();
    if (!(await webhooks.answersCall(call.to))) return rejectTwiml();
    return voicemailTwiml(webhooks.voicemailCallbacks(call));
  });

  const voicemailPart =
    (what: string): Handler =>
    async (fields, request) => {
      const part = voicemailPartOf(fields, {
        from: queryField(request, TWILIO_CALLBACK_FIELDS.from),
        to: queryField(request, TWILIO_CALLBACK_FIELDS.to),
      });
      logged(request, what, await webhooks.voicemail(part));
      return emptyTwiml();
    };
  signed(TWILIO_PATHS.recording, voicemailPart('Twilio voicemail recording'));
  signed(TWILIO_PATHS.transcription, voicemailPart('Twilio voicemail transcription'));

  // Twilio fetches the pictures of outbound MMS here; the signed token is the only key.
  signedMediaRoute(app, TWILIO_PATHS.media, TWILIO_CALLBACK_FIELDS.token, webhooks.inbound);
}
