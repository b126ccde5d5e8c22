import { retcodeInfo } from '@switchboard/protocol';

/** What an AppError may carry besides its cause. */
export interface AppErrorOptions extends ErrorOptions {
  /** The envelope's data for this failure (e.g. the profile gate's state); null when absent. */
  data?: unknown;
}

/** A failure with a catalogue retcode; `detail` (English, names the field) refines retmsg. */
export class AppError extends Error {
  override name = 'AppError';
  /** Sent as the envelope's data; most failures carry none. */
  readonly data?: unknown;

  constructor(
    readonly retcode: number,
    readonly detail?: string,
    options?: AppErrorOptions,
  ) {
    super(detail ?? retcodeInfo(retcode)?.meaning ?? `retcode ${retcode}`, options);
    if (options?.data !== undefined) this.data = options.data;
  }
}
