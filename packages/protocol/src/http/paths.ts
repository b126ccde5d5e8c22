/** Every HTTP call lives under this base; the calls themselves are in calls.ts. */
export const API_BASE = '/web';

/** Health probe, outside the API base. */
export const HEALTH_PATH = '/healthz';

/** Request header that carries the session token. */
export const AUTH_HEADER = 'x-auth-token';

/** Web version stamp sent as the `webVersion` query field. */
export const WEB_VERSION = '202504220300';

/** The client refreshes its token this often while logged in (12 h). */
export const TOKEN_REFRESH_INTERVAL_MS = 43_200_000;
