import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_AUTO_RELOADS, CAPTCHA_RELOAD_DELAY_MS, CaptchaImage } from './CaptchaImage.tsx';

/** A picture whose reload draws a new id, as the captcha screens do. */
function Harness() {
  const [id, setId] = useState(1);
  return (
    <CaptchaImage
      src={`/web/captcha?captchaId=c${id}`}
      alt="Captcha"
      title="New picture"
      onReload={() => setId((n) => n + 1)}
    />
  );
}

const src = () => screen.getByRole('img', { name: 'Captcha' }).getAttribute('src');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('captcha picture', () => {
  it('reloads itself after a failed load, a few times in a row at growing intervals, then waits for a click', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Harness />);
    expect(src()).toBe('/web/captcha?captchaId=c1');
    for (let failure = 1; failure <= CAPTCHA_AUTO_RELOADS; failure += 1) {
      fireEvent.error(screen.getByRole('img', { name: 'Captcha' }));
      act(() => vi.advanceTimersByTime(CAPTCHA_RELOAD_DELAY_MS * failure - 1));
      expect(src()).toBe(`/web/captcha?captchaId=c${failure}`);
      act(() => vi.advanceTimersByTime(1));
      expect(src()).toBe(`/web/captcha?captchaId=c${failure + 1}`);
    }
    expect(warn).toHaveBeenCalledTimes(CAPTCHA_AUTO_RELOADS);
    // The server stays away: the picture stops asking until the person clicks it.
    fireEvent.error(screen.getByRole('img', { name: 'Captcha' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(src()).toBe(`/web/captcha?captchaId=c${CAPTCHA_AUTO_RELOADS + 1}`);
    fireEvent.click(screen.getByRole('img', { name: 'Captcha' }));
    expect(src()).toBe(`/web/captcha?captchaId=c${CAPTCHA_AUTO_RELOADS + 2}`);
  });

  it('a picture that loads resets the count of failures', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Harness />);
    for (let round = 0; round < CAPTCHA_AUTO_RELOADS + 2; round += 1) {
      fireEvent.error(screen.getByRole('img', { name: 'Captcha' }));
      act(() => vi.advanceTimersByTime(CAPTCHA_RELOAD_DELAY_MS));
      fireEvent.load(screen.getByRole('img', { name: 'Captcha' }));
    }
    expect(src()).toBe(`/web/captcha?captchaId=c${CAPTCHA_AUTO_RELOADS + 3}`);
  });
});
