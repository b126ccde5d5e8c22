import type { z } from 'zod';
import type { CallAuth, CallSpec } from './call-spec.ts';
import { accountCalls } from './calls-account.ts';
import { chatCalls } from './calls-chats.ts';
import { codeCalls } from './calls-codes.ts';
import { conversationCalls } from './calls-conversations.ts';
import { numberCalls } from './calls-numbers.ts';
import { paymentCalls } from './calls-payments.ts';
import { profileCalls } from './calls-profile.ts';
import { pushCalls } from './calls-push.ts';
import { searchCalls } from './calls-search.ts';
import { CAPTCHA_NEXT_APIS } from './contact-verification.ts';
import { API_BASE } from './paths.ts';

export type { CallAuth, CallSpec };

/**
 * Every HTTP call under API_BASE, by name: method, path, who may call, the extra query fields, the
 * body and the envelope's `data`. The server registers its routes from it and the client calls by it.
 */
export const apiCalls = {
  ...accountCalls,
  ...profileCalls,
  ...chatCalls,
  ...conversationCalls,
  ...numberCalls,
  ...paymentCalls,
  ...codeCalls,
  ...searchCalls,
  ...pushCalls,
} as const satisfies Record<string, CallSpec>;

type Calls = typeof apiCalls;

/** Name of an HTTP call. */
export type ApiCall = keyof Calls;

/** The calls that answer with the JSON envelope (all but the `bytes` ones). */
export type EnvelopeCall = { [C in ApiCall]: Calls[C] extends { data: z.ZodType } ? C : never }[ApiCall];

type Schema<C extends ApiCall, Field extends 'query' | 'body' | 'data'> = Calls[C] extends {
  [F in Field]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** The extra query fields of a call as the server reads them (after defaults and coercion); {} when none. */
export type CallQuery<C extends ApiCall> =
  Schema<C, 'query'> extends z.ZodType ? z.output<Schema<C, 'query'>> : Record<never, never>;
/** The extra query fields of a call as a client sends them; {} when none. */
export type CallQueryInput<C extends ApiCall> =
  Schema<C, 'query'> extends z.ZodType ? z.input<Schema<C, 'query'>> : Record<never, never>;
/** The body of a call as the server reads it; undefined for calls without a JSON body. */
export type CallBody<C extends ApiCall> =
  Schema<C, 'body'> extends z.ZodType ? z.output<Schema<C, 'body'>> : undefined;
/** The body of a call as a client sends it; undefined for calls without a JSON body. */
export type CallBodyInput<C extends ApiCall> =
  Schema<C, 'body'> extends z.ZodType ? z.input<Schema<C, 'body'>> : undefined;
/** The envelope's `data` of a call as a client reads it. */
export type CallData<C extends EnvelopeCall> = z.output<Calls[C]['data']>;
/** The envelope's `data` of a call as the server hands it to the serializer. */
export type CallDataInput<C extends EnvelopeCall> = z.input<Calls[C]['data']>;
/** The HTTP method of a call. */
export type CallMethod<C extends ApiCall> = Calls[C]['method'];

/** Paths of the HTTP calls, relative to API_BASE. Use these, never string literals. */
export const ApiPath = Object.fromEntries(
  Object.entries(apiCalls).map(([name, call]) => [name, call.path]),
) as { readonly [C in ApiCall]: Calls[C]['path'] };

/** The full path of a call, e.g. `/web/login`. */
export function apiUrl(call: ApiCall): string {
  return `${API_BASE}${ApiPath[call]}`;
}

/** Who may make a call. */
export function callAuth(call: ApiCall): CallAuth {
  return apiCalls[call].auth;
}

// A captcha pass names the call it is for by its full path; each must be a call of the table.
CAPTCHA_NEXT_APIS satisfies readonly `${typeof API_BASE}${Calls[ApiCall]['path']}`[];
