import { sql } from 'drizzle-orm';
import type { MoneyTotals, SalesReport, TopReport } from '@app/contract';
import { BASE_CURRENCY, money, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { firstDay } from './period.ts';

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

/**
 * Every month of the period, empty ones as zeros. Without an agent the destination rows are
 * summed (each file is in exactly one of them, and there are few per month); with one, that
 * agent's rows.
 */
export async function salesReport(db: Db, p: Period, agentId: number | null): Promise<SalesReport> {
  const dimension = agentId ? 'agent' : 'destination';
  const key = agentId ? String(agentId) : null;
  const money2 = (c: string) => sql.raw(`round(coalesce(sum(t.${c}), 0), 2)::text as ${c}`);
  const count = (c: string) => sql.raw(`coalesce(sum(t.${c}), 0)::int as ${c}`);
  const { rows } = await db.execute<SalesReport['rows'][number] & Record<string, unknown>>(sql`
    with months as (
      select generate_series(${firstDay(p.from)}::date, ${firstDay(p.to)}::date, interval '1 month')::date as month
    )
    select to_char(m.month, 'YYYY-MM') as month,
      ${sql.join([...COUNTS.map(count), ...MONEY.map(money2)], sql`, `)}
    from months m
    left join booking_month_totals t on t.month = m.month and t.dimension = ${dimension}
      and (${key}::text is null or t.key = ${key}::text)
    group by m.month order by m.month`);
  return { from: p.from, to: p.to, currency: BASE_CURRENCY, rows, totals: sumTotals(rows) };
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
