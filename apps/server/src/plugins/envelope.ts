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

/** The interface language a request asked for through `languagecode`; read raw so it works before validation. */
export function languageOf(request: FastifyRequest): UiLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  return toUiLanguage(query?.languagecode === 'zh_cn' ? 'zh_cn' : ('en' satisfies LanguageCode));
}

/** The retmsg of a code in a language; the English detail replaces or follows the catalogue text. */
export function retmsgFor(retcode: number, language: UiLanguage, detail?: string): string {
  const info = retcodeInfo(retcode) ?? retcodeInfo(Retcode.INTERNAL_ERROR)!;
  const text = info.message[language];
  if (detail === undefined) return text;
  // English readers get the precise detail; Chinese readers get their sentence with the detail after it.
  return language === 'en' ? detail : `${text}（${detail}）`;
}

/** A success envelope for the request's language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { retcode: Retcode.OK, retmsg: retmsgFor(Retcode.OK, languageOf(request)), data };
}

/** Sends a failure envelope with the catalogue's HTTP status; `data` is null unless the failure carries some. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  retcode: number,
  detail?: string,
  data?: unknown,
): FastifyReply {
  const status = retcodeInfo(retcode)?.httpStatus ?? 500;
  const body: Envelope<unknown> = {
    retcode,
    retmsg: retmsgFor(retcode, languageOf(request), detail),
    data: data ?? null,
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
}

/** A JSON-encoded object or array decoded (some fields, like addressBook, may arrive that way); else the value. */
function decodedJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The value a validation issue points at, to tell a missing field from a wrong one. */
function valueAt(root: unknown, segments: string[]): unknown {
  let value = root;
  for (const segment of segments) {
    value = decodedJson(value);
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Turns a field path and zod message into "field: what is wrong". */
function describeIssue(issue: ValidationIssue, context: string, input: unknown): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const field = segments.join('.') || context;
  // Zod's wording for an absent field is technical; say plainly that it is missing.
  const value = segments.length > 0 ? valueAt(input, segments) : input;
  if (segments.length > 0 && value === undefined) return `${field}: is required`;
  // A field sent JSON-encoded whose text does not parse: say so rather than "expected object".
  if (typeof value === 'string' && /^\s*[[{]/.test(value) && decodedJson(value) === value) {
    return `${field}: is not valid JSON`;
  }
  return `${field}: ${issue.message ?? 'is invalid'}`;
}

function validationFailure(
  error: FastifyError,
  request: FastifyRequest,
): { retcode: number; detail: string } {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const context =
    error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
  const input = context === 'body' ? request.body : context === 'query' ? request.query : undefined;
  const platform = (request.body as { platform?: unknown } | null | undefined)?.platform;
  // A platform that is present but names no brand has its own code; an absent one is a plain missing field.
  const isUnknownBrand = (issue: ValidationIssue) =>
    context === 'body' && issue.instancePath === '/platform' && typeof platform === 'string';
  const detail = issues
    .map((issue) =>
      isUnknownBrand(issue)
        ? `platform: ${JSON.stringify(platform)} is not a brand (expected one of ${brandIds.join(', ')})`
        : describeIssue(issue, context, input),
    )
    .join('; ');
  return { retcode: issues.some(isUnknownBrand) ? Retcode.UNKNOWN_BRAND : Retcode.INVALID_PARAMETER, detail };
}

/** Fastify's own 4xx errors (body parsing, content type, size) rephrased for people. */
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

/** Installs the error handler that turns every failure into a catalogue envelope. */
export const envelopePlugin = fp(
  async (app: FastifyInstance, options: { bodyLimit: number }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError)
        return sendFailure(request, reply, error.retcode, error.detail, error.data);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const { retcode, detail } = validationFailure(error, request);
        return sendFailure(request, reply, retcode, detail);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, message: error.message }, 'rejected malformed request');
        return sendFailure(
          request,
          reply,
          Retcode.INVALID_PARAMETER,
          clientFailureDetail(error, options.bodyLimit),
        );
      }
      request.log.error({ err: error }, 'unexpected fault');
      return sendFailure(request, reply, Retcode.INTERNAL_ERROR);
    });
  },
  { name: 'envelope' },
);
