import { randomUUID } from 'node:crypto';
import {
  type ApiCall,
  AUTH_HEADER,
  apiCalls,
  apiUrl,
  type BrandId,
  balanceDataSchema,
  CONSOLE_AUTH_HEADER,
  CONSOLE_SETUP_TOKEN_PARAM,
  type ConsoleCall,
  type ConsoleCallBodyInput,
  type ConsoleCallQueryInput,
  chatListDataSchema,
  consoleCalls,
  consoleReviewsDataSchema,
  consoleSessionDataSchema,
  consoleSetupInfoDataSchema,
  consoleUrl,
  fullNumber,
  type OutboxMessage,
  outboxMessageSchema,
  Retcode,
  type ReviewKind,
  SIMULATOR_INBOUND_PATH,
  SIMULATOR_OUTBOX_PATH,
  sessionDataSchema,
  virtualPhoneListDataSchema,
  WEB_VERSION,
} from '@switchboard/protocol';
import { generate } from 'otplib';
import { createAdminByCommandLine } from './server.ts';

// Calls from the test itself (not from a page) to the API, the simulator and the operator console,
// on any server: the shared one or a test's own.

/** The shared test server's address for HTTP calls from the test. */
export function sharedOrigin(): string {
  return `http://127.0.0.1:${process.env.SB_E2E_PORT}`;
}

/** The address of a brand's page on the shared test server (Chromium resolves *.localhost to loopback). */
export function brandUrl(brand: BrandId, query = ''): string {
  return `http://${brand}.localhost:${process.env.SB_E2E_PORT}/${query}`;
}

/** The address of a brand's page on the server at `origin` (the shared one or a test's own). */
export function brandUrlOn(origin: string, brand: BrandId, query = ''): string {
  return `http://${brand}.localhost:${new URL(origin).port}/${query}`;
}

/** A call answered with a non-zero retcode. */
export class ApiError extends Error {
  constructor(
    what: string,
    readonly retcode: number,
    retmsg: string,
  ) {
    super(`${what} answered ${retcode} ${retmsg}`);
  }
}

/** Reads an envelope, failing with the call's name on a non-zero retcode; returns `data`. */
async function envelopeData(what: string, response: Response): Promise<unknown> {
  const envelope = (await response.json()) as { retcode: number; retmsg: string; data: unknown };
  if (envelope.retcode !== Retcode.OK) throw new ApiError(what, envelope.retcode, envelope.retmsg);
  return envelope.data;
}

/**
 * Makes a call of the protocol's call table from the test, as the web client does (method from the
 * table, the common query fields, the token header); returns `data`, failing on a non-zero retcode.
 */
export async function apiCall(
  origin: string,
  call: ApiCall,
  options: { token?: string; body?: Record<string, unknown>; query?: Record<string, string> } = {},
): Promise<unknown> {
  const search = new URLSearchParams({
    t: String(Date.now()),
    webVersion: WEB_VERSION,
    languagecode: 'en',
    ...options.query,
  });
  const response = await fetch(`${origin}${apiUrl(call)}?${search}`, {
    method: apiCalls[call].method,
    headers: {
      ...(options.token === undefined ? {} : { [AUTH_HEADER]: options.token }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return envelopeData(call, response);
}

/** Logs an account in over the API and returns its token (a session of its own). */
export async function apiLogIn(
  origin: string,
  brand: BrandId,
  email: string,
  password: string,
): Promise<string> {
  const data = await apiCall(origin, 'login', { body: { platform: brand, account: email, password } });
  return sessionDataSchema.parse(data).token;
}

/** An own number: full (calling code and national number, the chat keys' form), national, calling code. */
export interface OwnNumber {
  full: string;
  national: string;
  telCode: string;
}

/** The numbers an account owns, in the server's order (none for an account without any). */
export async function listOwnNumbers(origin: string, token: string): Promise<OwnNumber[]> {
  const data = virtualPhoneListDataSchema.parse(await apiCall(origin, 'getVirtualPhoneList', { token }));
  return data.virtualPhones.map((phone) => ({
    full: fullNumber(phone.telCode, phone.phone),
    national: phone.phone,
    telCode: phone.telCode,
  }));
}

/** The numbers an account owns, in the server's order; fails when it has none. */
export async function ownNumbers(origin: string, token: string): Promise<[OwnNumber, ...OwnNumber[]]> {
  const [first, ...rest] = await listOwnNumbers(origin, token);
  if (first === undefined) throw new Error('the account has no number');
  return [first, ...rest];
}

/** The account's balance in ten-thousandths, as the server has it now. */
export async function apiBalance(origin: string, token: string): Promise<number> {
  return balanceDataSchema.parse(await apiCall(origin, 'queryBalance', { token })).balance;
}

/** The server's unread count of a conversation (0 when the list does not have it). */
export async function apiUnread(origin: string, token: string, own: string, other: string): Promise<number> {
  const data = chatListDataSchema.parse(await apiCall(origin, 'getChatList', { token }));
  return (
    data.chatList.find((item) => item.ownFullNumber === own && item.otherFullNumber === other)?.unread ?? 0
  );
}

/** Delivers an SMS from an outside number to a number of the service, as the carrier would. */
export async function injectSms(origin: string, from: string, to: string, text: string): Promise<void> {
  const form = new FormData();
  form.set('kind', 'sms');
  form.set('from', from);
  form.set('to', to);
  form.set('text', text);
  await envelopeData(
    'inject',
    await fetch(`${origin}${SIMULATOR_INBOUND_PATH}`, { method: 'POST', body: form }),
  );
}

/** An outside US number no test shares: a random area code, exchange 555, line 2000-9999. */
export function outsideNumber(): string {
  const area = 200 + Math.floor(Math.random() * 700);
  const line = 2000 + Math.floor(Math.random() * 8000);
  return `1${area}555${line}`;
}

/** Makes a console call as the console does (method and path from its table), returning `data`. */
async function consoleApi<C extends ConsoleCall>(
  origin: string,
  call: C,
  options: { token?: string; body?: ConsoleCallBodyInput<C>; query?: ConsoleCallQueryInput<C> } = {},
): Promise<unknown> {
  const search = new URLSearchParams({ languagecode: 'en', ...(options.query as Record<string, string>) });
  const response = await fetch(`${origin}${consoleUrl(call)}?${search}`, {
    method: consoleCalls[call].method,
    headers: {
      ...(options.token === undefined ? {} : { [CONSOLE_AUTH_HEADER]: options.token }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return envelopeData(call, response);
}

/**
 * An admin of this worker's own, signed in: made with the server's command line (`create-admin`,
 * as an operator makes the first admin) on the server's database, and set up through its one-time
 * link with an authenticator secret of its own, so no other worker or test shares its codes.
 */
async function newReviewerSession(origin: string): Promise<string> {
  const setupUrl = await createAdminByCommandLine(origin, `reviewer-${randomUUID()}@example.test`);
  const setupToken = new URL(setupUrl).searchParams.get(CONSOLE_SETUP_TOKEN_PARAM) ?? '';
  const { secret } = consoleSetupInfoDataSchema.parse(
    await consoleApi(origin, 'consoleSetupInfo', { query: { setupToken } }),
  );
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const session = await consoleApi(origin, 'consoleSetup', {
    body: { setupToken, password: randomUUID(), code },
  });
  return consoleSessionDataSchema.parse(session).token;
}

/** This worker's reviewer session, per server. */
const reviewerSessions = new Map<string, Promise<string>>();

/** A console call as this worker's reviewer; a session that ended (idle too long) is replaced once. */
async function asReviewer<C extends ConsoleCall>(
  origin: string,
  call: C,
  options: { body?: ConsoleCallBodyInput<C>; query?: ConsoleCallQueryInput<C> },
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    let session = reviewerSessions.get(origin);
    if (session === undefined) {
      session = newReviewerSession(origin);
      reviewerSessions.set(origin, session);
      // A failed sign-in is not kept: the next call tries again.
      session.catch(() => reviewerSessions.delete(origin));
    }
    try {
      return await consoleApi(origin, call, { ...options, token: await session });
    } catch (error) {
      const ended = error instanceof ApiError && error.retcode === Retcode.CONSOLE_SESSION_EXPIRED;
      if (!ended || attempt > 0) throw error;
      reviewerSessions.delete(origin);
    }
  }
}

/** A reviewer's decision in the operator console on what an account (brand and email) submitted. */
export async function decideReview(
  origin: string,
  review: {
    brand: BrandId;
    email: string;
    kind: ReviewKind;
    decision: 'approve' | 'refuse';
    reason?: string;
  },
): Promise<void> {
  const queue = consoleReviewsDataSchema.parse(
    await asReviewer(origin, 'consoleReviews', { query: { brand: review.brand, kind: review.kind } }),
  );
  const item = queue.reviews.find((entry) => entry.email === review.email.toLowerCase());
  if (item === undefined) throw new Error(`no ${review.kind} of ${review.email} waits for review`);
  await asReviewer(origin, 'consoleReviewDecide', {
    body: {
      kind: review.kind,
      accountId: item.accountId,
      ...(item.number === undefined ? {} : { number: item.number }),
      decision: review.decision,
      reason: review.reason ?? '',
    },
  });
}

/** What the simulator's outbox holds (codes by mail and by SMS to outside phones), newest first. */
export async function readOutbox(origin: string): Promise<OutboxMessage[]> {
  const data = await envelopeData('outbox', await fetch(`${origin}${SIMULATOR_OUTBOX_PATH}`));
  return outboxMessageSchema.array().parse(data);
}
