import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  MarginTotals,
  ServiceMarginReport,
  SupplierMarginReport,
  TopSuppliersReport,
  UnconfirmedServicesReport,
} from '@app/contract';
import {
  BASE_CURRENCY,
  lastPage,
  REPORT_SERVICE_KIND_LABELS,
  REPORT_SERVICES_PER_PAGE,
  REPORT_SUPPLIERS_PER_PAGE,
  SERVICE_LINE_KINDS,
  UNCONFIRMED_SOON_DAYS,
  UNCONFIRMED_STATES,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { SERVICE_LINES } from '../../db/service-lines.ts';
import { sold } from '../bookings/booking-list.ts';
import { firstDay, shiftMonth } from './period.ts';

/**
 * The supplier reports (decision 047): margin by supplier and by kind of service, the top
 * suppliers by cost, and the services their suppliers have not confirmed. The margins read
 * the sold files booked in the period's months as they stand today (a ranking of what was
 * sold, as the top destinations and agents are, decision 045), each file's costed lines with
 * their share of its sale.
 */
type Period = { from: string; to: string };
/** A page of rows, or all of them (an export). */
export type ReportPage = number | 'all';
const window = (page: ReportPage, size: number) =>
  page === 'all' ? sql`limit null` : sql`limit ${size} offset ${(page - 1) * size}`;
const pageNumber = (page: ReportPage) => (page === 'all' ? 1 : page);

/**
 * The `files` and `shared` CTEs: the period's sold files (booking date in its months), and each
 * of their lines with a cost, with that cost in rupees at the rate in force on the file's
 * booking date (the rates its purchase was worked out at, modules/bookings/line-costs.ts) and
 * its share of the file's sale in rupees (at the file's rate, as every report counts a file).
 * The share is in proportion to the line's cost among the file's costed lines (equal shares when
 * they all cost nothing), in whole paisa by largest remainder: each line takes the floor of its
 * exact share, and the paisa left go one each to the largest remainders (then by kind and id),
 * so a file's shares add up to its sale exactly. Integer arithmetic on paisa throughout.
 */
function shared(p: Period) {
  const from = firstDay(p.from);
  const end = firstDay(shiftMonth(p.to, 1));
  return sql`
  files as (
    select b.id, b.booking_date, round(b.sale_amount * coalesce(b.rate, 0), 2) * 100 as sale_p
    from bookings b
    where ${sold(sql`b.status`)}
      and b.booking_date >= ${from}::date and b.booking_date < ${end}::date
  ),
  costed as (
    select l.kind, l.id, l.booking_id, l.supplier_id, f.sale_p,
      round(l.cost * case when l.cost_currency = ${BASE_CURRENCY} then 1
        else coalesce(r.rate, 0) end, 2) * 100 as cost_p
    from files f join (${SERVICE_LINES}) l on l.booking_id = f.id
    left join lateral (
      select x.rate from exchange_rates x
      where x.currency = l.cost_currency and x.rate_date <= f.booking_date
      order by x.rate_date desc limit 1
    ) r on true
    where l.cost is not null
  ),
  split as (
    select c.*, sum(c.cost_p) over w as file_cost_p, count(*) over w as file_lines
    from costed c window w as (partition by c.booking_id)
  ),
  floored as (
    select s.*,
      case when s.file_cost_p > 0 then div(s.sale_p * s.cost_p, s.file_cost_p)
        else div(s.sale_p, s.file_lines) end as floor_p,
      case when s.file_cost_p > 0 then mod(s.sale_p * s.cost_p, s.file_cost_p)
        else mod(s.sale_p, s.file_lines) end as rest
    from split s
  ),
  shared as (
    select f.kind, f.id, f.booking_id, f.supplier_id, f.cost_p / 100 as cost,
      (f.floor_p + case when row_number() over (partition by f.booking_id
          order by f.rest desc, f.kind, f.id)
        <= f.sale_p - sum(f.floor_p) over (partition by f.booking_id) then 1 else 0 end) / 100
        as sale
    from floored f
  )`;
}

/** A group's figures over `shared s`, as numbers (sale_n, cost_n, margin_n) for ordering. */
const figures = sql`count(*)::int as lines, count(distinct s.booking_id)::int as files,
  coalesce(sum(s.sale), 0) as sale_n, coalesce(sum(s.cost), 0) as cost_n,
  coalesce(sum(s.sale), 0) - coalesce(sum(s.cost), 0) as margin_n`;
/** The figures as the answer gives them: exact to the paisa, the margin's percent of the sale. */
const asText = (g: string) =>
  sql.raw(`${g}.lines, ${g}.files, round(${g}.sale_n, 2)::text as sale,
  round(${g}.cost_n, 2)::text as cost, round(${g}.margin_n, 2)::text as margin,
  round(${g}.margin_n * 100 / nullif(${g}.sale_n, 0), 2)::text as margin_percent`);

type MarginRow = MarginTotals & Record<string, unknown>;
const marginOf = (r: MarginRow): MarginTotals => ({
  lines: r.lines,
  files: r.files,
  sale: r.sale,
  cost: r.cost,
  margin: r.margin,
  margin_percent: r.margin_percent,
});

/** The totals over every costed line, and the period's sold files none of whose lines has a cost. */
async function totalsOf(db: Db, p: Period) {
  const { rows } = await db.execute<MarginRow & { suppliers: number; unshared: number }>(sql`
    with ${shared(p)},
    t as (select ${figures}, count(distinct s.supplier_id)::int as suppliers from shared s)
    select ${asText('t')}, t.suppliers,
      (select count(*)::int from files f
        where not exists (select 1 from costed c where c.booking_id = f.id)) as unshared
    from t`);
  const r = rows[0]!;
  return { totals: marginOf(r), suppliers: r.suppliers, unshared: r.unshared };
}

type SupplierRow = MarginRow & { id: number; code: string; name: string };
/** Each supplier's figures over `shared`, in `order`, `limit` rows. */
const bySupplier = (db: Db, p: Period, order: SQL, limit: SQL) =>
  db.execute<SupplierRow>(sql`
    with ${shared(p)},
    g as (select s.supplier_id, ${figures} from shared s group by s.supplier_id)
    select sup.id, sup.code, sup.name, ${asText('g')}
    from g join suppliers sup on sup.id = g.supplier_id
    order by ${order}, sup.name, sup.id
    ${limit}`);
const supplierRow = (r: SupplierRow) => ({
  supplier: { id: r.id, code: r.code, name: r.name },
  ...marginOf(r),
});

/** Each supplier's share of the sale, its cost and the margin, the best margin first. */
export async function supplierMarginReport(
  db: Db,
  p: Period,
  page: ReportPage,
): Promise<SupplierMarginReport> {
  const [rows, t] = await Promise.all([
    bySupplier(db, p, sql`g.margin_n desc`, window(page, REPORT_SUPPLIERS_PER_PAGE)),
    totalsOf(db, p),
  ]);
  return {
    from: p.from,
    to: p.to,
    currency: BASE_CURRENCY,
    rows: rows.rows.map(supplierRow),
    totals: t.totals,
    files_without_line_costs: t.unshared,
    current_page: pageNumber(page),
    last_page: lastPage(t.suppliers, REPORT_SUPPLIERS_PER_PAGE),
    total: t.suppliers,
  };
}

/** The suppliers that cost the most over the period, most first, `limit` of them. */
export async function topSuppliersReport(
  db: Db,
  p: Period,
  limit: number,
): Promise<TopSuppliersReport> {
  const { rows } = await bySupplier(db, p, sql`g.cost_n desc`, sql`limit ${limit}`);
  return { from: p.from, to: p.to, currency: BASE_CURRENCY, rows: rows.map(supplierRow) };
}

/** Hotels, tours and flights: each kind's share of the sale, its cost and the margin. */
export async function serviceMarginReport(db: Db, p: Period): Promise<ServiceMarginReport> {
  const [{ rows }, t] = await Promise.all([
    db.execute<MarginRow & { kind: (typeof SERVICE_LINE_KINDS)[number] }>(sql`
      with ${shared(p)},
      g as (select s.kind, ${figures} from shared s group by s.kind)
      select g.kind, ${asText('g')} from g`),
    totalsOf(db, p),
  ]);
  const order = (k: string) => SERVICE_LINE_KINDS.indexOf(k as never);
  return {
    from: p.from,
    to: p.to,
    currency: BASE_CURRENCY,
    rows: rows
      .sort((a, b) => order(a.kind) - order(b.kind))
      .map((r) => ({ kind: r.kind, label: REPORT_SERVICE_KIND_LABELS[r.kind], ...marginOf(r) })),
    totals: t.totals,
    files_without_line_costs: t.unshared,
  };
}

const waiting = sql.raw(UNCONFIRMED_STATES.map((s) => `'${s}'`).join(', '));
type State = (typeof UNCONFIRMED_STATES)[number];
const stateCounts = sql.raw(
  UNCONFIRMED_STATES.map(
    (s) => `count(*) filter (where u.service_state = '${s}')::int as ${s}`,
  ).join(', '),
);

/**
 * The services of sold files that their supplier has not confirmed (to request, requested,
 * changed), travelling in the period's months, soonest first; a service with no date of its own
 * travels on its file's start, and one with neither is listed after the dated ones in every
 * period (it still waits for its supplier). `soon`: travelling from today to
 * UNCONFIRMED_SOON_DAYS ahead.
 */
export async function unconfirmedServicesReport(
  db: Db,
  p: Period,
  today: string,
  page: ReportPage,
): Promise<UnconfirmedServicesReport> {
  const from = firstDay(p.from);
  const end = firstDay(shiftMonth(p.to, 1));
  const waitingServices = sql`
    u as (
      select b.id as booking_id, b.file_number, b.guest_name, l.kind, l.id as line_id,
        l.name as service, coalesce(l.start, b.travel_start_date) as travel_date,
        l.service_state, l.supplier_id, l.cost, l.cost_currency
      from (${SERVICE_LINES}) l join bookings b on b.id = l.booking_id
      where l.service_state in (${waiting}) and ${sold(sql`b.status`)}
    ),
    p as (
      select * from u
      where u.travel_date is null
        or (u.travel_date >= ${from}::date and u.travel_date < ${end}::date)
    )`;
  const soon = (a: string) =>
    sql`${sql.raw(a)}.travel_date between ${today}::date and ${today}::date + ${UNCONFIRMED_SOON_DAYS}::int`;
  const [rows, months, totals] = await Promise.all([
    db.execute<{
      booking_id: number;
      file_number: string;
      guest_name: string;
      kind: UnconfirmedServicesReport['rows'][number]['kind'];
      line_id: number;
      service: string;
      travel_date: string | null;
      days_to_travel: number | null;
      soon: boolean;
      service_state: State;
      supplier: { id: number; code: string; name: string } | null;
      cost: string | null;
      cost_currency: string | null;
    }>(sql`
      with ${waitingServices}
      select p.booking_id, p.file_number, p.guest_name, p.kind, p.line_id, p.service,
        p.travel_date::text as travel_date, (p.travel_date - ${today}::date)::int as days_to_travel,
        coalesce(${soon('p')}, false) as soon, p.service_state,
        (select json_build_object('id', s.id, 'code', s.code, 'name', s.name)
          from suppliers s where s.id = p.supplier_id) as supplier,
        p.cost::text as cost, p.cost_currency
      from p
      order by p.travel_date nulls last, p.file_number, p.kind, p.line_id
      ${window(page, REPORT_SERVICES_PER_PAGE)}`),
    db.execute<Record<State, number> & { month: string }>(sql`
      with ${waitingServices},
      m as (select generate_series(${from}::date, ${firstDay(p.to)}::date, interval '1 month')::date as month)
      select to_char(m.month, 'YYYY-MM') as month, ${stateCounts}
      from m left join p u on date_trunc('month', u.travel_date) = m.month
      group by m.month order by m.month`),
    db.execute<Record<State, number> & { services: number; soon: number }>(sql`
      with ${waitingServices}
      select count(*)::int as services, (count(*) filter (where ${soon('u')}))::int as soon,
        ${stateCounts}
      from p u`),
  ]);
  const t = totals.rows[0]!;
  return {
    from: p.from,
    to: p.to,
    as_of: today,
    rows: rows.rows.map(({ booking_id, file_number, ...r }) => ({
      booking: { id: booking_id, file_number },
      ...r,
    })),
    months: months.rows,
    totals: t,
    current_page: pageNumber(page),
    last_page: lastPage(t.services, REPORT_SERVICES_PER_PAGE),
    total: t.services,
  };
}
