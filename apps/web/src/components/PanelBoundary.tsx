import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PanelError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Typography>{t('error.panel')}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </Box>
  );
}

/** Keeps one broken panel (e.g. a chunk that failed to download) from blanking the whole shell. */
export class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('panel crashed', error);
  }

  override render() {
    if (this.state.failed) return <PanelError onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
