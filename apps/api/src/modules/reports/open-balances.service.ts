import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Ageing, PayablesReport, ReceivablesReport } from '@app/contract';
import {
  AGEING_BUCKETS,
  BASE_CURRENCY,
  lastPage,
  money,
  REPORT_AGENTS_PER_PAGE,
  toMoney,
} from '@app/contract';
import type { Db } from '../../db/client.ts';

/**
 * What is still open today: customers' balances by how far the travel is (receivables ageing)
 * and what the agency owes its agents. Balances are owed on sold files (confirmed or completed:
 * a draft is not sold yet) and on cancelled files still owing part of their cancellation charge
 * (decision 052, migration 0072); voided payments are already out of each file's balance. Sums
 * are exact at any size (answer.total).
 *
 * Overall ageing sums receivable_days (a row per travel date); agents come a page at a time,
 * owed the most first, from agent_open_totals (a row per agent), and only the page's agents'
 * files are read, through bookings_agent_sold_idx (migration 0075). Both tables are kept by
 * migrations 0025, 0045 and 0072.
 */
const PER_PAGE = REPORT_AGENTS_PER_PAGE;
/** A page of agents, or all of them (an export). */
export type AgentPage = number | 'all';
const window = (page: AgentPage) =>
  page === 'all' ? sql`limit null` : sql`limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`;
const pageNumber = (page: AgentPage) => (page === 'all' ? 1 : page);

/** The ageing sums over rows with a travel date `d`, an amount `a` and a file count `n`. */
function ageingColumns(d: SQL, a: SQL, n: SQL, today: string) {
  const t = sql`${today}::date`;
  const sum = (cond: SQL) => sql`round(coalesce(sum(${a}) filter (where ${cond}), 0), 2)::text`;
  const ahead = [
    sql`${d} between ${t} and ${t} + 30`,
    sql`${d} between ${t} + 31 and ${t} + 60`,
    sql`${d} between ${t} + 61 and ${t} + 90`,
    sql`${d} > ${t} + 90`,
  ];
  const behind = [
    sql`${d} between ${t} - 30 and ${t} - 1`,
    sql`${d} between ${t} - 60 and ${t} - 31`,
    sql`${d} between ${t} - 90 and ${t} - 61`,
    sql`${d} < ${t} - 90`,
  ];
  return sql.join(
    [
      ...ahead.map((c, i) => sql`${sum(c)} as to_${sql.raw(String(i))}`),
      ...behind.map((c, i) => sql`${sum(c)} as since_${sql.raw(String(i))}`),
      sql`${sum(sql`${d} is null`)} as no_date`,
      sql`round(coalesce(sum(${a}), 0), 2)::text as total`,
      sql`coalesce(sum(${n}), 0)::int as files`,
    ],
    sql`, `,
  );
}

type AgeingRow = Record<string, string | number | null>;
const toAgeing = (r: AgeingRow): Ageing => ({
  to_travel: Object.fromEntries(
    AGEING_BUCKETS.map((b, i) => [b, String(r[`to_${i}`])]),
  ) as Ageing['to_travel'],
  since_travel: Object.fromEntries(
    AGEING_BUCKETS.map((b, i) => [b, String(r[`since_${i}`])]),
  ) as Ageing['since_travel'],
  no_travel_date: String(r.no_date),
  total: String(r.total),
  files: Number(r.files),
});

const NOTHING_OWED = toAgeing({
  files: 0,
  total: '0.00',
  no_date: '0.00',
  ...Object.fromEntries(
    AGEING_BUCKETS.flatMap((_, i) => [
      [`to_${i}`, '0.00'],
      [`since_${i}`, '0.00'],
    ]),
  ),
});

/**
 * Owing files of some agents, aged, one row per agent (read through their owing files,
 * bookings_owing_agent_idx); each file's balance in rupees at the rate it was booked at, as
 * receivable_days keeps the rest.
 */
async function agentsAgeing(db: Db, ids: number[], today: string) {
  if (!ids.length) return new Map<number, Ageing>();
  const { rows } = await db.execute<AgeingRow & { agent_id: number }>(sql`
    select b.agent_id, ${ageingColumns(sql`b.travel_start_date`, sql`round(b.balance_due * coalesce(b.rate, 0), 2)`, sql`1`, today)}
    from bookings b
    where b.agent_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and b.owing
    group by b.agent_id`);
  return new Map(rows.map((r) => [r.agent_id, toAgeing(r)]));
}

export async function receivablesReport(
  db: Db,
  today: string,
  agentId: number | null,
  page: AgentPage,
): Promise<ReceivablesReport> {
  const agentFilter = agentId ? sql`and o.agent_id = ${agentId}` : sql``;
  const [overallRows, agentRows, counted] = await Promise.all([
    agentId
      ? null
      : db.execute<AgeingRow>(
          sql`select ${ageingColumns(sql`r.travel_date`, sql`r.balance_due`, sql`r.files`, today)} from receivable_days r`,
        ),
    db.execute<{ id: number; code: string; name: string }>(sql`
      select a.id, a.code, a.name from agent_open_totals o join agents a on a.id = o.agent_id
      where o.owing_files > 0 ${agentFilter}
      order by o.balance_due desc, o.agent_id
      ${window(page)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from agent_open_totals o where o.owing_files > 0 ${agentFilter}`,
    ),
  ]);
  const ids = agentRows.rows.map((a) => a.id);
  const aged = await agentsAgeing(db, agentId ? [agentId] : ids, today);
  const total = counted.rows[0]?.n ?? 0;
  return {
    as_of: today,
    currency: BASE_CURRENCY,
    overall: overallRows ? toAgeing(overallRows.rows[0]!) : (aged.get(agentId!) ?? NOTHING_OWED),
    agents: agentRows.rows.map((agent) => ({ agent, ...(aged.get(agent.id) ?? NOTHING_OWED) })),
    current_page: pageNumber(page),
    last_page: lastPage(total, PER_PAGE),
    total,
  };
}

/** Agents the agency still owes (outstanding above zero), owed the most first. */
export async function payablesReport(
  db: Db,
  agentId: number | null,
  page: AgentPage,
): Promise<PayablesReport> {
  const where = sql`o.agent_balance > 0 ${agentId ? sql`and o.agent_id = ${agentId}` : sql``}`;
  const [rows, sums] = await Promise.all([
    db.execute<{
      id: number;
      code: string;
      name: string;
      files: number;
      agent_payable: string;
      agent_paid: string;
      agent_balance: string;
    }>(sql`
      select a.id, a.code, a.name, o.files, o.agent_payable::text, o.agent_paid::text,
        o.agent_balance::text
      from agent_open_totals o join agents a on a.id = o.agent_id
      where ${where}
      order by o.agent_balance desc, o.agent_id
      ${window(page)}`),
    db.execute<{
      n: number;
      files: number;
      agent_payable: string;
      agent_paid: string;
      agent_balance: string;
    }>(sql`
      select count(*)::int as n, coalesce(sum(o.files), 0)::int as files,
        round(coalesce(sum(o.agent_payable), 0), 2)::text as agent_payable,
        round(coalesce(sum(o.agent_paid), 0), 2)::text as agent_paid,
        round(coalesce(sum(o.agent_balance), 0), 2)::text as agent_balance
      from agent_open_totals o where ${where}`),
  ]);
  const s = sums.rows[0]!;
  return {
    currency: BASE_CURRENCY,
    rows: rows.rows.map(({ id, code, name, ...r }) => ({
      agent: { id, code, name },
      ...r,
      agent_payable: toMoney(money(r.agent_payable)),
      agent_paid: toMoney(money(r.agent_paid)),
      agent_balance: toMoney(money(r.agent_balance)),
    })),
    totals: {
      files: s.files,
      agent_payable: s.agent_payable,
      agent_paid: s.agent_paid,
      agent_balance: s.agent_balance,
    },
    current_page: pageNumber(page),
    last_page: lastPage(s.n, PER_PAGE),
    total: s.n,
  };
}
