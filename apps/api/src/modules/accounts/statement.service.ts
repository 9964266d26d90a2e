import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PagingQuery, SortValue, StatementLine, StatementPeriod } from '@app/contract';
import {
  lastPage,
  money,
  PAGE_SIZES,
  readSort,
  resolvePaging,
  toMoney,
  VALUE_LABELS,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { getAccount } from './accounts.service.ts';
// The period cut into whole months (ledger_month_totals) and edge days (the lines), always the
// same five spans, so the statement's text never changes and is prepared once per connection.
import { periodSpans } from '../ledger/period-spans.ts';

/**
 * The account's sign: its balance is its debits minus credits times this (1 for assets and
 * expenses, -1 for liabilities, equity and income: decision 042's normal sides).
 */
const SIGN_OF = (n: number) =>
  `(select case when a.type in ('asset', 'expense') then 1 else -1 end from accounts a where a.id = $${n})`;

const inSpan = (col: string, n: number) => `(${col} >= $${n}::date and ${col} < $${n + 1}::date)`;
/**
 * A line's debit and credit in the account's own currency (`own`: the account is kept in another
 * currency, and every line on it is in that currency): its document amount on its side, else the
 * rupees themselves.
 */
const nativeSide = (side: 'debit' | 'credit') =>
  `case when own then case when l.${side} > 0 then l.amount else 0 end else l.${side} end`;
const OWN = (n: number) => `(select a.currency <> 'INR' as own from accounts a where a.id = $${n})`;
// $1 the account; $2-3 months before, $4-5 days before, $6-7 months, $8-9 and $10-11 days.
const R_PERIOD = `(${inSpan('l.entry_date', 8)} or ${inSpan('l.entry_date', 10)})`;
const PERIOD_TOTALS = `
  select (${SIGN_OF(1)} * (m.before + r.before))::text as before, (m.n + r.n)::int as total,
    (m.debit + r.debit)::text as debit, (m.credit + r.credit)::text as credit,
    ${SIGN_OF(1)} as sign
  from (
    select coalesce(sum(m.native_debit - m.native_credit) filter (where ${inSpan('m.month', 2)}), 0) as before,
      coalesce(sum(m.lines) filter (where ${inSpan('m.month', 6)}), 0) as n,
      coalesce(sum(m.native_debit) filter (where ${inSpan('m.month', 6)}), 0) as debit,
      coalesce(sum(m.native_credit) filter (where ${inSpan('m.month', 6)}), 0) as credit
    from ledger_month_totals m where m.account_id = $1
  ) m, (
    select coalesce(sum(${nativeSide('debit')} - ${nativeSide('credit')}) filter (where ${inSpan('l.entry_date', 4)}), 0) as before,
      count(*) filter (where ${R_PERIOD}) as n,
      coalesce(sum(${nativeSide('debit')}) filter (where ${R_PERIOD}), 0) as debit,
      coalesce(sum(${nativeSide('credit')}) filter (where ${R_PERIOD}), 0) as credit
    from journal_lines l, ${OWN(1)} a
    where l.account_id = $1 and (${inSpan('l.entry_date', 4)} or ${R_PERIOD})
  ) r`;

/**
 * The balance before the period (on the account's normal side) and the period's line count,
 * debits and credits. Whole months come from ledger_month_totals (kept by a trigger on each
 * posted line); only the partial months at the edges are read from the lines themselves, so a
 * busy account's decade costs a few hundred rows.
 */
async function periodTotals(db: Db, accountId: number, start: string | null, end: string | null) {
  const p = periodSpans(start, end);
  const spans = [p.monthsBefore, p.daysBefore, p.months, p.daysAtStart, p.daysAtEnd];
  const result = await db.$client.query<{
    before: string;
    total: number;
    debit: string;
    credit: string;
    sign: number;
  }>({
    name: 'account_ledger_period_totals',
    text: PERIOD_TOTALS,
    values: [accountId, ...spans.flat()],
  });
  return result.rows[0]!;
}

/**
 * Account statement: the account's journal lines, debit and credit as posted on it (money into
 * a bank is a debit, decision 042), in the account's currency with the rupees each line
 * weighs in the books beside it; its opening balance is a line (the opening entry), and
 * the running balance, on the account's normal side, starts from the balance of everything
 * before the period. It is computed in SQL with a window, so page 3 carries the balance of
 * pages 1 and 2.
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
    name: `account_ledger_lines_${readSort(f.sort)?.desc ? 'desc' : 'asc'}`,
    text,
    values: params,
  };
}

/** What a line that no transaction posted shows as its category: its source's label. */
const sourceLabel = sql.raw(
  `case e.source_type ${Object.entries(VALUE_LABELS.journalSource)
    .map(([k, v]) => `when '${k}' then '${v}'`)
    .join(' ')} else e.source_type end`,
);

/**
 * The statement's lines in its order (`limit` null: all of them, for the export). A line's
 * reference and category are its transaction's (a transaction or a reversal entry); its type
 * is the transaction's, or for other sources whether it raises ('income') or lowers
 * ('expense') the balance. The running sum always runs in date order, whichever way the lines
 * are shown; only the page's own lines are then joined to their entries' documents.
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
      select l.id, l.entry_id, l.entry_date, l.debit as base_debit, l.credit as base_credit,
        ${sql.raw(nativeSide('debit'))} as debit, ${sql.raw(nativeSide('credit'))} as credit,
        sum(${sql.raw(nativeSide('debit'))} - ${sql.raw(nativeSide('credit'))})
          over (order by l.entry_date, l.id) as moved
      from journal_lines l,
        (select a.currency <> 'INR' as own from accounts a where a.id = ${accountId}) a
      where l.account_id = ${accountId}
        and l.entry_date >= coalesce(${start}::date, '-infinity')
        and l.entry_date <= coalesce(${end}::date, 'infinity')
      order by l.entry_date ${dir}, l.id ${dir}
      limit ${limit} offset ${offset}
    ), s as (
      select case when a.type in ('asset', 'expense') then 1 else -1 end as sign, a.currency
      from accounts a where a.id = ${accountId}
    )
    select w.id, w.entry_id, to_char(w.entry_date, 'YYYY-MM-DD') as transaction_date, x.reference,
      s.currency,
      e.memo as description, coalesce(c.name, ${sourceLabel}) as category,
      coalesce(x.type, case when (w.base_debit > 0) = (s.sign = 1) then 'income' else 'expense' end)
        as type,
      (w.debit + w.credit)::text as amount,
      -- By the rupee side: a revaluation's line moves rupees only, its own figure is 0.
      case when w.base_debit > 0 then w.debit::text end as debit,
      case when w.base_credit > 0 then w.credit::text end as credit,
      round(${periodOpening}::numeric + s.sign * w.moved, 2)::text as running_balance,
      case when w.base_debit > 0 then w.base_debit::text end as base_debit,
      case when w.base_credit > 0 then w.base_credit::text end as base_credit
    from w cross join s join journal_entries e on e.id = w.entry_id
      left join transactions x on e.source_type in ('transaction', 'reversal') and x.id = e.source_id
      left join transaction_categories c on c.id = x.category_id
    order by w.entry_date ${dir}, w.id ${dir}`;
}

/** The account and the period's totals: what the page's header and the export's lines start from. */
export async function statementPeriod(db: Db, accountId: number, f: StatementFilters) {
  const [account, agg] = await Promise.all([
    getAccount(db, accountId),
    periodTotals(db, accountId, f.startDate ?? null, f.endDate ?? null),
  ]);
  // The opening entry is a line like any other: the balance at the start is all before it.
  const periodOpening = toMoney(agg.before);
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

  const moved = money(agg.debit).minus(agg.credit);
  const closing = money(periodOpening).plus(agg.sign === 1 ? moved : moved.neg());
  const period: StatementPeriod = {
    currency: account.currency,
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
