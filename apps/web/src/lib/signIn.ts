import { queryKeys } from './api/keys.ts';
import { getAppQueryClient } from './api/queryClientRef.ts';
import { useRuntime } from './runtime.ts';

/** The address's query field that turns front-page mode on (docs/adr/0005). */
export const FRONT_PAGE_PARAM = 'front';

/**
 * Leaves front-page mode for this app's own sign-in: the login form, or the shell when a session
 * is stored. The query field goes too, so a reload stays there. Every front-page action that needs
 * an account, and a 100023 answer to a visitor, comes here.
 */
export function openSignIn(): void {
  // What the server answered a visitor for calls that also list one's own numbers (the number
  // options) must not stand in for the signed-in answer.
  getAppQueryClient()?.removeQueries({ queryKey: queryKeys.verificationNumbers });
  const url = new URL(window.location.href);
  if (url.searchParams.has(FRONT_PAGE_PARAM)) {
    url.searchParams.delete(FRONT_PAGE_PARAM);
    window.history.replaceState(null, '', url);
  }
  useRuntime.getState().setFront(false);
}
