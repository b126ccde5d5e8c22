import {
  apiUrl,
  CODE_COUNTDOWN_SECONDS,
  CODE_POLL_INTERVAL_MS,
  CODE_POLL_MAX,
  Retcode,
} from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import {
  canTryAnother,
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

function callsTo(
  fetchMock: ReturnType<typeof stubFetch>,
  call: 'getVerificationCodeSmsList' | 'lockVerificationCodePhone',
) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === apiUrl(call));
}

const request = { app: 'wechat', country: 'US', option: { numberType: 1 as const, phone: '' } };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  setupRuntime('jiema', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  localStorage.clear();
});

afterEach(() => {
  stopCodeSession();
  closeVerificationDialog();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('code session', () => {
  it('polls every 5 s with a rising count while the countdown runs', async () => {
    const fetchMock = serve(() => envelope(0, { list: [], done: false }));
    await startCodeSession(request);
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

  it('stops polling when the server says done', async () => {
    const fetchMock = serve(() => envelope(0, { list: [codeSms('s1')], done: true }));
    await startCodeSession(request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(1);
    expect(useCodeSession.getState().phase).toBe('ended');
    expect(useCodeSession.getState().messages).toHaveLength(1);
    expect(isCodeSessionRunning()).toBe(false);
  });

  it(`stops after ${CODE_POLL_MAX} polls and the countdown rests at 0`, async () => {
    const fetchMock = serve(() => envelope(0, { list: [], done: false }));
    await startCodeSession(request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * (CODE_POLL_MAX + 5));
    const polls = callsTo(fetchMock, 'getVerificationCodeSmsList');
    expect(polls).toHaveLength(CODE_POLL_MAX);
    expect(polls.at(-1)?.searchParams.get('count')).toBe(String(CODE_POLL_MAX));
    expect(useCodeSession.getState().phase).toBe('ended');
    expect(useCodeSession.getState().secondsLeft).toBe(0);
  });

  it('ends polling on 100008', async () => {
    const fetchMock = serve(() => envelope(Retcode.TOKEN_INVALID, null, 'signed out'));
    await startCodeSession(request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 4);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(1);
    expect(useCodeSession.getState()).toMatchObject({ phase: 'ended', error: 'kicked' });
  });

  it('Done stops polling and resets the session', async () => {
    const fetchMock = serve(() => envelope(0, { list: [], done: false }));
    await startCodeSession(request);
    stopCodeSession();
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(0);
    expect(useCodeSession.getState()).toMatchObject({ phase: 'idle', locked: null });
  });

  it('offers another number only after a message, releasing the last one', async () => {
    let messages = 0;
    const fetchMock = serve(() => envelope(0, { list: messages ? [codeSms('s1')] : [], done: false }));
    await startCodeSession(request);
    expect(canTryAnother()).toBe(false);
    expect(await tryAnotherNumber()).toBeNull();
    expect(callsTo(fetchMock, 'lockVerificationCodePhone')).toHaveLength(1);

    messages = 1;
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect(useCodeSession.getState()).toMatchObject({ phase: 'received', tipState: 3 });
    expect(canTryAnother()).toBe(true);
    await tryAnotherNumber();
    const locks = callsTo(fetchMock, 'lockVerificationCodePhone');
    expect(locks).toHaveLength(2);
    expect(locks[1]?.searchParams.get('lastApp')).toBe('wechat');
    expect(locks[1]?.searchParams.get('lastNumber')).toBe('12125550100');
    expect(useCodeSession.getState()).toMatchObject({ phase: 'receiving', messages: [], tipState: 0 });
  });

  it('warns instead of running another action while a code is received', async () => {
    serve(() => envelope(0, { list: [], done: false }));
    const action = vi.fn();
    unlessRunning(action);
    expect(action).toHaveBeenCalledTimes(1);
    await startCodeSession(request);
    unlessRunning(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(useVerificationDialog.getState().kind).toBe('running');
  });

  it('opens the no-number dialog on 500000 and stays idle', async () => {
    const fetchMock = serve(
      () => envelope(0, { list: [], done: false }),
      () => envelope(Retcode.NO_NUMBER_AVAILABLE, null, 'no number'),
    );
    expect(await startCodeSession(request)).toBeNull();
    expect(useCodeSession.getState()).toMatchObject({ phase: 'idle', error: 'noNumber' });
    expect(useVerificationDialog.getState().kind).toBe('noNumber');
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS * 2);
    expect(callsTo(fetchMock, 'getVerificationCodeSmsList')).toHaveLength(0);
  });

  it('records a copied code as tip 4', async () => {
    serve(() => envelope(0, { list: [codeSms('s1')], done: false }));
    await startCodeSession(request);
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    markCodeCopied();
    expect(useCodeSession.getState().tipState).toBe(4);
  });
});
