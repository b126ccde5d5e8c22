import Telnyx, { APIError, TelnyxError } from 'telnyx';
import type { TelnyxSettings } from '../../config/carrier.ts';
import { fetchCarrierMedia } from './media-fetch.ts';
import { signMediaGrant } from './signed-media.ts';
import { telnyxAvailableNumberOf, telnyxSearchOf } from './telnyx-numbers.ts';
import { TELNYX_CALLBACK_FIELDS, TELNYX_PATHS, TELNYX_SIGNATURE_HEADERS } from './telnyx-paths.ts';
import { toE164 } from './twilio-numbers.ts';
import type {
  AvailableNumber,
  BoughtNumber,
  CarrierGateway,
  NumberSearch,
  OutboundMessage,
  SendResult,
} from './types.ts';

/**
 * How long Telnyx may fetch a picture of an MMS: it does so while it sends, seconds to minutes
 * after the hand-over; an hour covers a queue at Telnyx without leaving the link open for good.
 */
const MEDIA_LINK_TTL_MS = 3_600_000;
/** Telnyx's API v2, the library's default; named so an environment's TELNYX_BASE_URL never redirects it. */
const TELNYX_API_V2 = 'https://api.telnyx.com/v2';
/** API v2's path below the API base. */
const API_V2_PATH = '/v2';
/**
 * How long one API call may take. The library retries nothing (maxRetries 0): a hand-over that
 * fails is retried by the dispatch later, and a number operation is the operator's to repeat.
 */
const API_TIMEOUT_MS = 30_000;
/**
 * Refusals that say nothing about the message: a wrong API key (401, 403), a timeout (408) or
 * too many requests (429). Such a message is retried; any other 4xx fails it for good.
 */
const RETRIED_CLIENT_ERRORS = new Set([401, 403, 408, 429]);
/** Largest page of numbers searched or listed at once. */
const MAX_PAGE = 50;

/** A Telnyx webhook whose signature holds, as the library parsed it. */
export type TelnyxWebhookEvent = Awaited<ReturnType<Telnyx['webhooks']['unwrap']>>;

/**
 * Telnyx through its official library (API v2): messages (SMS, and MMS whose pictures Telnyx
 * fetches from a signed, expiring link of this server), number search, purchase and release.
 * What Telnyx posts back arrives at the routes of modules/carrier-webhooks, which verify it with
 * verifyWebhook and fetch inbound pictures with fetchMedia.
 */
export class TelnyxCarrier implements CarrierGateway {
  readonly name = 'telnyx';
  readonly #client: Telnyx;
  readonly #settings: TelnyxSettings;

  constructor(
    settings: TelnyxSettings,
    /** APP_SECRET, the key of the media links. */
    private readonly appSecret: string,
  ) {
    this.#settings = settings;
    this.#client = new Telnyx({
      apiKey: settings.apiKey,
      publicKey: settings.publicKey,
      baseURL: settings.apiBase === undefined ? TELNYX_API_V2 : `${settings.apiBase}${API_V2_PATH}`,
      maxRetries: 0,
      timeout: API_TIMEOUT_MS,
      // The library logs nothing of its own; failures reach the server's log through the callers.
      logLevel: 'off',
    });
  }

  /** Inbound messages reach delivery through the webhook routes, as Twilio's do; nothing is kept here. */
  setInboundSink(): void {}

  /**
   * Hands a message to Telnyx (POST /v2/messages) from the messaging profile, its status webhooks
   * addressed with our row's id. A refusal about the message itself (4xx other than auth, timeout
   * or rate limit: an invalid or unreachable number, an opted-out recipient) fails it, as sending
   * it again would change nothing; anything else throws and the hand-over is retried.
   */
  async send(message: OutboundMessage): Promise<SendResult> {
    const mediaUrls =
      message.type === 'mms' ? message.mediaIds.map((id) => this.mediaLink(id, message.senderAccountId)) : [];
    try {
      const sent = await this.#client.messages.send({
        from: toE164(message.fromNumber),
        to: toE164(message.toNumber),
        ...(message.text === '' ? {} : { text: message.text }),
        ...(mediaUrls.length === 0 ? {} : { media_urls: mediaUrls }),
        messaging_profile_id: this.#settings.messagingProfileId,
        webhook_url: this.publicUrl(TELNYX_PATHS.webhook, {
          [TELNYX_CALLBACK_FIELDS.message]: message.messageId,
        }),
      });
      const id = sent.data?.id;
      if (id === undefined) throw new TelnyxError('Telnyx accepted the message without an id');
      return { carrierId: id, status: 'sent' };
    } catch (error) {
      if (error instanceof APIError && error.status >= 400 && error.status < 500) {
        if (!RETRIED_CLIENT_ERRORS.has(error.status)) {
          return { carrierId: `refused:${refusalCodeOf(error)}`, status: 'failed' };
        }
      }
      throw error;
    }
  }

  /** Numbers Telnyx offers now (GET /v2/available_phone_numbers), SMS-capable ones only. */
  async searchNumbers(query: NumberSearch): Promise<AvailableNumber[]> {
    const { country, type } = telnyxSearchOf(query);
    const areaCode =
      query.areaCode !== undefined && /^\d{1,6}$/.test(query.areaCode) ? query.areaCode : undefined;
    const offered = await this.#client.availablePhoneNumbers.list({
      filter: {
        country_code: country,
        phone_number_type: type,
        features: ['sms'],
        limit: Math.min(query.limit, MAX_PAGE),
        ...(areaCode === undefined ? {} : { national_destination_code: areaCode }),
      },
    });
    return (offered.data ?? [])
      .map((number) => telnyxAvailableNumberOf(number, query))
      .filter((number) => number !== undefined)
      .slice(0, query.limit);
  }

  /**
   * Orders a number (POST /v2/number_orders) into the messaging profile, whose webhook address is
   * this server's; the carrier id is the ordered phone number's id, which its release names.
   */
  async buyNumber(fullNumber: string): Promise<BoughtNumber> {
    const order = await this.#client.numberOrders.create({
      phone_numbers: [{ phone_number: toE164(fullNumber) }],
      messaging_profile_id: this.#settings.messagingProfileId,
    });
    const ordered = order.data?.phone_numbers?.find((number) => number.phone_number === toE164(fullNumber));
    if (ordered?.id === undefined) throw new TelnyxError('Telnyx’s number order named no phone number id');
    return { carrierId: ordered.id, fullNumber };
  }

  /** Deletes every number of the account that is this one (Telnyx keys them by id, so it looks them up first). */
  async releaseNumber(fullNumber: string): Promise<boolean> {
    const owned = await this.#client.phoneNumbers.list({
      filter: { phone_number: toE164(fullNumber) },
      'page[size]': MAX_PAGE,
    });
    let released = false;
    for (const number of owned.data) {
      await this.#client.phoneNumbers.delete(number.id);
      released = true;
    }
    return released;
  }

  /**
   * A webhook's event when its Ed25519 signature (over `${telnyx-timestamp}|${raw body}`, under the
   * public key) holds and its timestamp is within five minutes of now, as the library's verifier
   * checks them; undefined for anything else: missing, forged, tampered or stale.
   * Throws SyntaxError for a signed body that is not JSON.
   */
  async verifyWebhook(
    rawBody: string,
    signature: string | undefined,
    timestamp: string | undefined,
  ): Promise<TelnyxWebhookEvent | undefined> {
    if (signature === undefined || timestamp === undefined) return undefined;
    try {
      return await this.#client.webhooks.unwrap(rawBody, {
        headers: {
          [TELNYX_SIGNATURE_HEADERS.signature]: signature,
          [TELNYX_SIGNATURE_HEADERS.timestamp]: timestamp,
        },
      });
    } catch (error) {
      if (error instanceof TelnyxError) return undefined;
      throw error;
    }
  }

  /**
   * The bytes of a picture of an inbound MMS. Telnyx's media links need no credentials, so none are
   * sent; only https addresses (and the configured stand-in) are fetched.
   */
  fetchMedia(address: string): Promise<Buffer> {
    const url = URL.canParse(address) ? new URL(address) : undefined;
    const allowed = [
      ...(url?.protocol === 'https:' ? [url.origin] : []),
      ...(this.#settings.apiBase === undefined ? [] : [new URL(this.#settings.apiBase).origin]),
    ];
    return fetchCarrierMedia(address, allowed);
  }

  /** An address of this server as Telnyx reaches it: PUBLIC_URL, the path, and query fields. */
  publicUrl(path: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.#settings.publicUrl}${path}${search === '' ? '' : `?${search}`}`;
  }

  /** The signed, expiring public link Telnyx fetches a picture of an outbound MMS from. */
  private mediaLink(mediaId: string, accountId: string): string {
    const token = signMediaGrant(this.appSecret, {
      mediaId,
      accountId,
      expiresAt: Date.now() + MEDIA_LINK_TTL_MS,
    });
    return this.publicUrl(TELNYX_PATHS.media, { [TELNYX_CALLBACK_FIELDS.token]: token });
  }
}

/** Telnyx's code of a refusal (errors[0].code of its answer), or the HTTP status when it named none. */
function refusalCodeOf(error: APIError): string {
  const body = error.error as { errors?: { code?: unknown }[] } | undefined;
  const code = body?.errors?.[0]?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : String(error.status);
}
