import { type SpeechToText, SpeechUnavailableError } from './types.ts';

/** The default: transcripts come only from the carrier or the simulator, so this always says unavailable. */
export class UnavailableSpeechToText implements SpeechToText {
  readonly name = 'none';

  /** Always refuses. */
  async transcribe(): Promise<string> {
    throw new SpeechUnavailableError('no speech-to-text engine is configured');
  }
}
