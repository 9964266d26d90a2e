import { sql } from 'drizzle-orm';
import type { MoneyTotals, SalesBasis, SalesReport, TopReport } from '@app/contract';
import { BASE_CURRENCY, money, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { systemAccount } from '../ledger/posting.ts';
import { firstDay, shiftMonth } from './period.ts';

/**
 * Sales, cost, profit and commission by booking month, and the top destinations and agents:
 * all read from booking_month_totals (kept by a trigger, migrations 0025 and 0030), a row per
 * month and agent or destination (and per year and agent), so a year is a few thousand rows
 * however many files it holds.
 */
type Period = { from: string; to: string };
const MONEY = ['sale', 'cost', 'profit', 'commission', 'net_profit'] as const;
const COUNTS = ['files', 'cancelled_files', 'draft_files'] as const;

const sumTotals = (rows: MoneyTotals[]): MoneyTotals => ({
  ...(Object.fromEntries(COUNTS.map((k) => [k, rows.reduce((n, r) => n + r[k], 0)])) as Record<
    (typeof COUNTS)[number],
    number
  >),
  ...(Object.fromEntries(
    MONEY.map((k) => [k, toMoney(rows.reduce((s, r) => s.plus(r[k]), money(0)))]),
  ) as Record<(typeof MONEY)[number], string>),
});

/** The report in either basis (decision 045): the books' months by default. */
export async function salesReport(
  db: Db,
  p: Period,
  agentId: number | null,
  basis: SalesBasis = 'posting',
): Promise<SalesReport> {
  const rows = await (basis === 'posting' ? byPosting : byBooking)(db, p, agentId);
  return { from: p.from, to: p.to, currency: BASE_CURRENCY, basis, rows, totals: sumTotals(rows) };
}

type Rows = SalesReport['rows'];
const money2 = (c: string) => sql.raw(`round(coalesce(sum(t.${c}), 0), 2)::text as ${c}`);
const count = (c: string) => sql.raw(`coalesce(sum(t.${c}), 0)::int as ${c}`);
const monthsOf = (p: Period) => sql`
  select generate_series(${firstDay(p.from)}::date, ${firstDay(p.to)}::date, interval '1 month')::date as month`;

/**
 * By booking month, at the files' figures today: every month of the period, empty ones as zeros.
 * Without an agent the destination rows are summed (each file is in exactly one of them, and
 * there are few per month); with one, that agent's rows.
 */
async function byBooking(db: Db, p: Period, agentId: number | null): Promise<Rows> {
  const dimension = agentId ? 'agent' : 'destination';
  const key = agentId ? String(agentId) : null;
  const { rows } = await db.execute<Rows[number] & Record<string, unknown>>(sql`
    with months as (${monthsOf(p)})
    select to_char(m.month, 'YYYY-MM') as month,
      ${sql.join([...COUNTS.map(count), ...MONEY.map(money2)], sql`, `)}
    from months m
    left join booking_month_totals t on t.month = m.month and t.dimension = ${dimension}
      and (${key}::text is null or t.key = ${key}::text)
    group by m.month order by m.month`);
  return rows;
}

/**
 * By posting date: the month's movements on Tour Revenue, Cost of Tours and Agent Commission,
 * which only files (their entries, tax documents and services' payables) post to, so each
 * figure is the profit and loss's line for the month. Without an agent, from the kept month
 * totals (a row per account and month); with one, from the lines of those entries of that
 * agent's files (before, its files' own entries only: its sales were gross of GST and its cost
 * left out what its services owed their suppliers). The counts are the files whose money
 * posted in the month (a confirmation, a change or a cancellation), by their status today.
 */
async function byPosting(db: Db, p: Period, agentId: number | null): Promise<Rows> {
  const [revenue, cost, commission] = await Promise.all(
    (['tour_revenue', 'cost_of_tours', 'agent_commission'] as const).map((k) =>
      systemAccount(db, k),
    ),
  );
  const from = firstDay(p.from);
  const end = firstDay(shiftMonth(p.to, 1));
  const ofAgent = agentId === null ? sql`true` : sql`b.agent_id = ${agentId}`;
  const figures =
    agentId === null
      ? sql`select t.month, t.account_id, t.debit, t.credit from ledger_month_totals t
          where t.account_id in (${revenue}, ${cost}, ${commission})
            and t.month >= ${from}::date and t.month < ${end}::date`
      : // The agent's files' own entries, their tax documents' (the GST moved out of revenue)
        // and their services' payables and reversals (the cost owed to suppliers).
        sql`select date_trunc('month', e.entry_date)::date as month, l.account_id, l.debit, l.credit
          from journal_entries e
          left join journal_entries o on o.id = e.reverses_id
          cross join lateral (select coalesce(o.source_type, e.source_type) as st,
            coalesce(o.source_id, e.source_id) as sid) s
          join bookings b on b.id = case s.st
              when 'booking' then s.sid
              when 'tax_document' then (select d.booking_id from tax_documents d where d.id = s.sid)
              when 'supplier_payable' then (select p.booking_id from supplier_payables p where p.id = s.sid)
            end
          join journal_lines l on l.entry_id = e.id
          where s.st in ('booking', 'tax_document', 'supplier_payable') and ${ofAgent}
            and l.account_id in (${revenue}, ${cost}, ${commission})
            and e.entry_date >= ${from}::date and e.entry_date < ${end}::date`;
  const { rows } = await db.execute<Rows[number] & Record<string, unknown>>(sql`
    with months as (${monthsOf(p)}),
    f as (${figures}),
    m as (
      select f.month,
        sum(case when f.account_id = ${revenue} then f.credit - f.debit else 0 end) as sale,
        sum(case when f.account_id = ${cost} then f.debit - f.credit else 0 end) as cost,
        sum(case when f.account_id = ${commission} then f.debit - f.credit else 0 end) as commission
      from f group by f.month
    ),
    c as (
      select date_trunc('month', e.entry_date)::date as month,
        count(distinct e.source_id) as files,
        count(distinct e.source_id) filter (where b.status = 'cancelled') as cancelled_files,
        count(distinct e.source_id) filter (where b.status = 'draft') as draft_files
      from journal_entries e join bookings b on b.id = e.source_id
      where e.source_type = 'booking' and ${ofAgent}
        and e.entry_date >= ${from}::date and e.entry_date < ${end}::date
      group by 1
    )
    select to_char(months.month, 'YYYY-MM') as month,
      coalesce(c.files, 0)::int as files,
      coalesce(c.cancelled_files, 0)::int as cancelled_files,
      coalesce(c.draft_files, 0)::int as draft_files,
      round(coalesce(m.sale, 0), 2)::text as sale,
      round(coalesce(m.cost, 0), 2)::text as cost,
      round(coalesce(m.sale - m.cost, 0), 2)::text as profit,
      round(coalesce(m.commission, 0), 2)::text as commission,
      round(coalesce(m.sale - m.cost - m.commission, 0), 2)::text as net_profit
    from months left join m on m.month = months.month left join c on c.month = months.month
    order by months.month`);
  return rows;
}

/** One term of a period's sum: the rows of `dimension` for `month`, added (1) or taken away (-1). */
type Term = [dimension: string, month: string, sign: 1 | -1];

/**
 * A period of whole months as terms over the kept rows. Destinations: each month. Agents: per
 * calendar year, its months when the period holds six or fewer of them, else the year's row
 * (dimension agent_year, migration 0030) less the months outside the period. Twelve months up
 * to now are two rows an agent (last year's months and this year's row) instead of twelve.
 */
export function periodTerms(dimension: 'agent' | 'destination', p: Period): Term[] {
  const terms: Term[] = [];
  const month = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const [fromYear, fromMonth] = p.from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = p.to.split('-').map(Number) as [number, number];
  for (let y = fromYear; y <= toYear; y++) {
    const a = y === fromYear ? fromMonth : 1;
    const b = y === toYear ? toMonth : 12;
    if (dimension === 'destination' || b - a + 1 <= 6) {
      for (let m = a; m <= b; m++) terms.push([dimension, month(y, m), 1]);
    } else {
      terms.push(['agent_year', month(y, 1), 1]);
      for (let m = 1; m <= 12; m++) if (m < a || m > b) terms.push(['agent', month(y, m), -1]);
    }
  }
  return terms;
}

/**
 * The destinations or agents with the most sale (or net profit) over the period's sold files:
 * summed by key first, then only the top rows named (their agents joined).
 */
export async function topReport(
  db: Db,
  dimension: 'agent' | 'destination',
  p: Period,
  by: 'sale' | 'profit',
  limit: number,
): Promise<TopReport> {
  const terms = sql.join(
    periodTerms(dimension, p).map(([d, m, s]) => sql`(${d}, ${m}::date, ${s}::int)`),
    sql`, `,
  );
  const order = by === 'sale' ? sql`sale` : sql`net_profit`;
  const { rows } = await db.execute<{
    key: string;
    files: number;
    sale: string;
    net_profit: string;
    agent_id: number | null;
    code: string | null;
    name: string | null;
  }>(sql`
    with p(dimension, month, sign) as (values ${terms}),
    s as (
      select t.key, sum(p.sign * (t.files - t.cancelled_files - t.draft_files)) as files,
        sum(p.sign * t.sale) as sale, sum(p.sign * t.net_profit) as net_profit
      from p join booking_month_totals t on t.dimension = p.dimension and t.month = p.month
      where t.key <> ''
      group by t.key
      having sum(p.sign * (t.files - t.cancelled_files - t.draft_files)) > 0
      order by ${order} desc, t.key
      limit ${limit}
    )
    select s.key, s.files::int as files, round(s.sale, 2)::text as sale,
      round(s.net_profit, 2)::text as net_profit, a.id as agent_id, a.code, a.name
    from s left join agents a on a.id = case when ${dimension} = 'agent' then s.key::int end
    order by s.${order} desc, s.key`);
  return {
    from: p.from,
    to: p.to,
    currency: BASE_CURRENCY,
    by,
    rows: rows.map((r) => ({
      label: r.name ?? r.key,
      ...(r.agent_id ? { agent: { id: r.agent_id, code: r.code ?? '', name: r.name ?? '' } } : {}),
      files: r.files,
      sale: r.sale,
      net_profit: r.net_profit,
    })),
  };
}
