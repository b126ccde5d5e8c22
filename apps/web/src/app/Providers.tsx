import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { BrandConfig } from '@switchboard/protocol';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { createBrandTheme } from './theme.ts';

/** Server-data cache and the brand's theme around the whole app. */
export function Providers({
  brand,
  queryClient,
  children,
}: {
  brand: BrandConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
