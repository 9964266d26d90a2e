/**
 * The totals the bookings' triggers keep (booking_stats_apply, booking_report_move), computed
 * in bulk over the whole table as the triggers would have kept them row by row: each file's
 * figures in rupees at its booked rate (`booking_base`), drafts and cancelled files adding no
 * money, and a balance above zero on any file but a draft counted as owed (decision 052).
 * The generator fills them after its bulk load (triggers off); `bench/kept-totals.ts --data
 * <name>` fills them again after a dataset's files were changed by hand.
 */
const LIVE = `b.status not in ('draft', 'cancelled')`;
// The files' own flag (migration 0076): the one rule of what is owed, which the trigger also follows.
const OWING = `b.owing`;
const base = (v: string, where = LIVE) =>
  `coalesce(sum(booking_base(${v}, b)) filter (where ${where}), 0)`;

interface KeptTotal {
  label: string;
  table: string;
  keys: string[];
  values: string[];
  /** One row per key, its values in the order of `keys` then `values`. */
  select: string;
}

export const KEPT_TOTALS: KeptTotal[] = [
  {
    label: 'running totals',
    table: 'booking_stats',
    keys: ['status', 'payment_status'],
    values: ['bookings', 'sale', 'net_profit', 'balance_due', 'owing'],
    select: `select b.status, b.payment_status, count(*), sum(booking_base(b.sale_amount, b)),
      sum(booking_base(b.net_profit, b)), sum(booking_base(b.balance_due, b)),
      count(*) filter (where b.balance_due > 0)
    from bookings b group by 1, 2`,
  },
  {
    // Per month by agent and by destination, and per year by agent (migrations 0025, 0030, 0033).
    label: 'report totals by month',
    table: 'booking_month_totals',
    keys: ['dimension', 'month', 'key'],
    values: [
      'files',
      'cancelled_files',
      'draft_files',
      'sale',
      'cost',
      'profit',
      'commission',
      'net_profit',
    ],
    select: `select d.k, date_trunc(case when d.k = 'agent_year' then 'year' else 'month' end, b.booking_date)::date,
      case when d.k = 'destination' then coalesce(b.destination, '') else coalesce(b.agent_id::text, '') end,
      count(*), count(*) filter (where b.status = 'cancelled'), count(*) filter (where b.status = 'draft'),
      ${base('b.sale_amount')}, ${base('b.purchase_amount')}, ${base('b.profit_amount')},
      ${base('b.agent_commission_amount')}, ${base('b.net_profit')}
    from bookings b cross join (values ('agent'), ('agent_year'), ('destination')) d(k) group by 1, 2, 3`,
  },
  {
    label: 'receivables by travel date',
    table: 'receivable_days',
    keys: ['travel_date'],
    values: ['files', 'balance_due'],
    select: `select b.travel_start_date, count(*), sum(booking_base(b.balance_due, b)) from bookings b
    where ${OWING} group by 1`,
  },
  {
    label: 'open totals per agent',
    table: 'agent_open_totals',
    keys: ['agent_id'],
    values: ['files', 'owing_files', 'balance_due', 'agent_payable', 'agent_paid', 'agent_balance'],
    select: `select b.agent_id, count(*) filter (where ${LIVE}), count(*) filter (where ${OWING}),
      ${base('b.balance_due', OWING)}, ${base('b.agent_payable')}, ${base('b.agent_paid')}, ${base('b.agent_balance')}
    from bookings b where b.agent_id is not null and ((${LIVE}) or (${OWING})) group by 1`,
  },
];

/** Fills a kept total from the files (its table empty). */
export const fillKept = (t: KeptTotal) =>
  `insert into ${t.table} (${[...t.keys, ...t.values].join(', ')}) ${t.select}`;

/**
 * How many rows differ between the kept figures and the files' (0 when the triggers kept them right):
 * a table may hold several rows a key (booking_stats' slots) and rows moved back to zero.
 */
export const keptDrift = (t: KeptTotal) => {
  const cols = [...t.keys, ...t.values.map((v) => `sum(${v})`)].join(', ');
  const zero = t.values.map((v) => `sum(${v}) = 0`).join(' and ');
  return `with kept as (select ${cols} from ${t.table} group by ${t.keys.join(', ')} having not (${zero})),
    fresh as (${t.select})
    select count(*)::int as n from ((select * from kept except all select * from fresh)
      union all (select * from fresh except all select * from kept)) d`;
};

// `--check`: print each table's drift from the files instead of filling them again.
if (process.argv[1]?.endsWith('kept-totals.ts')) {
  const { default: pg } = await import('pg');
  const { arg, benchDatabase, flag } = await import('./db.ts');
  const db = await benchDatabase(arg('url') ?? process.env.BENCH_DATABASE_URL);
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query('begin');
  for (const t of KEPT_TOTALS) {
    if (flag('check')) {
      const r = await c.query<{ n: number }>(keptDrift(t));
      console.log(
        `  ${t.label.padEnd(34)} ${String(r.rows[0]!.n).padStart(9)} rows differ (kept and fresh)`,
      );
      continue;
    }
    await c.query(`truncate ${t.table}`);
    const r = await c.query(fillKept(t));
    console.log(`  ${t.label.padEnd(34)} ${String(r.rowCount).padStart(9)} rows`);
  }
  await c.query('commit');
  await c.end();
  await db.stop();
}
