import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx';

/** The numbers tab, downloaded when it is first shown. */
export const NumbersPanel = lazyWithRetry(() =>
  import('./NumbersPanel.tsx').then((module) => module.default),
);
