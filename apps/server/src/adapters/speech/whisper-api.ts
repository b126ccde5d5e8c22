import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { toFile } from 'openai';
import type { SpeechApiSettings } from '../../config/speech.ts';
import { type SpeechInput, type SpeechToText, SpeechUnavailableError } from './types.ts';
import { whisperLanguage } from './whisper-languages.ts';

/** File name extensions the transcription API recognises the audio by, per stored media type. */
const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/flac': 'flac',
  'audio/amr': 'amr',
};

/**
 * Speech-to-text over the Whisper-compatible transcription API (`POST /audio/transcriptions`, the
 * shape OpenAI, whisper.cpp's server and faster-whisper servers accept), through OpenAI's own
 * client library. One transcription may take at most the configured time in all, a retry of a
 * failed attempt included; any failure is the spec's "temporarily unavailable", with the cause in
 * the log and never the key.
 */
export class WhisperApiSpeechToText implements SpeechToText {
  readonly name = 'whisper-api';
  private readonly client: OpenAI;

  constructor(
    private readonly settings: SpeechApiSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new OpenAI({
      baseURL: settings.url,
      // The library insists on a key; a local server needs none, so then no Authorization is sent.
      apiKey: settings.apiKey ?? '',
      ...(settings.apiKey === undefined ? { defaultHeaders: { Authorization: null } } : {}),
      timeout: settings.timeoutMs,
      maxRetries: 1,
    });
  }

  async transcribe({ audio, mime, language }: SpeechInput): Promise<string> {
    const extension = EXTENSIONS[mime.split(';')[0]!.trim().toLowerCase()] ?? 'wav';
    const file = await toFile(audio, `voicemail.${extension}`, { type: mime });
    const code = whisperLanguage(language);
    try {
      const result = await this.client.audio.transcriptions.create(
        {
          file,
          model: this.settings.model,
          response_format: 'json',
          ...(code === undefined ? {} : { language: code }),
        },
        { signal: AbortSignal.timeout(this.settings.timeoutMs) },
      );
      return result.text.trim();
    } catch (error) {
      this.log.warn(
        { engine: this.name, status: statusOf(error), cause: messageOf(error), language: code ?? 'auto' },
        'speech-to-text: the transcription service failed',
      );
      throw new SpeechUnavailableError('the transcription service failed');
    }
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof OpenAI.APIError ? error.status : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
