import {
  anyEnvelopeSchema,
  CONSOLE_AUTH_HEADER,
  type ConsoleBytesCall,
  type ConsoleCall,
  type ConsoleCallBodyInput,
  type ConsoleCallData,
  type ConsoleCallQueryInput,
  type ConsoleCallSpec,
  type ConsoleEnvelopeCall,
  consoleCalls,
  consoleUrl,
  Retcode,
  toLanguageCode,
  uiLanguages,
} from '@switchboard/protocol';
import i18next from 'i18next';
import { currentToken, endSession } from '../session.ts';
import { ConsoleError } from './errors.ts';

type Calls = typeof consoleCalls;

// Each part is required exactly when the table's schema has a required field in it.
type QueryPart<C extends ConsoleCall> =
  Record<never, never> extends ConsoleCallQueryInput<C>
    ? { query?: ConsoleCallQueryInput<C> }
    : { query: ConsoleCallQueryInput<C> };
type BodyPart<C extends ConsoleCall> =
  ConsoleCallBodyInput<C> extends undefined ? Record<never, never> : { body: ConsoleCallBodyInput<C> };
type IdPart<C extends ConsoleCall> = Calls[C] extends { pathId: true }
  ? { id: string }
  : Record<never, never>;

/** Options of one console call: its query, body and path id as the contract types them. */
export type ConsoleCallOptions<C extends ConsoleCall> = QueryPart<C> & BodyPart<C> & IdPart<C>;

/** The options argument, left out when nothing in it is required. */
type CallArgs<C extends ConsoleCall> =
  Record<never, never> extends ConsoleCallOptions<C>
    ? [options?: ConsoleCallOptions<C>]
    : [options: ConsoleCallOptions<C>];

/** What the client reads of the options, whatever the call. */
interface SentOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  id?: string;
}

/** The operator's language for `retmsg`, the interface language the console shows. */
function languageCode() {
  const language = uiLanguages.find((candidate) => candidate === i18next.language) ?? 'en';
  return toLanguageCode(language);
}

/** The call's URL with the common query fields and its own. */
function urlOf(call: ConsoleCall, sent: SentOptions): string {
  const params = new URLSearchParams({ t: String(Date.now()), languagecode: languageCode() });
  for (const [key, value] of Object.entries(sent.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${consoleUrl(call, sent.id)}?${params}`;
}

function requestOf(call: ConsoleCall, sent: SentOptions, accept: string): RequestInit {
  const spec: ConsoleCallSpec = consoleCalls[call];
  const headers: Record<string, string> = { accept };
  const token = currentToken();
  if (token !== null && spec.auth === 'operator') headers[CONSOLE_AUTH_HEADER] = token;
  if (sent.body === undefined) return { method: spec.method, headers };
  headers['content-type'] = 'application/json';
  return { method: spec.method, headers, body: JSON.stringify(sent.body) };
}

async function send(call: ConsoleCall, sent: SentOptions, accept: string): Promise<Response> {
  try {
    return await fetch(urlOf(call, sent), requestOf(call, sent, accept));
  } catch (error) {
    console.warn(`${call} failed`, error);
    throw new ConsoleError('network');
  }
}

/**
 * The retcodes the whole console reacts to the same way: an ended session goes back to the sign-in
 * screen with a notice. Everything else is for the screen that made the call to show.
 */
function react(call: ConsoleCall, retcode: number): void {
  const spec: ConsoleCallSpec = consoleCalls[call];
  const sessionLost =
    retcode === Retcode.CONSOLE_SESSION_EXPIRED || retcode === Retcode.CONSOLE_NOT_SIGNED_IN;
  if (sessionLost && spec.auth === 'operator') endSession('expired');
}

/** The envelope of an answer; an answer that is not one is a failure of its own. */
async function readEnvelope(response: Response) {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ConsoleError('invalid');
  }
  const envelope = anyEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new ConsoleError('invalid');
  return envelope.data;
}

/** Throws the failure an envelope reports, after the console-wide reaction to its code. */
function fail(call: ConsoleCall, retcode: number, retmsg: string): never {
  react(call, retcode);
  throw new ConsoleError(retcode === Retcode.OK ? 'invalid' : 'retcode', retcode, retmsg);
}

/**
 * Makes one call of the contract's `consoleCalls` table: method, path (and id), the common query
 * fields and the operator's token; resolves with `data` parsed by the table's schema, or rejects with
 * a ConsoleError whose `retmsg` the screen shows.
 */
export async function callConsole<C extends ConsoleEnvelopeCall>(
  call: C,
  ...[options]: CallArgs<C>
): Promise<ConsoleCallData<C>> {
  const response = await send(call, (options ?? {}) as SentOptions, 'application/json');
  const { retcode, retmsg, data } = await readEnvelope(response);
  if (retcode !== Retcode.OK || !response.ok) fail(call, retcode, retmsg);
  const parsed = consoleCalls[call].data.safeParse(data);
  if (!parsed.success) {
    console.warn(`${call} answered an unexpected shape`, parsed.error);
    throw new ConsoleError('invalid');
  }
  return parsed.data as ConsoleCallData<C>;
}

/** Fetches a call that answers a file's bytes (an identity image), failing like callConsole. */
export async function fetchConsoleBytes<C extends ConsoleBytesCall>(
  call: C,
  ...[options]: CallArgs<C>
): Promise<Blob> {
  const response = await send(call, (options ?? {}) as SentOptions, 'image/*');
  if (response.ok) return response.blob();
  const { retcode, retmsg } = await readEnvelope(response);
  return fail(call, retcode, retmsg);
}
