import type { Gstr1Summary } from '@app/contract';
import { GST_RETURN_MESSAGES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

const section = (
  s: Gstr1Summary['sections'][number]['section'],
  count: number,
  taxable: string,
  igst = '0.00',
  cgst = '0.00',
) => ({ section: s, count, taxable, igst, cgst, sgst: cgst });

const summary = (o: Partial<Gstr1Summary> = {}): Gstr1Summary => ({
  period: '2026-11',
  from: '2026-11-01',
  to: '2026-11-30',
  fp: '112026',
  gstin: '27AAFCT5521M1Z1',
  sections: [
    section('b2b', 2, '70000.00', '2500.00', '500.00'),
    section('b2cl', 1, '200000.00', '10000.00'),
    section('b2cs', 3, '110000.00', '500.00', '2500.00'),
    section('cdnr', 1, '10000.00', '500.00'),
    section('cdnur', 1, '-50000.00', '-2500.00'),
    section('exemp', 1, '50000.00'),
    section('hsn_b2b', 1, '80000.00', '3000.00', '500.00'),
    section('hsn_b2c', 2, '310000.00', '8000.00', '2500.00'),
  ],
  totals: { taxable: '390000.00', igst: '11000.00', cgst: '3000.00', sgst: '3000.00' },
  ledger: { igst: '11000.00', cgst: '3000.00', sgst: '3000.00' },
  agrees: true,
  ...o,
});

const ANSWER = { 'GET /gst-returns/gstr1': { success: true as const, data: summary() } };

describe('GST returns', () => {
  it('shows the month in the URL: each section, its tax, and whether the books agree', async () => {
    const { api } = renderRoute('/books/gst-returns?month=2026-11', {
      user: userOf('manager', ['view_books']),
      answers: ANSWER,
    });
    expect(await screen.findByRole('heading', { name: 'GST Returns' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /GSTR-1 for November 2026/ });
    const b2cl = within(table).getByText('B2C large invoices (table 5)').closest('tr')!;
    expect(within(b2cl).getByText('₹2,00,000.00')).toBeInTheDocument();
    expect(within(b2cl).getByText('₹10,000.00')).toBeInTheDocument();
    expect(within(table).getByText('-₹50,000.00', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Agrees')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GST summary report' })).toHaveAttribute(
      'href',
      '/reports/gst-summary?from=2026-11&to=2026-11',
    );
    expect(api.callsTo('GET /gst-returns/gstr1')[0]!.query.get('month')).toBe('2026-11');
  });

  it('shows the HSN/SAC summary as its B2B and B2C tables (Phase-III advisory)', async () => {
    renderRoute('/books/gst-returns?month=2026-11', {
      user: userOf('manager', ['view_books']),
      answers: ANSWER,
    });
    const table = await screen.findByRole('table', { name: /GSTR-1 for November 2026/ });
    const b2b = (await within(table).findByText('HSN/SAC summary, B2B (table 12)')).closest('tr')!;
    expect(within(b2b).getByText('₹80,000.00')).toBeInTheDocument();
    expect(within(b2b).getByRole('button', { name: 'Download hsn_b2b CSV' })).toBeInTheDocument();
    const b2c = within(table).getByText('HSN/SAC summary, B2C (table 12)').closest('tr')!;
    expect(within(b2c).getByText('₹3,10,000.00')).toBeInTheDocument();
    expect(within(b2c).getByRole('button', { name: 'Download hsn_b2c CSV' })).toBeInTheDocument();
    expect(within(table).queryByText('HSN/SAC summary (table 12)')).not.toBeInTheDocument();
  });

  it('says so when the return and the output accounts differ', async () => {
    renderRoute('/books/gst-returns?month=2026-11', {
      user: userOf('manager', ['view_books']),
      answers: {
        'GET /gst-returns/gstr1': {
          success: true,
          data: summary({
            agrees: false,
            ledger: { igst: '10000.00', cgst: '3000.00', sgst: '3000.00' },
          }),
        },
      },
    });
    expect(await screen.findByText('Differs')).toBeInTheDocument();
  });

  it('reads a quarter from the URL and switches to a month from the keyboard', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/books/gst-returns?quarter=2026-27-Q3', {
      user: userOf('manager', ['view_books']),
      answers: ANSWER,
    });
    await screen.findByRole('table', { name: /GSTR-1 for Q3 2026-27/ });
    expect(api.callsTo('GET /gst-returns/gstr1')[0]!.query.get('quarter')).toBe('2026-27-Q3');
    const month = screen.getByRole('radio', { name: 'Month' });
    month.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(api.callsTo('GET /gst-returns/gstr1').at(-1)!.query.get('month')).toMatch(
        /^\d{4}-\d{2}$/,
      ),
    );
  });

  it('downloads a section’s CSV and the JSON with the period', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { api } = renderRoute('/books/gst-returns?month=2026-11', {
      user: userOf('manager', ['view_books']),
      answers: {
        ...ANSWER,
        'GET /gst-returns/gstr1/csv': 'Type,Place Of Supply',
        'GET /gst-returns/gstr1/json': {
          gstin: '27AAFCT5521M1Z1',
          fp: '112026',
          b2b: [],
          b2cl: [],
          b2cs: [],
          cdnr: [],
          cdnur: [],
          nil: { inv: [] },
          hsn: { hsn_b2b: [], hsn_b2c: [] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download b2cs CSV' }));
    await waitFor(() => expect(api.callsTo('GET /gst-returns/gstr1/csv')).toHaveLength(1));
    const csv = api.callsTo('GET /gst-returns/gstr1/csv')[0]!.query;
    expect([csv.get('month'), csv.get('section')]).toEqual(['2026-11', 'b2cs']);
    await user.click(screen.getByRole('button', { name: 'Download hsn_b2c CSV' }));
    await waitFor(() => expect(api.callsTo('GET /gst-returns/gstr1/csv')).toHaveLength(2));
    const hsn = api.callsTo('GET /gst-returns/gstr1/csv')[1]!.query;
    expect([hsn.get('month'), hsn.get('section')]).toEqual(['2026-11', 'hsn_b2c']);
    await user.click(screen.getByRole('button', { name: 'GSTR-1 JSON' }));
    await waitFor(() => expect(api.callsTo('GET /gst-returns/gstr1/json')).toHaveLength(1));
    expect(api.callsTo('GET /gst-returns/gstr1/json')[0]!.query.get('month')).toBe('2026-11');
  });

  it('sets aside a month spelt otherwise, saying how to spell it', async () => {
    renderRoute('/books/gst-returns?month=Nov-2026', {
      user: userOf('manager', ['view_books']),
      answers: ANSWER,
    });
    expect(
      await screen.findByText(GST_RETURN_MESSAGES.month, { exact: false }),
    ).toBeInTheDocument();
  });

  it('is for those who keep the books', async () => {
    renderRoute('/books/gst-returns', { user: userOf('staff', ['view_bookings']) });
    expect(await screen.findByText('Not authorised')).toBeInTheDocument();
  });
});
