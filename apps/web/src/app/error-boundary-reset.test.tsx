import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from './providers.tsx';
import { ErrorBoundary, errorTexts } from './error-boundary.tsx';

/** A page that breaks on one query value, as /day-plans?date=hello did. */
function DayPlans() {
  const [params] = useSearchParams();
  if (params.get('date') === 'hello') throw new Error('Invalid time value');
  return <h2>Daily Operations Plan</h2>;
}

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/day-plans">Day Plans</Link>
      </nav>
      <ErrorBoundary scope="page" resetKey={pathname}>
        <Routes>
          <Route path="/day-plans" element={<DayPlans />} />
        </Routes>
      </ErrorBoundary>
    </>
  );
}

describe('the page error boundary', () => {
  it('clears on a navigation to the same path (the menu link), not only on a new path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Providers client={createQueryClient()}>
        <MemoryRouter initialEntries={['/day-plans?date=hello']}>
          <Shell />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByText(errorTexts.page.crash.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Day Plans' }));
    expect(await screen.findByRole('heading', { name: 'Daily Operations Plan' })).toBeVisible();
    expect(screen.queryByText(errorTexts.page.crash.title)).toBeNull();
  });
});
