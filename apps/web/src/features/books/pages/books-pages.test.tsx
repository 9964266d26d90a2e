import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import type { JournalEntry, TrialBalance } from '../api/books-api.ts';

const row = (
  account_id: number,
  code: string,
  name: string,
  type: TrialBalance['rows'][number]['type'],
  figures: Partial<Record<'debit' | 'credit' | 'closing_debit' | 'closing_credit', string>>,
): TrialBalance['rows'][number] => ({
  account_id,
  code,
  name,
  type,
  opening_debit: '0.00',
  opening_credit: '0.00',
  debit: '0.00',
  credit: '0.00',
  closing_debit: '0.00',
  closing_credit: '0.00',
  ...figures,
});

const TRIAL: TrialBalance = {
  currency: 'INR',
  from: '2026-11-01',
  to: '2026-11-28',
  rows: [
    row(3, 'SYS-AR-CUSTOMERS', 'Customer Receivables', 'asset', {
      debit: '22700.00',
      closing_debit: '22700.00',
    }),
    row(9, 'SYS-INC-TOUR', 'Tour Revenue', 'income', {
      credit: '22700.00',
      closing_credit: '22700.00',
    }),
  ],
  totals: {
    opening_debit: '0.00',
    opening_credit: '0.00',
    debit: '22700.00',
    credit: '22700.00',
    closing_debit: '22700.00',
    closing_credit: '22700.00',
  },
};

const ENTRY: JournalEntry = {
  id: 41,
  entry_date: '2026-11-20',
  source_type: 'payment',
  source_id: 5,
  memo: 'Payment for BK-0007',
  reverses_id: null,
  reversed_by_id: 44,
  created_by: { id: 1, name: 'Asha Admin' },
  created_at: '2026-11-20T09:30:00.000Z',
  document: { type: 'booking', id: 7, label: 'BK-0007' },
  lines: [
    {
      id: 1,
      account: { id: 12, code: 'BANK-1', name: 'HDFC Current' },
      debit: '22700.00',
      credit: '0.00',
      currency: 'AED',
      amount: '1000.00',
      rate: '22.70000000',
    },
    {
      id: 2,
      account: { id: 3, code: 'SYS-AR-CUSTOMERS', name: 'Customer Receivables' },
      debit: '0.00',
      credit: '22700.00',
      currency: 'INR',
      amount: '22700.00',
      rate: '1.00000000',
    },
  ],
};

describe('the trial balance', () => {
  it('shows a row per account with its Dr/Cr figures, the totals, and links each to its ledger', async () => {
    const { api } = renderRoute('/books/trial-balance?from=2026-11-01&to=2026-11-28', {
      answers: { 'GET /ledger/trial-balance': { success: true, data: TRIAL } },
    });
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    const revenue = within(table).getByRole('row', { name: /Tour Revenue/ });
    expect(
      within(revenue)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'SYS-INC-TOUR',
      'Tour Revenue',
      'Income',
      '',
      '',
      '',
      '₹22,700.00',
      '',
      '₹22,700.00',
    ]);
    expect(within(revenue).getByRole('link', { name: 'Tour Revenue' })).toHaveAttribute(
      'href',
      '/accounts/9?startDate=2026-11-01&endDate=2026-11-28',
    );
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent('Total₹0.00₹0.00₹22,700.00₹22,700.00₹22,700.00₹22,700.00');
    const [call] = api.callsTo('GET /ledger/trial-balance');
    expect(call?.query.get('from')).toBe('2026-11-01');
    expect(call?.query.get('to')).toBe('2026-11-28');
  });

  it('is not shown to a manager without view_books', async () => {
    renderRoute('/books/trial-balance', { user: userOf('manager', ['view_accounts']) });
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
  });
});

describe('a journal entry', () => {
  it('links its document, each line to its account, and the entry that reversed it', async () => {
    renderRoute('/books/entries/41', {
      answers: { 'GET /ledger/entries/:id': { success: true, data: ENTRY } },
    });
    expect(await screen.findByRole('heading', { name: 'Journal Entry 41' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'File BK-0007' })).toHaveAttribute(
      'href',
      '/bookings/7',
    );
    const lines = screen.getByRole('table', { name: 'Lines of journal entry 41' });
    expect(within(lines).getByRole('link', { name: 'HDFC Current' })).toHaveAttribute(
      'href',
      '/accounts/12?startDate=2026-11-20&endDate=2026-11-20',
    );
    expect(within(lines).getByRole('link', { name: 'Customer Receivables' })).toHaveAttribute(
      'href',
      '/accounts/3?startDate=2026-11-20&endDate=2026-11-20',
    );
    expect(within(lines).getByRole('row', { name: /HDFC Current/ })).toHaveTextContent(
      'AED 1,000.00 @ 22.70',
    );
    expect(screen.getByRole('link', { name: 'Reversed by entry 44' })).toHaveAttribute(
      'href',
      '/books/entries/44',
    );
    expect(screen.getByText('Debits equal credits: ₹22,700.00')).toBeInTheDocument();
    expect(screen.getByText('Asha Admin')).toBeInTheDocument();
  });

  it("says so when the entry is not found (the server's 404)", async () => {
    renderRoute('/books/entries/40', {
      answers: {
        'GET /ledger/entries/:id': { status: 404, message: 'Journal entry not found.' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Journal entry not found' }),
    ).toBeInTheDocument();
  });
});

describe('the books settings', () => {
  const LOCK = { lock_date: null, updated_by: null, updated_at: null };
  it("shows an admin the server's refusal of a lock date under the field", async () => {
    renderRoute('/books/settings', {
      answers: {
        'GET /ledger/lock-date': { success: true, data: LOCK },
        'PUT /ledger/lock-date': {
          status: 422,
          message: 'The given data was invalid.',
          errors: { lock_date: ['The lock date must be before today.'] },
        },
        'GET /ledger/payment-accounts': { success: true, data: [] },
        'GET /currencies': { success: true, data: [] },
        'GET /accounts/list/dropdown': { success: true, data: [] },
      },
    });
    const field = await screen.findByLabelText('Lock date', { selector: 'input' });
    fireEvent.change(field, { target: { value: '2031-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lock date' }));
    expect(await screen.findByText('The lock date must be before today.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a manager with view_books the lock date without the form', async () => {
    renderRoute('/books/settings', {
      user: userOf('manager', ['view_books']),
      answers: {
        'GET /ledger/lock-date': {
          success: true,
          data: {
            lock_date: '2026-03-31',
            updated_by: { id: 1, name: 'Asha Admin' },
            updated_at: '2026-04-02T10:00:00.000Z',
          },
        },
        'GET /ledger/payment-accounts': { success: true, data: [] },
        'GET /currencies': { success: true, data: [] },
      },
    });
    expect(await screen.findByText(/Nothing dated on or before 31 Mar 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save lock date' })).toBeNull();
  });

  it("imports a CSV file of rates: sends the file's text, then lists a refusal's problems by row", async () => {
    const sent: unknown[] = [];
    const problems = [
      'Row 3: The rate must be a number.',
      'Row 5: A rate for AED on 2026-11-20 already exists.',
    ];
    renderRoute('/books/settings', {
      answers: {
        'GET /ledger/lock-date': { success: true, data: LOCK },
        'GET /ledger/payment-accounts': { success: true, data: [] },
        'GET /currencies': { success: true, data: [] },
        'GET /accounts/list/dropdown': { success: true, data: [] },
        'POST /exchange-rates/import': ({ body }) => {
          sent.push(body);
          return sent.length === 1
            ? { status: 422, message: 'The given data was invalid.', errors: { csv: problems } }
            : {
                success: true,
                message: '2 exchange rates imported.',
                data: { imported: 2, currencies: ['AED'], from: '2026-11-19', to: '2026-11-20' },
              };
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Import from CSV' });
    const input = button.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = (text: string) => new File([text], 'rates.csv', { type: 'text/csv' });
    fireEvent.change(input, {
      target: { files: [file('currency,rate_date,rate\nAED,2026-11-20,x')] },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file was not imported')).toBeInTheDocument();
    for (const p of problems) expect(within(alert).getByText(p)).toBeInTheDocument();
    expect(sent[0]).toEqual({ csv: 'currency,rate_date,rate\nAED,2026-11-20,x' });

    fireEvent.change(input, {
      target: { files: [file('currency,rate_date,rate\nAED,2026-11-20,22.6')] },
    });
    expect(
      await screen.findByText(
        'rates.csv: 2 exchange rates imported. AED, 19 Nov 2026 to 20 Nov 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('The file was not imported')).toBeNull();
  });

  it('names the currency of a deposit account kept in another one', async () => {
    renderRoute('/books/settings', {
      answers: {
        'GET /ledger/lock-date': { success: true, data: LOCK },
        'GET /ledger/payment-accounts': {
          success: true,
          data: [{ method: 'bank_transfer', account: null }],
        },
        'GET /ledger/deposit-accounts': {
          success: true,
          data: {
            accounts: [
              { id: 12, code: 'BANK-1', name: 'HDFC Current', currency: 'INR' },
              { id: 14, code: 'BANK-AED', name: 'Emirates NBD', currency: 'AED' },
            ],
            methods: [{ method: 'bank_transfer', account: null }],
          },
        },
        'GET /currencies': { success: true, data: [] },
        'GET /accounts/list/dropdown': { success: true, data: [] },
      },
    });
    const select = await screen.findByLabelText('Deposit account for Bank Transfer', {
      selector: 'input',
    });
    fireEvent.click(select);
    expect(
      await screen.findByRole('option', { name: 'Emirates NBD (BANK-AED, AED)', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'HDFC Current (BANK-1)', hidden: true }),
    ).toBeInTheDocument();
  });
});
