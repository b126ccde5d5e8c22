import { apiUrl } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { syncPushSubscription } from './webPush.ts';

const SERVER_KEY = 'BAq-server-key';
const OLD_KEY = new Uint8Array([1, 2, 3]).buffer;

/** A browser's push side: one registration whose push manager holds `existing` (null: none). */
function fakeBrowser(permission: NotificationPermission, existing: { key: ArrayBuffer } | null) {
  const unsubscribe = vi.fn(async () => true);
  const held = (key: ArrayBuffer | null, endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: key },
    unsubscribe,
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-of-browser', auth: 'auth-of-browser' } }),
  });
  const subscribe = vi.fn(async () => held(null, 'https://push.example.test/new'));
  const registration = {
    pushManager: {
      getSubscription: async () => (existing ? held(existing.key, 'https://push.example.test/old') : null),
      subscribe,
    },
  };
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, unsubscribe };
}

let calls: { path: string; body: unknown }[];
beforeEach(() => {
  setupRuntime('pingme', 'en');
  calls = [];
  stubFetch((path, init) => {
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === apiUrl('getPushSettings')) return envelope(0, { publicKey: SERVER_KEY });
    return envelope(0, null);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('syncPushSubscription', () => {
  it('subscribes with the server’s key once notifications are allowed, and the server keeps it', async () => {
    const browser = fakeBrowser('granted', null);
    await syncPushSubscription();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: SERVER_KEY,
    });
    expect(calls.at(-1)).toMatchObject({
      path: apiUrl('savePushSubscription'),
      body: {
        endpoint: 'https://push.example.test/new',
        keys: { p256dh: 'p256dh-of-browser', auth: 'auth-of-browser' },
      },
    });
  });

  it('subscribes again when the server’s key changed', async () => {
    const browser = fakeBrowser('granted', { key: OLD_KEY });
    await syncPushSubscription();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalled();
  });

  it('drops a subscription left over once notifications are refused, here and on the server', async () => {
    const browser = fakeBrowser('denied', { key: OLD_KEY });
    await syncPushSubscription();
    expect(calls.map((call) => call.path)).toEqual([apiUrl('deletePushSubscription')]);
    expect(calls[0]?.body).toMatchObject({ endpoint: 'https://push.example.test/old' });
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('asks nothing of the server before the person allowed notifications', async () => {
    fakeBrowser('default', null);
    await syncPushSubscription();
    expect(calls).toEqual([]);
  });
});
