import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx';

/** The verification tab (also the front page's verification section), downloaded when it is first shown. */
export const VerificationPanel = lazyWithRetry(() =>
  import('./VerificationPanel.tsx').then((module) => module.default),
);
