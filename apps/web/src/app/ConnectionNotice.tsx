import { lazy, Suspense, useState } from 'react';
import { selectShowConnectionNotice, useConnection } from '../lib/socket/connection.ts';

// The snackbar is fetched the first time the connection drops, not with the first script.
const ConnectionSnackbar = lazy(() => import('./ConnectionSnackbar.tsx'));

/** A snackbar while the socket is reconnecting or disconnected (hidden during a deliberate reset). */
export function ConnectionNotice() {
  const show = useConnection(selectShowConnectionNotice);
  const [needed, setNeeded] = useState(show);
  // Once shown, the snackbar stays mounted so that hiding it plays its exit transition.
  if (show && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionSnackbar open={show} />
    </Suspense>
  );
}
