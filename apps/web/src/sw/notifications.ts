/// <reference lib="webworker" />
import type { PushMessage } from '@switchboard/protocol';
import { conversationPath } from '../lib/conversationAddress.ts';

declare const self: ServiceWorkerGlobalScope;

/** True when a window of the app is in view: it notifies by itself, with its sound. */
async function appInView(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.visibilityState === 'visible');
}

/** A push's content when it has the shape the server sends (checked by hand: zod is kept out of the worker). */
function pushMessageOf(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { key, title, body } = data as Record<string, unknown>;
  return typeof key === 'string' && typeof title === 'string' && typeof body === 'string'
    ? { key, title, body }
    : null;
}

/** Shows a pushed message as a notification, unless a window of the app is in view. */
export async function showPushed(data: unknown): Promise<void> {
  const shown = pushMessageOf(data);
  if (shown === null || (await appInView())) return;
  await self.registration.showNotification(shown.title, {
    body: shown.body,
    // A newer message of the conversation replaces the older notification.
    tag: shown.key,
    data: { key: shown.key },
  });
}

/** Opens the notification's conversation: in a window of the app if one is open, else in a new one. */
export async function openNotified(notification: Notification): Promise<void> {
  notification.close();
  const key = (notification.data as { key?: unknown } | null)?.key;
  const path = typeof key === 'string' ? conversationPath(key) : '/';
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open === undefined) {
    await self.clients.openWindow(path);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(path);
}
