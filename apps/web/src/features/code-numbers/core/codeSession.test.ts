import {
  apiUrl,
  CODE_COUNTDOWN_SECONDS,
  CODE_POLL_INTERVAL_MS,
  CodeNumberType,
  type CodeSms,
  Retcode,
} from '@switchboard/protocol';
import { focusManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/api/queries.ts';
import { useSession } from '../../../lib/session.ts';
import { StorageKey } from '../../../lib/storage.ts';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import {
  allowSubscribe,
  canTryAnother,
  currentCodeMessages,
  isCodeSessionRunning,
  markCodeCopied,
  startCodeSession,
  stopCodeSession,
  tryAnotherNumber,
  unlessRunning,
  useCodeSession,
} from './codeSession.ts';
import { closeVerificationDialog, useVerificationDialog } from './dialogStore.ts';
import { codeSms, lockedPhone } from './testing.ts';

type PollAnswer = () => Response;

function serve(pollAnswer: PollAnswer, lockAnswer: () => Response = () => envelope(0, lockedPhone())) {
  return stubFetch((path) => {
    if (path === apiUrl('lockVerificationCodePhone')) return lockAnswer();
    if (path === apiUrl('getVerificationCodeSmsList')) return pollAnswer();
    return envelope(0, null);
  });
}

/** A poll answer with these messages. */
const answer = (list: CodeSms[] = [], done = false) => envelope(0, { list, done });
/** A message without a code (the unpaid note, an advert). */
const noCode = (smsId: string) => ({ ...codeSms(smsId), code: '', text: 'Welcome' });

function callsTo(
  fetchMock: ReturnType<typeof stubFetch>,
  call: 'getVerificationCodeSmsList' | 'lockVerificationCodePhone' | 'releaseVerificationCodePhone',
) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === apiUrl(call));
}

const request = { app: 'wechat', country: 'US', option: { numberType: 1 as const, phone: '' } };
let client: QueryClient;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  setupRuntime('jiema', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  localStorage.clear();
  // Signed in as the app signs in: the token is in the browser's storage too.
  localStorage.setItem(StorageKey.token, 'tok_0123456789abcdefghijklmnop');
});

afterEach(() => {
  stopCodeSession();
  closeVerificationDialog();
  focusManager.setFocused(undefined);
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('code session', () => {
  it('never offers Subscribe for a one-time number, even after a text was sent from it', async () => {
    serve(
      () => answer(),
      () => envelope(0, lockedPhone({ canSub: 0 })),
    );
    await startCodeSession(client, { ...request, option: { numberType: CodeNumberType.oneTime, phone: '' } });
    allowSubscribe();
    expect(useCodeSession.getState().locked?.canSub).toBe(0);
    stopCodeSession();
    serve(
      () => answer(),
      () => envelope(0, lockedPhone({ canSub: 0 })),
    );
    await startCodeSession(client, request);
    allowSubscribe();
    expect(useCodeSession.getState().locked?.canSub).toBe(1);
  });

  it('Done ends the wait on the server: the locked number is released, polling stops', async () => {
    const fetchMock = serve(() => answer());
    const locked = await startCodeSession(client, request);
    expect(locked).not.toBeNull();
    stopCodeSession();
    await vi.advanceTimersByTimeAsync(0);
    const released = callsTo(fetchMock, 'releaseVerificationCodePhone');
    expect(released).toHaveLength(1);
    expect(released[0]?.searchParams.get('app')).toBe(locked?.app);
    expect(released[0]?.searchParams.get('number')).toBe(locked?.phone);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 2);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(0);
    // Nothing was locked: nothing to release.
    stopCodeSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(fetchMock, 'releaseVerificationCodePhone')).toHaveLength(1);
  });

  it('leaving the page releases the locked number with a request that outlives the page', async () => {
    const fetchMock = serve(() => answer());
    const locked = await startCodeSession(client, request);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    const released = fetchMock.mock.calls.filter(
      ([input]) =>
        new URL(String(input), 'http://localhost').pathname === apiUrl('releaseVerificationCodePhone'),
    );
    expect(released).toHaveLength(1);
    expect(new URL(String(released[0]?.[0]), 'http://localhost').searchParams.get('number')).toBe(
      locked?.phone,
    );
    expect(released[0]?.[1]).toMatchObject({ keepalive: true });
    expect(useCodeSession.getState().locked).toBeNull();
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 2);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(0);
  });

  it('polls every 5 s with a rising count while the countdown runs', async () => {
    const fetchMock = serve(() => answer());
    await startCodeSession(client, request);
    expect(useCodeSession.getState().phase).toBe('receiving');
    expect(useCodeSession.getState().secondsLeft).toBe(CODE_COUNTDOWN_SECONDS);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    const polls = callsTo(fetchMock, 'getVerificationCodeSmsList');
    expect(polls.map((url) => url.searchParams.get('count'))).toEqual(['1', '2']);
    expect(polls[0]?.searchParams.get('number')).toBe('12125550100');
    expect(useCodeSession.getState().secondsLeft).toBe(CODE_COUNTDOWN_SECONDS - 10);
    expect(isCodeSessionRunning()).toBe(true);
  });

  it('keeps polling while the page is in the background, where the user reads the code elsewhere', async () => {
    const fetchMock = serve(() => answer());
    focusManager.setFocused(false);
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(3);
  });

  it('stops polling when the server says done', async () => {
    const fetchMock = serve(() => answer([noCode('s1')], true));
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(1);
    expect(useCodeSession.getState().phase).toBe('ended');
    expect(currentCodeMessages()).toHaveLength(1);
    expect(isCodeSessionRunning()).toBe(false);
  });

  it('stops polling when the countdown reaches 0: no poll at or after the end', async () => {
    const fetchMock = serve(() => answer());
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_COUNTDOWN_SECONDS * 1000 - 1);
    const beforeEnd = (CODE_COUNTDOWN_SECONDS * 1000) / CODE_POLL_INTERVAL_MS - 1;
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(beforeEnd);
    expect(useCodeSession.getState().phase).toBe('receiving');

    await vi.advanceTimersByTimeAsync(1 + CODE_POLL_INTERVAL_MS * 10);
    const polls = callsTo(fetchMock, 'getVerificationCodeSmsList');
    expect(polls).toHaveLength(beforeEnd);
    expect(polls.at(-1)?.searchParams.get('count')).toBe(String(beforeEnd));
    expect(useCodeSession.getState()).toMatchObject({ phase: 'ended', secondsLeft: 0 });
    expect(isCodeSessionRunning()).toBe(false);
  });

  it('stops polling once the code arrived; a codeReceived push still polls at once', async () => {
    let list: CodeSms[] = [noCode('s0')];
    const fetchMock = serve(() => answer(list));
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect(useCodeSession.getState()).toMatchObject({ phase: 'received', tipState: 3 });
    expect(isCodeSessionRunning()).toBe(true);

    list = [codeSms('s1'), noCode('s0')];
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect(currentCodeMessages().map((sms) => sms.smsId)).toEqual(['s1', 's0']);
    expect(isCodeSessionRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 4);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(2);

    markCodeCopied();
    list = [codeSms('s2', '654321'), ...list];
    // What the account events do on codeReceived for this number.
    await client.refetchQueries({ queryKey: queryKeys.codeSessionsOf('12125550100') });
    await vi.advanceTimersByTimeAsync(0);
    const polls = callsTo(fetchMock, 'getVerificationCodeSmsList');
    expect(polls.map((url) => url.searchParams.get('count'))).toEqual(['1', '2', '3']);
    expect(currentCodeMessages().map((sms) => sms.smsId)).toEqual(['s2', 's1', 's0']);
    expect(useCodeSession.getState().tipState).toBe(3);
  });

  it('ends polling on 100008, which signs the user out', async () => {
    const fetchMock = serve(() => envelope(Retcode.TOKEN_INVALID, null, 'signed out'));
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 4);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ token: null, kicked: true });
    expect(useCodeSession.getState()).toMatchObject({ phase: 'idle', locked: null });
  });

  it('Done stops polling, resets the session and forgets its messages', async () => {
    const fetchMock = serve(() => answer());
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.codeSessions })).toHaveLength(1);
    stopCodeSession();
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(1);
    expect(useCodeSession.getState()).toMatchObject({ phase: 'idle', locked: null });
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.codeSessions })).toHaveLength(0);
  });

  it('offers another number only after a message, releasing the last one', async () => {
    let messages = 0;
    const fetchMock = serve(() => answer(messages ? [codeSms('s1')] : []));
    await startCodeSession(client, request);
    expect(canTryAnother()).toBe(false);
    expect(await tryAnotherNumber()).toBeNull();
    expect(callsTo(fetchMock, 'lockVerificationCodePhone')).toHaveLength(1);

    messages = 1;
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect(useCodeSession.getState()).toMatchObject({ phase: 'received', tipState: 3 });
    expect(canTryAnother()).toBe(true);
    messages = 0;
    await tryAnotherNumber();
    const locks = callsTo(fetchMock, 'lockVerificationCodePhone');
    expect(locks).toHaveLength(2);
    expect(locks[1]?.searchParams.get('lastApp')).toBe('wechat');
    expect(locks[1]?.searchParams.get('lastNumber')).toBe('12125550100');
    expect(useCodeSession.getState()).toMatchObject({ phase: 'receiving', tipState: 0 });
    expect(currentCodeMessages()).toEqual([]);
    // The new lock polls with its own count, from 1.
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    const polls = callsTo(fetchMock, 'getVerificationCodeSmsList');
    expect(polls.map((url) => url.searchParams.get('count'))).toEqual(['1', '1']);
  });

  it('keeps the received messages when no other number is free, and polls the old one no more', async () => {
    let locks = 0;
    const fetchMock = serve(
      () => answer([noCode('s1')]),
      () => {
        locks += 1;
        return locks === 1
          ? envelope(0, lockedPhone())
          : envelope(Retcode.NO_NUMBER_AVAILABLE, null, 'no number');
      },
    );
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect(await tryAnotherNumber()).toBeNull();
    expect(useCodeSession.getState()).toMatchObject({ phase: 'ended', error: 'noNumber' });
    expect(currentCodeMessages().map((sms) => sms.smsId)).toEqual(['s1']);
    expect(canTryAnother()).toBe(true);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(1);
  });

  it('warns instead of running another action while a code is received', async () => {
    serve(() => answer());
    const action = vi.fn();
    unlessRunning(action);
    expect(action).toHaveBeenCalledTimes(1);
    await startCodeSession(client, request);
    unlessRunning(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(useVerificationDialog.getState().kind).toBe('running');
  });

  it('opens the no-number dialog on 500000 and stays idle', async () => {
    const fetchMock = serve(
      () => answer(),
      () => envelope(Retcode.NO_NUMBER_AVAILABLE, null, 'no number'),
    );
    expect(await startCodeSession(client, request)).toBeNull();
    expect(useCodeSession.getState()).toMatchObject({ phase: 'idle', error: 'noNumber' });
    expect(useVerificationDialog.getState().kind).toBe('noNumber');
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 2);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(0);
  });

  it('records a copied code as tip 4', async () => {
    serve(() => answer([codeSms('s1')]));
    await startCodeSession(client, request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    markCodeCopied();
    expect(useCodeSession.getState().tipState).toBe(4);
  });
});
