import type { FastifyBaseLogger } from 'fastify';
import {
  carrierStatusOf,
  fromE164,
  TWILIO_CALLBACK_FIELDS,
  TWILIO_PATHS,
  type TwilioCarrier,
} from '../../adapters/carrier/index.ts';
import type { MediaService } from '../media/media.service.ts';
import type { CarrierEventService } from '../messaging/carrier-events.service.ts';
import type { DeliveryService } from '../messaging/delivery.service.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import { CarrierInbound, type WebhookOutcome } from './carrier-inbound.ts';
import type { InboundMessageForm, VoicemailPart } from './twilio-forms.ts';

export type { WebhookOutcome } from './carrier-inbound.ts';

/** What the Twilio webhooks need. */
export interface TwilioWebhookDeps {
  carrier: Pick<TwilioCarrier, 'fetchMedia' | 'publicUrl'>;
  numbers: Pick<NumberService, 'findAssigned'>;
  media: Pick<MediaService, 'stageImage' | 'stageAudio' | 'recordAlone' | 'read'>;
  delivery: Pick<DeliveryService, 'receive'>;
  carrierEvents: Pick<CarrierEventService, 'recordStatus' | 'received' | 'attachVoicemailTranscript'>;
  /** APP_SECRET, the key of the media links Twilio fetches pictures from. */
  appSecret: string;
  log: FastifyBaseLogger;
}

/**
 * What Twilio posts: inbound messages and voicemails (stored once per MessageSid or RecordingSid,
 * however often and in whatever order they come), statuses of outbound messages, and the fetches
 * of outbound pictures. Signatures are checked by the routes before anything reaches here.
 */
export class TwilioWebhookService {
  /** What Twilio shares with every carrier: inbound messages stored once, owners, signed media. */
  readonly inbound: CarrierInbound;

  constructor(private readonly deps: TwilioWebhookDeps) {
    this.inbound = new CarrierInbound({
      ...deps,
      source: 'twilio',
      fetchMedia: (address) => deps.carrier.fetchMedia(address),
    });
  }

  /** An inbound SMS or MMS: its pictures fetched and stored, the message stored and pushed to the owner. */
  inboundMessage(form: InboundMessageForm): Promise<WebhookOutcome> {
    return this.inbound.message({ ...form, carrierMessageId: form.messageSid });
  }

  /** A status callback of an outbound message: moves it forward; a failure refunds it (once). */
  async messageStatus(messageId: string | undefined, update: { messageSid: string; status: string }) {
    const status = carrierStatusOf(update.status);
    if (messageId === undefined || status === undefined) return 'ignored';
    const changed = await this.deps.carrierEvents.recordStatus({
      id: messageId,
      carrierId: update.messageSid,
      status,
    });
    return changed ? 'stored' : 'duplicate';
  }

  /** Whether a call to this number is answered by its voicemail (an owner has it). */
  async answersCall(toNumber: string): Promise<boolean> {
    return (await this.inbound.ownerOf(fromE164(toNumber))) !== undefined;
  }

  /** The callback addresses of a call's voicemail, carrying its numbers (Twilio's recording callback has none). */
  voicemailCallbacks(call: { from: string; to: string }) {
    const numbers = { [TWILIO_CALLBACK_FIELDS.from]: call.from, [TWILIO_CALLBACK_FIELDS.to]: call.to };
    const { carrier } = this.deps;
    return {
      recording: carrier.publicUrl(TWILIO_PATHS.recording, numbers),
      transcription: carrier.publicUrl(TWILIO_PATHS.transcription, numbers),
      action: carrier.publicUrl(TWILIO_PATHS.voice, { [TWILIO_CALLBACK_FIELDS.recorded]: '1' }),
    };
  }

  /**
   * A part of a voicemail (the recording, or its transcription, in either order): the first part
   * fetches the recording and stores the voicemail, with the transcript when it brought one; a
   * transcript coming later is added to the stored voicemail.
   */
  async voicemail(part: VoicemailPart): Promise<WebhookOutcome> {
    if (!part.completed) return 'ignored';
    const to = fromE164(part.to);
    const owner = await this.inbound.ownerOf(to);
    if (owner === undefined) return 'no_owner';
    const key = this.inbound.keyOf(part.recordingSid);
    const outcome = await this.inbound.once(key, async () => {
      if (await this.deps.carrierEvents.received(owner, key)) return 'duplicate';
      // Twilio serves a recording as WAV or MP3 by the extension asked for; WAV is how it keeps them.
      const audio = await this.deps.media.stageAudio(
        await this.deps.carrier.fetchMedia(`${part.recordingUrl}.wav`),
        'RecordingUrl',
      );
      await this.deps.media.recordAlone(audio, owner);
      const row = await this.deps.delivery.receive({
        dedupeKey: key,
        fromNumber: fromE164(part.from),
        toNumber: to,
        type: 'voicemail',
        text: '',
        mediaIds: [audio.id],
        ...(part.transcript === undefined ? {} : { stt: part.transcript }),
      });
      return row === undefined ? 'duplicate' : 'stored';
    });
    if (part.transcript === undefined) return outcome;
    const added = await this.deps.carrierEvents.attachVoicemailTranscript(owner, key, part.transcript);
    return added ? 'stored' : outcome;
  }
}
