import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils.tsx';
import BookingsPage from './bookings-page.tsx';

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
afterEach(() => vi.unstubAllGlobals());

function mockApi() {
  const fn = vi.fn((url: string) =>
    url.includes('/bookings/statistics')
      ? json({
          success: true,
          data: {
            currency: 'INR',
            total_bookings: 6,
            total_sale_amount: '3000.00',
            total_profit: '1200.00',
            total_balance_due: '1600.00',
            draft_bookings: 3,
            cancelled_bookings: 2,
          },
        })
      : json({ success: true, data: [], current_page: 1, last_page: 1, total: 0, per_page: 15 }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('the bookings list under the dashboard link', () => {
  it('carries balance=due to the list and the cards, and shows the filter chosen', async () => {
    const fetch = mockApi();
    renderWithApp(<BookingsPage />, { route: '/bookings?balance=due' });
    expect(await screen.findByLabelText('Balance', { selector: 'input' })).toHaveValue(
      'Balance Due',
    );
    await screen.findByText('(2 cancelled)');
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => /\/bookings\?.*balance=due/.test(u))).toBe(true);
    expect(urls.some((u) => /\/bookings\/statistics\?.*balance=due/.test(u))).toBe(true);
  });

  it('names each money card by its figure and says they leave drafts and cancelled files out', async () => {
    mockApi();
    renderWithApp(<BookingsPage />, { route: '/bookings' });
    expect(
      await screen.findByText(
        'Total Sale, Total Net Profit and Balance Due count confirmed and completed files only: they leave out 3 draft files and 2 cancelled files.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Total Net Profit')).toBeInTheDocument();
    expect(screen.queryByText('Total Profit')).toBeNull();
    // In the currency the answer names: files in any currency, added in rupees.
    expect(screen.getByText('₹3,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,600.00')).toBeInTheDocument();
  });
});
