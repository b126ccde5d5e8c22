import { create } from 'zustand';
import { navigate, pathOf } from './router.ts';
import { readToken, writeToken } from './storage.ts';

/** Why the sign-in screen is showing instead of the screen asked for. */
export type SignInNotice = 'expired' | 'signedOut';

interface SessionState {
  /** The operator's session token, sent in CONSOLE_AUTH_HEADER; null when signed out. */
  token: string | null;
  /** A sentence the sign-in screen shows (the session ended), until the next sign-in. */
  notice: SignInNotice | null;
  /** Where to go back to after signing in again (the screen that found the session ended). */
  returnTo: string | null;
}

/** The console session of this tab. */
export const useSession = create<SessionState>(() => ({ token: readToken(), notice: null, returnTo: null }));

/** The token of this tab's session, for the request being sent. */
export function currentToken(): string | null {
  return useSession.getState().token;
}

/** Keeps a new session (sign-in or setup) and goes back to where the operator was, or home. */
export function startSession(token: string): void {
  writeToken(token);
  const { returnTo } = useSession.getState();
  useSession.setState({ token, notice: null, returnTo: null });
  navigate(returnTo ?? pathOf({ name: 'home' }), { replace: true });
}

/**
 * Forgets the session and shows the sign-in screen with a notice. An ended session remembers the
 * screen the operator was on, so signing in again returns there.
 */
export function endSession(notice: SignInNotice): void {
  writeToken(null);
  const { pathname, search } = window.location;
  useSession.setState({ token: null, notice, returnTo: notice === 'expired' ? pathname + search : null });
  navigate(pathOf({ name: 'signIn' }), { replace: true });
}
