import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after this long. Lazy panels load their chunk on first render, which on a
// loaded two-core CI machine has taken over the 1 s default, and a slider test solving two proofs of
// work beside the whole suite took over 5 s; the ceiling only matters on failure.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A test that navigated leaves its address; the next one starts at the root like a fresh page.
  window.history.replaceState(null, '', '/');
});
