/** Why a call failed: the server answered with a code, the network failed, or the answer was unreadable. */
export type ApiErrorKind = 'retcode' | 'network' | 'invalid';

/** A failed call; screens read `retcode` and `retmsg` to show inline errors for silent codes. */
export class ApiError extends Error {
  /** Failure class. */
  readonly kind: ApiErrorKind;
  /** Catalogue code (0 when the failure was not a server answer). */
  readonly retcode: number;
  /** Server message, possibly empty. */
  readonly retmsg: string;
  /** HTTP status (0 when the request never got an answer). */
  readonly status: number;
  /** The request field the failure is about, when the form shows retmsg next to that control. */
  readonly field: string | undefined;

  constructor(kind: ApiErrorKind, retcode: number, retmsg: string, status: number, field?: string) {
    super(retmsg || `${kind} error${retcode ? ` ${retcode}` : ''}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.retcode = retcode;
    this.retmsg = retmsg;
    this.status = status;
    this.field = field;
  }
}

/** True when the error is an API failure with the given code. */
export function isRetcode(error: unknown, retcode: number): error is ApiError {
  return error instanceof ApiError && error.retcode === retcode;
}

/**
 * The sentence to show next to a form's control: retmsg of a failure about one of the form's own
 * fields (the call named them in `inlineFields`, so nothing else showed it); else undefined.
 */
export function inlineReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.field !== undefined && error.retmsg ? error.retmsg : undefined;
}
