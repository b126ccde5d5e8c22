import { callApi } from '../../../lib/api/client.ts';

/** True where the browser can receive Web Push: a service worker, the Push API and notifications. */
function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The key a subscription was made with, URL-safe base64 as the server gives it. */
function keyOf(subscription: PushSubscription): string {
  const key = subscription.options.applicationServerKey;
  if (key === null) return '';
  return btoa(String.fromCharCode(...new Uint8Array(key)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Keeps this browser's Web Push subscription in step with the person's choice and the server: with
 * notifications allowed and a server that pushes, the browser subscribes with the server's key (again
 * when the operator changed it) and the server keeps it for this session, so new messages arrive as
 * notifications with no tab open; with notifications refused, a subscription left over is dropped
 * here and on the server. Failures (a browser without a push service, the server away) are logged:
 * the open tabs notify as before.
 */
export async function syncPushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration === undefined) return;
    const existing = await registration.pushManager.getSubscription();
    if (Notification.permission !== 'granted') {
      if (existing === null) return;
      await callApi('deletePushSubscription', { body: { endpoint: existing.endpoint } });
      await existing.unsubscribe();
      return;
    }
    const { publicKey } = await callApi('getPushSettings');
    if (publicKey === null) return;
    let subscription = existing;
    if (subscription !== null && keyOf(subscription) !== publicKey) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    const { endpoint, keys } = subscription.toJSON();
    if (endpoint === undefined || keys?.p256dh === undefined || keys.auth === undefined) return;
    await callApi('savePushSubscription', {
      body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
  } catch (error) {
    console.warn('web push subscription not kept', error);
  }
}
