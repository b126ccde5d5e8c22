import type { CodeSms, LockedPhone, PhoneOption } from '@switchboard/protocol';
import { CODE_COUNTDOWN_SECONDS, CodeNumberType, Retcode } from '@switchboard/protocol';
import { type QueryClient, QueryObserver, type QueryObserverResult, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { create } from 'zustand';
import { ApiError, isRetcode } from '../../../lib/api/errors.ts';
import { onLogout } from '../../../lib/session.ts';
import { lock, releaseLock, subscribe } from './api.ts';
import {
  type CodeLock,
  type CodePoll,
  type CodePollObserver,
  codePollQuery,
  keepsPolling,
} from './codePoll.ts';
import { openVerificationDialog } from './dialogStore.ts';
import { rememberApp } from './recentApps.ts';

/** Where a code session is: idle, asking for a number, receiving (before/after a message), or over. */
export type CodePhase = 'idle' | 'locking' | 'receiving' | 'received' | 'ended';

/** Receive tips: 0 instructions, 1 number copied, 2 receiving, 3 received, 4 code copied. */
export type TipState = 0 | 1 | 2 | 3 | 4;

/** Why the last lock or poll failed: no free number (500000), no balance (400001), kicked (100008), other. */
export type CodeSessionError = 'noNumber' | 'insufficient' | 'kicked' | 'failed';

/** What a session locks: an app, a country and an option (its numberType, and phone for an own number). */
export interface CodeSessionRequest {
  app: string;
  /** ISO country code. */
  country: string;
  option: Pick<PhoneOption, 'numberType' | 'phone'>;
}

/**
 * The code session as the screens show it. The messages are server data: they live in the query
 * cache under the lock's poll query (see `useCodeMessages`), not here.
 */
export interface CodeSessionState {
  phase: CodePhase;
  request: CodeSessionRequest | null;
  locked: LockedPhone | null;
  /** Identifies the current lock among earlier locks of the same number. */
  lockId: number;
  /** When the countdown reaches 0 (ms since the epoch). */
  endsAt: number;
  secondsLeft: number;
  tipState: TipState;
  error: CodeSessionError | null;
  /** The server's sentence for a lock refused for another reason ('failed'); '' when none came. */
  errorText: string;
}

const initial: CodeSessionState = {
  phase: 'idle',
  request: null,
  locked: null,
  lockId: 0,
  endsAt: 0,
  secondsLeft: CODE_COUNTDOWN_SECONDS,
  tipState: 0,
  error: null,
  errorText: '',
};

/** The one code session of the page (a user receives on one number at a time). */
export const useCodeSession = create<CodeSessionState>(() => ({ ...initial }));

/** The lock whose polls run, and what of its answers was already taken into account. */
interface Polling {
  client: QueryClient;
  observer: CodePollObserver;
  unsubscribe: () => void;
  countdown: ReturnType<typeof setInterval>;
  lastData: CodePoll | undefined;
  lastErrors: number;
}

// Bumped on every lock and stop, so answers of an abandoned session are ignored.
let generation = 0;
let polling: Polling | null = null;

/** The lock of a session state, or null before one. */
export function lockOf(state: CodeSessionState): CodeLock | null {
  return state.locked ? { locked: state.locked, lockId: state.lockId, endsAt: state.endsAt } : null;
}

/** Stops the polls and the countdown of the current lock; its messages stay readable. */
function pausePolling(): void {
  polling?.unsubscribe();
  if (polling) clearInterval(polling.countdown);
}

/** Stops the current lock's polls and forgets its messages. */
function forgetPolling(): void {
  if (!polling) return;
  pausePolling();
  const { client, observer } = polling;
  polling = null;
  client.removeQueries({ queryKey: observer.options.queryKey, exact: true });
}

/** The session is over: no more polls or countdown; the received messages stay on screen. */
function finishSession(error: CodeSessionError | null = null): void {
  if (polling) clearInterval(polling.countdown);
  useCodeSession.setState((state) => ({ phase: 'ended', error: error ?? state.error }));
}

function errorOf(error: unknown): CodeSessionError {
  if (isRetcode(error, Retcode.NO_NUMBER_AVAILABLE)) return 'noNumber';
  if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) return 'insufficient';
  if (isRetcode(error, Retcode.TOKEN_INVALID)) return 'kicked';
  return 'failed';
}

/** Takes a new poll answer or failure into the session: tips, phase, the end of polling. */
function onPollResult(mine: number, result: QueryObserverResult<CodePoll>): void {
  const current = polling;
  if (mine !== generation || !current) return;
  if (result.errorUpdateCount !== current.lastErrors) {
    current.lastErrors = result.errorUpdateCount;
    // 100008 ends polling (spec 001 section 8); other failures are retried by the next poll.
    if (isRetcode(result.error, Retcode.TOKEN_INVALID)) {
      finishSession('kicked');
      return;
    }
    if (!(result.error instanceof ApiError)) console.warn('code poll failed', result.error);
  }
  const data = result.data;
  if (!data || data === current.lastData) return;
  const seen = current.lastData?.list.length ?? 0;
  current.lastData = data;
  if (data.polls === 0) return;
  const arrived = data.list.length > 0;
  useCodeSession.setState((state) => {
    let tipState = state.tipState;
    if (data.list.length > seen) tipState = 3;
    else if (!arrived && tipState === 1) tipState = 2;
    const phase = state.phase === 'ended' ? 'ended' : arrived ? 'received' : state.phase;
    return { tipState, phase };
  });
  if (data.done) finishSession();
}

/** Counts down to the lock's end (from the clock, so a throttled background tab stays right). */
function startCountdown(mine: number, endsAt: number): ReturnType<typeof setInterval> {
  const countdown = setInterval(() => {
    if (mine !== generation) return;
    const secondsLeft = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    useCodeSession.setState({ secondsLeft });
    if (secondsLeft === 0) finishSession();
  }, 1000);
  return countdown;
}

/** Starts polling a new lock through the query cache. */
function startPolling(client: QueryClient, mine: number, codeLock: CodeLock): void {
  const observer: CodePollObserver = new QueryObserver(client, codePollQuery(codeLock));
  const started: Polling = {
    client,
    observer,
    unsubscribe: () => {},
    countdown: startCountdown(mine, codeLock.endsAt),
    lastData: undefined,
    lastErrors: 0,
  };
  polling = started;
  started.unsubscribe = observer.subscribe((result) => onPollResult(mine, result));
}

async function lockAndPoll(
  client: QueryClient,
  request: CodeSessionRequest,
  last: { lastApp?: string; lastNumber?: string },
): Promise<LockedPhone | null> {
  // The current lock's messages stay on screen until another lock replaces them.
  pausePolling();
  generation += 1;
  const mine = generation;
  useCodeSession.setState({ phase: 'locking', error: null, errorText: '', request });
  try {
    const locked = await lock({
      app: request.app,
      code: request.country,
      numberType: request.option.numberType,
      number: request.option.phone || undefined,
      ...last,
    });
    if (mine !== generation) return null;
    rememberApp(request.app);
    forgetPolling();
    const endsAt = Date.now() + CODE_COUNTDOWN_SECONDS * 1000;
    useCodeSession.setState({
      phase: 'receiving',
      locked,
      lockId: mine,
      endsAt,
      secondsLeft: CODE_COUNTDOWN_SECONDS,
      tipState: 0,
      error: null,
    });
    startPolling(client, mine, { locked, lockId: mine, endsAt });
    return locked;
  } catch (error) {
    if (mine !== generation) return null;
    const reason = errorOf(error);
    const had = useCodeSession.getState().locked !== null;
    const errorText = error instanceof ApiError ? error.retmsg : '';
    // The request stays: step 1 keeps the service, country and option the user chose.
    useCodeSession.setState({ phase: had ? 'ended' : 'idle', error: reason, errorText });
    if (reason === 'noNumber') openVerificationDialog('noNumber');
    if (reason === 'insufficient') openVerificationDialog('insufficient');
    return null;
  }
}

/**
 * Locks a number for the request and polls it every 5 s (a query with `refetchInterval` in the given
 * client) until the 180 s countdown ends, the code arrives or the server stops it.
 */
export function startCodeSession(
  client: QueryClient,
  request: CodeSessionRequest,
): Promise<LockedPhone | null> {
  return lockAndPoll(client, request, {});
}

/** Stops polling and returns to the idle state. */
function resetCodeSession(): void {
  forgetPolling();
  generation += 1;
  useCodeSession.setState({ ...initial }, true);
}

/**
 * Ends the session (Done, Back): the number's wait ends on the server too, so a code arriving
 * afterwards is neither charged nor keeps the number; a number that already got its code stays kept.
 */
export function stopCodeSession(leavingPage = false): void {
  const { locked } = useCodeSession.getState();
  resetCodeSession();
  if (locked) {
    releaseLock(locked.app, locked.phone, leavingPage).catch((error: unknown) =>
      console.warn('releasing the lock failed', error),
    );
  }
}

// A new session must not inherit the polls of the one that logged out (whose token is gone).
onLogout(resetCodeSession);

// Leaving the page (reload, close, another site) ends the wait like Done: nobody is left to read a
// code, so one arriving later must not be charged. The request outlives the page (keepalive).
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => stopCodeSession(true));

const NO_MESSAGES: CodeSms[] = [];

/** The current lock's messages outside React (newest first). */
export function currentCodeMessages(): CodeSms[] {
  return polling?.observer.getCurrentResult().data?.list ?? NO_MESSAGES;
}

/** The current lock's messages (newest first), re-rendering as polls and pushes bring new ones. */
export function useCodeMessages(): CodeSms[] {
  const locked = useCodeSession((state) => state.locked);
  const lockId = useCodeSession((state) => state.lockId);
  const endsAt = useCodeSession((state) => state.endsAt);
  const options = useMemo(
    () => codePollQuery(locked ? { locked, lockId, endsAt } : null),
    [locked, lockId, endsAt],
  );
  // Reads what the session's own observer polls; this one never fetches.
  const { data } = useQuery({ ...options, enabled: false });
  return data?.list ?? NO_MESSAGES;
}

/** True once a message arrived: only then may the user ask for another number. */
export function canTryAnother(
  state: CodeSessionState = useCodeSession.getState(),
  messages: readonly CodeSms[] = currentCodeMessages(),
): boolean {
  return state.locked !== null && messages.length > 0 && state.phase !== 'locking';
}

/** Locks another new number for the same app and country, releasing the current one (lastApp/lastNumber). */
export function tryAnotherNumber(): Promise<LockedPhone | null> {
  const state = useCodeSession.getState();
  const client = polling?.client;
  if (!client || !canTryAnother(state) || !state.request || !state.locked) return Promise.resolve(null);
  const request = { ...state.request, option: { ...state.request.option, phone: '' } };
  return lockAndPoll(client, request, { lastApp: state.locked.app, lastNumber: state.locked.phone });
}

/** True while a number is being locked or polled: other actions then show the already-running warning. */
export function isCodeSessionRunning(): boolean {
  const { phase, endsAt } = useCodeSession.getState();
  if (phase === 'locking') return true;
  if ((phase !== 'receiving' && phase !== 'received') || !polling) return false;
  const { data, error } = polling.observer.getCurrentResult();
  return keepsPolling(data, error, endsAt);
}

/** Runs an action unless a code is being received, in which case the already-running warning opens. */
export function unlessRunning(action: () => void): void {
  if (isCodeSessionRunning()) openVerificationDialog('running');
  else action();
}

/** Records that the user copied the number (tip 1). */
export function markNumberCopied(): void {
  useCodeSession.setState({ tipState: 1 });
}

/** Records that the user copied a received code (tip 4). */
export function markCodeCopied(): void {
  useCodeSession.setState({ tipState: 4 });
}

/** True when the lock is of a one-time number, which can never be subscribed (the server refuses it). */
export function isOneTimeLock(state: CodeSessionState = useCodeSession.getState()): boolean {
  return state.request?.option.numberType === CodeNumberType.oneTime;
}

/**
 * After a text was sent from an unsubscribed number, it may be subscribed (spec 001 section 4);
 * never a one-time number.
 */
export function allowSubscribe(): void {
  const state = useCodeSession.getState();
  const { locked } = state;
  if (locked && locked.subStatus === 0 && !isOneTimeLock(state)) {
    useCodeSession.setState({ locked: { ...locked, canSub: 1 } });
  }
}

/** Subscribes the locked number; resolves with the server's hint, or null when it failed. */
export async function subscribeLocked(): Promise<string | null> {
  const { locked } = useCodeSession.getState();
  if (!locked) return null;
  try {
    const data = await subscribe(locked.app, locked.phone);
    const current = useCodeSession.getState().locked;
    if (current?.phone === locked.phone)
      useCodeSession.setState({ locked: { ...current, subStatus: data.subStatus } });
    return data.hint;
  } catch (error) {
    if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) openVerificationDialog('insufficient');
    return null;
  }
}
