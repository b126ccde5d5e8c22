import type { FastifyBaseLogger } from 'fastify';
import { fromE164, readMediaGrant } from '../../adapters/carrier/index.ts';
import { AppError } from '../../errors.ts';
import type { MediaService } from '../media/media.service.ts';
import type { CarrierEventService } from '../messaging/carrier-events.service.ts';
import type { DeliveryService } from '../messaging/delivery.service.ts';
import type { NumberService } from '../numbers/numbers.service.ts';

/** What became of a webhook: stored, stored before (a redelivery), for a number nobody owns, or of no use. */
export type WebhookOutcome = 'stored' | 'duplicate' | 'no_owner' | 'ignored';

/** An inbound SMS or MMS as any carrier posts it, its fields in this shape. */
export interface InboundPost {
  /** The carrier's id of the message, unique there for good (Twilio's MessageSid, Telnyx's id). */
  carrierMessageId: string;
  /** Numbers as the carrier writes them (E.164). */
  from: string;
  to: string;
  body: string;
  /** Attachments: where to fetch each, its content type, and the field it came in (for error details). */
  media: { field: string; url: string; contentType: string }[];
}

/** What receiving from a carrier needs. */
export interface CarrierInboundDeps {
  /** The carrier's name, the prefix of its messages' source keys ("twilio", "telnyx"). */
  source: string;
  /** Fetches an attachment or recording the carrier named, with whatever credentials it needs. */
  fetchMedia: (address: string) => Promise<Buffer>;
  numbers: Pick<NumberService, 'findAssigned'>;
  media: Pick<MediaService, 'stageImage' | 'recordAlone' | 'read'>;
  delivery: Pick<DeliveryService, 'receive'>;
  carrierEvents: Pick<CarrierEventService, 'received'>;
  /** APP_SECRET, the key of the media links carriers fetch outbound pictures from. */
  appSecret: string;
  log: FastifyBaseLogger;
}

/**
 * What every carrier's webhooks share: inbound messages stored once per carrier message id
 * however often and in whatever order they come (with their pictures fetched and re-encoded),
 * the owners of numbers, and the outbound pictures behind signed links.
 */
export class CarrierInbound {
  /** Stores running on this node by source key, so a redelivery arriving meanwhile waits for it. */
  readonly #running = new Map<string, Promise<WebhookOutcome>>();

  constructor(private readonly deps: CarrierInboundDeps) {}

  /** The source key of a carrier's message or recording: its id there, unique for good. */
  keyOf(carrierId: string): string {
    return `${this.deps.source}:${carrierId}`;
  }

  /** An inbound SMS or MMS: its pictures fetched and stored, the message stored and pushed to the owner. */
  async message(post: InboundPost): Promise<WebhookOutcome> {
    const to = fromE164(post.to);
    const owner = await this.ownerOf(to);
    if (owner === undefined) return 'no_owner';
    const key = this.keyOf(post.carrierMessageId);
    return this.once(key, async () => {
      if (await this.deps.carrierEvents.received(owner, key)) return 'duplicate';
      const mediaIds = await this.storePictures(owner, post.media);
      const row = await this.deps.delivery.receive({
        dedupeKey: key,
        fromNumber: fromE164(post.from),
        toNumber: to,
        type: mediaIds.length > 0 ? 'mms' : 'sms',
        // PostgreSQL cannot store NUL in text; a text is read the same without it.
        text: post.body.replaceAll('\u0000', ''),
        mediaIds,
      });
      return row === undefined ? 'duplicate' : 'stored';
    });
  }

  /** The bytes of an outbound picture for whoever holds its signed link, until the link expires. */
  async signedMedia(token: string) {
    const grant = readMediaGrant(this.deps.appSecret, token, Date.now());
    if (grant === undefined) return undefined;
    return this.deps.media.read(grant.mediaId, grant.accountId);
  }

  /** The account owning a number of this service, logged when none does (the carrier routed it here anyway). */
  async ownerOf(fullNumber: string): Promise<string | undefined> {
    const owner = (await this.deps.numbers.findAssigned(fullNumber))?.account_id ?? undefined;
    if (owner === undefined)
      this.deps.log.warn(
        { to: fullNumber, carrier: this.deps.source },
        'carrier webhook for a number nobody owns',
      );
    return owner;
  }

  /**
   * Runs the store of a source key unless one runs on this node already: then waits for it and
   * answers duplicate (or runs again when it failed). Other nodes are covered by the store itself.
   */
  async once(key: string, store: () => Promise<WebhookOutcome>): Promise<WebhookOutcome> {
    for (let running = this.#running.get(key); running !== undefined; running = this.#running.get(key)) {
      if ((await running.then(() => true).catch(() => false)) === true) return 'duplicate';
    }
    const started = store().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }

  /** The pictures of an MMS stored for its owner; other attachments (vCards, videos) are left out. */
  private async storePictures(owner: string, media: InboundPost['media']): Promise<string[]> {
    const ids: string[] = [];
    for (const item of media) {
      if (!item.contentType.startsWith('image/')) {
        this.deps.log.info({ contentType: item.contentType }, 'MMS attachment left out: not a picture');
        continue;
      }
      const bytes = await this.deps.fetchMedia(item.url);
      try {
        const staged = await this.deps.media.stageImage(bytes, item.field);
        await this.deps.media.recordAlone(staged, owner);
        ids.push(staged.id);
      } catch (error) {
        // A picture nobody could open is left out; the text still arrives.
        if (!(error instanceof AppError)) throw error;
        this.deps.log.info({ detail: error.detail }, 'MMS picture left out: not readable');
      }
    }
    return ids;
  }
}
