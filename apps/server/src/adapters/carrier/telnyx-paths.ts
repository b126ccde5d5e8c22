/**
 * Where Telnyx reaches this server, under PUBLIC_URL. The operator enters the webhook address in
 * the messaging profile in Telnyx's portal (docs/PROVIDERS.md); each outbound message names it too.
 */
export const TELNYX_PATHS = {
  /** Every messaging webhook: inbound messages (message.received) and statuses (message.sent, message.finalized). */
  webhook: '/carrier/telnyx/webhook',
  /** Pictures of outbound MMS, for Telnyx to fetch: `<media>?token=<signed token>`. */
  media: '/carrier/telnyx/media',
} as const;

/** Query fields of the addresses above. */
export const TELNYX_CALLBACK_FIELDS = {
  /**
   * On the webhook address an outbound message names: the id of our stored row. Telnyx echoes the
   * address in the signed payload (webhook_url), so the row id is read from there, not the request.
   */
  message: 'message',
  /** On the media address: the signed token (longer than the router takes in a path segment). */
  token: 'token',
} as const;

/** Telnyx's webhook headers: the Ed25519 signature of `${timestamp}|${raw body}`, and that timestamp. */
export const TELNYX_SIGNATURE_HEADERS = {
  signature: 'telnyx-signature-ed25519',
  timestamp: 'telnyx-timestamp',
} as const;

/** The event types of Telnyx's messaging webhooks this server acts on. */
export const TELNYX_EVENTS = {
  received: 'message.received',
  sent: 'message.sent',
  finalized: 'message.finalized',
} as const;
