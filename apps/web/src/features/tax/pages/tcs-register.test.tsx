import type { TcsRegister } from '@app/contract';
import { TCS_MESSAGES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

const register = (o: Partial<TcsRegister> = {}): TcsRegister => ({
  quarter: '2025-26-Q4',
  from: '2026-01-01',
  to: '2026-03-31',
  collection_code: 'O',
  rows: [
    {
      id: 1,
      collected_on: '2026-03-10',
      booking: { id: 7, file_number: 'TF-2026-00007' },
      receipt_number: 'RCPT-2026-00031',
      buyer_name: 'Kavya Menon',
      buyer_pan: 'ABCPM1234K',
      received: '900000.00',
      rates: '5',
      tcs: '45000.00',
    },
    {
      id: 2,
      collected_on: '2026-03-12',
      booking: { id: 8, file_number: 'TF-2026-00008' },
      receipt_number: 'RCPT-2026-00032',
      buyer_name: 'Kavya Menon',
      buyer_pan: 'ABCPM1234K',
      received: '300000.00',
      rates: '5, 20',
      tcs: '45000.00',
    },
  ],
  buyers: [
    {
      buyer_name: 'Kavya Menon',
      buyer_pan: 'ABCPM1234K',
      receipts: 2,
      received: '1200000.00',
      tcs: '90000.00',
      first_on: '2026-03-10',
      last_on: '2026-03-12',
    },
  ],
  totals: { receipts: 2, received: '1200000.00', tcs: '90000.00' },
  ledger_tcs: '90000.00',
  ...o,
});

describe('the TCS register', () => {
  it('shows the quarter in the URL: its receipts, its buyers and whether the books agree', async () => {
    const { api } = renderRoute('/books/tcs-register?quarter=2025-26-Q4', {
      user: userOf('manager', ['view_books']),
      answers: { 'GET /tcs/register': { success: true, data: register() } },
    });
    expect(await screen.findByRole('heading', { name: 'TCS Register' })).toBeInTheDocument();
    const rows = await screen.findByRole('table', { name: /TCS collected in 2025-26-Q4/ });
    expect(within(rows).getByText('5, 20%')).toBeInTheDocument();
    expect(within(rows).getByRole('link', { name: 'TF-2026-00008' })).toHaveAttribute(
      'href',
      '/bookings/8',
    );
    const buyers = screen.getByRole('table', { name: /Each buyer's TCS/ });
    expect(within(buyers).getByText('₹12,00,000.00')).toBeInTheDocument();
    expect(screen.getByText('Agrees')).toBeInTheDocument();
    expect(api.callsTo('GET /tcs/register')[0]!.query.get('quarter')).toBe('2025-26-Q4');
  });

  it('says so when the register and TCS Payable differ', async () => {
    renderRoute('/books/tcs-register?quarter=2025-26-Q4', {
      user: userOf('manager', ['view_books']),
      answers: {
        'GET /tcs/register': { success: true, data: register({ ledger_tcs: '89000.00' }) },
      },
    });
    expect(await screen.findByText('Differs')).toBeInTheDocument();
  });

  it('sets aside a quarter spelt otherwise, saying how to spell it, and asks for another', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/books/tcs-register?quarter=2026-Q3', {
      user: userOf('manager', ['view_books']),
      answers: { 'GET /tcs/register': { success: true, data: register() } },
    });
    expect(await screen.findByText(TCS_MESSAGES.badQuarter, { exact: false })).toBeInTheDocument();
    const select = screen.getAllByLabelText('Quarter').find((el) => el.tagName === 'INPUT')!;
    await user.click(select);
    await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
    const list = document.getElementById(select.getAttribute('aria-controls')!)!;
    await user.click(within(list).getByRole('option', { name: /^Q4 2025-26/, hidden: true }));
    await waitFor(() =>
      expect(api.callsTo('GET /tcs/register').at(-1)!.query.get('quarter')).toBe('2025-26-Q4'),
    );
  });

  it('is for those who keep the books', async () => {
    renderRoute('/books/tcs-register', { user: userOf('staff', ['view_bookings']) });
    expect(await screen.findByText('Not authorised')).toBeInTheDocument();
  });
});
