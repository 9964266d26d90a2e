// The statements an accountant closes a month with, read from the trial balance (and so from the
// month totals the database keeps): profit and loss for a period with a comparison period, and
// the balance sheet as of a day with the year's profit in equity. Decision 042.
import type {
  BalanceSheet,
  ProfitAndLoss,
  ProfitAndLossQuery,
  TrialBalanceRow,
} from '@app/contract';
import {
  BASE_CURRENCY,
  financialYearStart,
  LEDGER_MESSAGES,
  money,
  todayIn,
  toMoney,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { trialBalance } from './ledger.service.ts';

type Decimal = ReturnType<typeof money>;

/** A row's movement in the period, on the account's own side (income credit, expense debit). */
const periodResult = (r: TrialBalanceRow) =>
  r.type === 'income' ? money(r.credit).minus(r.debit) : money(r.debit).minus(r.credit);

/** A row's balance at the period's end, on the side a person reads it for its type. */
const closingBalance = (r: TrialBalanceRow) => {
  const net = money(r.closing_debit).minus(r.closing_credit);
  return r.type === 'asset' || r.type === 'expense' ? net : net.neg();
};

const sum = (xs: Decimal[]) => xs.reduce((s, x) => s.plus(x), money(0));

/** The period as the trial balance resolves it: `to` today, a lone later `from` to itself. */
function resolvePeriod(from: string | null | undefined, to: string | null | undefined, tz: string) {
  const today = todayIn(tz);
  const end = to ?? (from && from > today ? from : today);
  return { from: from ?? financialYearStart(end), to: end };
}

export async function profitAndLoss(
  db: Db,
  q: ProfitAndLossQuery,
  timeZone: string,
): Promise<ProfitAndLoss> {
  const { from, to } = resolvePeriod(q.from, q.to, timeZone);
  const compare =
    q.compare_from && q.compare_to ? { from: q.compare_from, to: q.compare_to } : null;
  const [current, before] = await Promise.all([
    trialBalance(db, { from, to }, timeZone),
    compare ? trialBalance(db, compare, timeZone) : null,
  ]);
  const rowsOf = (type: 'income' | 'expense') => {
    const now = new Map(current.rows.filter((r) => r.type === type).map((r) => [r.account_id, r]));
    const then = new Map(
      (before?.rows ?? []).filter((r) => r.type === type).map((r) => [r.account_id, r]),
    );
    const ids = [...new Set([...now.keys(), ...then.keys()])];
    return ids
      .map((id) => {
        const r = (now.get(id) ?? then.get(id))!;
        const amount = now.has(id) ? periodResult(now.get(id)!) : money(0);
        const compared = compare ? (then.has(id) ? periodResult(then.get(id)!) : money(0)) : null;
        return { account_id: id, code: r.code, name: r.name, amount, compared };
      })
      .filter((r) => !r.amount.isZero() || (r.compared && !r.compared.isZero()))
      .sort((a, b) => a.code.localeCompare(b.code) || a.account_id - b.account_id);
  };
  const income = rowsOf('income');
  const expenses = rowsOf('expense');
  const total = (rows: typeof income, pick: 'amount' | 'compared') =>
    sum(rows.map((r) => r[pick] ?? money(0)));
  const totals = (pick: 'amount' | 'compared') => {
    const i = total(income, pick);
    const e = total(expenses, pick);
    return { income: i, expenses: e, net: i.minus(e) };
  };
  const now = totals('amount');
  const then = compare ? totals('compared') : null;
  const pair = (k: 'income' | 'expenses' | 'net') => ({
    amount: toMoney(now[k]),
    compare_amount: then ? toMoney(then[k]) : null,
  });
  const out = (rows: typeof income) =>
    rows.map(({ compared, amount, ...r }) => ({
      ...r,
      amount: toMoney(amount),
      compare_amount: compared ? toMoney(compared) : null,
    }));
  return {
    currency: BASE_CURRENCY,
    from,
    to,
    compare_from: compare?.from ?? null,
    compare_to: compare?.to ?? null,
    income: out(income),
    expenses: out(expenses),
    totals: { income: pair('income'), expenses: pair('expenses'), net_profit: pair('net') },
  };
}

/**
 * Assets, liabilities and equity at the end of `date`. Income and expense accounts are not listed:
 * their results since the financial year began are the year's profit, and everything before is
 * retained earnings, both shown in equity, so assets equal liabilities plus equity.
 */
export async function balanceSheet(
  db: Db,
  q: { date?: string | null | undefined },
  timeZone: string,
): Promise<BalanceSheet> {
  const date = q.date ?? todayIn(timeZone);
  const yearFrom = financialYearStart(date);
  const [all, year] = await Promise.all([
    trialBalance(db, { from: null, to: date }, timeZone),
    trialBalance(db, { from: yearFrom, to: date }, timeZone),
  ]);
  const listed = (type: 'asset' | 'liability' | 'equity') =>
    all.rows
      .filter((r) => r.type === type)
      .map((r) => ({ account_id: r.account_id, code: r.code, name: r.name, b: closingBalance(r) }));
  const results = (rows: TrialBalanceRow[], of: (r: TrialBalanceRow) => Decimal) =>
    sum(
      rows
        .filter((r) => r.type === 'income' || r.type === 'expense')
        .map((r) => (r.type === 'income' ? of(r) : of(r).neg())),
    );
  const profitForYear = results(year.rows, periodResult);
  const allResults = results(all.rows, closingBalance);
  const assets = listed('asset');
  const liabilities = listed('liability');
  const equity = [
    ...listed('equity'),
    {
      account_id: null,
      code: null,
      name: LEDGER_MESSAGES.retainedEarnings,
      b: allResults.minus(profitForYear),
    },
    { account_id: null, code: null, name: LEDGER_MESSAGES.profitForYear, b: profitForYear },
  ];
  const out = (rows: typeof equity) => rows.map(({ b, ...r }) => ({ ...r, balance: toMoney(b) }));
  const totalOf = (rows: typeof equity) => sum(rows.map((r) => r.b));
  return {
    currency: BASE_CURRENCY,
    date,
    year_from: yearFrom,
    assets: out(assets),
    liabilities: out(liabilities),
    equity: out(equity),
    totals: {
      assets: toMoney(totalOf(assets)),
      liabilities: toMoney(totalOf(liabilities)),
      equity: toMoney(totalOf(equity)),
      liabilities_and_equity: toMoney(totalOf(liabilities).plus(totalOf(equity))),
    },
  };
}
