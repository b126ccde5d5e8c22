import { z } from 'zod';

/** Longest push endpoint kept (push services' URLs are a few hundred characters). */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      message: `must be ${bytes} bytes in URL-safe base64`,
    });

/** getPushSettings: the server's VAPID public key, or null when it sends no Web Push. */
export const pushSettingsDataSchema = z.object({ publicKey: z.string().nullable() });
/** The data of getPushSettings. */
export type PushSettingsData = z.infer<typeof pushSettingsDataSchema>;

/** savePushSubscription: a browser's push subscription, as PushSubscription.toJSON() gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(MAX_PUSH_ENDPOINT_LENGTH),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes). */
    p256dh: base64url(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64url(16),
  }),
});
/** The body of savePushSubscription. */
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** deletePushSubscription: the endpoint this browser no longer wants pushes on. */
export const pushEndpointBodySchema = z.object({
  endpoint: z.string().min(1).max(MAX_PUSH_ENDPOINT_LENGTH),
});

/**
 * What a push message carries to the service worker, which shows it as a notification (it is
 * encrypted for the browser; the push service cannot read it).
 */
export const pushMessageSchema = z.object({
  /** The conversation's key: a newer notification of it replaces the older one, and a click opens it. */
  key: z.string(),
  title: z.string(),
  body: z.string(),
});
/** A push message's content. */
export type PushMessage = z.infer<typeof pushMessageSchema>;
