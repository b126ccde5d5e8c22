import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../../config/parse.ts';
import type { SpeechApiSettings } from '../../config/speech.ts';
import { UnavailableSpeechToText } from './embedded.ts';
import { POCKETSPHINX_PROGRAM, pocketsphinxEngine } from './pocketsphinx.ts';
import type { LocalSpeechEngineFactory, SpeechToText } from './types.ts';
import { WhisperApiSpeechToText } from './whisper-api.ts';

export { UNAVAILABLE_ENGINE } from './embedded.ts';
export * from './types.ts';

/** Where transcripts come from, as configured. */
export interface SpeechSettings {
  /** A Whisper-compatible transcription service (SPEECH_API_URL). */
  api?: SpeechApiSettings | undefined;
  /** A local engine's model (SPEECH_MODEL_PATH). */
  modelPath?: string | undefined;
}

/**
 * The speech engine of the configuration: the transcription service when SPEECH_API_URL is set, the
 * local engine of SPEECH_MODEL_PATH (pocketsphinx by default) when it is set, otherwise the embedded
 * default that answers unavailable. A model path no engine can use is refused at start.
 */
export function createSpeechToText(
  { api, modelPath }: SpeechSettings,
  log: FastifyBaseLogger,
  localEngine: LocalSpeechEngineFactory = pocketsphinxEngine,
): SpeechToText {
  if (api !== undefined) {
    log.info(
      { engine: 'whisper-api', url: api.url, model: api.model },
      'speech-to-text: transcription service',
    );
    return new WhisperApiSpeechToText(api, log);
  }
  if (modelPath === undefined) return new UnavailableSpeechToText();
  const engine = localEngine(modelPath);
  if (engine === undefined) {
    throw new ConfigError(
      `SPEECH_MODEL_PATH: ${modelPath} is not a pocketsphinx model directory (en-us, en-us.lm.bin, cmudict-en-us.dict), or ${POCKETSPHINX_PROGRAM} is not installed (Debian: apt install pocketsphinx pocketsphinx-en-us)`,
    );
  }
  log.info({ engine: engine.name, modelPath }, 'speech-to-text: local engine ready');
  return engine;
}
