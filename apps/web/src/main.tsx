import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { Providers } from './app/Providers.tsx';

const boot = bootstrap();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <Providers brand={boot.brand} queryClient={boot.queryClient}>
      <App />
    </Providers>
  </StrictMode>,
);
