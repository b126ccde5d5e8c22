import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webPush, { WebPushError } from 'web-push';
import type { PushSettings } from '../../config/push.ts';

/** A browser's subscription as the push service gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: taken by the push service, or the subscription is gone for good. */
export type PushOutcome = 'sent' | 'gone';

/** Sends encrypted pushes to browsers' push services. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** How long a notification waits at the push service for a browser that is offline (a day). */
const TIME_TO_LIVE_SECONDS = 86_400;
/** How long one push service request may take. */
const TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` library: the payload encrypted for the browser (aes128gcm,
 * RFC 8291) and the request signed with the server's VAPID key (RFC 8292). A subscription the push
 * service no longer knows (404, 410) is `gone`; any other failure throws, and the caller logs it.
 */
export function webPushSender(settings: PushSettings): PushSender {
  const vapidDetails = {
    subject: settings.subject,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  };
  const agent =
    settings.extraCa === undefined ? undefined : new Agent({ ca: [...rootCertificates, settings.extraCa] });
  return {
    async send(target, payload) {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: TIME_TO_LIVE_SECONDS,
            timeout: TIMEOUT_MS,
            contentEncoding: 'aes128gcm',
            ...(agent === undefined ? {} : { agent }),
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        throw error;
      }
    },
  };
}
