import type { GstSummaryReport } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

/**
 * The GST summary report (decision 053) on the report page over the typed fake API: the
 * period from the address, the chart by place of supply in words, the table by place and rate
 * with each rate's and the whole total, and whether the total agrees with the books.
 */
const figures = (documents: number, taxable: string, igst: string, cgst: string) => ({
  documents,
  taxable,
  igst,
  cgst,
  sgst: cgst,
  tax: (Number(igst) + 2 * Number(cgst)).toFixed(2),
});
const report = (o: Partial<GstSummaryReport> = {}): GstSummaryReport => ({
  from: '2026-11',
  to: '2026-11',
  rows: [
    {
      place_code: '27',
      place: 'Maharashtra',
      rate: '5',
      ...figures(2, '120000.00', '0.00', '3000.00'),
    },
    {
      place_code: '32',
      place: 'Kerala',
      rate: '5',
      ...figures(4, '210000.00', '10500.00', '0.00'),
    },
  ],
  by_rate: [{ rate: '5', ...figures(6, '330000.00', '10500.00', '3000.00') }],
  by_place: [
    { place_code: '27', place: 'Maharashtra', ...figures(2, '120000.00', '0.00', '3000.00') },
    { place_code: '32', place: 'Kerala', ...figures(4, '210000.00', '10500.00', '0.00') },
  ],
  totals: figures(6, '330000.00', '10500.00', '3000.00'),
  ledger: { igst: '10500.00', cgst: '3000.00', sgst: '3000.00', tax: '16500.00' },
  ...o,
});

describe('the GST summary report', () => {
  it('shows output tax by place and rate, the chart in words, and that the books agree', async () => {
    const { api } = renderRoute('/reports/gst-summary?from=2026-11&to=2026-11', {
      user: userOf('manager'),
      answers: { 'GET /reports/gst-summary': { success: true, data: report() } },
    });
    await screen.findByRole('heading', {
      level: 2,
      name: 'Output GST by rate and place of supply',
    });
    const table = await screen.findByRole('table', {
      name: 'Output GST by rate and place of supply',
    });
    expect(within(table).getByRole('row', { name: /^32-Kerala/ })).toHaveTextContent('₹10,500.00');
    expect(within(table).getByRole('row', { name: /All places at 5%/ })).toHaveTextContent(
      '₹16,500.00',
    );
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹3,30,000.00');
    expect(screen.getByText(/agrees with the CGST, SGST and IGST Output accounts/)).toBeVisible();
    const chart = await screen.findByTestId('report-chart');
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!)!;
    expect(summary).toHaveTextContent('32-Kerala: IGST ₹10,500.00, CGST ₹0.00, SGST ₹0.00.');
    const sent = api.callsTo('GET /reports/gst-summary')[0]!.query;
    expect([sent.get('from'), sent.get('to')]).toEqual(['2026-11', '2026-11']);
  });

  it('says when the total differs from the books', async () => {
    renderRoute('/reports/gst-summary?from=2026-11&to=2026-11', {
      user: userOf('manager'),
      answers: {
        'GET /reports/gst-summary': {
          success: true,
          data: report({ ledger: { igst: '0.00', cgst: '0.00', sgst: '0.00', tax: '0.00' } }),
        },
      },
    });
    expect(await screen.findByText(/differs from the output accounts/)).toBeVisible();
  });

  it('is in the Reports menu', async () => {
    renderRoute('/reports/gst-summary', {
      user: userOf('manager'),
      answers: { 'GET /reports/gst-summary': { success: true, data: report() } },
    });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'GST summary' })).toHaveAttribute(
      'href',
      '/reports/gst-summary',
    );
  });
});
