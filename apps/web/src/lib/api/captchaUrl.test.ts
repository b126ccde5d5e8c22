import { apiUrl } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaImageUrl } from './calls.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('captchaImageUrl', () => {
  it('is the same address for the same id at any time, so a re-render never draws a new answer', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = captchaImageUrl('abc123xyz');
    vi.setSystemTime(Date.now() + 5_000);
    expect(captchaImageUrl('abc123xyz')).toBe(first);
    expect(first.startsWith(`${apiUrl('captcha')}?`)).toBe(true);
    expect(new URLSearchParams(first.split('?')[1]).get('captchaId')).toBe('abc123xyz');
    expect(captchaImageUrl('other12345')).not.toBe(first);
  });
});
