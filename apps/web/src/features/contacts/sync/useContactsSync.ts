import { useCallback, useEffect, useState } from 'react';
import { syncContacts } from './sync.ts';

/** State of the address book load started by opening the contacts tab. */
export interface ContactsSyncState {
  /** True while changes since the stored timestamp are being loaded. */
  loading: boolean;
  /** True when the last load failed. */
  failed: boolean;
  /** Loads again (after a failure). */
  retry: () => void;
}

/**
 * Loads address book changes since the stored timestamp when mounted (opening the contacts tab);
 * `loading` is true while that load runs. Pass false to skip loading (e.g. no session).
 */
export function useContactsSync(enabled = true): ContactsSyncState {
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    let active = true;
    setLoading(true);
    setFailed(false);
    syncContacts()
      .catch((error: unknown) => {
        console.warn('address book load failed', error);
        if (active) setFailed(true);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { loading, failed, retry };
}
