import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { parsePush } from './push.ts';

const keys = webPush.generateVAPIDKeys();
const none = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined };
const all = {
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: 'mailto:ops@example.test',
  PUSH_EXTRA_CA_FILE: undefined,
};

describe('parsePush', () => {
  it('is off with none of the three, on with all of them', () => {
    expect(parsePush({ ...none, PUSH_EXTRA_CA_FILE: undefined })).toBeUndefined();
    expect(parsePush(all)).toMatchObject({ publicKey: keys.publicKey, subject: 'mailto:ops@example.test' });
  });

  it('refuses a part missing, keys that are not P-256 keys, a subject that is not an address', () => {
    expect(() => parsePush({ ...all, VAPID_SUBJECT: undefined })).toThrow(/together/);
    expect(() => parsePush({ ...all, VAPID_PUBLIC_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parsePush({ ...all, VAPID_PRIVATE_KEY: 'not+base64url' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parsePush({ ...all, VAPID_SUBJECT: 'ops@example.test' })).toThrow(/VAPID_SUBJECT/);
    expect(() => parsePush({ ...all, PUSH_EXTRA_CA_FILE: '/no/such/file.pem' })).toThrow(
      /PUSH_EXTRA_CA_FILE/,
    );
  });

  it('never puts the private key in its refusals', () => {
    try {
      parsePush({ ...all, VAPID_PRIVATE_KEY: `${keys.privateKey}AA` });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain(keys.privateKey);
    }
  });
});
