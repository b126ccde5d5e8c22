import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx';

/** The search dialog, downloaded the first time it opens. */
export const SearchDialog = lazyWithRetry(() =>
  import('./SearchDialog.tsx').then((module) => module.SearchDialog),
);
