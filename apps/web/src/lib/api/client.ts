import type { ApiCall, BrandConfig, LanguageCode, UiLanguage } from '@switchboard/protocol';
import { AUTH_HEADER, anyEnvelopeSchema, apiUrl, toLanguageCode, WEB_VERSION } from '@switchboard/protocol';
import { useRuntime } from '../runtime.ts';
import { currentToken } from '../session.ts';
import { ApiError } from './errors.ts';
import { reactsWithAlert, reactToRetcode } from './reactions.ts';

/** Anything with a zod-like `safeParse`; keeps this module independent of zod's own types. */
export interface DataSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
}

type QueryValue = string | number | boolean | undefined;

/** Options of one call. */
export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Extra query fields besides the common ones. */
  query?: Record<string, QueryValue>;
  /** JSON body for POST/PUT; `platform` is added. */
  body?: Record<string, unknown>;
  /** Schema of `data` on success. */
  schema: DataSchema<T>;
  /** The token to send instead of the current one (a logout that already ended the local session). */
  token?: string;
  /**
   * Request fields whose failures the calling form shows next to their control: such a failure is
   * not alerted, and its ApiError names the field.
   */
  inlineFields?: readonly string[];
  /** Lets the request outlive the page (a release sent while the page is being left). */
  keepalive?: boolean;
}

/** The API's `languagecode`: zh_cn when the UI is Chinese or the brand always asks in Chinese (jiema). */
export function languageCodeFor(language: UiLanguage, brand: BrandConfig): LanguageCode {
  return brand.alwaysChineseApi ? 'zh_cn' : toLanguageCode(language);
}

/** The `languagecode` for the page's current brand and language. */
export function apiLanguageCode(): LanguageCode {
  const { brand, language } = useRuntime.getState();
  return languageCodeFor(language, brand);
}

/** The URL of a call with the common query fields (t, webVersion, languagecode) and any extras. */
export function buildApiUrl(call: ApiCall, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams({
    t: String(Date.now()),
    webVersion: WEB_VERSION,
    languagecode: apiLanguageCode(),
  });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${apiUrl(call)}?${params.toString()}`;
}

/**
 * Makes one call: adds the token header and the brand's `platform`, reads the envelope, applies the
 * catalogue's global reaction to a failure code, and resolves with the parsed `data` or rejects with
 * an ApiError the caller can inspect.
 */
export async function apiRequest<T>(call: ApiCall, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? currentToken();
  if (token) headers[AUTH_HEADER] = token;
  let body: string | undefined;
  if (method === 'POST' || method === 'PUT') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ ...options.body, platform: useRuntime.getState().brand.id });
  }

  let response: Response;
  try {
    response = await fetch(buildApiUrl(call, options.query), {
      method,
      headers,
      body,
      keepalive: options.keepalive,
    });
  } catch (error) {
    console.warn(`${call} failed`, error);
    throw new ApiError('network', 0, '', 0);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError('invalid', 0, '', response.status);
  }
  const envelope = anyEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new ApiError('invalid', 0, '', response.status);

  const { retcode, retmsg, data, field } = envelope.data;
  if (retcode !== 0 || !response.ok) {
    const inline = field !== undefined && options.inlineFields?.includes(field) && reactsWithAlert(retcode);
    if (!inline) reactToRetcode(retcode, retmsg, data);
    throw new ApiError('retcode', retcode, retmsg, response.status, inline ? field : undefined);
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.warn(`${call} answered an unexpected shape`, parsed.error);
    throw new ApiError('invalid', 0, '', response.status);
  }
  return parsed.data;
}
