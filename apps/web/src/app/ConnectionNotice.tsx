import { Suspense, useState } from 'react';
import { lazyWithRetry, usePreload } from '../lib/lazyWithRetry.tsx';
import { selectShowConnectionNotice, useConnection } from '../lib/socket/connection.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// Not in the first script, but downloaded right after the app mounts: it is needed exactly when the
// network is gone, too late to fetch it then.
const ConnectionSnackbar = lazyWithRetry(() =>
  import('./ConnectionSnackbar.tsx').then((module) => module.default),
);

/** A snackbar while the socket is reconnecting or disconnected (hidden during a deliberate reset). */
export function ConnectionNotice() {
  usePreload(ConnectionSnackbar);
  const show = useConnection(selectShowConnectionNotice);
  const [needed, setNeeded] = useState(show);
  // Once shown, the snackbar stays mounted so that hiding it plays its exit transition.
  if (show && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <ErrorBoundary place="overlay">
      <Suspense fallback={null}>
        <ConnectionSnackbar open={show} />
      </Suspense>
    </ErrorBoundary>
  );
}
