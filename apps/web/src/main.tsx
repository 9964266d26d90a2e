import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';

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
