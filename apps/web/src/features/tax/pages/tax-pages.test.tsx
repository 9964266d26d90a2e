import type { TaxRateRecord } from '@app/contract';
import { TAX_MESSAGES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import { taxDocument } from '../../../../test/tax-document-fixture.ts';

describe('the tax documents list', () => {
  it('reads the period from the URL and totals the page’s taxable value and tax', async () => {
    const { api } = renderRoute('/books/tax-documents?from=2026-11-01&to=2026-11-30', {
      user: userOf('manager', ['view_books']),
      answers: {
        'GET /tax-documents': {
          success: true,
          data: [
            taxDocument({}),
            taxDocument({
              id: 2,
              number: 'INV/26-27/00002',
              booking: { id: 6, file_number: 'TF-2026-00006' },
              buyer_name: 'Kochi Holidays',
              buyer_gstin: '32AABCK1234L1ZV',
              registered: true,
              place_of_supply: 'Kerala',
              total: '52500.50',
              taxable: '50000.48',
              cgst: '0.00',
              sgst: '0.00',
              igst: '2500.02',
            }),
            taxDocument({
              id: 3,
              kind: 'credit_note',
              number: 'CN/26-27/00001',
              invoice: { id: 1, number: 'INV/26-27/00001' },
              total: '21000.00',
              taxable: '20000.00',
              cgst: '500.00',
              sgst: '500.00',
            }),
          ],
          current_page: 1,
          last_page: 1,
          total: 3,
          per_page: 20,
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Tax Documents' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tax documents' });
    await within(table).findByText('INV/26-27/00002');
    expect(within(table).getByText('32AABCK1234L1ZV · Kerala')).toBeInTheDocument();
    expect(within(table).getByText('Credit note (against INV/26-27/00001)')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'TF-2026-00006' })).toHaveAttribute(
      'href',
      '/bookings/6',
    );
    // 1,00,000 + 50,000.48 − 20,000 and 5,000 + 2,500.02 − 1,000, exactly.
    expect(screen.getByTestId('page-totals')).toHaveTextContent(
      'This page: taxable ₹1,30,000.48 · tax ₹6,500.02',
    );
    const [call] = api.callsTo('GET /tax-documents');
    expect(call!.query.get('from')).toBe('2026-11-01');
    expect(call!.query.get('to')).toBe('2026-11-30');
  });

  it('is for those who keep the books', async () => {
    renderRoute('/books/tax-documents', { user: userOf('staff', ['view_bookings']) });
    expect(await screen.findByText('Not authorised')).toBeInTheDocument();
  });
});

const rate = (o: Partial<TaxRateRecord>): TaxRateRecord => ({
  id: 1,
  kind: 'gst',
  code: 'package',
  rate: '5.000',
  rate_above: null,
  rate_no_pan: null,
  rate_above_no_pan: null,
  threshold: null,
  sac: '998555',
  effective_from: '2017-07-01',
  effective_to: null,
  notes: null,
  ...o,
});

const RATES = [
  rate({}),
  rate({
    id: 2,
    code: 'hotel_up_to_7500',
    rate: '12.000',
    sac: '996311',
    effective_to: '2025-09-21',
  }),
  rate({
    id: 3,
    kind: 'tcs',
    code: 'overseas_package',
    rate: '5.000',
    rate_above: '20.000',
    threshold: '1000000.00',
    sac: null,
    effective_from: '2025-04-01',
    effective_to: '2026-03-31',
  }),
  rate({ id: 4, kind: 'tds', code: 'commission', rate: '2.000', sac: null }),
];

const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

describe('the tax rates page', () => {
  it('lists the rules by kind with their effective dates', async () => {
    renderRoute('/tax-rates', { answers: { 'GET /tax-rates': { success: true, data: RATES } } });
    const gst = await screen.findByRole('region', { name: 'GST' });
    const rows = within(gst).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Tour package (inclusive of accommodation and transport)9985555%——1 Jul 2017In forceEnd / change',
      'Hotel room, ₹7,500 or less a night99631112%——1 Jul 201721 Sept 2025End / change',
    ]);
    const tcs = screen.getByRole('region', { name: 'TCS' });
    expect(within(tcs).getByText('20% above ₹10,00,000.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'TDS' })).getByText('2%')).toBeInTheDocument();
  });

  it('adds a rule and shows the server’s refusal under its field', async () => {
    const sent: unknown[] = [];
    const overlap = TAX_MESSAGES.overlap('package', '2017-07-01', null);
    renderRoute('/tax-rates', {
      answers: {
        'GET /tax-rates': { success: true, data: RATES },
        'POST /tax-rates': ({ body }) => {
          sent.push(body);
          return {
            status: 422,
            message: 'The given data was invalid.',
            errors: { effective_from: [overlap] },
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax rule' });
    const code = within(dialog)
      .getAllByLabelText(/^Rule/)
      .find((el) => el.tagName === 'INPUT')!;
    await user.click(code);
    await user.click(await screen.findByRole('option', { name: /Tour package/, hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Rate \(%\)/ }), '3');
    const from = within(dialog).getByLabelText(/^Effective from/);
    await user.type(from, '2027-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(messageUnder(from)).toBe(overlap));
    expect(sent).toEqual([
      expect.objectContaining({ code: 'package', rate: '3', effective_from: '2027-04-01' }),
    ]);
  });

  it('ends a rule with a PUT of its end date', async () => {
    const sent: unknown[] = [];
    renderRoute('/tax-rates', {
      answers: {
        'GET /tax-rates': { success: true, data: RATES },
        'PUT /tax-rates/:id': ({ params, body }) => {
          sent.push([params.id, body]);
          return {
            success: true,
            message: TAX_MESSAGES.saved,
            data: rate({ effective_to: '2027-03-31' }),
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'End / change package from 2017-07-01' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Effective to/), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(TAX_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      [
        '1',
        expect.objectContaining({ code: 'package', rate: '5.000', effective_to: '2027-03-31' }),
      ],
    ]);
  });

  it('is for admins only', async () => {
    renderRoute('/tax-rates', { user: userOf('manager', ['view_books']) });
    expect(await screen.findByText('Not authorised')).toBeInTheDocument();
  });
});
