import {
  type ApiCall,
  AUTH_HEADER,
  apiUrl,
  type Envelope,
  type LanguageCode,
  WEB_VERSION,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';

/** Options of one call: the token, the language, the client's IP, extra query fields. */
export interface CallOptions {
  token?: string;
  language?: LanguageCode;
  ip?: string;
  query?: Record<string, string>;
}

/** A call's answer: status, parsed envelope and headers. */
export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

function queryOf(options: CallOptions): Record<string, string> {
  return {
    t: String(Date.now()),
    webVersion: WEB_VERSION,
    languagecode: options.language ?? 'en',
    ...options.query,
  };
}

function headersOf(options: CallOptions): Record<string, string> {
  return options.token === undefined ? {} : { [AUTH_HEADER]: options.token };
}

/** GET a call the way the web client does. */
export async function get<T = unknown>(
  app: FastifyInstance,
  call: ApiCall,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await app.inject({
    method: 'GET',
    url: apiUrl(call),
    query: queryOf(options),
    headers: headersOf(options),
    remoteAddress: options.ip,
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

/** POST a JSON body the way the web client does. */
export async function post<T = unknown>(
  app: FastifyInstance,
  call: ApiCall,
  body: unknown,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await app.inject({
    method: 'POST',
    url: apiUrl(call),
    query: queryOf(options),
    headers: headersOf(options),
    payload: body as Record<string, unknown>,
    remoteAddress: options.ip,
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

/** DELETE a call with query fields the way the web client does. */
export async function del<T = unknown>(
  app: FastifyInstance,
  call: ApiCall,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await app.inject({
    method: 'DELETE',
    url: apiUrl(call),
    query: queryOf(options),
    headers: headersOf(options),
    remoteAddress: options.ip,
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}
