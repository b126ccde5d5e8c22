import { afterEach, describe, expect, it, vi } from 'vitest';
import { openNotified, showPushed } from './notifications.ts';

/** The worker's clients and registration, as a browser would give them. */
function workerWith(windows: { visibilityState: DocumentVisibilityState }[]) {
  const navigate = vi.fn(async () => null);
  const focus = vi.fn(async () => ({ navigate }));
  const openWindow = vi.fn(async () => null);
  const showNotification = vi.fn(async () => undefined);
  const clients = { matchAll: async () => windows.map((window) => ({ ...window, focus })), openWindow };
  Object.defineProperty(globalThis, 'clients', { configurable: true, value: clients });
  Object.defineProperty(globalThis, 'registration', { configurable: true, value: { showNotification } });
  return { navigate, focus, openWindow, showNotification };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'clients');
  Reflect.deleteProperty(globalThis, 'registration');
});

const push = { key: '12025550100-12125550147', title: '+1 212 555 0147', body: 'Dinner at eight?' };

describe('a pushed message', () => {
  it('is shown with its conversation as the tag when no window of the app is in view', async () => {
    const worker = workerWith([{ visibilityState: 'hidden' }]);
    await showPushed(push);
    expect(worker.showNotification).toHaveBeenCalledWith(push.title, {
      body: push.body,
      tag: push.key,
      data: { key: push.key },
    });
  });

  it('is left to the page when a window of the app is in view, and ignored when malformed', async () => {
    const worker = workerWith([{ visibilityState: 'visible' }]);
    await showPushed(push);
    workerWith([]);
    await showPushed({ title: 'no key' });
    expect(worker.showNotification).not.toHaveBeenCalled();
  });
});

describe('a click on the notification', () => {
  const notification = (data: unknown) => ({ data, close: vi.fn() }) as unknown as Notification;

  it('opens the conversation in a window of the app when one is open', async () => {
    const worker = workerWith([{ visibilityState: 'hidden' }]);
    await openNotified(notification({ key: push.key }));
    expect(worker.focus).toHaveBeenCalled();
    expect(worker.navigate).toHaveBeenCalledWith(`/chats/${push.key}`);
  });

  it('opens a new window on the conversation when none is', async () => {
    const worker = workerWith([]);
    await openNotified(notification({ key: push.key }));
    expect(worker.openWindow).toHaveBeenCalledWith(`/chats/${push.key}`);
  });
});
