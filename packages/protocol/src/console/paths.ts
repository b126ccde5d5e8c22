/** The console web app, on every brand's host (or the one configured host). */
export const CONSOLE_PATH = '/console';

/** Every console call lives under this base; the calls themselves are in calls.ts. */
export const CONSOLE_API_BASE = '/console/api';

/** Request header that carries an operator's session token (never a brand user's x-auth-token). */
export const CONSOLE_AUTH_HEADER = 'x-operator-token';

/** The console page a one-time setup link opens: `<origin>/console/setup?token=…`. */
export const CONSOLE_SETUP_PAGE_PATH = '/console/setup';

/** The query field of a setup link that carries its one-time token. */
export const CONSOLE_SETUP_TOKEN_PARAM = 'token';

/** Digits of an operator's TOTP code. */
export const CONSOLE_TOTP_DIGITS = 6;

/** Seconds one TOTP code stands for. */
export const CONSOLE_TOTP_PERIOD_SECONDS = 30;

/** The issuer an authenticator app shows beside an operator's code. */
export const CONSOLE_TOTP_ISSUER = 'Switchboard console';
