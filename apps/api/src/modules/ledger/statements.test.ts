import { describe, expect } from 'vitest';
import {
  financialYearStart,
  LEDGER_MESSAGES,
  ledgerEndpoints as ep,
  transactionEndpoints as txEp,
} from '@app/contract';
import { test } from '../../../test/fixture.ts';
import type { Caller } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import { createAccount, createCategory, createTransaction } from '../../../test/factories.ts';
import { mapCategoryAccounts } from '../categories/categories.service.ts';

/**
 * Profit and loss and the balance sheet read the books: a hand-worked set of entries across two
 * financial years gives each figure, and the balance sheet balances with the year's profit and
 * earlier years' results in equity.
 */
describe('financial statements', () => {
  test('the financial year starts on 1 April', () => {
    expect(financialYearStart('2026-11-28')).toBe('2026-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2027-01-15')).toBe('2026-04-01');
  });

  test('profit and loss for a period with a comparison period, and the balance sheet as of a day', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const admin = await callers.admin();
    const bank = await createAccount(app.app, { opening_balance: '10000.00', code: 'ST-BANK' });
    const sales = await createAccount(app.app, {
      type: 'income',
      opening_balance: '0.00',
      code: 'ST-INC',
    });
    const rent = await createAccount(app.app, {
      type: 'expense',
      opening_balance: '0.00',
      code: 'ST-EXP',
    });
    const loan = await createAccount(app.app, {
      type: 'liability',
      opening_balance: '0.00',
      code: 'ST-LOAN',
    });
    const category = await createCategory(app.app);
    // Its income posts to ST-INC, its expense to ST-EXP.
    await mapCategoryAccounts(app.db, category.id, {
      income_account_id: sales.id,
      expense_account_id: rent.id,
    });
    const approve = (o: Record<string, unknown>, account = bank.id) =>
      approveOne(app, manager, account, category.id, o);
    // Last financial year: an income of 1,000 (retained earnings now).
    await approve({ type: 'income', amount: '1000.00', transaction_date: '2026-03-15' });
    // October: income 2,500.50, rent 700.
    await approve({ type: 'income', amount: '2500.50', transaction_date: '2026-10-05' });
    await approve({ type: 'expense', amount: '700.00', transaction_date: '2026-10-20' });
    // November: income 400; rent 1,200 paid from the loan account (a liability rises).
    await approve({ type: 'income', amount: '400.00', transaction_date: '2026-11-02' });
    await approve({ type: 'expense', amount: '1200.00', transaction_date: '2026-11-03' }, loan.id);

    const pl = (
      await admin.call(ep.profitAndLoss, {
        query: {
          from: '2026-11-01',
          to: '2026-11-27',
          compare_from: '2026-10-01',
          compare_to: '2026-10-31',
        },
      })
    ).ok.data;
    expect(pl.currency).toBe('INR');
    expect(pl.income).toEqual([
      {
        account_id: sales.id,
        code: 'ST-INC',
        name: sales.name,
        amount: '400.00',
        compare_amount: '2500.50',
      },
    ]);
    expect(pl.expenses).toEqual([
      {
        account_id: rent.id,
        code: 'ST-EXP',
        name: rent.name,
        amount: '1200.00',
        compare_amount: '700.00',
      },
    ]);
    expect(pl.totals.net_profit).toEqual({ amount: '-800.00', compare_amount: '1800.50' });

    // No period: the financial year to date, and no comparison.
    const year = (await admin.call(ep.profitAndLoss, { query: { to: '2026-11-27' } })).ok.data;
    expect(year).toMatchObject({ from: '2026-04-01', compare_from: null });
    expect(year.totals.net_profit).toEqual({ amount: '1000.50', compare_amount: null });

    const bs = (await admin.call(ep.balanceSheet, { query: { date: '2026-11-27' } })).ok.data;
    expect(bs.year_from).toBe('2026-04-01');
    const bankRow = bs.assets.find((r) => r.account_id === bank.id);
    // 1,000 + 2,500.50 − 700 + 400: the 10,000 opening is dated the day it was entered (today).
    expect(bankRow!.balance).toBe('3200.50');
    expect(bs.liabilities.find((r) => r.account_id === loan.id)!.balance).toBe('1200.00');
    const equity = Object.fromEntries(bs.equity.map((r) => [r.name, r.balance]));
    expect(equity[LEDGER_MESSAGES.retainedEarnings]).toBe('1000.00');
    expect(equity[LEDGER_MESSAGES.profitForYear]).toBe('1000.50');
    expect(bs.totals.assets).toBe(bs.totals.liabilities_and_equity);
    // Income and expense accounts are in the profit, not listed.
    expect(bs.assets.concat(bs.liabilities).map((r) => r.account_id)).not.toContain(sales.id);

    // Before the year began, last year's income is that year's profit.
    const march = (await admin.call(ep.balanceSheet, { query: { date: '2026-03-31' } })).ok.data;
    const marchEquity = Object.fromEntries(march.equity.map((r) => [r.name, r.balance]));
    expect(marchEquity[LEDGER_MESSAGES.profitForYear]).toBe('1000.00');
    expect(marchEquity[LEDGER_MESSAGES.retainedEarnings]).toBe('0.00');
    expect(march.totals.assets).toBe(march.totals.liabilities_and_equity);
  });

  test('a comparison period needs both ends, in order; a manager without the books key may not read', async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const half = await admin.call(ep.profitAndLoss, { query: { compare_from: '2026-10-01' } });
    expect(half.status).toBe(422);
    expect(half.failure.errors).toEqual({ compare_to: [LEDGER_MESSAGES.compareBoth] });
    const backwards = await admin.call(ep.profitAndLoss, {
      query: { compare_from: '2026-10-31', compare_to: '2026-10-01' },
    });
    expect(backwards.failure.errors).toEqual({ compare_to: [LEDGER_MESSAGES.compareOrder] });
    // A manager reads the books only once given view_books.
    expect((await manager.call(ep.balanceSheet)).status).toBe(403);
  });
});

/** A transaction made by a staff member and approved by the manager as seen. */
async function approveOne(
  app: TestContext,
  manager: Caller,
  accountId: number,
  categoryId: number,
  o: Record<string, unknown>,
) {
  const t = await createTransaction(app.app, accountId, categoryId, o);
  const res = await manager.call(txEp.approve, {
    params: { id: t.id },
    payload: { updated_at: t.updated_at },
  });
  expect(res.status).toBe(200);
}
