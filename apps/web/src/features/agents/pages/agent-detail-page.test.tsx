import type { Agent, AgentStatement } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

/** The agent's statement on the agent's page, over the typed fake API. */

const AGENT: Agent = {
  id: 3,
  code: 'AG-0003',
  name: 'Malabar Holidays',
  company_name: 'Malabar Holidays Pvt Ltd',
  primary_mobile: '9847000003',
  secondary_mobile: null,
  primary_email: 'desk@malabar.example',
  secondary_email: null,
  address: null,
  city: 'Kochi',
  state: 'Kerala',
  country: 'India',
  pincode: null,
  gst_number: null,
  pan_number: null,
  commission_rate: '10.00',
  is_vendor: false,
  vendor_email: null,
  status: 'active',
  notes: null,
  created_at: '2026-10-01T09:00:00.000Z',
  enquiries: [],
};

const STATEMENT: AgentStatement = {
  currency: 'INR',
  agent: { id: 3, code: 'AG-0003', name: 'Malabar Holidays' },
  from: '2026-11-01',
  to: '2026-11-30',
  opening: '20000.00',
  billed: '100000.00',
  commission: '10000.00',
  debit: '90000.00',
  credit: '50000.00',
  closing: '60000.00',
  opening_by_currency: [{ currency: 'INR', amount: '20000.00' }],
  closing_by_currency: [
    { currency: 'INR', amount: '39600.00' },
    { currency: 'AED', amount: '900.00' },
  ],
  lines: [
    {
      entry_id: 71,
      entry_date: '2026-11-05',
      kind: 'billed',
      file: { id: 301, file_number: 'TF-2026-0301' },
      memo: 'File TF-2026-0301: confirmed',
      debit: '20400.00',
      credit: '0.00',
      running_balance: '40400.00',
      document: { currency: 'AED', amount: '900.00' },
    },
    {
      entry_id: 72,
      entry_date: '2026-11-12',
      kind: 'billed',
      file: { id: 302, file_number: 'TF-2026-0302' },
      memo: 'File TF-2026-0302: confirmed',
      debit: '69600.00',
      credit: '0.00',
      running_balance: '110000.00',
      document: { currency: 'INR', amount: '69600.00' },
    },
    {
      entry_id: 73,
      entry_date: '2026-11-20',
      kind: 'receipt',
      file: { id: 302, file_number: 'TF-2026-0302' },
      memo: 'Payment received',
      debit: '0.00',
      credit: '50000.00',
      running_balance: '60000.00',
      document: { currency: 'INR', amount: '-50000.00' },
    },
  ],
};

const answers = {
  'GET /agents/:id': { success: true as const, data: AGENT },
  'GET /agents/:id/statement': { success: true as const, data: STATEMENT },
};

describe("an agent's statement on the agent's page", () => {
  it('shows the opening, each line with its running balance, and the closing, for the period in the address', async () => {
    const { api } = renderRoute('/agents/3?from=2026-11-01&to=2026-11-30', { answers });
    const card = await screen.findByRole('region', { name: 'Statement' });
    const table = await within(card).findByRole('table', { name: 'Statement of Malabar Holidays' });
    const q = api.callsTo('GET /agents/:id/statement').at(-1)!;
    expect(q.path).toBe('/agents/3/statement');
    expect([q.query.get('from'), q.query.get('to')]).toEqual(['2026-11-01', '2026-11-30']);
    expect(card).toHaveTextContent('1 Nov 2026 to 30 Nov 2026 · amounts in INR');
    expect(within(card).getByLabelText('From Date')).toHaveValue('2026-11-01');
    expect(within(card).getByLabelText('To Date')).toHaveValue('2026-11-30');

    const rows = within(table).getAllByRole('row');
    // Header, opening, three lines, closing.
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent(/Opening balance\s*₹20,000\.00/);
    expect(rows[2]).toHaveTextContent('5 Nov 2026');
    expect(rows[2]).toHaveTextContent('Billed: File TF-2026-0301: confirmed');
    // A file in dirhams: its own amount under the line, the books' in rupees.
    expect(rows[2]).toHaveTextContent('AED 900.00');
    expect(rows[2]).toHaveTextContent(/₹20,400\.00\s*₹40,400\.00$/);
    expect(within(rows[2]!).getByRole('link', { name: 'TF-2026-0301' })).toHaveAttribute(
      'href',
      '/bookings/301',
    );
    expect(rows[3]).toHaveTextContent(/₹69,600\.00\s*₹1,10,000\.00$/);
    expect(rows[4]).toHaveTextContent('Received: Payment received');
    expect(rows[4]).toHaveTextContent(/₹50,000\.00\s*₹60,000\.00$/);
    expect(rows[5]).toHaveTextContent(
      /30 Nov 2026\s*Closing balance\s*₹90,000\.00\s*₹50,000\.00\s*₹60,000\.00/,
    );
    // The figures over the table: the closing in each file currency too.
    expect(card).toHaveTextContent('Commission₹10,000.00');
    expect(card).toHaveTextContent('Closing₹60,000.00₹39,600.00 · AED 900.00');
    // No export: the API has none for an agent's statement.
    expect(within(card).queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('reads the period the user picks, and defaults as the server does when none is given', async () => {
    const { api } = renderRoute('/agents/3', {
      answers: {
        ...answers,
        'GET /agents/:id/statement': ({ query }) => ({
          success: true,
          data: { ...STATEMENT, from: query.get('from'), to: '2026-11-20', lines: [] },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Statement' });
    await within(card).findByText('Nothing billed or received in this period');
    const first = api.callsTo('GET /agents/:id/statement')[0]!;
    expect([...first.query.keys()]).toEqual([]);
    expect(card).toHaveTextContent('From the start of the books to 20 Nov 2026');

    fireEvent.change(within(card).getByLabelText('From Date'), {
      target: { value: '2026-11-10' },
    });
    await waitFor(() =>
      expect(api.callsTo('GET /agents/:id/statement').at(-1)!.query.get('from')).toBe('2026-11-10'),
    );
    await waitFor(() => expect(card).toHaveTextContent('10 Nov 2026 to 20 Nov 2026'));
  });

  it('is not shown, nor read, without the key to the books', async () => {
    const { api } = renderRoute('/agents/3', {
      user: userOf('manager', ['view_agents']),
      answers,
    });
    await screen.findByRole('heading', { name: 'Malabar Holidays' });
    expect(screen.queryByRole('region', { name: 'Statement' })).toBeNull();
    expect(api.callsTo('GET /agents/:id/statement')).toEqual([]);
  });
});
