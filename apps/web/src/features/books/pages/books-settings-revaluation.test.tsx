import { LEDGER_MESSAGES, LEDGER_OK, LEDGER_SERVER } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../test/fake-api.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import type { Revaluation } from '../api/books-api.ts';

const READS: Answers = {
  'GET /ledger/lock-date': {
    success: true,
    data: { lock_date: null, updated_by: null, updated_at: null },
  },
  'GET /ledger/payment-accounts': { success: true, data: [] },
  'GET /currencies': { success: true, data: [] },
  'GET /accounts/list/dropdown': { success: true, data: [] },
};

const REVALUED: Revaluation = {
  date: '2026-10-31',
  accounts: [
    {
      account: { id: 14, code: 'BANK-AED', name: 'Emirates NBD' },
      currency: 'AED',
      balance: '10000.00',
      rate: '22.80000000',
      revalued: '228000.00',
      booked: '226000.00',
      difference: '2000.00',
      entry_id: 77,
    },
    {
      account: { id: 15, code: 'CASH-AED', name: 'Dubai Petty Cash' },
      currency: 'AED',
      balance: '500.00',
      rate: '22.80000000',
      revalued: '11400.00',
      booked: '11400.00',
      difference: '0.00',
      entry_id: null,
    },
  ],
};

describe('the month-end revaluation', () => {
  // Only the clock is faked (timers stay real): "last month" is October when today is in November.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets an admin revalue last month and lists each account with its difference and entry', async () => {
    const sent: unknown[] = [];
    const { api } = renderRoute('/books/settings', {
      answers: {
        ...READS,
        'POST /ledger/revaluations': ({ body }) => {
          sent.push(body);
          return { success: true, message: LEDGER_OK.revalued('2026-10'), data: REVALUED };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Month-end revaluation' });
    expect(
      within(section).getByText(/Brings each account kept in another currency/),
    ).toBeInTheDocument();
    const field = within(section).getByLabelText('Month', { selector: 'input' });
    expect(field).toHaveAttribute('type', 'month');
    expect(field).toHaveValue('2026-10');
    fireEvent.click(within(section).getByRole('button', { name: 'Revalue' }));

    expect(
      await screen.findByText('Accounts in other currencies revalued at the end of 2026-10.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ month: '2026-10' }]);
    expect(api.callsTo('POST /ledger/revaluations')).toHaveLength(1);
    const table = within(section).getByRole('table', { name: 'Accounts revalued on 31 Oct 2026' });
    const bank = within(table).getByRole('row', { name: /Emirates NBD/ });
    expect(
      within(bank)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'BANK-AED · Emirates NBD',
      'AED\u00a010,000.00',
      '22.80000000',
      '₹2,26,000.00',
      '₹2,28,000.00',
      '₹2,000.00',
      'Entry 77',
    ]);
    expect(within(bank).getByRole('link', { name: 'Entry 77' })).toHaveAttribute(
      'href',
      '/books/entries/77',
    );
    const cash = within(table).getByRole('row', { name: /Dubai Petty Cash/ });
    expect(within(cash).getByText('Nothing to post')).toBeInTheDocument();
    expect(within(cash).queryByRole('link')).toBeNull();
  });

  it('says so when no account is kept in another currency', async () => {
    renderRoute('/books/settings', {
      answers: {
        ...READS,
        'POST /ledger/revaluations': {
          success: true,
          message: LEDGER_OK.revalued('2026-10'),
          data: { date: '2026-10-31', accounts: [] },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revalue' }));
    expect(await screen.findByText('No account is kept in another currency.')).toBeInTheDocument();
  });

  it("shows the server's refusal of the month under the field", async () => {
    renderRoute('/books/settings', {
      answers: {
        ...READS,
        'POST /ledger/revaluations': {
          status: 422,
          message: LEDGER_MESSAGES.monthInvalid,
          errors: { month: [LEDGER_SERVER.monthNotEnded] },
        },
      },
    });
    const field = await screen.findByLabelText('Month', { selector: 'input' });
    fireEvent.change(field, { target: { value: '2026-11' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText(LEDGER_SERVER.monthNotEnded)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: /Accounts revalued/ })).toBeNull();
  });

  it('is not offered to a manager', async () => {
    const { api } = renderRoute('/books/settings', {
      user: userOf('manager', ['view_books']),
      answers: READS,
    });
    expect(await screen.findByRole('region', { name: 'Lock date' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Month-end revaluation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revalue' })).toBeNull();
    expect(api.callsTo('POST /ledger/revaluations')).toHaveLength(0);
  });
});
