import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';

/**
 * Render inside the app's providers and a router, as the app does (declarative routes). The
 * providers are the render's wrapper, so `rerender(ui)` gives the same element new props. The
 * query client comes back with it, for a test that refreshes what a screen shows.
 */
export function renderWithApp(ui: ReactElement, { route = '/' } = {}) {
  const client = createQueryClient();
  const rendered = render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Providers client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </Providers>
    ),
  });
  return { ...rendered, client };
}
