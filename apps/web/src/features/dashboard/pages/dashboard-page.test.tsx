import type { TodayPanel } from '@app/contract';
import { PAYABLES_DUE_DAYS, UNCONFIRMED_SOON_DAYS } from '@app/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';

/** The Today panel's lists over the typed fake API: here its services not confirmed. */

const TITLE = `Services not confirmed, next ${UNCONFIRMED_SOON_DAYS} days`;
const panel = (o: Partial<TodayPanel> = {}) => ({
  success: true as const,
  data: { date: '2026-11-20', tomorrow: '2026-11-21', ...o },
});
const COUNTERS = { success: true as const, data: [] };

const section = () => screen.findByRole('region', { name: TITLE });

describe("Today's services not confirmed", () => {
  it('lists each service by its file, linked to the booking, and its title opens the bookings filtered', async () => {
    const { api } = renderRoute('/dashboard', {
      answers: {
        'GET /dashboard/today': COUNTERS,
        'GET /today': panel({
          unconfirmed_services: {
            total: 2,
            items: [
              {
                booking_id: 301,
                file_number: 'TF-2026-0301',
                guest_name: 'Anil Menon',
                kind: 'accommodations',
                line_id: 11,
                service: 'Marina Heights Dubai',
                service_date: '2026-11-22',
                service_state: 'requested',
                supplier: { id: 9, name: 'Desert Routes Dubai' },
              },
              {
                booking_id: 302,
                file_number: 'TF-2026-0302',
                guest_name: 'Priya Nair',
                kind: 'tours',
                line_id: 12,
                service: 'Desert Safari',
                service_date: '2026-11-24',
                service_state: 'to_request',
                supplier: null,
              },
            ],
          },
        }),
      },
    });
    const list = await section();
    const first = within(list).getByRole('link', { name: 'TF-2026-0301 · Marina Heights Dubai' });
    expect(first).toHaveAttribute('href', '/bookings/301');
    expect(first.closest('li')).toHaveTextContent('Requested 22 Nov 2026 · Desert Routes Dubai');
    expect(first.closest('li')).toHaveTextContent('Not confirmed');
    const second = within(list).getByRole('link', { name: 'TF-2026-0302 · Desert Safari' });
    expect(second).toHaveAttribute('href', '/bookings/302');
    expect(second.closest('li')).toHaveTextContent('To request 24 Nov 2026 · No supplier');
    expect(within(list).getByText('2')).toBeInTheDocument();

    // The title is the full list: the bookings with the Services filter applied.
    const title = within(list).getByRole('link', { name: TITLE });
    expect(title).toHaveAttribute('href', '/bookings?services=unconfirmed');
    await userEvent.setup().click(title);
    await screen.findByRole('table', { name: 'Bookings' });
    const services = screen.getAllByLabelText('Services').find((el) => el.tagName === 'INPUT')!;
    await waitFor(() => expect(services).toHaveValue('Not confirmed'));
    await waitFor(() =>
      expect(api.callsTo('GET /bookings').at(-1)!.query.get('services')).toBe('unconfirmed'),
    );
  });

  it('says every service is confirmed when none is waiting', async () => {
    renderRoute('/dashboard', {
      answers: {
        'GET /dashboard/today': COUNTERS,
        'GET /today': panel({ unconfirmed_services: { total: 0, items: [] } }),
      },
    });
    const list = await section();
    expect(
      within(list).getByText(
        `Every service in the next ${UNCONFIRMED_SOON_DAYS} days is confirmed.`,
      ),
    ).toBeInTheDocument();
    expect(within(list).queryAllByRole('listitem')).toEqual([]);
    expect(within(list).getByText('0')).toBeInTheDocument();
  });

  it('is left out when the server does not send it (a user who may not see it)', async () => {
    renderRoute('/dashboard', {
      answers: {
        'GET /dashboard/today': COUNTERS,
        'GET /today': panel({ follow_ups: { total: 0, items: [] } }),
      },
    });
    await screen.findByRole('region', { name: 'Follow-ups due' });
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });
});

describe("Today's supplier payments due", () => {
  it('lists each payable by supplier and file, the overdue in red, each linking to its supplier', async () => {
    const { api } = renderRoute('/dashboard', {
      answers: {
        'GET /dashboard/today': COUNTERS,
        'GET /today': panel({
          payables_due: {
            total: 2,
            items: [
              {
                id: 1,
                supplier: { id: 7, name: 'FIVE Palm Jumeirah' },
                booking_id: 301,
                file_number: 'TF-2026-0301',
                service: 'FIVE Palm Jumeirah',
                currency: 'AED',
                amount: '17500.00',
                due_date: '2026-11-18',
              },
              {
                id: 2,
                supplier: { id: 8, name: 'Spice Tree Munnar' },
                booking_id: 302,
                file_number: 'TF-2026-0302',
                service: 'Spice Tree Munnar',
                currency: 'INR',
                amount: '30000.00',
                due_date: '2026-11-25',
              },
            ],
          },
        }),
      },
    });
    const list = await screen.findByRole('region', {
      name: `Supplier payments due in the next ${PAYABLES_DUE_DAYS} days`,
    });
    const overdue = within(list).getByRole('link', { name: 'FIVE Palm Jumeirah · TF-2026-0301' });
    expect(overdue).toHaveAttribute('href', '/suppliers/7');
    expect(overdue.closest('li')).toHaveTextContent('Overdue since 18 Nov 2026');
    const later = within(list).getByRole('link', { name: 'Spice Tree Munnar · TF-2026-0302' });
    expect(later.closest('li')).toHaveTextContent('Due 25 Nov 2026');

    // The title is the full list: Payables Due with Due this week chosen, the overdue included.
    const title = `Supplier payments due in the next ${PAYABLES_DUE_DAYS} days`;
    const link = within(list).getByRole('link', { name: title });
    expect(link).toHaveAttribute('href', '/payables?due=week');
    await userEvent.setup().click(link);
    await screen.findByRole('table', { name: 'Payables due' });
    const due = screen.getAllByLabelText('Due').find((el) => el.tagName === 'INPUT')!;
    await waitFor(() => expect(due).toHaveValue('Due this week'));
    await waitFor(() => expect(api.callsTo('GET /payables').at(-1)!.query.get('due')).toBe('week'));
  });
});

describe("Today's agents near their credit limit", () => {
  it('lists each agent with its figures, and its title opens the agents list filtered', async () => {
    const { api } = renderRoute('/dashboard', {
      answers: {
        'GET /dashboard/today': COUNTERS,
        'GET /today': panel({
          agents_near_credit_limit: {
            total: 1,
            items: [
              {
                agent: { id: 4, code: 'AG-0004', name: 'Skyline Travels' },
                currency: 'AED',
                credit_limit: '5000.00',
                outstanding: '7200.00',
              },
            ],
          },
        }),
      },
    });
    const title = 'Agents near their credit limit';
    const list = await screen.findByRole('region', { name: title });
    const agent = within(list).getByRole('link', { name: 'AG-0004 · Skyline Travels' });
    expect(agent).toHaveAttribute('href', '/agents/4');
    expect(agent.closest('li')).toHaveTextContent('Limit AED 5,000.00');

    // The title is the full list: the agents with the Credit filter applied, by the same rule.
    const link = within(list).getByRole('link', { name: title });
    expect(link).toHaveAttribute('href', '/agents?credit=near');
    await userEvent.setup().click(link);
    await screen.findByRole('table', { name: 'Agents' });
    const credit = screen.getAllByLabelText('Credit').find((el) => el.tagName === 'INPUT')!;
    await waitFor(() => expect(credit).toHaveValue('Near or over limit'));
    await waitFor(() =>
      expect(api.callsTo('GET /agents').at(-1)!.query.get('credit')).toBe('near'),
    );
  });
});
