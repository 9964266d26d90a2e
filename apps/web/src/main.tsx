import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { installPopstateGuard } from './lib/popstate-guard.ts';

// Before the router's own listener: a form with unsaved changes can stop a Back.
installPopstateGuard();
const client = createQueryClient();
preloadRoute(window.location.pathname);

// The first render as a transition: React builds the shell in slices of a few ms instead of
// one long task that holds the main thread (decision 061).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
