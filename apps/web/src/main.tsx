import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { installPopstateGuard } from './lib/popstate-guard.ts';

// Before the router's own listener: a form with unsaved changes can stop a Back.
installPopstateGuard();
const client = createQueryClient();
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
