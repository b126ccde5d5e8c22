import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx';

/** The account tab, downloaded when it is first shown. */
export const AccountPanel = lazyWithRetry(() =>
  import('./AccountPanel.tsx').then((module) => module.default),
);
