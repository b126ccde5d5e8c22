import { z } from 'zod';
import { ConfigError } from './parse.ts';

/** A Whisper-compatible transcription service (`POST <url>/audio/transcriptions`). */
export interface SpeechApiSettings {
  /** Base URL up to the API version, e.g. http://127.0.0.1:8080/v1 or https://api.openai.com/v1. */
  url: string;
  /** Bearer key; local servers (whisper.cpp, faster-whisper) usually need none. */
  apiKey: string | undefined;
  /** Model name sent with each request (whisper-1 for OpenAI; local servers ignore or map it). */
  model: string;
  /** How long one transcription may take before the user is told it is unavailable for now. */
  timeoutMs: number;
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The environment variables of speech-to-text, as the server's env schema reads them. */
export const speechEnvSchema = {
  SPEECH_MODEL_PATH: optional,
  SPEECH_API_URL: optional,
  SPEECH_API_KEY: optional,
  SPEECH_API_MODEL: z.string().trim().min(1).default('whisper-1'),
  SPEECH_API_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
};

/** The speech-to-text variables after parsing. */
export interface SpeechEnv {
  SPEECH_MODEL_PATH: string | undefined;
  SPEECH_API_URL: string | undefined;
  SPEECH_API_KEY: string | undefined;
  SPEECH_API_MODEL: string;
  SPEECH_API_TIMEOUT_MS: number;
}

/**
 * The transcription service of the configuration, if any. Refused at start: a URL that is not
 * http(s), carries credentials or a query (the key goes in SPEECH_API_KEY, never in a URL a log may
 * print), a key without a URL, or both a service and a local model (one engine answers).
 */
export function parseSpeechApi(e: SpeechEnv): SpeechApiSettings | undefined {
  if (e.SPEECH_API_URL === undefined) {
    if (e.SPEECH_API_KEY !== undefined) throw new ConfigError('SPEECH_API_KEY is set without SPEECH_API_URL');
    return undefined;
  }
  if (e.SPEECH_MODEL_PATH !== undefined) {
    throw new ConfigError('set SPEECH_API_URL or SPEECH_MODEL_PATH, not both');
  }
  const raw = e.SPEECH_API_URL;
  const url = /^https?:\/\//i.test(raw) && URL.canParse(raw) ? new URL(raw) : undefined;
  // The value is not echoed: a URL with user:password in it would put a secret in the message.
  if (url === undefined || url.username !== '' || url.password !== '' || url.search !== '') {
    throw new ConfigError('SPEECH_API_URL must be an http(s) URL without credentials or a query');
  }
  return {
    url: raw.replace(/\/+$/, ''),
    apiKey: e.SPEECH_API_KEY,
    model: e.SPEECH_API_MODEL,
    timeoutMs: e.SPEECH_API_TIMEOUT_MS,
  };
}
