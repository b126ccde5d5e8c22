import { Suspense } from 'react';
import { SearchDialog } from './lazy.ts';
import { useSearchDialog } from './searchStore.ts';

/** Where the shell shows the search dialog: nothing is downloaded until it first opens. */
export function SearchDialogHost() {
  const open = useSearchDialog((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}
