/**
 * `npx tsx bench/paid-up.ts --data paid [--days 30]`: turns a generated dataset into an agency's
 * books as they usually are, most files paid: every sold file created more than `--days` ago is
 * paid in full (its balance moved to what was received), the kept totals filled again from the
 * files (kept-totals.ts). The generator's own data has every file owing (its payments are
 * quarters), which hides what reading the owing files among paid ones costs. Run it on a copy:
 * `cp -a bench/out/data bench/out/paid`.
 */
import pg from 'pg';
import { arg, benchDatabase } from './db.ts';
import { fillKept, KEPT_TOTALS } from './kept-totals.ts';

const days = Number(arg('days', '30'));
const db = await benchDatabase(arg('url') ?? process.env.BENCH_DATABASE_URL);
const c = new pg.Client({ connectionString: db.url });
await c.connect();
const t = Date.now();
// Triggers off (the totals are filled from the files below): one statement over the table
// would otherwise update the same few total rows a million times in one transaction.
await c.query(`set session_replication_role = replica`);
const paid = await c.query(
  `update bookings set paid_amount = paid_amount + balance_due, balance_due = 0, payment_status = 'paid',
     agent_balance = case when agent_payable is null then agent_balance else 0 end,
     agent_payment_status = case when agent_payable is null then agent_payment_status else 'paid' end
   where status <> 'draft' and balance_due > 0 and created_at < now() - make_interval(days => $1)`,
  [days],
);
console.log(`  ${paid.rowCount} files paid up`);
await c.query('begin');
for (const k of KEPT_TOTALS) {
  await c.query(`truncate ${k.table}`);
  await c.query(fillKept(k));
}
await c.query('commit');
await c.query('vacuum analyze bookings');
const owing = await c.query<{ owing: string; sold: string }>(
  `select count(*) filter (where owing)::text owing, count(*) filter (where status <> 'draft')::text sold from bookings`,
);
console.log(
  `  ${owing.rows[0]!.owing} of ${owing.rows[0]!.sold} sold files owe (${((Date.now() - t) / 1000).toFixed(0)} s)`,
);
await c.end();
await db.stop();
