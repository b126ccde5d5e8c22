import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { BrandConfig } from '@switchboard/protocol';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useMemo } from 'react';
import { attachChatsCache } from '../lib/chatsCache.ts';
import { colorSchemeStorageManager, MODE_STORAGE_KEY } from '../lib/colorScheme.ts';
import { useUiLanguage } from '../lib/runtime.ts';
import { persisterOf, persistOptions } from './bootstrap.ts';
import { createBrandTheme } from './theme.ts';

/**
 * Server-data cache and the brand's theme (with MUI's texts in the interface language) around the
 * whole app. The theme shows the scheme the side-bar switch chose (the system's when it says so);
 * the provider reads the choice from its store in the first render, so the first paint is already
 * in that scheme. The app's query client is restored from and saved to its persister (IndexedDB)
 * when it has one; queries wait for the restore.
 */
export function Providers({
  brand,
  queryClient,
  children,
}: {
  brand: BrandConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const language = useUiLanguage();
  const theme = useMemo(() => createBrandTheme(brand, language), [brand, language]);
  // Before any child renders: the chats' background work (started by the shell) writes into it.
  attachChatsCache(queryClient);
  const persister = persisterOf(queryClient);
  const options = useMemo(() => (persister ? persistOptions(persister) : null), [persister]);
  const themed = (
    <ThemeProvider
      theme={theme}
      storageManager={colorSchemeStorageManager}
      modeStorageKey={MODE_STORAGE_KEY}
      noSsr
      disableTransitionOnChange
    >
      {/* enableColorScheme: scroll bars and native controls follow the scheme too. */}
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
  return options ? (
    <PersistQueryClientProvider client={queryClient} persistOptions={options}>
      {themed}
    </PersistQueryClientProvider>
  ) : (
    <QueryClientProvider client={queryClient}>{themed}</QueryClientProvider>
  );
}
