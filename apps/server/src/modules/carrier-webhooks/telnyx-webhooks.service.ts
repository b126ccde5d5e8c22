import type { FastifyBaseLogger } from 'fastify';
import { type TelnyxCarrier, telnyxStatusOf } from '../../adapters/carrier/index.ts';
import type { MediaService } from '../media/media.service.ts';
import type { CarrierEventService } from '../messaging/carrier-events.service.ts';
import type { DeliveryService } from '../messaging/delivery.service.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import { CarrierInbound, type WebhookOutcome } from './carrier-inbound.ts';
import type { TelnyxEvent } from './telnyx-events.ts';

/** What the Telnyx webhooks need. */
export interface TelnyxWebhookDeps {
  carrier: Pick<TelnyxCarrier, 'fetchMedia'>;
  numbers: Pick<NumberService, 'findAssigned'>;
  media: Pick<MediaService, 'stageImage' | 'recordAlone' | 'read'>;
  delivery: Pick<DeliveryService, 'receive'>;
  carrierEvents: Pick<CarrierEventService, 'recordStatus' | 'received'>;
  /** APP_SECRET, the key of the media links Telnyx fetches pictures from. */
  appSecret: string;
  log: FastifyBaseLogger;
}

/**
 * What Telnyx posts: inbound messages (stored once per Telnyx message id, however often and in
 * whatever order they come, through the same path as Twilio's), statuses of outbound messages, and
 * the fetches of outbound pictures. Signatures are checked by the routes before anything reaches here.
 */
export class TelnyxWebhookService {
  /** What Telnyx shares with every carrier: inbound messages stored once, owners, signed media. */
  readonly inbound: CarrierInbound;

  constructor(private readonly deps: TelnyxWebhookDeps) {
    this.inbound = new CarrierInbound({
      ...deps,
      source: 'telnyx',
      fetchMedia: (address) => deps.carrier.fetchMedia(address),
    });
  }

  /** Acts on one verified event: stores an inbound message, or moves an outbound one on its status. */
  event(event: TelnyxEvent): Promise<WebhookOutcome> {
    if (event.kind === 'received') return this.inbound.message(event.post);
    if (event.kind === 'status') return this.messageStatus(event);
    return Promise.resolve('ignored');
  }

  /**
   * A status of an outbound message: moves it forward only (a late 'sent' leaves a delivered one
   * be); a failure refunds it, once, however often it is reported.
   */
  private async messageStatus(event: Extract<TelnyxEvent, { kind: 'status' }>): Promise<WebhookOutcome> {
    const status = telnyxStatusOf(event.status);
    if (event.messageId === undefined || status === undefined) return 'ignored';
    const changed = await this.deps.carrierEvents.recordStatus({
      id: event.messageId,
      carrierId: event.carrierMessageId,
      status,
    });
    return changed ? 'stored' : 'duplicate';
  }
}
