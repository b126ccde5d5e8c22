import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { ErrorBoundary } from './app/ErrorBoundary.tsx';
import { initI18n } from './app/i18n.ts';
import { createQueryClient, Providers } from './app/Providers.tsx';
import { initialLanguage } from './lib/language.ts';

initI18n(initialLanguage());
const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
