import type { FastifyBaseLogger } from 'fastify';
import {
  carrierStatusOf,
  fromE164,
  readMediaGrant,
  TWILIO_CALLBACK_FIELDS,
  TWILIO_PATHS,
  type TwilioCarrier,
} from '../../adapters/carrier/index.ts';
import { AppError } from '../../errors.ts';
import type { MediaService } from '../media/media.service.ts';
import type { CarrierEventService } from '../messaging/carrier-events.service.ts';
import type { DeliveryService } from '../messaging/delivery.service.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import type { InboundMessageForm, VoicemailPart } from './twilio-forms.ts';

/** What became of a webhook: stored, stored before (a redelivery), for a number nobody owns, or of no use. */
export type WebhookOutcome = 'stored' | 'duplicate' | 'no_owner' | 'ignored';

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

/** The source key of a Twilio message or recording: its SID, unique at Twilio for good. */
const keyOf = (sid: string) => `twilio:${sid}`;

/**
 * What Twilio posts: inbound messages and voicemails (stored once per MessageSid or RecordingSid,
 * however often and in whatever order they come), statuses of outbound messages, and the fetches
 * of outbound pictures. Signatures are checked by the routes before anything reaches here.
 */
export class TwilioWebhookService {
  /** Stores running on this node by source key, so a redelivery arriving meanwhile waits for it. */
  readonly #running = new Map<string, Promise<WebhookOutcome>>();

  constructor(private readonly deps: TwilioWebhookDeps) {}

  /** An inbound SMS or MMS: its pictures fetched and stored, the message stored and pushed to the owner. */
  async inboundMessage(form: InboundMessageForm): Promise<WebhookOutcome> {
    const to = fromE164(form.to);
    const owner = await this.ownerOf(to);
    if (owner === undefined) return 'no_owner';
    const key = keyOf(form.messageSid);
    return this.once(key, async () => {
      if (await this.deps.carrierEvents.received(owner, key)) return 'duplicate';
      const mediaIds = await this.storePictures(owner, form);
      const row = await this.deps.delivery.receive({
        dedupeKey: key,
        fromNumber: fromE164(form.from),
        toNumber: to,
        type: mediaIds.length > 0 ? 'mms' : 'sms',
        // PostgreSQL cannot store NUL in text; a text is read the same without it.
        text: form.body.replaceAll('\u0000', ''),
        mediaIds,
      });
      return row === undefined ? 'duplicate' : 'stored';
    });
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
    return (await this.ownerOf(fromE164(toNumber))) !== undefined;
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
    const owner = await this.ownerOf(to);
    if (owner === undefined) return 'no_owner';
    const key = keyOf(part.recordingSid);
    const outcome = await this.once(key, async () => {
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

  /** The bytes of an outbound picture for whoever holds its signed link, until the link expires. */
  async signedMedia(token: string) {
    const grant = readMediaGrant(this.deps.appSecret, token, Date.now());
    if (grant === undefined) return undefined;
    return this.deps.media.read(grant.mediaId, grant.accountId);
  }

  /** The account owning a number of this service, logged when none does (Twilio routed it here anyway). */
  private async ownerOf(fullNumber: string): Promise<string | undefined> {
    const owner = (await this.deps.numbers.findAssigned(fullNumber))?.account_id ?? undefined;
    if (owner === undefined)
      this.deps.log.warn({ to: fullNumber }, 'Twilio webhook for a number nobody owns');
    return owner;
  }

  /** The pictures of an MMS stored for its owner; other attachments (vCards, videos) are left out. */
  private async storePictures(owner: string, form: InboundMessageForm): Promise<string[]> {
    const ids: string[] = [];
    for (const item of form.media) {
      if (!item.contentType.startsWith('image/')) {
        this.deps.log.info({ contentType: item.contentType }, 'MMS attachment left out: not a picture');
        continue;
      }
      const bytes = await this.deps.carrier.fetchMedia(item.url);
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

  /**
   * Runs the store of a source key unless one runs on this node already: then waits for it and
   * answers duplicate (or runs again when it failed). Other nodes are covered by the store itself.
   */
  private async once(key: string, store: () => Promise<WebhookOutcome>): Promise<WebhookOutcome> {
    for (let running = this.#running.get(key); running !== undefined; running = this.#running.get(key)) {
      if ((await running.then(() => true).catch(() => false)) === true) return 'duplicate';
    }
    const started = store().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }
}
