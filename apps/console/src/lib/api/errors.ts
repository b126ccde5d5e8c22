/** Why a console call failed: the server answered a code, the network failed, or the answer was unreadable. */
export type ConsoleErrorKind = 'retcode' | 'network' | 'invalid';

/** A failed console call; screens show `retmsg` (the server's sentence in the operator's language). */
export class ConsoleError extends Error {
  readonly kind: ConsoleErrorKind;
  /** Catalogue code; 0 when the failure was not a server answer. */
  readonly retcode: number;
  /** The server's sentence, possibly empty. */
  readonly retmsg: string;

  constructor(kind: ConsoleErrorKind, retcode = 0, retmsg = '') {
    super(retmsg || `${kind} error${retcode ? ` ${retcode}` : ''}`);
    this.name = 'ConsoleError';
    this.kind = kind;
    this.retcode = retcode;
    this.retmsg = retmsg;
  }
}

/** True when the error is a server answer with the given code. */
export function isRetcode(error: unknown, retcode: number): error is ConsoleError {
  return error instanceof ConsoleError && error.retcode === retcode;
}
