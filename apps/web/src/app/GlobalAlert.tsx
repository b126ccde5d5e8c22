import { lazy, Suspense } from 'react';
import { useAlerts } from '../lib/alerts.ts';

// The dialog (MUI Modal, Button) is fetched on the first alert, not with the first script.
const GlobalAlertDialog = lazy(() => import('./GlobalAlertDialog.tsx'));

/** Shows the queued global alerts (server messages, storage trouble, session ended) one at a time. */
export function GlobalAlert() {
  const current = useAlerts((state) => state.queue[0]);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <GlobalAlertDialog alert={current} />
    </Suspense>
  );
}
