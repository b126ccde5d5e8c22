import { Suspense } from 'react';
import { useAlerts } from '../lib/alerts.ts';
import { lazyWithRetry, usePreload } from '../lib/lazyWithRetry.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// The dialog (MUI Modal, Button) is not in the first script but downloaded right after the app
// mounts, so an alert raised while offline (session ended, storage full) can still show.
const GlobalAlertDialog = lazyWithRetry(() =>
  import('./GlobalAlertDialog.tsx').then((module) => module.default),
);

/** Shows the queued global alerts (server messages, storage trouble, session ended) one at a time. */
export function GlobalAlert() {
  usePreload(GlobalAlertDialog);
  const current = useAlerts((state) => state.queue[0]);
  if (!current) return null;
  return (
    <ErrorBoundary place="overlay">
      <Suspense fallback={null}>
        <GlobalAlertDialog alert={current} />
      </Suspense>
    </ErrorBoundary>
  );
}
