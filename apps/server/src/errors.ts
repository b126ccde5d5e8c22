import { Retcode, retcodeInfo } from '@switchboard/protocol';
import { type Sentence, say } from './text/sentence.ts';

/** What an AppError may carry besides its cause. */
export interface AppErrorOptions extends ErrorOptions {
  /** The envelope's data for this failure (e.g. the profile gate's state); null when absent. */
  data?: unknown;
  /** What the person reads (retmsg), in their language; absent: the retcode catalogue's text. */
  say?: Sentence;
}

/**
 * A failure with a catalogue retcode. `detail` is English for developers (names the field, may carry
 * internal ids and amounts): it goes to the envelope's `detail` and the log, never to retmsg. What a
 * person reads is `sentence`, or the retcode's catalogue text when there is none.
 */
export class AppError extends Error {
  override name = 'AppError';
  /** Sent as the envelope's data; most failures carry none. */
  readonly data?: unknown;
  /** The sentence retmsg is rendered from. */
  readonly sentence?: Sentence;

  constructor(
    readonly retcode: number,
    readonly detail?: string,
    options?: AppErrorOptions,
  ) {
    super(detail ?? retcodeInfo(retcode)?.meaning ?? `retcode ${retcode}`, options);
    if (options?.data !== undefined) this.data = options.data;
    if (options?.say !== undefined) this.sentence = options.say;
  }
}

/**
 * A malformed request in a field no person types (ids, cursors, tokens, brand): the reader is told
 * to reload, the detail says which field.
 */
export function invalidRequest(detail: string): AppError {
  return new AppError(Retcode.INVALID_PARAMETER, detail, { say: say('requestInvalid') });
}
