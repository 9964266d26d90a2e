import type {
  PayablesAgeingReport,
  SupplierMarginReport,
  UnconfirmedServicesReport,
} from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

/**
 * The supplier reports on the report page, as the whole app over the typed fake API: the
 * period from the address sent on, the chart's text alternative, the table with its total and
 * links, the paged footer, and the unconfirmed services within the week marked in words.
 */
const margin = (o: Partial<SupplierMarginReport> = {}): SupplierMarginReport => ({
  from: '2025-04',
  to: '2025-05',
  currency: 'INR',
  rows: [
    {
      supplier: { id: 7, code: 'SUP-0007', name: 'Marina Bay Hotel' },
      lines: 2,
      files: 2,
      sale: '114448.80',
      cost: '72900.00',
      margin: '41548.80',
      margin_percent: '36.30',
    },
    {
      supplier: { id: 8, code: 'SUP-0008', name: 'Free Walks' },
      lines: 1,
      files: 1,
      sale: '0.00',
      cost: '0.00',
      margin: '0.00',
      margin_percent: null,
    },
  ],
  totals: {
    lines: 3,
    files: 2,
    sale: '114448.80',
    cost: '72900.00',
    margin: '41548.80',
    margin_percent: '36.30',
  },
  files_without_line_costs: 1,
  current_page: 1,
  last_page: 2,
  total: 22,
  ...o,
});

describe('margin by supplier', () => {
  it('reads the period in the address and shows the margins, their total and the chart in words', async () => {
    const { api } = renderRoute('/reports/supplier-margin?from=2025-04&to=2025-05', {
      user: userOf('manager'),
      answers: { 'GET /reports/supplier-margin': { success: true, data: margin() } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Margin by supplier' });
    const table = await screen.findByRole('table', { name: 'Margin by supplier' });
    await within(table).findByText('Free Walks (SUP-0008)');
    const hotel = within(table).getByRole('row', { name: /Marina Bay Hotel/ });
    expect(hotel).toHaveTextContent('₹1,14,448.80');
    expect(hotel).toHaveTextContent('₹41,548.80');
    expect(hotel).toHaveTextContent('36.30%');
    expect(
      within(hotel).getByRole('link', { name: 'Marina Bay Hotel (SUP-0007)' }),
    ).toHaveAttribute('href', '/suppliers/7');
    // No sale: no percent to give.
    expect(within(table).getByRole('row', { name: /Free Walks/ })).toHaveTextContent('—');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹72,900.00');
    expect(screen.getByText(/1 file has no line costs/)).toBeInTheDocument();
    expect(screen.getByText('22 suppliers', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('2025-04 to 2025-05')).toBeInTheDocument();
    const chart = await screen.findByTestId('report-chart');
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!)!;
    expect(summary).toHaveTextContent(
      'Marina Bay Hotel: Sale Amount ₹1,14,448.80, Purchase ₹72,900.00, Margin ₹41,548.80.',
    );
    const sent = api.callsTo('GET /reports/supplier-margin')[0]!.query;
    expect([sent.get('from'), sent.get('to')]).toEqual(['2025-04', '2025-05']);
  });

  it('is in the Reports menu with the other supplier reports', async () => {
    renderRoute('/reports/supplier-margin', {
      user: userOf('manager'),
      answers: { 'GET /reports/supplier-margin': { success: true, data: margin() } },
    });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, to] of [
      ['Margin by supplier', '/reports/supplier-margin'],
      ['Margin by service', '/reports/service-margin'],
      ['Top suppliers', '/reports/top-suppliers'],
      ['Unconfirmed services', '/reports/unconfirmed-services'],
      ['Payables ageing', '/reports/payables-ageing'],
    ])
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', to);
    await userEvent.click(within(menu).getByRole('link', { name: 'Top suppliers' }));
    await screen.findByRole('heading', { level: 2, name: 'Top suppliers by cost' });
  });
});

const service = (
  o: Partial<UnconfirmedServicesReport['rows'][number]>,
): UnconfirmedServicesReport['rows'][number] => ({
  booking: { id: 41, file_number: 'TF-2026-0041' },
  guest_name: 'Arun Menon',
  kind: 'accommodations',
  line_id: 1,
  service: 'Marina Bay Hotel',
  travel_date: '2026-12-03',
  days_to_travel: 3,
  soon: true,
  service_state: 'to_request',
  supplier: { id: 7, code: 'SUP-0007', name: 'Marina Bay Hotel' },
  cost: '3000.00',
  cost_currency: 'AED',
  ...o,
});

describe('unconfirmed services', () => {
  it('lists them soonest first, those within the week said so in red, each linking to its file', async () => {
    const data: UnconfirmedServicesReport = {
      from: '2026-11',
      to: '2027-10',
      as_of: '2026-11-30',
      rows: [
        service({}),
        service({
          line_id: 2,
          kind: 'tours',
          service: 'Old Dubai walk',
          travel_date: '2026-12-09',
          days_to_travel: 9,
          soon: false,
          service_state: 'changed',
          supplier: null,
          cost: null,
          cost_currency: null,
        }),
        service({ line_id: 3, travel_date: null, days_to_travel: null, soon: false }),
      ],
      months: [{ month: '2026-12', to_request: 1, requested: 0, changed: 1 }],
      totals: { services: 3, soon: 1, to_request: 2, requested: 0, changed: 1 },
      current_page: 1,
      last_page: 1,
      total: 3,
    };
    renderRoute('/reports/unconfirmed-services', {
      user: userOf('manager'),
      answers: { 'GET /reports/unconfirmed-services': { success: true, data } },
    });
    const table = await screen.findByRole('table', { name: 'Unconfirmed services' });
    await within(table).findByText('No date');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('In 3 days · within 7 days');
    expect(within(rows[0]!).getByText(/within 7 days/)).toHaveStyle({
      color: 'var(--mantine-color-red-8)',
    });
    expect(rows[0]).toHaveTextContent('AED');
    expect(rows[0]).toHaveTextContent('To request');
    expect(within(rows[0]!).getByRole('link', { name: 'TF-2026-0041' })).toHaveAttribute(
      'href',
      '/bookings/41',
    );
    expect(rows[1]).toHaveTextContent('In 9 days');
    expect(rows[1]).not.toHaveTextContent('within');
    expect(rows[1]).toHaveTextContent('Changed');
    expect(rows[2]).toHaveTextContent('No date');
    const chart = await screen.findByTestId('report-chart');
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!)!;
    expect(summary).toHaveTextContent('2026-12: To request 1, Requested 0, Changed 1.');
  });
});

describe('payables ageing', () => {
  const buckets = (current: string, d30: string, d60: string, d90: string, over: string) => ({
    current,
    '0-30': d30,
    '31-60': d60,
    '61-90': d90,
    '90+': over,
  });
  const data: PayablesAgeingReport = {
    as_of: '2026-11-30',
    rows: [
      {
        supplier: { id: 7, name: 'Marina Bay Hotel' },
        currency: 'AED',
        buckets: buckets('0.00', '0.00', '3000.00', '0.00', '800.00'),
        total: '3800.00',
      },
      {
        supplier: { id: 9, name: 'Kerala Guides' },
        currency: 'INR',
        buckets: buckets('113500.00', '0.00', '0.00', '0.00', '0.00'),
        total: '113500.00',
      },
    ],
    totals: [
      {
        currency: 'AED',
        buckets: buckets('0.00', '0.00', '3000.00', '0.00', '800.00'),
        total: '3800.00',
      },
      {
        currency: 'INR',
        buckets: buckets('113500.00', '0.00', '0.00', '0.00', '0.00'),
        total: '113500.00',
      },
    ],
  };

  it('is as of today, each supplier and currency by days past due, with every currency’s total and the chart in words', async () => {
    renderRoute('/reports/payables-ageing', {
      user: userOf('manager'),
      answers: { 'GET /reports/payables-ageing': { success: true, data } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Payables ageing' });
    const table = await screen.findByRole('table', { name: 'Payables ageing' });
    const header = within(table).getAllByRole('row')[0]!;
    for (const h of ['Supplier', 'Currency', 'Not yet due', '0–30 days', '90+ days', 'Total'])
      expect(within(header).getByText(h)).toBeInTheDocument();
    const hotel = await within(table).findByRole('row', { name: /Marina Bay Hotel/ });
    expect(hotel).toHaveTextContent('AED');
    expect(hotel).toHaveTextContent(/3,000\.00/);
    expect(within(hotel).getByRole('link', { name: 'Marina Bay Hotel' })).toHaveAttribute(
      'href',
      '/suppliers/7',
    );
    expect(within(table).getByRole('row', { name: /Kerala Guides/ })).toHaveTextContent(
      '₹1,13,500.00',
    );
    expect(within(table).getByRole('row', { name: /^Total AED/ })).toHaveTextContent(/3,800\.00/);
    expect(within(table).getByRole('row', { name: /^Total INR/ })).toHaveTextContent(
      '₹1,13,500.00',
    );
    // No period to choose: it is as of today.
    expect(screen.getByText('As of 2026-11-30')).toBeInTheDocument();
    expect(screen.queryByLabelText('From month')).not.toBeInTheDocument();
    expect(screen.getByText(/never converted/)).toBeInTheDocument();
    const chart = await screen.findByTestId('report-chart');
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!)!;
    expect(summary).toHaveTextContent('Not yet due: AED 0.00, INR 1,13,500.00.');
    expect(summary).toHaveTextContent('90+ days: AED 800.00, INR 0.00.');
  });
});
