import { describe, expect, it } from 'vitest';
import { siteCalls } from '../site-calls.ts';
import { type ApiCall, ApiPath, apiCalls, apiUrl } from './calls.ts';
import { CAPTCHA_NEXT_APIS } from './contact-verification.ts';
import { API_BASE } from './paths.ts';

const calls = Object.entries(apiCalls) as [ApiCall, (typeof apiCalls)[ApiCall]][];

describe('the call table', () => {
  it('gives every call its own method and path', () => {
    const routes = [...calls, ...Object.entries(siteCalls)].map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('answers the envelope on every call but the file ones', () => {
    for (const [name, call] of calls) {
      const bytes = 'answer' in call && call.answer === 'bytes';
      expect('data' in call, name).toBe(!bytes);
    }
  });

  it('takes a body on POST calls only, and a multipart form only without a body schema', () => {
    for (const [name, call] of calls) {
      if ('body' in call) expect(call.method, name).toBe('POST');
      if ('form' in call && call.form === 'multipart') expect('body' in call, name).toBe(false);
    }
  });

  it('derives ApiPath and apiUrl from the table', () => {
    for (const [name, call] of calls) {
      expect(ApiPath[name]).toBe(call.path);
      expect(apiUrl(name)).toBe(`${API_BASE}${call.path}`);
    }
  });

  it('spends captcha passes only on calls that need one', () => {
    const urls = calls.map(([name]) => apiUrl(name));
    for (const next of CAPTCHA_NEXT_APIS) expect(urls).toContain(next);
  });
});
