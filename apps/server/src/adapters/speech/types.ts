/** One voicemail to transcribe. */
export interface SpeechInput {
  audio: Buffer;
  mime: string;
  /** Locale such as en-US; undefined means automatic. */
  language: string | undefined;
}

/** Turns speech into text. */
export interface SpeechToText {
  /** Short name for logs. */
  readonly name: string;
  /** The transcript; throws SpeechUnavailableError when no transcript can be made now. */
  transcribe(input: SpeechInput): Promise<string>;
}

/** No engine can transcribe right now; callers answer SPEECH_TO_TEXT_UNAVAILABLE. */
export class SpeechUnavailableError extends Error {
  override name = 'SpeechUnavailableError';
}

/** Builds a local engine from a model path, or undefined when this build has none for it. */
export type LocalSpeechEngineFactory = (modelPath: string) => SpeechToText | undefined;
