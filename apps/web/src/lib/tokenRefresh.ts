import { TOKEN_REFRESH_INTERVAL_MS } from '@switchboard/protocol';
import { refreshToken } from './api/calls.ts';
import { currentToken, endSession, replaceToken } from './session.ts';

/**
 * Refreshes the token once: a new token replaces the stored one; an answer without a token means the
 * session is gone, so the stored token is removed. A failed call is only logged (the spec's rule:
 * the old token may still be good, and kicked codes are handled by the API client anyway).
 */
export async function refreshTokenOnce(): Promise<void> {
  if (currentToken() === null) return;
  try {
    const token = await refreshToken();
    if (token) replaceToken(token);
    else endSession();
  } catch (error) {
    console.warn('token refresh failed', error);
  }
}

/** Refreshes the token every TOKEN_REFRESH_INTERVAL_MS; returns the stop function. */
export function startTokenRefresh(interval = TOKEN_REFRESH_INTERVAL_MS): () => void {
  const timer = setInterval(() => void refreshTokenOnce(), interval);
  return () => clearInterval(timer);
}
