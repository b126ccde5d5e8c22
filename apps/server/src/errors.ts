import { retcodeInfo } from '@switchboard/protocol';

/** A failure with a catalogue retcode; `detail` (English, names the field) refines retmsg. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly retcode: number,
    readonly detail?: string,
    options?: ErrorOptions,
  ) {
    super(detail ?? retcodeInfo(retcode)?.meaning ?? `retcode ${retcode}`, options);
  }
}
