import type {
  ApiCall,
  BrandConfig,
  CallBody,
  CallBodyInput,
  CallData,
  CallQueryInput,
  EnvelopeCall,
  LanguageCode,
  UiLanguage,
} from '@switchboard/protocol';
import {
  AUTH_HEADER,
  anyEnvelopeSchema,
  apiCalls,
  apiUrl,
  toLanguageCode,
  WEB_VERSION,
} from '@switchboard/protocol';
import { useRuntime } from '../runtime.ts';
import { currentToken } from '../session.ts';
import { ApiError } from './errors.ts';
import { reactsWithAlert, reactToRetcode } from './reactions.ts';

type Calls = typeof apiCalls;
type QueryValue = string | number | boolean | undefined;

/** A call's extra query fields as the client sends them: a number the server coerces may go as a number. */
type QueryFields<C extends ApiCall> = {
  [K in keyof CallQueryInput<C>]: unknown extends CallQueryInput<C>[K]
    ? string | number
    : CallQueryInput<C>[K];
};

/** The common query field a call may set itself (the invite calls ask in the page's own language). */
interface CommonQueryOverride {
  languagecode?: LanguageCode;
}

type WithoutPlatform<T> = T extends object ? Omit<T, 'platform'> : never;

/**
 * A call's JSON body as the caller writes it: `platform` is the client's to add. A body the server
 * preprocesses takes anything in; the client sends it in the shape the server reads.
 */
type BodyFields<C extends ApiCall> = WithoutPlatform<
  unknown extends CallBodyInput<C> ? CallBody<C> : CallBodyInput<C>
>;

// Each part is required exactly when the table's schema has a required field in it.
type QueryPart<C extends ApiCall> =
  Record<never, never> extends QueryFields<C>
    ? { query?: QueryFields<C> & CommonQueryOverride }
    : { query: QueryFields<C> & CommonQueryOverride };
type BodyPart<C extends ApiCall> =
  CallBodyInput<C> extends undefined
    ? Record<never, never>
    : Record<never, never> extends BodyFields<C>
      ? { body?: BodyFields<C> }
      : { body: BodyFields<C> };
type FormPart<C extends ApiCall> = Calls[C] extends { form: 'multipart' }
  ? { form: FormData }
  : Record<never, never>;

/** Options of one call: its query, body or form as the table types them, and how to send it. */
export type CallOptions<C extends EnvelopeCall> = QueryPart<C> &
  BodyPart<C> &
  FormPart<C> & {
    /** The token to send instead of the current one (a logout that already ended the local session). */
    token?: string;
    /**
     * Request fields whose failures the calling form shows next to their control: such a failure is
     * not alerted, and its ApiError names the field.
     */
    inlineFields?: readonly (keyof QueryFields<C> | keyof BodyFields<C>)[];
    /** Lets the request outlive the page (a release sent while the page is being left). */
    keepalive?: boolean;
  };

/** The options argument, left out when nothing in it is required. */
type CallArgs<C extends EnvelopeCall> =
  Record<never, never> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

/** What callApi reads of the options, whatever the call. */
interface SentOptions {
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  form?: FormData;
  token?: string;
  inlineFields?: readonly PropertyKey[];
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

/** The request of a call: method from the table, the token header, and the body with the brand's `platform`. */
function requestOf(call: EnvelopeCall, options: SentOptions): RequestInit {
  const spec: { method: string; body?: unknown; form?: string } = apiCalls[call];
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? currentToken();
  if (token) headers[AUTH_HEADER] = token;
  const platform = useRuntime.getState().brand.id;
  let body: BodyInit | undefined;
  if (spec.form === 'multipart') {
    // platform first: the server knows the brand before it reads any file.
    const form = new FormData();
    form.append('platform', platform);
    for (const [name, value] of options.form?.entries() ?? []) form.append(name, value);
    body = form;
  } else if (spec.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ ...options.body, platform });
  }
  return { method: spec.method, headers, body, keepalive: options.keepalive };
}

/**
 * Makes one call of the table: its method and path, the common query fields, the token header and
 * the brand's `platform` in the body; reads the envelope, applies the catalogue's global reaction to
 * a failure code, and resolves with `data` parsed by the table's schema or rejects with an ApiError
 * the caller can inspect.
 */
export async function callApi<C extends EnvelopeCall>(
  call: C,
  ...[options]: CallArgs<C>
): Promise<CallData<C>> {
  const sent = (options ?? {}) as SentOptions;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(call, sent.query), requestOf(call, sent));
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
    const inline = field !== undefined && sent.inlineFields?.includes(field) && reactsWithAlert(retcode);
    if (!inline) reactToRetcode(retcode, retmsg, data);
    throw new ApiError('retcode', retcode, retmsg, response.status, inline ? field : undefined);
  }
  const parsed = apiCalls[call].data.safeParse(data);
  if (!parsed.success) {
    console.warn(`${call} answered an unexpected shape`, parsed.error);
    throw new ApiError('invalid', 0, '', response.status);
  }
  return parsed.data as CallData<C>;
}
