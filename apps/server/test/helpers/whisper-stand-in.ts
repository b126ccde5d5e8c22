import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';

/** One transcription request as the stand-in received it. */
export interface TranscriptionRequest {
  authorization: string | undefined;
  model: string | undefined;
  language: string | undefined;
  responseFormat: string | undefined;
  fileName: string | undefined;
  fileType: string | undefined;
  audio: Buffer;
}

/** How the stand-in answers; tests change it between calls. */
export interface StandInBehaviour {
  /** The bearer key it requires; undefined accepts any request. */
  key?: string;
  /** The transcript of a request. */
  transcript: (request: TranscriptionRequest) => string;
  /** Answer the next N requests with a 500, as an overloaded service does. */
  failures: number;
  /** Wait this long before answering. */
  delayMs: number;
}

/** A running stand-in: its base URL (…/v1), what it received, and how it behaves. */
export interface WhisperStandIn {
  url: string;
  requests: TranscriptionRequest[];
  behaviour: StandInBehaviour;
  close: () => Promise<void>;
}

/** The languages the stand-in accepts, as the service refuses codes outside Whisper's list. */
const KNOWN = /^(?:[a-z]{2}|haw|yue)$/;

function apiError(message: string, type: string, param: string | null) {
  return { error: { message, type, param, code: null } };
}

/**
 * A local stand-in of the Whisper-compatible transcription API (`POST /v1/audio/transcriptions`,
 * multipart/form-data with `file` and `model`, optional `language` and `response_format`; answers
 * `{"text": …}` or, for `text`, the bare transcript; errors in the API's `{"error": {…}}` shape with
 * 400 for a bad request and 401 for a wrong key).
 */
export async function startWhisperStandIn(
  behaviour: Partial<StandInBehaviour> = {},
): Promise<WhisperStandIn> {
  const state: StandInBehaviour = { transcript: () => '', failures: 0, delayMs: 0, ...behaviour };
  const requests: TranscriptionRequest[] = [];
  const app: FastifyInstance = Fastify();
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024 } });
  app.post('/v1/audio/transcriptions', async (request, reply) => {
    const fields: Record<string, string> = {};
    let audio: Buffer = Buffer.alloc(0);
    let fileName: string | undefined;
    let fileType: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        audio = await part.toBuffer();
        fileName = part.filename;
        fileType = part.mimetype;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    const received: TranscriptionRequest = {
      authorization: request.headers.authorization,
      model: fields.model,
      language: fields.language,
      responseFormat: fields.response_format,
      fileName,
      fileType,
      audio,
    };
    requests.push(received);
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.key !== undefined && received.authorization !== `Bearer ${state.key}`) {
      return reply.code(401).send(apiError('Incorrect API key provided.', 'invalid_request_error', null));
    }
    if (state.failures > 0) {
      state.failures -= 1;
      return reply
        .code(500)
        .send(apiError('The server had an error processing your request.', 'server_error', null));
    }
    if (audio.length === 0) {
      return reply
        .code(400)
        .send(apiError("Missing required parameter: 'file'.", 'invalid_request_error', 'file'));
    }
    if (!received.model) {
      return reply
        .code(400)
        .send(apiError("Missing required parameter: 'model'.", 'invalid_request_error', 'model'));
    }
    if (received.language !== undefined && !KNOWN.test(received.language)) {
      return reply
        .code(400)
        .send(
          apiError(`Language '${received.language}' is not supported.`, 'invalid_request_error', 'language'),
        );
    }
    const text = state.transcript(received);
    if (received.responseFormat === 'text') return reply.type('text/plain').send(text);
    return { text };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/v1`, requests, behaviour: state, close: () => app.close() };
}
