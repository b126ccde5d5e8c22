import { Retcode } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { type SpeechToText, SpeechUnavailableError } from '../../adapters/speech/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { type MediaService, mediaIdFromLink } from '../media/media.service.ts';
import { setTranscript, voicemailsWithMedia } from './chats.repo.ts';

/** What transcripts need from the rest of the app. */
export interface VoicemailDeps {
  db: Db;
  media: MediaService;
  speech: SpeechToText;
  log: FastifyBaseLogger;
}

/** Transcripts of an account's own voicemails: the carrier's, else the speech engine's. */
export class VoicemailService {
  /** Voicemails being transcribed right now on this node, by account and media id. */
  private readonly running = new Set<string>();

  constructor(private readonly deps: VoicemailDeps) {}

  /**
   * The transcript of the caller's voicemail at `link`. NOT_FOUND unless the caller has a voicemail
   * with that link; SPEECH_TO_TEXT_RUNNING while one is being made; SPEECH_TO_TEXT_UNAVAILABLE when
   * none exists and no engine can make one.
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
    const stored = rows.find((row) => row.stt !== null && row.stt !== '')?.stt;
    if (stored != null) return stored;
    const supplied = rows.find((row) => row.carrier_transcript !== null && row.carrier_transcript !== '');
    if (supplied?.carrier_transcript != null) {
      const ids = rows.map((row) => row.id);
      await setTranscript(this.deps.db, accountId, ids, supplied.carrier_transcript);
      return supplied.carrier_transcript;
    }

    const key = `${accountId}:${mediaId}`;
    if (this.running.has(key)) throw new AppError(Retcode.SPEECH_TO_TEXT_RUNNING);
    this.running.add(key);
    try {
      const file = await this.deps.media.read(mediaId, accountId);
      if (file === undefined) throw notFound;
      const text = await this.deps.speech.transcribe({ audio: file.bytes, mime: file.row.mime, language });
      await setTranscript(
        this.deps.db,
        accountId,
        rows.map((row) => row.id),
        text,
      );
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
