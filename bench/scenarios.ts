import type pg from 'pg';

/** One measured endpoint: the HTTP request and the SQL the API issues for it (for pgbench). */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string | (() => string);
  body?: unknown;
  /** Hand-mirrored from the service code: the query (and count) the endpoint runs. */
  sql?: string;
  target: { p99: number; rps?: number };
  /**
   * The path of request i of a second, "cold" run in which no two requests ask the same thing,
   * so no kept answer (lib/kept/kept-json.ts) can serve it. Reported beside, without a target.
   */
  cold?: (i: number) => string;
  /** Concurrent connections, where not the run's (search: a person typing, as reports). */
  connections?: number;
  /** Sent besides the session's (a browser's accept-encoding). */
  headers?: Record<string, string>;
  /** Not a kept answer (its one query is the whole cost): no computed-every-time row. */
  notKept?: true;
}

/** Words people search for: guest surnames, destinations, agent words, payment prefixes. */
const SEARCH_NAMES = ['mehta', 'kapoor', 'dubai', 'travels', 'utr12', 'rcpt-2026', 'iyer', 'goa'];

/** 'YYYY-MM-DD' of a day counted from 2016-01-01 (the data spans ten years to today). */
const dayFrom2016 = (n: number) => new Date(Date.UTC(2016, 0, 1 + n)).toISOString().slice(0, 10);

export async function pickIds(c: pg.Client) {
  const one = async (q: string) => (await c.query<{ v: string }>(q)).rows[0]?.v;
  return {
    bookingId: Number(await one(`select id::text v from bookings order by id desc limit 1`)),
    busyAccount: Number(
      await one(
        // A money account (asset or liability): the only kind a new transaction may name.
        `select t.account_id::text v from transactions t join accounts a on a.id = t.account_id
         where t.status = 'approved' and a.type in ('asset', 'liability') and a.system_key is null
         group by 1 order by count(*) desc limit 1`,
      ),
    ),
    openBookings: (
      await c.query<{ id: number }>(
        // The newest open files with at most two payments: each run pays some thousands of them
        // a cent, so always taking the newest 5,000 had given them 80 to 90 payments each after
        // a few dozen runs, and each payment's answer (the file with all its payments) cost
        // PostgreSQL 3 ms instead of 1: the database measured its own history, not a payment.
        `select b.id from bookings b where b.balance_due >= 1 and b.status <> 'cancelled'
           and (select count(*) from booking_payments p where p.booking_id = b.id) <= 2
         order by b.id desc limit 5000`,
      )
    ).rows.map((r) => r.id),
    today: String(await one(`select (current_date)::text v`)),
    fileNumber: String(await one(`select file_number v from bookings order by id desc limit 1`)),
    // The supplier with the most services owed (bench data: supplier-data.ts).
    busySupplier: Number(
      await one(
        `select supplier_id::text v from supplier_payables group by 1 order by count(*) desc, 1 limit 1`,
      ),
    ),
    monthAgo: String(await one(`select (current_date - 30)::text v`)),
  };
}

const LIST = `select b.*, a.id, a.name, a.code from bookings b left join agents a on a.id = b.agent_id`;
const page = (ids: string) =>
  `${LIST} where b.id in (${ids}) order by b.created_at desc, b.id desc;`;
const byCreated = (where: string, offset = 0) =>
  page(
    `select id from bookings where ${where} order by created_at desc, id desc limit 15 offset ${offset}`,
  );
const selective = (where: string) =>
  page(
    `select id from (select id, created_at from bookings where ${where} offset 0) m order by created_at desc, id desc limit 15`,
  );

export function readScenarios(ids: Awaited<ReturnType<typeof pickIds>>): Scenario[] {
  return [
    {
      name: 'GET /bookings page 1',
      method: 'GET',
      path: '/api/bookings',
      sql: `${byCreated('true')} select sum(bookings) from booking_stats;`,
      target: { p99: 50, rps: 1500 },
    },
    {
      // As a browser asks: compressed (br). Kept answers keep their compressed form too.
      name: 'GET /bookings page 1, compressed as browsers ask',
      method: 'GET',
      path: '/api/bookings',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      target: { p99: 50 },
    },
    {
      name: 'GET /bookings search',
      method: 'GET',
      path: '/api/bookings?search=sharma',
      // Five digits of a file number or mobile: a few dozen files each.
      cold: (i) => `/api/bookings?search=${10000 + ((i * 7919) % 90000)}`,
      // Over 20k matches: the planner's estimate stands for the count, creation order is walked.
      sql: `explain (format json) select 1 from bookings where search_text like '%sharma%'; ${byCreated("search_text like '%sharma%'")}`,
      target: { p99: 50 },
    },
    {
      name: 'GET /bookings status+dates',
      method: 'GET',
      path: '/api/bookings?status=confirmed&date_from=2025-01-01&date_to=2025-03-31',
      cold: (i) =>
        `/api/bookings?status=confirmed&date_from=${dayFrom2016(i % 3600)}&date_to=${dayFrom2016((i % 3600) + 90 + Math.floor(i / 3600))}`,
      sql: `${selective("status = 'confirmed' and travel_start_date between '2025-01-01' and '2025-03-31'")} select count(*) from bookings where status = 'confirmed' and travel_start_date between '2025-01-01' and '2025-03-31';`,
      target: { p99: 50 },
    },
    {
      name: 'GET /bookings page 5000',
      method: 'GET',
      path: '/api/bookings?page=5000',
      cold: (i) => `/api/bookings?page=${4000 + i}`,
      sql: `${byCreated('true', 74985)} select sum(bookings) from booking_stats;`,
      target: { p99: 100 },
    },
    {
      name: 'GET /bookings/statistics',
      method: 'GET',
      path: '/api/bookings/statistics',
      sql: `select sum(bookings), sum(sale), sum(net_profit), sum(balance_due) from booking_stats;`,
      target: { p99: 50 },
    },
    {
      name: 'GET /bookings/statistics filtered',
      method: 'GET',
      path: '/api/bookings/statistics?search=mehta&status=confirmed',
      // A month's figures, a different window each request (the length grows past 3,600).
      cold: (i) =>
        `/api/bookings/statistics?date_from=${dayFrom2016(i % 3600)}&date_to=${dayFrom2016((i % 3600) + 30 + Math.floor(i / 3600))}`,
      sql: `select count(*), sum(sale_amount), sum(net_profit), sum(balance_due) from bookings where search_text like '%mehta%' and status = 'confirmed';`,
      target: { p99: 50 },
    },
    // What is still to collect, newest first. On an agency's books most files are paid, so
    // the owing ones are few among many: measure these on paid-up data too (`--data paid`,
    // bench/RESULTS.md "Owing files among paid ones").
    {
      name: 'GET /bookings balance due',
      method: 'GET',
      path: '/api/bookings?balance=due',
      cold: (i) => `/api/bookings?balance=due&page=${2 + (i % 400)}`,
      target: { p99: 50 },
    },
    {
      name: 'GET /bookings/statistics balance due, a month',
      method: 'GET',
      path: '/api/bookings/statistics?balance=due&date_from=2025-01-01&date_to=2025-01-31',
      cold: (i) =>
        `/api/bookings/statistics?balance=due&date_from=${dayFrom2016(i % 3600)}&date_to=${dayFrom2016((i % 3600) + 30 + Math.floor(i / 3600))}`,
      target: { p99: 50 },
    },
    {
      // The agents owed the most, aged: each page's agents' owing files are read.
      name: 'GET /reports/receivables (8 connections)',
      connections: 8,
      method: 'GET',
      path: '/api/reports/receivables',
      cold: (i) => `/api/reports/receivables?page=${1 + (i % 40)}`,
      target: { p99: 200 },
    },
    {
      name: 'GET /bookings/{id}',
      method: 'GET',
      path: `/api/bookings/${ids.bookingId}`,
      notKept: true,
      // One query: the row with its lines and payments as JSON.
      sql: `select b.*, a.id, a.name, a.code, (select json_agg(x order by x.position) from booking_accommodations x where x.booking_id = b.id), (select json_agg(x order by x.position) from booking_tours x where x.booking_id = b.id), (select json_agg(x order by x.position) from booking_flights x where x.booking_id = b.id), (select json_agg(x order by x.payment_date desc, x.id desc) from booking_payments x where x.booking_id = b.id) from bookings b left join agents a on a.id = b.agent_id where b.id = ${ids.bookingId};`,
      target: { p99: 50 },
    },
    {
      name: 'GET /transactions filtered',
      method: 'GET',
      path: '/api/transactions?status=approved&type=income&date_from=2025-06-01',
      sql: `select * from transactions t join accounts a on a.id = t.account_id join transaction_categories c on c.id = t.category_id where t.status = 'approved' and t.type = 'income' and t.transaction_date >= '2025-06-01' order by t.transaction_date desc, t.id desc limit 10; explain (format json) select 1 from transactions where status = 'approved' and type = 'income' and transaction_date >= '2025-06-01';`,
      target: { p99: 50 },
    },
    {
      name: 'GET /accounts/{id}/statement',
      method: 'GET',
      path: `/api/accounts/${ids.busyAccount}/statement?startDate=2025-01-01&endDate=2025-12-31`,
      // Whole months from ledger_month_totals, then the page's running sum over the index.
      sql: `select * from accounts where id = ${ids.busyAccount}; select sum(native_debit - native_credit) filter (where month < '2025-01-01'), sum(lines) filter (where month >= '2025-01-01' and month < '2026-01-01'), sum(native_debit) filter (where month >= '2025-01-01' and month < '2026-01-01'), sum(native_credit) filter (where month >= '2025-01-01' and month < '2026-01-01') from ledger_month_totals where account_id = ${ids.busyAccount}; with w as (select t.id, t.transaction_date, t.category_id, sum(case when t.type = 'income' then t.amount else -t.amount end) over (order by t.transaction_date, t.id) moved from transactions t where t.account_id = ${ids.busyAccount} and t.status = 'approved' and t.transaction_date between '2025-01-01' and '2025-12-31' order by t.transaction_date, t.id limit 20) select * from w join transactions t on t.id = w.id join transaction_categories c on c.id = w.category_id;`,
      target: { p99: 50 },
    },
    {
      name: 'GET /enquiries search',
      method: 'GET',
      path: '/api/enquiries?search=dubai',
      sql: `select * from enquiries e left join agents a on a.id = e.agent_id where e.search_text like '%dubai%' order by e.created_at desc, e.id desc limit 15; explain (format json) select 1 from enquiries where search_text like '%dubai%';`,
      target: { p99: 50 },
    },
    {
      name: 'GET /agents search',
      method: 'GET',
      path: '/api/agents?search=travels%2012',
      sql: `select * from agents where search_text like '%travels 12%' order by name, id limit 15; select count(*) from agents where search_text like '%travels 12%';`,
      target: { p99: 50 },
    },
    {
      // Search everything: every type the admin may list, five newest each. At 8 connections,
      // as the reports: eight people searching at the same instant.
      name: 'GET /search (a common name, 8 connections)',
      connections: 8,
      method: 'GET',
      path: '/api/search?q=sharma',
      // A different five digits each request (file numbers, mobiles, receipts, references).
      cold: (i) => `/api/search?q=${10000 + ((i * 7919) % 90000)}`,
      notKept: true,
      target: { p99: 100 },
    },
    {
      name: 'GET /search (a file number, 8 connections)',
      connections: 8,
      method: 'GET',
      path: `/api/search?q=${ids.fileNumber}`,
      cold: (i) => `/api/search?q=${SEARCH_NAMES[i % SEARCH_NAMES.length]}%20${i % 97}`,
      notKept: true,
      target: { p99: 100 },
    },
    {
      name: 'GET /day-plans?date=',
      method: 'GET',
      path: `/api/day-plans?date=${ids.today}`,
      sql: `select * from day_plans where plan_date = '${ids.today}' order by service_time asc nulls last, id;`,
      target: { p99: 50 },
    },
    // The books (issue 32, part 8): the statements an accountant closes a month with, over
    // every entry the bench holds, at 8 connections as the reports; whole months come from
    // ledger_month_totals, so a decade costs a few hundred rows per account.
    ...(
      [
        ['trial balance, this financial year', '/api/ledger/trial-balance?from=2026-04-01'],
        ['trial balance, ten years', '/api/ledger/trial-balance'],
        [
          'profit and loss with a comparison year',
          '/api/ledger/profit-and-loss?from=2025-04-01&to=2026-03-31&compare_from=2024-04-01&compare_to=2025-03-31',
        ],
        ['balance sheet today', '/api/ledger/balance-sheet'],
      ] as const
    ).map(([label, path]): Scenario => ({
      name: `GET /ledger ${label} (8 connections)`,
      connections: 8,
      method: 'GET',
      path,
      notKept: true,
      target: { p99: 200 },
    })),
    // The journal by account (decision 066), at the run's connections and at 8 as the reports.
    ...[undefined, 8].map((n): Scenario => ({
      name: `GET /ledger/entries of the busiest account${n ? ` (${n} connections)` : ''}`,
      ...(n ? { connections: n } : {}),
      method: 'GET',
      path: `/api/ledger/entries?account_id=${ids.busyAccount}&from=2025-01-01&to=2025-12-31`,
      notKept: true,
      target: { p99: 50 },
    })),
    // What is owed to suppliers (decision 048), at 8 connections as the reports: payables due
    // this week (Today's panel) and page 1 of all that is open, soonest due first; the ageing of
    // every open payable by supplier (from the sums kept per due date, decision 056); the
    // statement of the supplier owed the most services, for the last 30 days, pages 1 and 50 of
    // 50 lines (its opening and each page's carried balance from every earlier movement).
    ...(
      [
        [
          '/payables due this week',
          '/api/payables?due=week',
          payablesSql(`and p.due_date < '${ids.today}'::date + 7`),
        ],
        ['/payables page 1', '/api/payables', payablesSql('')],
        ['/payables/ageing', '/api/payables/ageing', ageingSql(ids.today)],
        [
          '/suppliers/{id}/statement, the busiest supplier, 30 days',
          `/api/suppliers/${ids.busySupplier}/statement?from=${ids.monthAgo}&to=${ids.today}`,
          statementSql(ids.busySupplier, ids.monthAgo, ids.today),
        ],
        // Its 50th page of 50 lines: the balance carried from the 2,450 lines before it.
        [
          '/suppliers/{id}/statement, the busiest supplier, 30 days, page 50',
          `/api/suppliers/${ids.busySupplier}/statement?from=${ids.monthAgo}&to=${ids.today}&page=50`,
          statementSql(ids.busySupplier, ids.monthAgo, ids.today, 2450),
        ],
      ] as const
    ).map(([label, path, sql]): Scenario => ({
      name: `GET ${label} (8 connections)`,
      connections: 8,
      method: 'GET',
      path,
      sql,
      notKept: true,
      target: { p99: 200 },
    })),
    // Sorted pages (sortScenarios, below).
    ...sortScenarios(),
  ];
}

// Hand-mirrored from modules/supplier-payments/payables.service.ts (open: the partial index's
// condition, supplier_payables_open_idx).
const OPEN = `p.reversed_at is null and p.paid < p.amount`;
const SERVICE_NAME = `coalesce((select l.name from (select 'accommodations' kind, x.id, x.hotel_name as name from booking_accommodations x union all select 'tours', x.id, x.service_name from booking_tours x union all select 'flights', x.id, x.airline || ' ' || x.flight_number from booking_flights x) l where l.kind = p.line_kind and l.id = p.line_id), '')`;
/** A page of 20 open payables with their names, and their count. */
const payablesSql = (filter: string) =>
  `select p.id, s.name, b.file_number, b.guest_name, ${SERVICE_NAME}, p.amount - p.paid from (select p.* from supplier_payables p where ${OPEN} ${filter} order by p.due_date, p.id limit 20) p join suppliers s on s.id = p.supplier_id join bookings b on b.id = p.booking_id order by p.due_date, p.id; select count(*) from supplier_payables p where ${OPEN} ${filter};`;
const ageingSql = (today: string) => {
  const span = (spans: string) =>
    `coalesce(sum(x.open) filter (where x.span in (${spans})), 0)::text`;
  return `with x as (select t.supplier_id, t.currency, width_bucket('${today}'::date - t.due_date, array[1, 31, 61, 91]) as span, sum(t.open) as open from supplier_open_totals t group by 1, 2, 3), g as (select x.supplier_id, x.currency, ${span('0')}, ${span('1')}, ${span('2')}, ${span('3')}, ${span('4')}, sum(x.open)::text as total from x group by grouping sets ((x.supplier_id, x.currency), (x.currency))) select g.*, s.name from g left join suppliers s on s.id = g.supplier_id order by g.supplier_id is not null, s.name, g.supplier_id, g.currency;`;
};
/** A page of 50 of a supplier's statement lines with each currency's figures (decision 056). */
const statementSql = (supplier: number, from: string, to: string, offset = 0) => {
  const period = `m.supplier_id = ${supplier} and m.day >= '${from}'::date and m.day <= '${to}'::date`;
  return `with per as (select m.currency, coalesce(sum(m.owed - m.paid) filter (where m.day < '${from}'::date), 0) as opening, sum(m.owed - m.paid) as closing, sum(m.base) as closing_base, count(*) filter (where m.day >= '${from}'::date) as lines from supplier_movements m where m.supplier_id = ${supplier} and m.day <= '${to}'::date group by m.currency), before as (select e.currency, sum(e.owed - e.paid) as moved from (select m.currency, m.owed, m.paid from supplier_movements m where ${period} order by m.currency, m.day, m.entry_id limit ${offset}) e group by e.currency), c as (select per.*, per.opening + coalesce(before.moved, 0) as carried from per left join before using (currency)), page as (select x.*, row_number() over (order by x.currency, x.day, x.entry_id) as n, c.carried + sum(x.owed - x.paid) over (partition by x.currency order by x.day, x.entry_id) as balance from (select m.* from supplier_movements m where ${period} order by m.currency, m.day, m.entry_id limit 50 offset ${offset}) x join c using (currency)) select c.currency, null::int as line, c.opening, c.carried, c.closing, c.closing_base, c.lines, null as description, null as file_number from c union all select x.currency, x.n::int, x.owed, x.paid, x.balance, x.base, null, case when x.payable_id is not null then ${SERVICE_NAME} else coalesce('Payment ' || sp.reference, 'Payment') end, b.file_number from page x left join supplier_payables p on p.id = x.payable_id left join bookings b on b.id = p.booking_id left join supplier_payments sp on sp.id = x.payment_id order by currency, line nulls first;`;
};

/** Bookings sorted by sale amount and by travel date, page 1 and page 5,000 (15 a page). */
export const sortScenarios = (): Scenario[] =>
  (
    [
      ['sale amount', '-sale_amount'],
      ['travel date', 'travel_start_date'],
    ] as const
  ).flatMap(([label, sort]) =>
    [1, 5000].map((page) => ({
      name: `GET /bookings sorted by ${label}, page ${page.toLocaleString('en-US')}`,
      method: 'GET' as const,
      path: `/api/bookings?sort=${sort}&page=${page}`,
      cold: (i: number) => `/api/bookings?sort=${sort}&page=${page + (i % 50)}`,
      target: { p99: 100 },
    })),
  );
