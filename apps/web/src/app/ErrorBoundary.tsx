import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, isChunkLoadError } from '../lib/lazyWithRetry.tsx';
import { useConnection } from '../lib/socket/connection.ts';

/**
 * Where the boundary sits: `page` fills the window, `panel` fills a tab's panel, `overlay` guards a
 * notice or dialog laid over the page and shows nothing of its own when it fails.
 */
export type BoundaryPlace = 'page' | 'panel' | 'overlay';

/** Calls `retry` when the browser comes back online or the socket connects again. */
function useRetryWhenBack(retry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', retry);
    const offConnection = useConnection.subscribe((state, previous) => {
      if (state.status === 'connected' && previous.status !== 'connected') retry();
    });
    return () => {
      window.removeEventListener('online', retry);
      offConnection();
    };
  }, [retry]);
}

const retryButtonSx: SxProps<Theme> = {
  typography: 'button',
  px: 2,
  py: 0.75,
  borderRadius: 1,
  border: 1,
  borderColor: 'primary.main',
  color: 'primary.main',
  bgcolor: 'transparent',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
};

interface NoticeProps {
  place: BoundaryPlace;
  /** True when code could not be downloaded, false for any other failure. */
  chunk: boolean;
  onRetry: () => void;
}

function FailureNotice({ place, chunk, onRetry }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        flex: 1,
        minHeight: place === 'page' ? '100vh' : undefined,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Box component="p" sx={{ m: 0, typography: 'body1' }}>
        {chunk ? t('error.chunk') : t('error.panel')}
      </Box>
      {/* A plain button styled like MUI's outlined one: MUI's Button would add ButtonBase and its ripple to the first script. */}
      <Box component="button" type="button" onClick={onRetry} sx={retryButtonSx}>
        {t('error.retry')}
      </Box>
    </Box>
  );
}

/** Code that could not be downloaded: a notice with Retry, which also retries by itself once the network is back. */
function ChunkFailure({ place, onRetry }: Omit<NoticeProps, 'chunk'>) {
  useRetryWhenBack(onRetry);
  if (place === 'overlay') return null;
  return <FailureNotice place={place} chunk onRetry={onRetry} />;
}

interface BoundaryProps {
  place: BoundaryPlace;
  children: ReactNode;
}

/**
 * Keeps a failure in one part of the app from blanking the page: a chunk that failed to download
 * shows a retry notice in the user's language (and retries on reconnect), anything else a plain
 * one with Retry. Everything it renders is in the first script, so it works offline.
 */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.place} failed`, error);
  }

  private readonly retry = () => {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) error.retry();
    this.setState({ error: null, failed: false });
  };

  override render() {
    const { failed, error } = this.state;
    const { place, children } = this.props;
    if (!failed) return children;
    if (isChunkLoadError(error)) return <ChunkFailure place={place} onRetry={this.retry} />;
    if (place === 'overlay') return null;
    return <FailureNotice place={place} chunk={false} onRetry={this.retry} />;
  }
}
