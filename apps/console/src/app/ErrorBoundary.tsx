import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import i18next from 'i18next';
import { Component, type ReactNode, useEffect } from 'react';

// How browsers and Vite word a dynamic import that could not be downloaded.
const DOWNLOAD_FAILURE =
  /dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk \S+ failed/i;

/** How often a page whose code could not be downloaded asks whether the server answers again. */
export const DOWNLOAD_PROBE_MS = 5_000;

/** True when the error means a screen's code could not be downloaded (offline, server restarting). */
export function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && DOWNLOAD_FAILURE.test(error.message);
}

/**
 * Reloads the page once the console's own address answers again: at once when the browser says it is
 * back online, and by a probe every few seconds for a server that restarted while the network stayed
 * up. React keeps a failed lazy import failed for good, so a fresh page is how the screen comes back;
 * the session survives it (it is kept in sessionStorage).
 */
function ReloadWhenReachable() {
  useEffect(() => {
    let stopped = false;
    const probe = async () => {
      try {
        const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
        if (answer.ok && !stopped) window.location.reload();
      } catch {
        // Still unreachable: the next probe tries again.
      }
    };
    const timer = setInterval(() => void probe(), DOWNLOAD_PROBE_MS);
    const online = () => void probe();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}

interface BoundaryProps {
  /** `page` fills the window (the last net); `screen` takes a screen's place inside the layout. */
  place?: 'page' | 'screen';
  children: ReactNode;
}

/**
 * A screen that fails while rendering shows a sentence with a reload, never a blank page; a screen
 * whose download failed says so and comes back by itself once the server answers. Around a screen
 * the navigation stays usable. What failed goes to the browser's console.
 */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('the console failed to render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const download = isDownloadFailure(this.state.error);
    return (
      <Box
        sx={
          this.props.place === 'screen'
            ? { py: 2 }
            : { minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }
        }
      >
        {download && <ReloadWhenReachable />}
        <Alert
          severity={download ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {i18next.t('actions.reload')}
            </Button>
          }
        >
          {i18next.t(download ? 'failure.download' : 'failure.render')}
        </Alert>
      </Box>
    );
  }
}
