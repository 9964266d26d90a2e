import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PagingQuery, SortValue, StatementLine, StatementPeriod } from '@app/contract';
import { lastPage, money, PAGE_SIZES, readSort, resolvePaging, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { getAccount } from './accounts.service.ts';

/** 'YYYY-MM-DD' arithmetic (UTC, so no clock change moves a day): the month boundaries. */
const monthOf = (d: string) => `${d.slice(0, 7)}-01`;
function shift(d: string, days: number, months = 0) {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + months, t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** A movement as it moves the balance: income up, expense down. */
const signed = sql`case when t.type = 'income' then t.amount else -t.amount end`;

/** Rows dated in [from, to): null is unbounded. */
type Span = { from: string | null; to: string | null };
const inSpan = (col: SQL, s: Span) =>
  sql`(${s.from}::date is null or ${col} >= ${s.from}::date) and (${s.to}::date is null or ${col} < ${s.to}::date)`;
const anyOf = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` or `) : sql`false`);

/**
 * The movement before the period and the period's count, credit and debit. Whole months come
 * from account_month_totals (kept by a trigger); only the partial months at the edges are read
 * from the movements themselves, so a busy account's decade costs a few hundred rows.
 */
async function periodTotals(db: Db, accountId: number, start: string | null, end: string | null) {
  const until = end ? shift(end, 1) : null; // the period is [start, until)
  // Whole months inside the period: [first, last).
  const first = start && start !== monthOf(start) ? shift(monthOf(start), 0, 1) : start;
  const last = until ? monthOf(until) : null;
  const wholeMonths = !first || !last || first < last;
  const period: { months: Span | null; rows: Span[] } = wholeMonths
    ? {
        months: { from: first, to: last },
        rows: [
          ...(start && first && start < first ? [{ from: start, to: first }] : []),
          ...(until && last && last < until ? [{ from: last, to: until }] : []),
        ],
      }
    : { months: null, rows: [{ from: start, to: until }] };
  // Before the period: whole months before its first month, then that month's earlier days.
  const before: { months: Span | null; rows: Span[] } = start
    ? {
        months: { from: null, to: monthOf(start) },
        rows: start > monthOf(start) ? [{ from: monthOf(start), to: start }] : [],
      }
    : { months: null, rows: [] };

  const month = sql`m.month`;
  const day = sql`t.transaction_date`;
  const mBefore = before.months ? inSpan(month, before.months) : sql`false`;
  const mPeriod = period.months ? inSpan(month, period.months) : sql`false`;
  const rBefore = anyOf(before.rows.map((s) => inSpan(day, s)));
  const rPeriod = anyOf(period.rows.map((s) => inSpan(day, s)));
  const result = await db.execute<{ before: string; total: number; debit: string; credit: string }>(
    sql`
    select (m.before + r.before)::text as before, (m.n + r.n)::int as total,
      (m.debit + r.debit)::text as debit, (m.credit + r.credit)::text as credit
    from (
      select coalesce(sum(m.credit - m.debit) filter (where ${mBefore}), 0) as before,
        coalesce(sum(m.movements) filter (where ${mPeriod}), 0) as n,
        coalesce(sum(m.debit) filter (where ${mPeriod}), 0) as debit,
        coalesce(sum(m.credit) filter (where ${mPeriod}), 0) as credit
      from account_month_totals m where m.account_id = ${accountId}
    ) m, (
      select coalesce(sum(${signed}) filter (where ${rBefore}), 0) as before,
        count(*) filter (where ${rPeriod}) as n,
        coalesce(sum(t.amount) filter (where (${rPeriod}) and t.type = 'expense'), 0) as debit,
        coalesce(sum(t.amount) filter (where (${rPeriod}) and t.type = 'income'), 0) as credit
      from transactions t
      where t.account_id = ${accountId} and t.status = 'approved' and (${rBefore} or ${rPeriod})
    ) r`,
  );
  return result.rows[0]!;
}

/**
 * Account statement (decisions section 5): only approved transactions; income is credit,
 * expense is debit; the running balance starts from the balance at the start of the period
 * (opening balance + approved movement before it) and is computed in SQL with a window, so
 * page 3 carries the balance of pages 1 and 2.
 */
export interface StatementFilters {
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  sort?: SortValue<'statement'> | undefined;
}

/**
 * The statement's lines in its order (`limit` null: all of them, for the export, issue 19).
 * The running sum always runs in date order, whichever way the lines are shown; ascending it
 * walks the covering index (transactions_statement_idx) alone, and only the page's own rows
 * are then read from the table for their text.
 */
export function statementLines(
  accountId: number,
  f: StatementFilters,
  periodOpening: string,
  limit: number | null,
  offset = 0,
) {
  const start = f.startDate ?? null;
  const end = f.endDate ?? null;
  const dir = readSort(f.sort)?.desc ? sql`desc` : sql`asc`;
  return sql`
    with w as (
      select t.id, t.transaction_date, t.type, t.amount, t.category_id,
        sum(${signed}) over (order by t.transaction_date, t.id) as moved
      from transactions t
      where t.account_id = ${accountId} and t.status = 'approved'
        and (${start}::date is null or t.transaction_date >= ${start}::date)
        and (${end}::date is null or t.transaction_date <= ${end}::date)
      order by t.transaction_date ${dir}, t.id ${dir}
      limit ${limit} offset ${offset}
    )
    select w.id, to_char(w.transaction_date, 'YYYY-MM-DD') as transaction_date, t.reference,
      t.description, c.name as category, w.type, w.amount,
      case when w.type = 'expense' then w.amount end as debit,
      case when w.type = 'income' then w.amount end as credit,
      (${periodOpening}::numeric + w.moved)::numeric(14,2)::text as running_balance
    from w join transactions t on t.id = w.id
      join transaction_categories c on c.id = w.category_id
    order by w.transaction_date ${dir}, w.id ${dir}`;
}

/** The account and the period's totals: what the page's header and the export's lines start from. */
export async function statementPeriod(db: Db, accountId: number, f: StatementFilters) {
  const account = await getAccount(db, accountId);
  const agg = await periodTotals(db, accountId, f.startDate ?? null, f.endDate ?? null);
  const periodOpening = toMoney(money(account.opening_balance).plus(agg.before));
  return { account, agg, periodOpening };
}

export async function getStatement(db: Db, accountId: number, q: PagingQuery & StatementFilters) {
  const start = q.startDate ?? null;
  const end = q.endDate ?? null;
  const { page, perPage, offset } = resolvePaging(q, PAGE_SIZES.statement);
  const { account, agg, periodOpening } = await statementPeriod(db, accountId, q);
  const lines = await db.execute<StatementLine & Record<string, unknown>>(
    statementLines(accountId, q, periodOpening, perPage, offset),
  );

  const closing = money(periodOpening).plus(agg.credit).minus(agg.debit);
  const period: StatementPeriod = {
    start_date: start,
    end_date: end,
    opening_balance: periodOpening,
    closing_balance: toMoney(closing),
    total_debit: toMoney(agg.debit),
    total_credit: toMoney(agg.credit),
  };
  return {
    success: true as const,
    data: lines.rows,
    current_page: page,
    last_page: lastPage(agg.total, perPage),
    total: agg.total,
    per_page: perPage,
    account,
    period,
  };
}
