import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.ts';

describe('Telnyx carrier: configuration', () => {
  const env = (extra: Record<string, string>) => ({
    NODE_ENV: 'test',
    APP_SECRET: 's'.repeat(32),
    DATA_DIR: './data',
    ...extra,
  });
  const account = {
    CARRIER: 'telnyx',
    TELNYX_API_KEY: 'KEY0123456789',
    TELNYX_PUBLIC_KEY: Buffer.alloc(32, 7).toString('base64'),
    TELNYX_MESSAGING_PROFILE_ID: '16fd2706-8baf-433b-82eb-8c7fada847da',
  };
  const withUrl = { ...account, PUBLIC_URL: 'https://numbers.example.com/' };

  it('reads Telnyx’s settings when it is chosen', () => {
    expect(loadConfig(env(withUrl)).carrier).toEqual({
      kind: 'telnyx',
      apiKey: account.TELNYX_API_KEY,
      publicKey: account.TELNYX_PUBLIC_KEY,
      messagingProfileId: account.TELNYX_MESSAGING_PROFILE_ID,
      apiBase: undefined,
      publicUrl: 'https://numbers.example.com',
    });
    expect(loadConfig(env({ ...withUrl, TELNYX_API_BASE: 'http://127.0.0.1:1/' })).carrier).toMatchObject({
      apiBase: 'http://127.0.0.1:1',
    });
  });

  it('refuses Telnyx without PUBLIC_URL, its API key, a 32-byte public key or a profile UUID', () => {
    expect(() => loadConfig(env(account))).toThrow(/CARRIER=telnyx needs PUBLIC_URL/);
    expect(() => loadConfig(env({ ...withUrl, TELNYX_API_KEY: '' }))).toThrow(/needs TELNYX_API_KEY/);
    for (const publicKey of ['', 'not base64', Buffer.alloc(31).toString('base64')]) {
      expect(() => loadConfig(env({ ...withUrl, TELNYX_PUBLIC_KEY: publicKey }))).toThrow(
        /TELNYX_PUBLIC_KEY/,
      );
    }
    expect(() => loadConfig(env({ ...withUrl, TELNYX_MESSAGING_PROFILE_ID: 'profile' }))).toThrow(
      /TELNYX_MESSAGING_PROFILE_ID/,
    );
  });

  it('never repeats the API key in a refusal', () => {
    const refusal = (() => {
      try {
        loadConfig(env({ ...account, TELNYX_API_BASE: 'http://127.0.0.1:1', NODE_ENV: 'production' }));
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refusal).toBeDefined();
    expect(refusal).not.toContain(account.TELNYX_API_KEY);
  });

  it('refuses stray Telnyx settings with another carrier, Twilio’s with Telnyx, and a stand-in in production', () => {
    expect(() => loadConfig(env({ TELNYX_API_KEY: 'key' }))).toThrow(
      /TELNYX_API_KEY set without CARRIER=telnyx/,
    );
    expect(() =>
      loadConfig(
        env({
          CARRIER: 'twilio',
          TELNYX_PUBLIC_KEY: account.TELNYX_PUBLIC_KEY,
          PUBLIC_URL: 'https://x.example',
        }),
      ),
    ).toThrow(/TELNYX_PUBLIC_KEY set without CARRIER=telnyx/);
    expect(() => loadConfig(env({ ...withUrl, TWILIO_AUTH_TOKEN: 'token' }))).toThrow(
      /TWILIO_AUTH_TOKEN set without CARRIER=twilio/,
    );
    expect(() => loadConfig(env({ ...withUrl, TELNYX_API_BASE: 'http://user:pw@127.0.0.1:1' }))).toThrow(
      /TELNYX_API_BASE must be an http\(s\) URL without credentials/,
    );
    expect(() =>
      loadConfig(env({ ...withUrl, TELNYX_API_BASE: 'http://127.0.0.1:1', NODE_ENV: 'production' })),
    ).toThrow(/TELNYX_API_BASE is for a local stand-in and refused in production/);
  });
});
