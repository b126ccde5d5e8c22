/**
 * Where Twilio reaches this server, under PUBLIC_URL. The carrier builds callback and media
 * addresses from them, the webhook routes answer on them; the operator enters the first two in
 * Twilio's console for numbers bought elsewhere (docs/PROVIDERS.md).
 */
export const TWILIO_PATHS = {
  /** A number's messaging webhook: inbound SMS and MMS. */
  message: '/carrier/twilio/message',
  /** A number's voice webhook: answers with TwiML that records a voicemail. */
  voice: '/carrier/twilio/voice',
  /** Status callback of each outbound message; carries `message`, the id of our stored row. */
  status: '/carrier/twilio/status',
  /** Recording status callback of a voicemail; carries `from` and `to`, which Twilio leaves out. */
  recording: '/carrier/twilio/recording',
  /** Transcription callback of a voicemail; carries `from` and `to` like the recording's. */
  transcription: '/carrier/twilio/transcription',
  /** Pictures of outbound MMS, for Twilio to fetch: `<media>?token=<signed token>`. */
  media: '/carrier/twilio/media',
} as const;

/** Query fields of the callback addresses above. */
export const TWILIO_CALLBACK_FIELDS = {
  message: 'message',
  from: 'from',
  to: 'to',
  /** On the voice webhook: the voicemail is recorded, the call can end. */
  recorded: 'recorded',
  /**
   * On the media address: the signed token. A query field, as the token (a grant and its HMAC) is
   * longer than the router takes in a path segment.
   */
  token: 'token',
} as const;
