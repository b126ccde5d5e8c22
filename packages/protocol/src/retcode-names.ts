import type { LocalizedText } from './language.ts';

/** What the web client does when a call answers with a code. */
export type ClientReaction =
  /** Show retmsg as an alert (unless the captcha modal is open). */
  | 'alert'
  /** Nothing global: the screen that made the call shows the message itself. */
  | 'none'
  /** Mark the user kicked out (and stop polling). */
  | 'markKicked'
  /** Log out and mark kicked, with the code's own alert; skipped on the front page. */
  | 'logoutKicked'
  /** Open the graphic captcha modal. */
  | 'captcha'
  /** Store profileStatus and needSetPhone and run the profile check (or route to login). */
  | 'profileCheck'
  /** Open the verified modal in update mode. */
  | 'verifiedModal'
  /** Reset and re-show the slider captcha, then after 1 s trigger it for the code request. */
  | 'sliderCaptcha'
  /** Store retmsg as the payment error (payment error modal). */
  | 'paymentError'
  /** Set the general error flag with the message ("Something went wrong" dialog). */
  | 'generalError'
  /** Set the no-credit flag with the message (insufficient-balance dialog). */
  | 'noCredit'
  /** Send status: show the toll-free registration dialog with the brand's form link. */
  | 'tollFree';

/** One entry of the error catalogue. */
export interface RetcodeInfo {
  /** The numeric code carried in `retcode`. */
  code: number;
  /** HTTP status the server answers with. */
  httpStatus: number;
  /** True when the client's response reader shows no alert for it. */
  silent: boolean;
  /** What the client does on receiving it. */
  reaction: ClientReaction;
  /** What the code means, for people reading the catalogue. */
  meaning: string;
  /** The user-facing message (`retmsg`) in both languages. */
  message: LocalizedText;
}

/** Symbolic names of every retcode; use these, never the bare numbers. */
export const Retcode = {
  OK: 0,
  NOT_LOGGED_IN: 100000,
  INVALID_PARAMETER: 100001,
  TOO_MANY_REQUESTS: 100002,
  NOT_FOUND: 100003,
  WRONG_CREDENTIALS: 100004,
  UNKNOWN_BRAND: 100005,
  ACCOUNT_EXISTS: 100006,
  TOKEN_INVALID: 100008,
  CAPTCHA_REQUIRED: 100010,
  SIGNED_IN_ELSEWHERE: 100012,
  ACCOUNT_SUSPENDED: 100013,
  ACCOUNT_DELETED: 100014,
  CAPTCHA_WRONG: 100015,
  SLIDER_FAILED: 100020,
  PROFILE_INCOMPLETE: 100023,
  NEED_VERIFIED_PHONE: 100025,
  SLIDER_REQUIRED: 100028,
  VERIFY_CODE_TOO_MANY_TRIES: 100032,
  PHONE_IN_USE: 100033,
  EMAIL_IN_USE: 100034,
  PHONE_NOT_SUPPORTED: 100035,
  INVITE_CODE_INVALID: 100036,
  INVITER_NOT_ALLOWED: 100037,
  IMAGE_UNSUPPORTED: 100038,
  IMAGE_TOO_LARGE: 100039,
  KYC_LOCKED: 100040,
  NOT_VERIFIED: 100041,
  NUMBER_UNAVAILABLE: 100042,
  NUMBER_EXPIRED: 100043,
  REQUEST_TOO_LARGE: 100044,
  SESSION_ENDED: 200018,
  PAYMENT_FAILED: 200025,
  PAYMENT_AMOUNT_NOT_ALLOWED: 200040,
  PAYMENT_MAX_TIMES: 200041,
  PAYPAL_NEEDS_PHONE: 200042,
  PAYPAL_MULTIPLE_ACCOUNTS: 200043,
  ORDER_SUBMISSION_FAILED: 200044,
  PAYMENT_METHOD_UNAVAILABLE: 200045,
  CRYPTO_QUOTE_UNAVAILABLE: 200046,
  PAYMENT_NOT_FOUND: 200047,
  SERVICE_UNAVAILABLE: 300002,
  TOLL_FREE_NOT_REGISTERED: 300030,
  CANNOT_SEND_TO_NUMBER: 300033,
  GENERAL_ERROR: 400000,
  INSUFFICIENT_BALANCE: 400001,
  NO_NUMBER_AVAILABLE: 500000,
  TOO_MANY_OPEN_LOCKS: 500001,
  SPEECH_TO_TEXT_UNAVAILABLE: 600000,
  SPEECH_TO_TEXT_RUNNING: 600002,
  CONSOLE_NOT_SIGNED_IN: 700000,
  CONSOLE_SIGN_IN_FAILED: 700001,
  CONSOLE_CODE_REQUIRED: 700002,
  CONSOLE_CODE_WRONG: 700003,
  CONSOLE_SESSION_EXPIRED: 700004,
  CONSOLE_NOT_PERMITTED: 700005,
  CONSOLE_SETUP_LINK_INVALID: 700006,
  CONSOLE_REASON_REQUIRED: 700007,
  CONSOLE_OPERATOR_EXISTS: 700008,
  CONSOLE_OPERATOR_SELF: 700040,
  CONSOLE_LAST_ADMIN: 700041,
  CONSOLE_OPERATOR_NOT_FOUND: 700042,
  CONSOLE_CARRIER_UNAVAILABLE: 700043,
  INTERNAL_ERROR: 900000,
} as const;

/** A symbolic retcode name. */
export type RetcodeName = keyof typeof Retcode;
