import type { Account, Currency, StatementLine } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';
import type { Statement } from '../api/accounts-api.ts';

/** An account as the server answers it: a rupee bank account unless said otherwise. */
const accountOf = (o: Partial<Account> = {}): Account => ({
  id: 12,
  code: 'BANK-1',
  name: 'HDFC Current',
  type: 'asset',
  currency: 'INR',
  opening_balance: '0.00',
  current_balance: '0.00',
  base_balance: '0.00',
  description: null,
  is_active: true,
  transactions_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  has_approved_transactions: false,
  system_key: null,
  ...o,
});

/** Emirates NBD, kept in dirhams: AED 10,000 in, AED 2,500 out; ₹2,27,000 net in the books. */
const NBD = accountOf({
  id: 14,
  code: 'BANK-AED',
  name: 'Emirates NBD',
  currency: 'AED',
  opening_balance: '2500.00',
  current_balance: '10000.00',
  base_balance: '227000.00',
  transactions_count: 2,
});

const line = (o: Partial<StatementLine>): StatementLine => ({
  id: 1,
  entry_id: 51,
  transaction_date: '2026-11-20',
  reference: null,
  description: 'Payment for BK-0007',
  category: 'Payment',
  type: 'income',
  currency: 'AED',
  amount: '10000.00',
  debit: '10000.00',
  credit: null,
  running_balance: '12500.00',
  base_debit: '227000.00',
  base_credit: null,
  ...o,
});

const statementOf = (account: Account, lines: StatementLine[]): Statement => ({
  success: true,
  data: lines,
  current_page: 1,
  last_page: 1,
  total: lines.length,
  per_page: 20,
  account,
  period: {
    currency: account.currency,
    start_date: null,
    end_date: null,
    opening_balance: account.opening_balance,
    closing_balance: account.current_balance,
    total_debit: lines.reduce((s, l) => s + Number(l.debit ?? 0), 0).toFixed(2),
    total_credit: lines.reduce((s, l) => s + Number(l.credit ?? 0), 0).toFixed(2),
  },
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe("an account's statement", () => {
  it("in another currency: every figure in it, and each line's rupees in the books beside", async () => {
    const lines = [
      line({}),
      line({
        id: 2,
        entry_id: 52,
        transaction_date: '2026-11-22',
        description: 'Hotel deposit',
        category: 'Hotels',
        type: 'expense',
        amount: '2500.00',
        debit: null,
        credit: '2500.00',
        running_balance: '10000.00',
        base_debit: null,
        base_credit: '56750.00',
      }),
    ];
    renderRoute('/accounts/14', {
      answers: { 'GET /accounts/:id/statement': { ...statementOf(NBD, lines) } },
    });
    const table = await screen.findByRole('table', { name: 'Statement lines' });
    // Each debit or credit with its rupees in the books beneath it.
    const deposit = within(table).getByRole('row', { name: /Hotel deposit/ });
    expect(cellsOf(deposit)).toEqual([
      '22 Nov 2026',
      '—',
      'Hotel deposit',
      'Hotels',
      'Expense',
      '',
      'AED\u00a02,500.00₹56,750.00 in the books',
      'AED\u00a010,000.00',
      'Entry 52',
    ]);
    const payment = within(table).getByRole('row', { name: /Payment for BK-0007/ });
    expect(cellsOf(payment).slice(5, 8)).toEqual([
      'AED\u00a010,000.00₹2,27,000.00 in the books',
      '',
      'AED\u00a012,500.00',
    ]);
    // Text queries read a no-break space as a space.
    const header = screen.getByText('Current Balance').parentElement!;
    expect(header).toHaveTextContent('Current BalanceAED 10,000.00In the books: ₹2,27,000.00');
    expect(screen.getByText('Opening Balance').parentElement).toHaveTextContent(
      /^Opening BalanceAED 2,500.00$/,
    );
    expect(screen.getByText(/^Balance at start/)).toHaveTextContent(
      'Balance at start AED 2,500.00 · debits AED 10,000.00 · credits AED 2,500.00 · at end AED 10,000.00',
    );
  });

  it('in rupees: the figures as before, and nothing about the books beside them', async () => {
    const hdfc = accountOf({ opening_balance: '1000.00', current_balance: '23700.00' });
    const rupees = line({
      currency: 'INR',
      amount: '22700.00',
      debit: '22700.00',
      running_balance: '23700.00',
      base_debit: '22700.00',
    });
    renderRoute('/accounts/12', {
      answers: { 'GET /accounts/:id/statement': statementOf(hdfc, [rupees]) },
    });
    const table = await screen.findByRole('table', { name: 'Statement lines' });
    expect(cellsOf(within(table).getByRole('row', { name: /Payment/ })).slice(5)).toEqual([
      '₹22,700.00',
      '',
      '₹23,700.00',
      'Entry 51',
    ]);
    expect(screen.queryByText(/In the books/)).toBeNull();
    expect(screen.getByText(/Balance at start ₹1,000.00/)).toBeInTheDocument();
  });
});

describe('the accounts list', () => {
  it("shows each balance in its account's currency, and a foreign one's rupees beneath", async () => {
    const overdrawn = accountOf({
      id: 15,
      code: 'CARD-USD',
      name: 'Amex Dollar Card',
      type: 'liability',
      currency: 'USD',
      current_balance: '-120.50',
      base_balance: '-10000.00',
    });
    const hdfc = accountOf({ current_balance: '50000.00', base_balance: '50000.00' });
    renderRoute('/accounts', {
      answers: {
        'GET /accounts': {
          success: true,
          data: [hdfc, NBD, overdrawn],
          current_page: 1,
          last_page: 1,
          total: 3,
          per_page: 15,
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const nbd = await within(table).findByRole('row', { name: /Emirates NBD/ });
    // Text queries read a no-break space as a space.
    expect(nbd).toHaveTextContent('AED 2,500.00');
    const balance = within(nbd).getByText('AED 10,000.00');
    expect(balance).toHaveStyle({ color: 'var(--mantine-color-teal-9)' });
    expect(within(nbd).getByText('₹2,27,000.00 in the books')).toBeInTheDocument();
    const card = within(table).getByRole('row', { name: /Amex Dollar Card/ });
    expect(within(card).getByText('-$120.50')).toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
    expect(within(card).getByText('-₹10,000.00 in the books')).toBeInTheDocument();
    const rupees = within(table).getByRole('row', { name: /HDFC Current/ });
    expect(within(rupees).getByText('₹50,000.00')).toBeInTheDocument();
    expect(within(rupees).queryByText(/in the books/)).toBeNull();
  });
});

const currency = (code: string, name: string): Currency => ({
  code,
  name,
  symbol: code,
  minor_units: 2,
  is_active: true,
  is_base: code === 'INR',
});
const CURRENCIES = {
  success: true as const,
  data: [
    currency('INR', 'Indian Rupee'),
    currency('AED', 'UAE Dirham'),
    currency('USD', 'US Dollar'),
  ],
};

/** A select's input (its dropdown's list is labelled by the same label). */
const inputOf = (label: RegExp) =>
  screen.queryAllByLabelText(label).find((el) => el.tagName === 'INPUT') ?? null;

describe('the account form', () => {
  it('asks for a currency for an asset or a liability only, and sends the one chosen', async () => {
    const sent: unknown[] = [];
    renderRoute('/accounts/create', {
      answers: {
        'GET /currencies': CURRENCIES,
        'POST /accounts': ({ body }) => {
          sent.push(body);
          return { success: true, message: 'Account created.', data: NBD };
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Create Account' });
    const choose = async (label: RegExp, option: string) => {
      await user.click(inputOf(label)!);
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    const opening = () => screen.getByLabelText(/^Opening Balance/);
    expect(inputOf(/^Currency/)).toBeNull();
    await choose(/^Account Type/, 'Income');
    expect(inputOf(/^Currency/)).toBeNull();

    await choose(/^Account Type/, 'Asset');
    expect(inputOf(/^Currency/)).toHaveValue('INR');
    expect(inputOf(/^Currency/)).toBeEnabled();
    expect(opening()).not.toHaveAccessibleDescription();
    await choose(/^Currency/, 'AED');
    expect(opening()).toHaveAccessibleDescription("In AED, the account's currency.");

    // Income, expense and equity are in rupees: the choice goes with the field.
    await choose(/^Account Type/, 'Expense');
    expect(inputOf(/^Currency/)).toBeNull();
    expect(opening()).not.toHaveAccessibleDescription();
    await choose(/^Account Type/, 'Liability');
    expect(inputOf(/^Currency/)).toHaveValue('INR');

    await choose(/^Currency/, 'AED');
    await user.type(screen.getByLabelText(/^Account Name/), 'Emirates NBD');
    await user.type(screen.getByLabelText(/^Account Code/), 'BANK-AED');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'liability', currency: 'AED', code: 'BANK-AED' });
  });

  it('keeps the currency of an account that has transactions or a balance', async () => {
    renderRoute('/accounts/14/edit', {
      answers: {
        'GET /currencies': CURRENCIES,
        'GET /accounts/:id': { success: true, data: NBD },
      },
    });
    await screen.findByRole('button', { name: 'Update Account' });
    expect(inputOf(/^Currency/)).toHaveValue('AED');
    expect(inputOf(/^Currency/)).toBeDisabled();
    expect(screen.getByLabelText(/^Opening Balance/)).toHaveValue('2,500.00');
  });

  it('lets an account with nothing in the books yet change its currency', async () => {
    renderRoute('/accounts/16/edit', {
      answers: {
        'GET /currencies': CURRENCIES,
        'GET /accounts/:id': { success: true, data: accountOf({ id: 16, currency: 'USD' }) },
      },
    });
    await screen.findByRole('button', { name: 'Update Account' });
    expect(inputOf(/^Currency/)).toHaveValue('USD');
    expect(inputOf(/^Currency/)).toBeEnabled();
  });
});
