import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** Days in [from, to); '-infinity' and 'infinity' stand for no bound, [x, x) for none. */
type Span = [from: string, to: string];
const NONE: Span = ['-infinity', '-infinity'];

/**
 * The period [start, end] cut into what account_month_totals answers (whole months) and what
 * is read from the movements (the partial months at the edges), and the same for the time
 * before it. Always the same five spans, so the statement's text never changes and it is
 * prepared once per connection (a generic plan: no parsing or planning per request).
 */
function periodSpans(start: string | null, end: string | null) {
  const until = end ? shift(end, 1) : null; // the period is [start, until)
  // Whole months inside the period: [first, last).
  const first = start && start !== monthOf(start) ? shift(monthOf(start), 0, 1) : start;
  const last = until ? monthOf(until) : null;
  const from = first ?? '-infinity';
  const to = last ?? 'infinity';
  const wholeMonths = from < to || !first || !last;
  return {
    // Before the period: whole months before its first month, then that month's earlier days.
    monthsBefore: start ? (['-infinity', monthOf(start)] as Span) : NONE,
    daysBefore: start && start > monthOf(start) ? ([monthOf(start), start] as Span) : NONE,
    months: wholeMonths ? ([from, to] as Span) : NONE,
    daysAtStart: !wholeMonths
      ? ([start ?? '-infinity', until ?? 'infinity'] as Span)
      : start && first && start < first
        ? ([start, first] as Span)
        : NONE,
    daysAtEnd: wholeMonths && until && last && last < until ? ([last, until] as Span) : NONE,
  };
}

const inSpan = (col: string, n: number) => `(${col} >= $${n}::date and ${col} < $${n + 1}::date)`;
const SIGNED = `case when t.type = 'income' then t.amount else -t.amount end`;
// $1 the account; $2-3 months before, $4-5 days before, $6-7 months, $8-9 and $10-11 days.
const R_PERIOD = `(${inSpan('t.transaction_date', 8)} or ${inSpan('t.transaction_date', 10)})`;
const PERIOD_TOTALS = `
  select (m.before + r.before)::text as before, (m.n + r.n)::int as total,
    (m.debit + r.debit)::text as debit, (m.credit + r.credit)::text as credit
  from (
    select coalesce(sum(m.credit - m.debit) filter (where ${inSpan('m.month', 2)}), 0) as before,
      coalesce(sum(m.movements) filter (where ${inSpan('m.month', 6)}), 0) as n,
      coalesce(sum(m.debit) filter (where ${inSpan('m.month', 6)}), 0) as debit,
      coalesce(sum(m.credit) filter (where ${inSpan('m.month', 6)}), 0) as credit
    from account_month_totals m where m.account_id = $1
  ) m, (
    select coalesce(sum(${SIGNED}) filter (where ${inSpan('t.transaction_date', 4)}), 0) as before,
      count(*) filter (where ${R_PERIOD}) as n,
      coalesce(sum(t.amount) filter (where ${R_PERIOD} and t.type = 'expense'), 0) as debit,
      coalesce(sum(t.amount) filter (where ${R_PERIOD} and t.type = 'income'), 0) as credit
    from transactions t
    where t.account_id = $1 and t.status = 'approved'
      and (${inSpan('t.transaction_date', 4)} or ${R_PERIOD})
  ) r`;

/**
 * The movement before the period and the period's count, credit and debit. Whole months come
 * from account_month_totals (kept by a trigger); only the partial months at the edges are read
 * from the movements themselves, so a busy account's decade costs a few hundred rows.
 */
async function periodTotals(db: Db, accountId: number, start: string | null, end: string | null) {
  const p = periodSpans(start, end);
  const spans = [p.monthsBefore, p.daysBefore, p.months, p.daysAtStart, p.daysAtEnd];
  const result = await db.$client.query<{
    before: string;
    total: number;
    debit: string;
    credit: string;
  }>({
    name: 'statement_period_totals',
    text: PERIOD_TOTALS,
    values: [accountId, ...spans.flat()],
  });
  return result.rows[0]!;
}

/**
 * Account statement: only approved transactions; income is credit,
 * expense is debit; the running balance starts from the balance at the start of the period
 * (opening balance + approved movement before it) and is computed in SQL with a window, so
 * page 3 carries the balance of pages 1 and 2.
 */
export interface StatementFilters {
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  sort?: SortValue<'statement'> | undefined;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The statement's lines as a named query for the pg client: its text depends only on the
 * direction (every date, limit and offset is a parameter), so PostgreSQL parses and plans it
 * once per connection; a null limit gives all the lines (the export streams them).
 */
export function statementLinesQuery(
  accountId: number,
  f: StatementFilters,
  periodOpening: string,
  limit: number | null,
  offset = 0,
) {
  const { sql: text, params } = dialect.sqlToQuery(
    statementLines(accountId, f, periodOpening, limit, offset),
  );
  return {
    name: `statement_lines_${readSort(f.sort)?.desc ? 'desc' : 'asc'}`,
    text,
    values: params,
  };
}

/**
 * The statement's lines in its order (`limit` null: all of them, for the export).
 * The running sum always runs in date order, whichever way the lines are shown; ascending it
 * walks the covering index (transactions_statement_idx) alone, and only the page's own rows
 * are then read from the table for their text.
 */
function statementLines(
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
        and t.transaction_date >= coalesce(${start}::date, '-infinity')
        and t.transaction_date <= coalesce(${end}::date, 'infinity')
      order by t.transaction_date ${dir}, t.id ${dir}
      limit ${limit} offset ${offset}
    )
    select w.id, to_char(w.transaction_date, 'YYYY-MM-DD') as transaction_date, t.reference,
      t.description, c.name as category, w.type, w.amount,
      case when w.type = 'expense' then w.amount end as debit,
      case when w.type = 'income' then w.amount end as credit,
      round(${periodOpening}::numeric + w.moved, 2)::text as running_balance
    from w join transactions t on t.id = w.id
      join transaction_categories c on c.id = w.category_id
    order by w.transaction_date ${dir}, w.id ${dir}`;
}

/** The account and the period's totals: what the page's header and the export's lines start from. */
export async function statementPeriod(db: Db, accountId: number, f: StatementFilters) {
  const [account, agg] = await Promise.all([
    getAccount(db, accountId),
    periodTotals(db, accountId, f.startDate ?? null, f.endDate ?? null),
  ]);
  const periodOpening = toMoney(money(account.opening_balance).plus(agg.before));
  return { account, agg, periodOpening };
}

export async function getStatement(db: Db, accountId: number, q: PagingQuery & StatementFilters) {
  const start = q.startDate ?? null;
  const end = q.endDate ?? null;
  const { page, perPage, offset } = resolvePaging(q, PAGE_SIZES.statement);
  const { account, agg, periodOpening } = await statementPeriod(db, accountId, q);
  const lines = await db.$client.query<StatementLine>(
    statementLinesQuery(accountId, q, periodOpening, perPage, offset),
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
