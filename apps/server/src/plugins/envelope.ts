import {
  brandIds,
  type Envelope,
  type LanguageCode,
  Retcode,
  retcodeInfo,
  toUiLanguage,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { refuseNulCharacters } from '../lib/nul-characters.ts';
import { describeIssue, issueSentence, type ValidationIssue } from '../lib/validation-issues.ts';
import { retmsgFor } from '../text/retmsg.ts';
import { type Sentence, say } from '../text/sentence.ts';

/** The interface language a request asked for through `languagecode`; read raw so it works before validation. */
export function languageOf(request: FastifyRequest): UiLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  // A repeated field arrives as a list; the first value is the one the client meant.
  const asked = Array.isArray(query?.languagecode) ? query.languagecode[0] : query?.languagecode;
  return toUiLanguage(asked === 'zh_cn' ? 'zh_cn' : ('en' satisfies LanguageCode));
}

/** A success envelope for the request's language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { retcode: Retcode.OK, retmsg: retmsgFor(Retcode.OK, languageOf(request)), data };
}

/** What a failure envelope says besides its retcode. */
export interface FailureParts {
  /** English for developers: the envelope's `detail` and the log, never retmsg. */
  detail?: string;
  /** What the person reads; absent: the retcode catalogue's text. */
  sentence?: Sentence;
  /** The envelope's data; null when absent. */
  data?: unknown;
}

/**
 * The top-level request field a failure's detail is about ("toNumber: …", "ids.3: …"), which a
 * client uses to show the sentence next to that control; undefined for failures of no one field.
 */
export function requestFieldOf(detail: string): string | undefined {
  const name = /^([A-Za-z_]\w*)(?:[.[][^:]*)?: /.exec(detail)?.[1];
  return name === undefined || WHOLE_REQUEST_PARTS.has(name) ? undefined : name;
}

/** Names a detail uses for a whole part of the request, which no single control stands for. */
const WHOLE_REQUEST_PARTS: ReadonlySet<string> = new Set(['body', 'query', 'payload', 'headers', 'params']);

/** Sends a failure envelope with the catalogue's HTTP status; `data` is null unless the failure carries some. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  retcode: number,
  { detail, sentence, data }: FailureParts = {},
): FastifyReply {
  const status = retcodeInfo(retcode)?.httpStatus ?? 500;
  const body: Envelope<unknown> = {
    retcode,
    retmsg: retmsgFor(retcode, languageOf(request), sentence),
    data: data ?? null,
  };
  if (detail !== undefined) {
    body.detail = detail;
    const field = requestFieldOf(detail);
    if (field !== undefined) body.field = field;
    request.log.info({ retcode, detail }, 'request refused');
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** A schema failure as Fastify reports it (fastify-type-provider-zod keeps zod's issue in `params`). */
interface RouteIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  /** zod's issue without path and code (origin, minimum, maximum, format…). */
  params?: Record<string, unknown>;
}

function asValidationIssue(issue: RouteIssue): ValidationIssue {
  return {
    ...(issue.params ?? {}),
    code: issue.keyword,
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message ?? '',
  };
}

function validationFailure(error: FastifyError, request: FastifyRequest): FailureParts & { retcode: number } {
  const issues = (error.validation ?? []) as RouteIssue[];
  const context =
    error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
  const input = context === 'body' ? request.body : context === 'query' ? request.query : undefined;
  const platform = (request.body as { platform?: unknown } | null | undefined)?.platform;
  // A platform that is present but names no brand has its own code; an absent one is a plain missing field.
  const isUnknownBrand = (issue: RouteIssue) =>
    context === 'body' && issue.instancePath === '/platform' && typeof platform === 'string';
  const detail = issues
    .map((issue) =>
      isUnknownBrand(issue)
        ? `platform: ${JSON.stringify(platform)} is not a brand (expected one of ${brandIds.join(', ')})`
        : describeIssue(asValidationIssue(issue), input, { whole: context }),
    )
    .join('; ');
  const first = issues[0];
  const unknownBrand = issues.some(isUnknownBrand);
  // An unknown brand reads as the catalogue's text for its code; other issues name the first field.
  const sentence =
    unknownBrand || first === undefined ? undefined : issueSentence(asValidationIssue(first), input);
  return { retcode: unknownBrand ? Retcode.UNKNOWN_BRAND : Retcode.INVALID_PARAMETER, detail, sentence };
}

/** The sentence for Fastify's own 4xx errors: too large, or something a reload fixes. */
function clientFailureSentence(error: FastifyError): Sentence {
  return error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? say('requestTooLarge') : say('requestInvalid');
}

/** Fastify's own 4xx errors (body parsing, content type, size) described for developers. */
function clientFailureDetail(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `body: must be at most ${bodyLimit} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'content-type: not accepted here; send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: is empty but content-type says JSON';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: is not valid JSON';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'content-length: does not match the body';
    default:
      if (error instanceof SyntaxError) return 'body: is not valid JSON';
      return `request: ${error.message}`;
  }
}

/** Whether an envelope's data holds a token: the session's (login, register, refresh) or a slider pass. */
function carriesToken(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const data = (payload as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  return Object.entries(data).some(
    ([key, value]) => /^(token|\w+Token)$/.test(key) && typeof value === 'string',
  );
}

/** Installs the error handler that turns every failure into a catalogue envelope. */
export const envelopePlugin = fp(
  async (app: FastifyInstance, options: { bodyLimit: number }) => {
    // One check for every route, before any schema: PostgreSQL cannot store a NUL character and would
    // fail deep in a query, while SQLite would keep it; both databases refuse it alike here.
    app.addHook('preValidation', async (request) => {
      refuseNulCharacters(request.params, 'params');
      refuseNulCharacters(request.query, 'query');
      refuseNulCharacters(request.body, 'body');
    });
    // An answer carrying a session token must never be kept by a browser or proxy cache.
    app.addHook('preSerialization', async (_request, reply, payload) => {
      if (carriesToken(payload)) reply.header('cache-control', 'no-store');
      return payload;
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError)
        return sendFailure(request, reply, error.retcode, {
          detail: error.detail,
          sentence: error.sentence,
          data: error.data,
        });
      if (hasZodFastifySchemaValidationErrors(error)) {
        const { retcode, ...parts } = validationFailure(error, request);
        return sendFailure(request, reply, retcode, parts);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, message: error.message }, 'rejected malformed request');
        // Too large has its own code (HTTP 413), so a proxy or client can tell it from a malformed body.
        const retcode =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? Retcode.REQUEST_TOO_LARGE : Retcode.INVALID_PARAMETER;
        return sendFailure(request, reply, retcode, {
          detail: clientFailureDetail(error, options.bodyLimit),
          sentence: clientFailureSentence(error),
        });
      }
      request.log.error({ err: error }, 'unexpected fault');
      return sendFailure(request, reply, Retcode.INTERNAL_ERROR);
    });
  },
  { name: 'envelope' },
);
