import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../../test/fake-api.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import { payableOf } from '../../../../test/supplier-fixture.ts';
import type { Payable, PayablesAgeing } from '../api/supplier-payments-api.ts';

/*
 * What is owed to suppliers, over the typed fake API: the payables due (soonest first, the
 * overdue in red, filtered by supplier and by Overdue or Due this week in the address) and
 * their ageing per supplier and currency with the totals per currency.
 */

const ROWS = [
  payableOf({ id: 1 }),
  payableOf({
    id: 2,
    supplier: { id: 5, name: 'Tea Valley Resort Munnar' },
    kind: 'tours',
    service: 'Munnar Tea Trail',
    currency: 'INR',
    amount: '95000.00',
    paid: '45000.00',
    open: '50000.00',
    due_date: '2026-11-24',
    days_overdue: -4,
  }),
];

const pageOf = (rows: Payable[]) => ({
  success: true as const,
  data: rows,
  current_page: 1,
  last_page: 1,
  total: rows.length,
  per_page: 20,
});

const SUPPLIERS: Answers['GET /suppliers/list'] = {
  success: true,
  data: [
    { id: 9, name: 'Desert Routes Dubai', code: 'SUP-0009', kind: 'dmc', currency: 'AED' },
    { id: 5, name: 'Tea Valley Resort Munnar', code: 'SUP-0005', kind: 'hotel', currency: 'INR' },
  ],
};

/** A select's input (its dropdown's list is labelled by the same label). */
const inputOf = (label: RegExp) =>
  screen.queryAllByLabelText(label).find((el) => el.tagName === 'INPUT') ?? null;

describe('payables due', () => {
  it('lists what is owed soonest due first, the overdue in red, each linked to its file and supplier', async () => {
    renderRoute('/payables', {
      user: userOf('staff'),
      answers: { 'GET /payables': pageOf(ROWS), 'GET /suppliers/list': SUPPLIERS },
    });
    const table = await screen.findByRole('table', { name: 'Payables due' });
    await within(table).findByText('Munnar Tea Trail');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [late, soon] = rows as [HTMLElement, HTMLElement];
    expect(within(late).getByRole('link', { name: 'TF-2026-0301' })).toHaveAttribute(
      'href',
      '/bookings/301',
    );
    expect(within(late).getByRole('link', { name: 'Desert Routes Dubai' })).toHaveAttribute(
      'href',
      '/suppliers/9',
    );
    const overdue = within(late).getByText('2 days overdue');
    expect(overdue).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(late).toHaveTextContent(/AED\s12,000\.00.*—.*AED\s12,000\.00/);
    expect(within(soon).queryByText(/overdue/)).toBeNull();
    // A part-paid service: its amount, what is paid, what is still open.
    expect(soon).toHaveTextContent(/₹95,000\.00\s*₹45,000\.00\s*₹50,000\.00/);
  });

  it('filters by Overdue, Due this week and supplier, in the address', async () => {
    const { api } = renderRoute('/payables?due=week', {
      answers: {
        'GET /payables': ({ query }) =>
          pageOf(query.get('due') === 'overdue' ? ROWS.slice(0, 1) : ROWS),
        'GET /suppliers/list': SUPPLIERS,
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payables due' });
    await within(table).findByText('Munnar Tea Trail');
    expect(api.callsTo('GET /payables')[0]!.query.get('due')).toBe('week');
    expect(inputOf(/^Due/)).toHaveValue('Due this week');

    await user.click(inputOf(/^Due/)!);
    await user.click(await screen.findByRole('option', { name: 'Overdue', hidden: true }));
    await waitFor(() => expect(within(table).queryByText('Munnar Tea Trail')).toBeNull());
    expect(api.callsTo('GET /payables').at(-1)!.query.get('due')).toBe('overdue');

    await user.click(inputOf(/^Supplier/)!);
    await user.click(
      await screen.findByRole('option', { name: 'Desert Routes Dubai', hidden: true }),
    );
    await waitFor(() => {
      const last = api.callsTo('GET /payables').at(-1)!.query;
      expect([last.get('due'), last.get('supplier_id')]).toEqual(['overdue', '9']);
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      const last = api.callsTo('GET /payables').at(-1)!.query;
      expect([last.get('due'), last.get('supplier_id')]).toEqual([null, null]);
    });
  });
});

const AGEING: PayablesAgeing = {
  as_of: '2026-11-20',
  rows: [
    {
      supplier: { id: 9, name: 'Desert Routes Dubai' },
      currency: 'AED',
      buckets: {
        current: '5500.00',
        '0-30': '12000.00',
        '31-60': '0.00',
        '61-90': '0.00',
        '90+': '2000.00',
      },
      total: '19500.00',
    },
    {
      supplier: { id: 5, name: 'Tea Valley Resort Munnar' },
      currency: 'INR',
      buckets: {
        current: '50000.00',
        '0-30': '0.00',
        '31-60': '25000.00',
        '61-90': '0.00',
        '90+': '0.00',
      },
      total: '75000.00',
    },
  ],
  totals: [
    {
      currency: 'AED',
      buckets: {
        current: '5500.00',
        '0-30': '12000.00',
        '31-60': '0.00',
        '61-90': '0.00',
        '90+': '2000.00',
      },
      total: '19500.00',
    },
    {
      currency: 'INR',
      buckets: {
        current: '50000.00',
        '0-30': '0.00',
        '31-60': '25000.00',
        '61-90': '0.00',
        '90+': '0.00',
      },
      total: '75000.00',
    },
  ],
};

describe('payables ageing', () => {
  it('opens from its link and shows each supplier and currency by days past due, with totals per currency', async () => {
    renderRoute('/payables', {
      answers: {
        'GET /payables': pageOf(ROWS),
        'GET /payables/ageing': { success: true, data: AGEING },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Payables due' });
    const views = screen.getByRole('navigation', { name: 'Payables views' });
    expect(within(views).getByRole('link', { name: 'Due' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(views).getByRole('link', { name: 'Ageing' }));

    const table = await screen.findByRole('table', { name: 'Payables ageing' });
    expect(
      within(screen.getByRole('navigation', { name: 'Payables views' })).getByRole('link', {
        name: 'Ageing',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Supplier',
      'Currency',
      'Not yet due',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      '90+ days',
      'Total',
    ]);
    const dubai = await within(table).findByRole('row', { name: /Desert Routes Dubai/ });
    const cells = within(dubai)
      .getAllByRole('cell')
      .map((c) => c.textContent?.replace(/\s+/g, ' '));
    expect(cells).toEqual([
      'Desert Routes Dubai',
      'AED',
      'AED 5,500.00',
      'AED 12,000.00',
      '—',
      '—',
      'AED 2,000.00',
      'AED 19,500.00',
    ]);
    // Each supplier opens its payables due.
    expect(within(dubai).getByRole('link')).toHaveAttribute('href', '/payables?supplier_id=9');
    // Past due in red, not yet due not.
    expect(within(dubai).getByText(/12,000\.00/)).toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
    expect(within(dubai).getByText(/5,500\.00/)).not.toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
    expect(within(table).getByRole('row', { name: 'Total in INR' })).toHaveTextContent(
      /Total\s*INR\s*₹50,000\.00\s*—\s*₹25,000\.00\s*—\s*—\s*₹75,000\.00/,
    );
    expect(within(table).getByRole('row', { name: 'Total in AED' })).toHaveTextContent(
      /AED\s19,500\.00$/,
    );
  });

  it('says when nothing is owed', async () => {
    renderRoute('/payables/ageing', {
      answers: {
        'GET /payables/ageing': {
          success: true,
          data: { as_of: '2026-11-20', rows: [], totals: [] },
        },
      },
    });
    expect(await screen.findByText('Nothing is owed to suppliers')).toBeInTheDocument();
  });
});
