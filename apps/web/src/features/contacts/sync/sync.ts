import { onLogout } from '../../../lib/session.ts';
import { fetchAddressBookChanges } from '../api/contactsApi.ts';
import { useContacts } from '../state/contactsStore.ts';
import { clearContactsCache, readContactsCache, writeContactsCache } from './cache.ts';

const PERSIST_DELAY_MS = 300;

let generation = 0;
let inFlight: Promise<void> | null = null;
let persistTimer: ReturnType<typeof setTimeout> | undefined;

/** Fills a store that has not loaded yet from the local cache (a new page load). */
export function hydrateContacts(): void {
  const state = useContacts.getState();
  if (state.loaded || Object.keys(state.byId).length > 0) return;
  const cached = readContactsCache();
  if (!cached) return;
  useContacts.setState({ byId: cached.byId, syncedUntil: cached.syncedUntil, loaded: true });
}

/**
 * Loads every address book change after the stored timestamp (contacts and tombstones) and applies
 * it; concurrent callers share one load. Rejects when the server cannot be reached.
 */
export function syncContacts(): Promise<void> {
  if (inFlight) return inFlight;
  hydrateContacts();
  const mine = generation;
  const run = (async () => {
    try {
      const entries = await fetchAddressBookChanges(useContacts.getState().syncedUntil);
      if (mine !== generation) return;
      const store = useContacts.getState();
      store.applyChanges(entries);
      store.setLoaded(true);
    } finally {
      if (mine === generation) inFlight = null;
    }
  })();
  inFlight = run;
  return run;
}

function schedulePersist(): void {
  clearTimeout(persistTimer);
  persistTimer = setTimeout(() => {
    const { byId, syncedUntil, loaded } = useContacts.getState();
    if (loaded) writeContactsCache(byId, syncedUntil);
  }, PERSIST_DELAY_MS);
}

// Every change of the loaded address book (sync, save, delete, import) is mirrored to the cache.
useContacts.subscribe((state, previous) => {
  if (!state.loaded) return;
  if (state.byId !== previous.byId || state.syncedUntil !== previous.syncedUntil || !previous.loaded) {
    schedulePersist();
  }
});

/** Forgets the address book and its cache (logout, and tests). */
export function resetContactsSync(): void {
  generation += 1;
  inFlight = null;
  clearTimeout(persistTimer);
  useContacts.getState().reset();
  clearContactsCache();
}

onLogout(resetContactsSync);
