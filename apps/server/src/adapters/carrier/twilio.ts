import twilio from 'twilio';
import type { TwilioSettings } from '../../config/carrier.ts';
import { fetchCarrierMedia } from './media-fetch.ts';
import { signMediaGrant } from './signed-media.ts';
import { RedirectedRequestClient } from './twilio-http.ts';
import {
  availableNumberOf,
  carrierStatusOf,
  type OfferedNumber,
  toE164,
  twilioSearchOf,
} from './twilio-numbers.ts';
import { TWILIO_CALLBACK_FIELDS, TWILIO_PATHS } from './twilio-paths.ts';
import type {
  AvailableNumber,
  BoughtNumber,
  CarrierGateway,
  NumberSearch,
  OutboundMessage,
  SendResult,
} from './types.ts';

/**
 * How long Twilio may fetch a picture of an MMS: it does so while it sends, seconds to minutes after
 * the hand-over; an hour covers a queue at Twilio without leaving the link open for good.
 */
const MEDIA_LINK_TTL_MS = 3_600_000;
/** Twilio's REST API, where its media and recording addresses point. */
const TWILIO_API_ORIGIN = 'https://api.twilio.com';

/**
 * Twilio through its official library: messages (SMS, and MMS whose pictures Twilio fetches from a
 * signed, expiring link of this server), number search, purchase and release. What Twilio posts
 * back (inbound messages, statuses, voicemails) arrives at the routes of modules/carrier-webhooks,
 * which verify it with verifyWebhook and fetch its media with fetchMedia.
 */
export class TwilioCarrier implements CarrierGateway {
  readonly name = 'twilio';
  readonly #client: twilio.Twilio;

  constructor(
    private readonly settings: TwilioSettings,
    /** APP_SECRET, the key of the media links. */
    private readonly appSecret: string,
  ) {
    this.#client = twilio(
      settings.accountSid,
      settings.authToken,
      settings.apiBase === undefined ? {} : { httpClient: new RedirectedRequestClient(settings.apiBase) },
    );
  }

  /**
   * Inbound messages reach delivery through the webhook routes, which hand them to
   * DeliveryService.receive themselves (they need the stored row back); nothing is kept here.
   */
  setInboundSink(): void {}

  /**
   * Hands a message to Twilio with a status callback naming our row. A message Twilio refuses
   * outright (HTTP 400: an invalid or unreachable number, an opted-out recipient) is failed, as
   * sending it again would change nothing; anything else throws and the hand-over is retried.
   */
  async send(message: OutboundMessage): Promise<SendResult> {
    const mediaUrl =
      message.type === 'mms' ? message.mediaIds.map((id) => this.mediaLink(id, message.senderAccountId)) : [];
    try {
      const sent = await this.#client.messages.create({
        from: toE164(message.fromNumber),
        to: toE164(message.toNumber),
        ...(message.text === '' ? {} : { body: message.text }),
        ...(mediaUrl.length === 0 ? {} : { mediaUrl }),
        statusCallback: this.publicUrl(TWILIO_PATHS.status, {
          [TWILIO_CALLBACK_FIELDS.message]: message.messageId,
        }),
      });
      return { carrierId: sent.sid, status: carrierStatusOf(sent.status) ?? 'sent' };
    } catch (error) {
      if (error instanceof twilio.RestException && error.status === 400) {
        return { carrierId: `refused:${error.code ?? error.status}`, status: 'failed' };
      }
      throw error;
    }
  }

  /** Numbers Twilio offers now (AvailablePhoneNumbers: Local, Mobile or TollFree), SMS-capable ones only. */
  async searchNumbers(query: NumberSearch): Promise<AvailableNumber[]> {
    const { country, list } = twilioSearchOf(query);
    const areaCode =
      query.areaCode !== undefined && /^\d{1,6}$/.test(query.areaCode) ? Number(query.areaCode) : undefined;
    const options = {
      pageSize: query.limit,
      smsEnabled: true,
      ...(areaCode === undefined ? {} : { areaCode }),
    };
    const lists = this.#client.availablePhoneNumbers(country);
    let offered: OfferedNumber[];
    if (list === 'tollFree') offered = (await lists.tollFree.page(options)).instances;
    else if (list === 'mobile') offered = (await lists.mobile.page(options)).instances;
    else offered = (await lists.local.page(options)).instances;
    return offered
      .map((number) => availableNumberOf(number, query))
      .filter((number) => number !== undefined)
      .slice(0, query.limit);
  }

  /** Buys a number (IncomingPhoneNumbers) with its messages and calls pointed at this server's webhooks. */
  async buyNumber(fullNumber: string): Promise<BoughtNumber> {
    const bought = await this.#client.incomingPhoneNumbers.create({
      phoneNumber: toE164(fullNumber),
      smsUrl: this.publicUrl(TWILIO_PATHS.message),
      smsMethod: 'POST',
      voiceUrl: this.publicUrl(TWILIO_PATHS.voice),
      voiceMethod: 'POST',
    });
    return { carrierId: bought.sid, fullNumber };
  }

  /** Releases every number of the account that is this one (Twilio keys them by SID, so it looks them up first). */
  async releaseNumber(fullNumber: string): Promise<boolean> {
    const owned = await this.#client.incomingPhoneNumbers.list({
      phoneNumber: toE164(fullNumber),
      limit: 20,
    });
    let released = false;
    for (const number of owned) {
      if (await this.#client.incomingPhoneNumbers(number.sid).remove()) released = true;
    }
    return released;
  }

  /**
   * Whether a webhook came from Twilio: X-Twilio-Signature over the public address it was posted
   * to (PUBLIC_URL and the path with its query) and the form's fields, under the auth token.
   */
  verifyWebhook(
    signature: string | undefined,
    pathAndQuery: string,
    params: Record<string, string | string[]>,
  ) {
    if (signature === undefined || signature === '') return false;
    return twilio.validateRequest(this.settings.authToken, signature, this.publicUrl(pathAndQuery), params);
  }

  /**
   * The bytes of a picture or recording Twilio named in a webhook, fetched with the account's
   * credentials. Only Twilio's API (or the configured stand-in) is asked: the credentials never go
   * to another host, whatever a webhook says. Throws CarrierMediaError when they cannot be had.
   */
  async fetchMedia(address: string): Promise<Buffer> {
    const allowed = [
      TWILIO_API_ORIGIN,
      ...(this.settings.apiBase === undefined ? [] : [new URL(this.settings.apiBase).origin]),
    ];
    const credentials = Buffer.from(`${this.settings.accountSid}:${this.settings.authToken}`).toString(
      'base64',
    );
    return fetchCarrierMedia(address, allowed, { authorization: `Basic ${credentials}` });
  }

  /** An address of this server as Twilio reaches it: PUBLIC_URL, the path, and query fields. */
  publicUrl(path: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.settings.publicUrl}${path}${search === '' ? '' : `?${search}`}`;
  }

  /** The signed, expiring public link Twilio fetches a picture of an outbound MMS from. */
  private mediaLink(mediaId: string, accountId: string): string {
    const token = signMediaGrant(this.appSecret, {
      mediaId,
      accountId,
      expiresAt: Date.now() + MEDIA_LINK_TTL_MS,
    });
    return this.publicUrl(TWILIO_PATHS.media, { [TWILIO_CALLBACK_FIELDS.token]: token });
  }
}
