import { type SpeechToText, SpeechUnavailableError } from './types.ts';

/** The name of the engine that transcribes nothing (no engine configured). */
export const UNAVAILABLE_ENGINE = 'none';

/** The default: transcripts come only from the carrier or the simulator, so this always says unavailable. */
export class UnavailableSpeechToText implements SpeechToText {
  readonly name = UNAVAILABLE_ENGINE;

  /** Always refuses. */
  async transcribe(): Promise<string> {
    throw new SpeechUnavailableError('no speech-to-text engine is configured');
  }
}
