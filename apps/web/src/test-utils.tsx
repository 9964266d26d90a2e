import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';

/** Render inside the app's providers and a router, as the app does (declarative routes). */
export function renderWithApp(ui: ReactElement, { route = '/' } = {}) {
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
