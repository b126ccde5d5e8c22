import type { CodeSms, LockedPhone, PhoneOption } from '@switchboard/protocol';
import { CODE_COUNTDOWN_SECONDS, CODE_POLL_INTERVAL_MS, CODE_POLL_MAX, Retcode } from '@switchboard/protocol';
import { create } from 'zustand';
import { ApiError, isRetcode } from '../../../lib/api/errors.ts';
import { lock, poll, subscribe } from './api.ts';
import { openVerificationDialog } from './dialogStore.ts';
import { rememberApp } from './recentApps.ts';

/** Where a code session is: idle, asking for a number, polling (before/after a message), or finished. */
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

/** The code session's state. */
export interface CodeSessionState {
  phase: CodePhase;
  request: CodeSessionRequest | null;
  locked: LockedPhone | null;
  /** Messages since the lock, newest first. */
  messages: CodeSms[];
  secondsLeft: number;
  /** Polls made for the current lock. */
  polls: number;
  tipState: TipState;
  error: CodeSessionError | null;
}

const initial: CodeSessionState = {
  phase: 'idle',
  request: null,
  locked: null,
  messages: [],
  secondsLeft: CODE_COUNTDOWN_SECONDS,
  polls: 0,
  tipState: 0,
  error: null,
};

/** The one code session of the page (a user receives on one number at a time). */
export const useCodeSession = create<CodeSessionState>(() => ({ ...initial }));

// Bumped on every lock and stop, so answers of an abandoned session are ignored.
let generation = 0;
let pollTimer: ReturnType<typeof setTimeout> | null = null;
let countdownTimer: ReturnType<typeof setInterval> | null = null;

function clearTimers(): void {
  if (pollTimer) clearTimeout(pollTimer);
  if (countdownTimer) clearInterval(countdownTimer);
  pollTimer = null;
  countdownTimer = null;
}

function errorOf(error: unknown): CodeSessionError {
  if (isRetcode(error, Retcode.NO_NUMBER_AVAILABLE)) return 'noNumber';
  if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) return 'insufficient';
  if (isRetcode(error, Retcode.TOKEN_INVALID)) return 'kicked';
  return 'failed';
}

function endPolling(error: CodeSessionError | null = null): void {
  clearTimers();
  useCodeSession.setState((state) => ({ phase: 'ended', error: error ?? state.error }));
}

function schedulePoll(mine: number): void {
  pollTimer = setTimeout(() => void pollOnce(mine), CODE_POLL_INTERVAL_MS);
}

async function pollOnce(mine: number): Promise<void> {
  const { locked, polls } = useCodeSession.getState();
  if (mine !== generation || !locked) return;
  const count = polls + 1;
  useCodeSession.setState({ polls: count });
  try {
    const data = await poll(locked.app, locked.phone, count);
    if (mine !== generation) return;
    useCodeSession.setState((state) => {
      const arrived = data.list.length > 0;
      const newer = data.list.length > state.messages.length;
      let tipState = state.tipState;
      if (newer) tipState = 3;
      else if (!arrived && tipState === 1) tipState = 2;
      return {
        messages: data.list,
        tipState,
        phase: arrived ? 'received' : state.phase,
      };
    });
    if (data.done) return endPolling();
  } catch (error) {
    if (mine !== generation) return;
    // 100008 ends polling (spec 001 section 8); other failures are retried by the next poll.
    if (isRetcode(error, Retcode.TOKEN_INVALID)) return endPolling('kicked');
    if (!(error instanceof ApiError)) console.warn('code poll failed', error);
  }
  if (count >= CODE_POLL_MAX) return endPolling();
  schedulePoll(mine);
}

function startCountdown(mine: number): void {
  countdownTimer = setInterval(() => {
    if (mine !== generation) return;
    const left = Math.max(0, useCodeSession.getState().secondsLeft - 1);
    useCodeSession.setState({ secondsLeft: left });
    if (left === 0 && countdownTimer) {
      clearInterval(countdownTimer);
      countdownTimer = null;
    }
  }, 1000);
}

async function lockAndPoll(
  request: CodeSessionRequest,
  last: { lastApp?: string; lastNumber?: string },
): Promise<LockedPhone | null> {
  clearTimers();
  generation += 1;
  const mine = generation;
  useCodeSession.setState({ phase: 'locking', error: null, request });
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
    useCodeSession.setState({
      phase: 'receiving',
      locked,
      messages: [],
      polls: 0,
      secondsLeft: CODE_COUNTDOWN_SECONDS,
      tipState: 0,
      error: null,
    });
    startCountdown(mine);
    schedulePoll(mine);
    return locked;
  } catch (error) {
    if (mine !== generation) return null;
    const reason = errorOf(error);
    const had = useCodeSession.getState().locked !== null;
    useCodeSession.setState({ phase: had ? 'ended' : 'idle', error: reason });
    if (reason === 'noNumber') openVerificationDialog('noNumber');
    if (reason === 'insufficient') openVerificationDialog('insufficient');
    return null;
  }
}

/** Locks a number for the request and polls it every 5 s (at most 180 times) with a 180 s countdown. */
export function startCodeSession(request: CodeSessionRequest): Promise<LockedPhone | null> {
  return lockAndPoll(request, {});
}

/** Ends the session (Done): stops polling and returns to the idle state. */
export function stopCodeSession(): void {
  clearTimers();
  generation += 1;
  useCodeSession.setState({ ...initial }, true);
}

/** True once a message arrived: only then may the user ask for another number. */
export function canTryAnother(state: CodeSessionState = useCodeSession.getState()): boolean {
  return state.locked !== null && state.messages.length > 0 && state.phase !== 'locking';
}

/** Locks another new number for the same app and country, releasing the current one (lastApp/lastNumber). */
export function tryAnotherNumber(): Promise<LockedPhone | null> {
  const state = useCodeSession.getState();
  if (!canTryAnother(state) || !state.request || !state.locked) return Promise.resolve(null);
  const request = { ...state.request, option: { ...state.request.option, phone: '' } };
  return lockAndPoll(request, { lastApp: state.locked.app, lastNumber: state.locked.phone });
}

/** True while a number is being locked or polled: other actions then show the already-running warning. */
export function isCodeSessionRunning(): boolean {
  const { phase } = useCodeSession.getState();
  return phase === 'locking' || ((phase === 'receiving' || phase === 'received') && pollTimer !== null);
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

/** After a text was sent from an unsubscribed number, it may be subscribed (spec 001 section 4). */
export function allowSubscribe(): void {
  const { locked } = useCodeSession.getState();
  if (locked && locked.subStatus === 0) useCodeSession.setState({ locked: { ...locked, canSub: 1 } });
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
