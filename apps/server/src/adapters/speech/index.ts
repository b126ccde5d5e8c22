import type { FastifyBaseLogger } from 'fastify';
import { UnavailableSpeechToText } from './embedded.ts';
import type { LocalSpeechEngineFactory, SpeechToText } from './types.ts';

export * from './types.ts';

/**
 * The speech engine of the configuration: a local engine built from SPEECH_MODEL_PATH when one is
 * plugged in, otherwise the embedded default that answers unavailable (and says so when a model
 * path was set but nothing can use it).
 */
export function createSpeechToText(
  modelPath: string | undefined,
  log: FastifyBaseLogger,
  localEngine?: LocalSpeechEngineFactory,
): SpeechToText {
  if (modelPath === undefined) return new UnavailableSpeechToText();
  const engine = localEngine?.(modelPath);
  if (engine !== undefined) {
    log.info({ engine: engine.name, modelPath }, 'speech-to-text: local engine ready');
    return engine;
  }
  log.warn(
    { modelPath },
    'SPEECH_MODEL_PATH is set but no local speech-to-text engine is available in this build; voicemails without a carrier transcript answer "temporarily unavailable"',
  );
  return new UnavailableSpeechToText();
}
