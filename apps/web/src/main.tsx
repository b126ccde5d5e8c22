import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { ErrorBoundary } from './app/ErrorBoundary.tsx';
import { Providers } from './app/Providers.tsx';
import { shareColorSchemeAcrossTabs } from './lib/colorScheme.ts';
import { addEmojiFont } from './lib/emojiFont.ts';
import { registerServiceWorker } from './lib/serviceWorker.ts';
import { shareSessionAcrossTabs } from './lib/session.ts';

const boot = bootstrap();
// Colour emoji where the system has no emoji font.
addEmojiFont();
// For the page's whole life: a login, token refresh or logout in another tab applies here too.
shareSessionAcrossTabs();
// Likewise for the appearance chosen in the side bar.
shareColorSchemeAcrossTabs();
// The app shell offline: a reload without the server still opens the app on what it keeps.
registerServiceWorker();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <Providers brand={boot.brand} queryClient={boot.queryClient}>
      {/* The last net: whatever fails, the page shows a notice with Retry, never a blank window. */}
      <ErrorBoundary place="page">
        <App />
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
