import { sql } from 'drizzle-orm';
import type { MoneyTotals, SalesReport, TopReport } from '@app/contract';
import { money, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { firstDay } from './period.ts';

/**
 * Sales, cost, profit and commission by booking month, and the top destinations and agents:
 * all read from booking_month_totals (kept by a trigger, migration 0025), a row per month and
 * agent or destination, so a year is a few thousand rows however many files it holds.
 */
type Period = { from: string; to: string };
const MONEY = ['sale', 'cost', 'profit', 'commission', 'net_profit'] as const;

const sumTotals = (rows: MoneyTotals[]): MoneyTotals => ({
  files: rows.reduce((n, r) => n + r.files, 0),
  cancelled_files: rows.reduce((n, r) => n + r.cancelled_files, 0),
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
  const money2 = (c: string) => sql.raw(`coalesce(sum(t.${c}), 0)::numeric(18,2)::text as ${c}`);
  const { rows } = await db.execute<SalesReport['rows'][number] & Record<string, unknown>>(sql`
    with months as (
      select generate_series(${firstDay(p.from)}::date, ${firstDay(p.to)}::date, interval '1 month')::date as month
    )
    select to_char(m.month, 'YYYY-MM') as month,
      coalesce(sum(t.files), 0)::int as files, coalesce(sum(t.cancelled_files), 0)::int as cancelled_files,
      ${sql.join(MONEY.map(money2), sql`, `)}
    from months m
    left join booking_month_totals t on t.month = m.month and t.dimension = ${dimension}
      and (${key}::text is null or t.key = ${key}::text)
    group by m.month order by m.month`);
  return { from: p.from, to: p.to, rows, totals: sumTotals(rows) };
}

/** The destinations or agents with the most sale (or net profit) over the period's live files. */
export async function topReport(
  db: Db,
  dimension: 'agent' | 'destination',
  p: Period,
  by: 'sale' | 'profit',
  limit: number,
): Promise<TopReport> {
  const order = by === 'sale' ? sql`sum(t.sale)` : sql`sum(t.net_profit)`;
  const { rows } = await db.execute<{
    key: string;
    files: number;
    sale: string;
    net_profit: string;
    agent_id: number | null;
    code: string | null;
    name: string | null;
  }>(sql`
    select t.key, sum(t.files - t.cancelled_files)::int as files,
      sum(t.sale)::numeric(18,2)::text as sale, sum(t.net_profit)::numeric(18,2)::text as net_profit,
      a.id as agent_id, a.code, a.name
    from booking_month_totals t
    left join agents a on ${dimension} = 'agent' and a.id = nullif(t.key, '')::int
    where t.dimension = ${dimension} and t.key <> ''
      and t.month between ${firstDay(p.from)}::date and ${firstDay(p.to)}::date
    group by t.key, a.id, a.code, a.name
    having sum(t.files - t.cancelled_files) > 0
    order by ${order} desc, t.key
    limit ${limit}`);
  return {
    from: p.from,
    to: p.to,
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
