import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';
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

describe("the bookings list's Services filter", () => {
  /** The select's input (its dropdown's list is labelled by the same label). */
  const servicesInput = () =>
    screen.getAllByLabelText('Services').find((el) => el.tagName === 'INPUT')!;

  it('reads services=unconfirmed from the address, and sends it to the list and the cards', async () => {
    const { api } = renderRoute('/bookings?services=unconfirmed');
    await screen.findByRole('table', { name: 'Bookings' });
    await waitFor(() => expect(servicesInput()).toHaveValue('Not confirmed'));
    await waitFor(() => {
      expect(api.callsTo('GET /bookings').at(-1)!.query.get('services')).toBe('unconfirmed');
      expect(api.callsTo('GET /bookings/statistics').at(-1)!.query.get('services')).toBe(
        'unconfirmed',
      );
    });
  });

  it('shows All Services when blank, and Not confirmed filters the list', async () => {
    const { api } = renderRoute('/bookings');
    await screen.findByRole('table', { name: 'Bookings' });
    expect(servicesInput()).toHaveValue('All Services');
    expect(api.callsTo('GET /bookings').at(-1)!.query.has('services')).toBe(false);
    const user = userEvent.setup();
    await user.click(servicesInput());
    await user.click(await screen.findByRole('option', { name: 'Not confirmed', hidden: true }));
    await waitFor(() => {
      expect(api.callsTo('GET /bookings').at(-1)!.query.get('services')).toBe('unconfirmed');
      expect(api.callsTo('GET /bookings/statistics').at(-1)!.query.get('services')).toBe(
        'unconfirmed',
      );
    });
    expect(servicesInput()).toHaveValue('Not confirmed');
    // Back to every file (the first page, already read, is shown again from the cache).
    await user.click(servicesInput());
    await user.click(await screen.findByRole('option', { name: 'All Services', hidden: true }));
    await waitFor(() => expect(servicesInput()).toHaveValue('All Services'));
  });

  it('ignores a services value the server would refuse', async () => {
    const { api } = renderRoute('/bookings?services=maybe');
    await screen.findByRole('table', { name: 'Bookings' });
    expect(servicesInput()).toHaveValue('All Services');
    expect(api.callsTo('GET /bookings').every((c) => !c.query.has('services'))).toBe(true);
  });
});
