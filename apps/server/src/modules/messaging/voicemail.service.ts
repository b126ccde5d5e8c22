import { Retcode, SocketEvent } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import {
  type SpeechToText,
  SpeechUnavailableError,
  UNAVAILABLE_ENGINE,
} from '../../adapters/speech/index.ts';
import type { Db, MessageRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { say } from '../../text/sentence.ts';
import { type MediaService, mediaIdFromLink } from '../media/media.service.ts';
import { setTranscript, voicemailsWithMedia } from './chats.repo.ts';

/** What transcripts need from the rest of the app. */
export interface VoicemailDeps {
  db: Db;
  media: MediaService;
  speech: SpeechToText;
  /** Tells the account's sockets of a transcript made on arrival. */
  events: Pick<AccountEvents, 'publish'>;
  log: FastifyBaseLogger;
}

/** Whether a stored transcript answers a request in `language` (undefined or '' is automatic). */
function answers(storedLanguage: string | null, language: string | undefined): boolean {
  return language === undefined || language === '' || storedLanguage === language;
}

/**
 * Transcripts of an account's own voicemails: the carrier's, else the speech engine's, made on
 * arrival when an engine is configured and again in the language the user picks.
 */
export class VoicemailService {
  /** Voicemails being transcribed right now on this node, by account and media id. */
  private readonly running = new Set<string>();

  constructor(private readonly deps: VoicemailDeps) {}

  /**
   * Transcribes a voicemail that just arrived, in the background, when an engine is configured, and
   * pushes the transcript to the owner's sockets; a failure is logged and the user can still ask.
   */
  transcribeOnArrival(row: MessageRow): void {
    if (row.type !== 'voicemail' || this.deps.speech.name === UNAVAILABLE_ENGINE) return;
    const [link] = row.media.split(',');
    if (link === undefined || link === '') return;
    this.transcript(row.account_id, link, undefined).then(
      (stt) => {
        if (stt === '') return;
        this.deps.events.publish(row.account_id, SocketEvent.voicemailTranscribed, {
          ownFullNumber: row.own_full,
          otherFullNumber: row.other_full,
          smsId: row.sms_id,
          stt,
        });
      },
      (error: unknown) => {
        const retcode = error instanceof AppError ? error.retcode : undefined;
        this.deps.log.info({ retcode, smsId: row.sms_id }, 'voicemail not transcribed on arrival');
      },
    );
  }

  /**
   * The transcript of the caller's voicemail at `link`, in `language` (a locale; undefined or ''
   * automatic). A stored one answers unless the user picked another language than it was made in;
   * then the engine transcribes again (the carrier's answers when no engine is configured).
   * NOT_FOUND unless the caller has a voicemail with that link; SPEECH_TO_TEXT_RUNNING while one
   * is being made; SPEECH_TO_TEXT_UNAVAILABLE when none exists and no engine can make one.
   */
  async transcript(accountId: string, link: string, language: string | undefined): Promise<string> {
    const notFound = new AppError(Retcode.NOT_FOUND, 'media: no voicemail of yours has this link', {
      say: say('notFoundReload'),
    });
    const mediaId = mediaIdFromLink(link);
    if (mediaId === undefined) throw notFound;
    const rows = (await voicemailsWithMedia(this.deps.db, accountId, mediaId)).filter((row) =>
      row.media.split(',').some((item) => mediaIdFromLink(item) === mediaId),
    );
    if (rows.length === 0) throw notFound;
    const ids = rows.map((row) => row.id);
    const engineless = this.deps.speech.name === UNAVAILABLE_ENGINE;
    const stored = rows.find((row) => row.stt !== null && row.stt !== '');
    if (stored?.stt != null && (engineless || answers(stored.stt_language, language))) return stored.stt;
    const supplied = rows.find((row) => row.carrier_transcript !== null && row.carrier_transcript !== '');
    if (supplied?.carrier_transcript != null && (engineless || answers('', language))) {
      await setTranscript(this.deps.db, accountId, ids, supplied.carrier_transcript, '');
      return supplied.carrier_transcript;
    }

    const key = `${accountId}:${mediaId}`;
    if (this.running.has(key)) throw new AppError(Retcode.SPEECH_TO_TEXT_RUNNING);
    this.running.add(key);
    try {
      const file = await this.deps.media.read(mediaId, accountId);
      if (file === undefined) throw notFound;
      const text = await this.deps.speech.transcribe({ audio: file.bytes, mime: file.row.mime, language });
      await setTranscript(this.deps.db, accountId, ids, text, language ?? '');
      return text;
    } catch (error) {
      if (error instanceof SpeechUnavailableError) throw new AppError(Retcode.SPEECH_TO_TEXT_UNAVAILABLE);
      if (!(error instanceof AppError)) this.deps.log.error({ err: error }, 'speech-to-text failed');
      throw error instanceof AppError ? error : new AppError(Retcode.SPEECH_TO_TEXT_UNAVAILABLE);
    } finally {
      this.running.delete(key);
    }
  }
}
