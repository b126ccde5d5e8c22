import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useUiLanguage } from '../lib/language.ts';
import { createConsoleTheme } from './theme.ts';

/** A query client for the console: failures are shown with a retry button, never retried blindly. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

/** The server-data cache and the theme (with MUI's texts in the interface language) around the console. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useUiLanguage();
  const theme = useMemo(() => createConsoleTheme(language), [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
