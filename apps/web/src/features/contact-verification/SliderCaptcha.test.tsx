import { apiUrl, Retcode, SLIDER_MAX_FAILURES } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/api/client.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { type PowSolution, solvePow } from './pow.ts';

vi.mock('./pow.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./pow.ts')>();
  return { ...real, solvePow: vi.fn(real.solvePow) };
});

import {
  closeSlider,
  recordSliderFailure,
  resetSliderFailures,
  SLIDER_FAILURE_COOKIE,
} from './sliderStore.ts';
import { account, easyPow, fakeVerifyServer, VerifyHarness } from './testServer.tsx';
import { closeVerifiedModal } from './verifiedStore.ts';

const miss = () => envelope(Retcode.SLIDER_FAILED, null, '', 400);

function start(answers: Parameters<typeof fakeVerifyServer>[0] = {}) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const server = fakeVerifyServer(answers);
  renderWithProviders(<VerifyHarness />);
  return server;
}

function cookieValue(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${SLIDER_FAILURE_COOKIE}=`))
    ?.slice(SLIDER_FAILURE_COOKIE.length + 1);
}

/** Makes the server answer a call with 100028, so the catalogue reaction shows the slider. */
async function triggerSlider() {
  await act(async () => {
    await callApi('getVerifyCode', { query: { telcode: '1', phone: '5551234567' } }).catch(() => undefined);
  });
}

/**
 * The handle's square and the track around it, with the track laid out as in a browser (the test
 * page has no layout): the fake puzzle is 300 wide with a 40 piece, so the track is 260 long and
 * starts 20 in; `at(x)` is the pointer's place for piece position x.
 */
function handleGeometry(input: HTMLElement) {
  const grip = input.parentElement as HTMLElement;
  const track = grip.parentElement as HTMLElement;
  vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 20, y: 0, width: 260, height: 40 }),
  );
  return { grip, track, at: (x: number) => 20 + x };
}

beforeEach(() => {
  resetSliderFailures();
  Object.assign(account, { phone: '', telCode: '', email: '' });
});

afterEach(() => {
  act(() => {
    closeSlider();
    closeVerifiedModal();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('slider captcha', () => {
  it('counts consecutive misses in a cookie and blocks with the too-many text after the third', async () => {
    const server = start({
      [apiUrl('getVerifyCode')]: () => envelope(Retcode.SLIDER_REQUIRED, null, '', 403),
      [apiUrl('verifySlider')]: miss,
    });
    await triggerSlider();
    for (let attempt = 1; attempt <= SLIDER_MAX_FAILURES; attempt += 1) {
      // Each miss loads a new puzzle (slider-1, slider-2, ...): act on the current one only.
      const handle = await waitFor(() => {
        const current = screen.getByRole('slider');
        expect(current.dataset.puzzle).toBe(`slider-${attempt}`);
        return current;
      });
      fireEvent.keyDown(handle, { key: 'ArrowRight' });
      fireEvent.keyDown(handle, { key: 'Enter' });
      await waitFor(() => expect(server.calls('verifySlider')).toHaveLength(attempt));
      if (attempt < SLIDER_MAX_FAILURES) await waitFor(() => expect(cookieValue()).toBe(String(attempt)));
    }
    expect(await screen.findByText('Too many verification attempts. Please try again later.')).toBeTruthy();
    expect(Number(cookieValue())).toBeGreaterThan(SLIDER_MAX_FAILURES);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(server.calls('sliderCaptcha')).toHaveLength(SLIDER_MAX_FAILURES);
    expect(server.calls('verifySlider').map((call) => call.body.sliderId)).toEqual([
      'slider-1',
      'slider-2',
      'slider-3',
    ]);
  });

  it('a pass resets the failure count', async () => {
    let answer = miss;
    start({
      [apiUrl('getVerifyCode')]: () => envelope(Retcode.SLIDER_REQUIRED, null, '', 403),
      [apiUrl('verifySlider')]: () => answer(),
    });
    await triggerSlider();
    fireEvent.keyDown(await screen.findByRole('slider'), { key: 'Enter' });
    await waitFor(() => expect(cookieValue()).toBe('1'));
    answer = () => envelope(0, { sliderToken: 'ok' });
    await waitFor(() => expect(screen.getByRole('slider').dataset.puzzle).toBe('slider-2'));
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('slider')).toBeNull());
    expect(cookieValue()).toBeUndefined();
  });

  it('sends the drag trail and the solved proof of work with the guess', async () => {
    const server = start({
      [apiUrl('getVerifyCode')]: () => envelope(Retcode.SLIDER_REQUIRED, null, '', 403),
    });
    await triggerSlider();
    const handle = await screen.findByRole('slider');
    for (let step = 0; step < 4; step += 1) {
      fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(server.calls('verifySlider')).toHaveLength(1));
    const body = server.calls('verifySlider')[0]!.body as {
      x: number;
      trail: { x: number; t: number }[];
      pow: PowSolution;
    };
    expect(body.x).toBe(40);
    expect(body.trail[0]).toEqual({ x: 0, t: 0 });
    expect(body.trail.at(-1)?.x).toBe(40);
    // The start, each press, and the drop (Enter) where the piece was left.
    expect(body.trail.map((sample) => sample.x)).toEqual([0, 10, 20, 30, 40, 40]);
    for (let i = 1; i < body.trail.length; i += 1)
      expect(body.trail[i]!.t).toBeGreaterThan(body.trail[i - 1]!.t);
    expect(body.pow.counter).toEqual(expect.any(Number));
    expect(body.pow.derivedKey.startsWith(easyPow.keyPrefix)).toBe(true);
  });

  it('says it is checking when the proof of work is still running at the drop, then sends the guess', async () => {
    let finish: (solution: PowSolution) => void = () => undefined;
    vi.mocked(solvePow).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const server = start({
      [apiUrl('getVerifyCode')]: () => envelope(Retcode.SLIDER_REQUIRED, null, '', 403),
    });
    await triggerSlider();
    const handle = await screen.findByRole('slider');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(screen.queryByText('Checking…')).toBeNull();
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(await screen.findByText('Checking…')).toBeTruthy();
    expect(server.calls('verifySlider')).toHaveLength(0);
    await act(async () => finish({ counter: 7, derivedKey: '0abc' }));
    await waitFor(() => expect(server.calls('verifySlider')).toHaveLength(1));
    expect(server.calls('verifySlider')[0]?.body.pow).toEqual({ counter: 7, derivedKey: '0abc' });
    await waitFor(() => expect(screen.queryByText('Checking…')).toBeNull());
  });

  it('drags the handle with a pointer: the trail runs from the press to the drop, sent on letting go', async () => {
    const server = start({
      [apiUrl('getVerifyCode')]: () => envelope(Retcode.SLIDER_REQUIRED, null, '', 403),
    });
    await triggerSlider();
    const input = await screen.findByRole('slider', { name: 'Slide to fit the piece' });
    const { grip, at } = handleGeometry(input);
    fireEvent.pointerDown(grip, { clientX: at(0), button: 0, pointerId: 1, pointerType: 'mouse' });
    for (const x of [12, 40, 75, 90, 88]) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      fireEvent.pointerMove(document, { clientX: at(x), buttons: 1, pointerId: 1, pointerType: 'mouse' });
    }
    expect(input.getAttribute('aria-valuenow')).toBe('88');
    expect(server.calls('verifySlider')).toHaveLength(0);
    fireEvent.pointerUp(document, { clientX: at(88), pointerId: 1, pointerType: 'mouse' });

    await waitFor(() => expect(server.calls('verifySlider')).toHaveLength(1));
    const body = server.calls('verifySlider')[0]!.body as { x: number; trail: { x: number; t: number }[] };
    expect(body.x).toBe(88);
    expect(body.trail.map((sample) => sample.x)).toEqual([0, 12, 40, 75, 90, 88, 88]);
    expect(body.trail[0]?.t).toBe(0);
    for (let i = 1; i < body.trail.length; i += 1)
      expect(body.trail[i]!.t).toBeGreaterThan(body.trail[i - 1]!.t);
  });

  it('a press on the track beside the handle neither moves the piece nor sends a guess', async () => {
    const server = start({
      [apiUrl('getVerifyCode')]: () => envelope(Retcode.SLIDER_REQUIRED, null, '', 403),
    });
    await triggerSlider();
    const input = await screen.findByRole('slider', { name: 'Slide to fit the piece' });
    const { track, at } = handleGeometry(input);
    fireEvent.pointerDown(track, { clientX: at(150), button: 0, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(document, { clientX: at(150), pointerId: 1, pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input.getAttribute('aria-valuenow')).toBe('0');
    expect(server.calls('verifySlider')).toHaveLength(0);
  });

  it('shows the Chinese too-many text while blocked', async () => {
    for (let i = 0; i < SLIDER_MAX_FAILURES; i += 1) recordSliderFailure();
    setupRuntime('pingme', 'zh-CN');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    fakeVerifyServer({ [apiUrl('getVerifyCode')]: () => envelope(Retcode.SLIDER_REQUIRED, null, '', 403) });
    renderWithProviders(<VerifyHarness />);
    await triggerSlider();
    expect(await screen.findByText('验证尝试次数过多，请稍后再试。')).toBeTruthy();
  });

  it('100025 opens the verified modal in update mode', async () => {
    start({ [apiUrl('getProfile')]: () => envelope(Retcode.NEED_VERIFIED_PHONE, null, '', 403) });
    await act(async () => {
      await callApi('getProfile').catch(() => undefined);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    // Update mode on an account without a phone: the phone step, free to fill in.
    expect(within(dialog).getByText('We will send a 4-digit code to this phone number by SMS.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Country code') as HTMLInputElement).disabled).toBe(false);
  });
});
