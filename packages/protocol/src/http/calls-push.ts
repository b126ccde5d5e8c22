import { emptyDataSchema } from '../envelope.ts';
import type { CallSpec } from './call-spec.ts';
import { pushEndpointBodySchema, pushSettingsDataSchema, pushSubscriptionBodySchema } from './push.ts';

/** Web Push: new messages reach a browser with no tab of the app open. */
export const pushCalls = {
  /** The server's VAPID public key to subscribe with, or null when it sends no pushes. */
  getPushSettings: { method: 'GET', path: '/getPushSettings', auth: 'session', data: pushSettingsDataSchema },
  /** Keeps this browser's subscription for the session: pushes stop when the session ends. */
  savePushSubscription: {
    method: 'POST',
    path: '/savePushSubscription',
    auth: 'session',
    body: pushSubscriptionBodySchema,
    data: emptyDataSchema,
  },
  /** Forgets a subscription of the account (this browser turned notifications off). */
  deletePushSubscription: {
    method: 'POST',
    path: '/deletePushSubscription',
    auth: 'session',
    body: pushEndpointBodySchema,
    data: emptyDataSchema,
  },
} as const satisfies Record<string, CallSpec>;
