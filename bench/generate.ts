/**
 * `npm run bench:data [-- --scale 0.1] [--url postgres://...]`: a large, deterministic agency
 * dataset written with bulk SQL (generate_series), consistent with every server rule: derived
 * booking figures and payment totals are computed from what was inserted, and account balances
 * come from the journal posted below, as the app posts it.
 */
import pg from 'pg';
import { SYSTEM_ACCOUNTS } from '@app/contract';
import { createDb } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/lib/passwords/password.ts';
import { arg, benchDatabase } from './db.ts';
import { fillKept, KEPT_TOTALS } from './kept-totals.ts';
import { STANDING_RATES_SQL } from '../apps/api/test/standing-rates.ts';
import {
  COSTED,
  costedPurchases,
  insertSuppliers,
  lineSupply,
  payablesAndPayments,
  RATES,
} from './supplier-data.ts';

const scale = Number(arg('scale', '1'));
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
const n = (full: number, min = 1) => Math.max(min, Math.round(full * scale));
const COUNTS = {
  branches: n(20, 2),
  staff: n(500, 5),
  agents: n(5000, 10),
  accounts: 60,
  categories: 40,
  transactions: n(2_000_000),
  enquiries: n(1_000_000),
  communications: n(3_000_000),
  bookings: n(1_000_000),
  hotels: n(2_000_000),
  tours: n(2_000_000),
  flights: n(1_000_000),
  payments: n(1_500_000),
  agentPayments: n(300_000),
  dayPlans: n(200_000),
  suppliers: n(300, 12),
};

const db = await benchDatabase(arg('url') ?? process.env.BENCH_DATABASE_URL);
const started = Date.now();
const { db: drizzleDb, pool } = createDb(db.url, 2);
await runMigrations(drizzleDb);
await pool.end();
const c = new pg.Client({ connectionString: db.url });
await c.connect();
const step = async (label: string, sql: string, params: unknown[] = []) => {
  const t = Date.now();
  const r = await c.query(sql, params);
  process.stdout.write(
    `  ${label.padEnd(34)} ${String(r.rowCount ?? '').padStart(9)} rows ${((Date.now() - t) / 1000).toFixed(1).padStart(6)} s\n`,
  );
};

console.log(`Generating scale ${scale}:`, COUNTS);
// Bulk load: no per-row FK checks or triggers; indexes are rebuilt once at the end (but those a
// constraint stands on: a primary key, a unique key, or the unique index a foreign key names).
await c
  .query(`set session_replication_role = replica`)
  .catch(() => console.log('  (FK checks stay on: not a superuser)'));
await c.query(`set maintenance_work_mem = '256MB'`);
await c.query(`set synchronous_commit = off`);
await c.query(`select setseed(0.4242)`);
const tables = [
  'supplier_payment_lines',
  'supplier_payments',
  'supplier_payables',
  'suppliers',
  'agent_payments',
  'booking_payments',
  'booking_flights',
  'booking_tours',
  'booking_accommodations',
  'booking_stats',
  // Report totals (migration 0025): filled below, as the trigger would have.
  'booking_month_totals',
  'receivable_days',
  'agent_open_totals',
  'status_counts',
  'bookings',
  'enquiry_communications',
  'enquiries',
  'agents',
  // The journal (migration 0036): lines before their entries, both before the accounts.
  'ledger_month_totals',
  'ledger_day_totals',
  'journal_lines',
  'journal_entries',
  'transactions',
  'transaction_categories',
  'accounts',
  'day_plans',
  'sessions',
  'user_permissions',
  'branches',
  'staff_members',
  'users',
  'number_counters',
];
await c.query(`truncate ${tables.join(', ')} restart identity cascade`);
const indexes = (
  await c.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint k
         where k.conname = i.indexname or k.conindid = format('public.%I', i.indexname)::regclass)`,
    [tables],
  )
).rows;
for (const ix of indexes) await c.query(`drop index if exists "${ix.indexname}"`);

const adminHash = await hashPassword('Admin@12345');
const otherHash = await hashPassword('Welcome@12345', 2 ** 12);
const FIRST = `array['Aarav','Vihaan','Aditya','Priya','Ananya','Diya','Rohan','Kabir','Isha','Meera','Arjun','Sara','Omar','Fatima','Zoya','Rahul','Neha','Vikram','Kavya','Imran']`;
const LAST = `array['Sharma','Mehta','Iyer','Nair','Khan','Reddy','Gupta','Kapoor','Singh','Patel','Joshi','Bose','Menon','Desai','Qureshi','Fernandes','Rao','Verma','Malhotra','Shaikh']`;
const DEST = `array['Dubai','Abu Dhabi','Singapore','Bali','Maldives','Thailand','Kerala','Goa','Kashmir','Paris','London','Istanbul','Bhutan','Sri Lanka','Vietnam','Mauritius','Manali','Rajasthan','Switzerland','Japan']`;
const HOTEL = `array['Atlantis The Palm','Rove Downtown','JW Marriott Marquis','Hilton Creek','Taj Exotica','Marina Bay Sands','Hyatt Regency','FIVE Palm Jumeirah','Emirates Palace','Radisson Blu']`;
// Skewed toward recent: most dates fall in the last two years of ten.
const RECENT = `(current_date - (3650 * power(random(), 2.2))::int)`;

await step(
  'users (admin first)',
  `insert into users (name, email, password_hash, role, is_active)
  select case when i = 1 then 'Bench Admin' else (${FIRST})[1 + i % 20] || ' ' || (${LAST})[1 + (i / 20) % 20] end,
         case when i = 1 then 'admin@example.com' else 'staff' || i || '@bench.example' end,
         case when i = 1 then $1 else $2 end,
         case when i = 1 then 'admin' when i % 25 = 0 then 'manager' else 'staff' end, i % 40 <> 7
  from generate_series(1, ${COUNTS.staff}) i`,
  [adminHash, otherHash],
);
await step(
  'branches',
  `insert into branches (code, name, phone, email, address, city, state, country, postal_code, timezone)
  select 'BR-' || lpad(i::text, 3, '0'), (${DEST})[1 + i % 20] || ' Office ' || i, '+91 22 4000 ' || lpad(i::text, 4, '0'), 'br' || i || '@bench.example',
         i || ' Main Road', (${DEST})[1 + i % 20], 'State', 'India', '400001', 'Asia/Kolkata'
  from generate_series(1, ${COUNTS.branches}) i`,
);
await step(
  'staff members',
  `insert into staff_members (user_id, employee_id, branch_id, position, phone, date_of_joining, address, city, state, country, postal_code, salary)
  select i, 'EMP-' || lpad(i::text, 5, '0'), 1 + i % ${COUNTS.branches}, 'Travel Consultant', '+91 98' || lpad(i::text, 8, '0'), current_date - (i % 3000), 'Address ' || i, 'Mumbai', 'Maharashtra', 'India', '400001', 30000 + (i % 50) * 1000
  from generate_series(1, ${COUNTS.staff}) i`,
);
await step(
  'agents',
  `insert into agents (code, name, company_name, primary_mobile, primary_email, city, state, country, commission_rate, is_vendor, status)
  select 'AG-' || lpad(i::text, 4, '0'), (${LAST})[1 + i % 20] || ' Travels ' || i, (${LAST})[1 + i % 20] || ' Tours Pvt Ltd', '+91 97' || lpad(i::text, 8, '0'), 'agent' || i || '@bench.example',
         (${DEST})[1 + i % 20], 'State', 'India', (i % 15)::numeric + 0.5, i % 3 <> 0, case when i % 17 = 0 then 'inactive' else 'active' end
  from generate_series(1, ${COUNTS.agents}) i`,
);
// The truncate took the rates with it (their creator is a user): files in dirhams post at the
// rate in force, so the test databases' standing rates go back first.
await step('rates', STANDING_RATES_SQL);
// A file posts when it is confirmed and keeps the rate of that day (every bench file is in
// dirhams): drafts have none yet. The kept totals below are in rupees at this rate.
const BOOKED_RATE = (
  await c.query<{ rate: string }>(
    `select rate from exchange_rates where currency = 'AED' order by rate_date desc limit 1`,
  )
).rows[0]!.rate;
await insertSuppliers(step, COUNTS.suppliers);
// Lines pick their supplier skewed (a few are busy): hotels from the hotels, tours from the rest.
const supplierKinds = (
  await c.query<{ hotels: number; others: number }>(
    `select count(*) filter (where kind = 'hotel')::int hotels, count(*) filter (where kind <> 'hotel')::int others
     from suppliers where agent_id is null`,
  )
).rows[0]!;
const pick = (count: number) => `floor(power(random(), 1.4) * ${count})::int`;
await step(
  'accounts',
  `insert into accounts (code, name, type, opening_balance)
  select 'ACC-' || lpad(i::text, 3, '0'), 'Account ' || i, (array['asset','liability','equity','income','expense'])[1 + i % 5], (i * 10000)::numeric
  from generate_series(1, ${COUNTS.accounts}) i`,
);
// The truncate took the books' own accounts with it: made again as migration 0036 makes them.
const system = Object.entries(SYSTEM_ACCOUNTS);
await step(
  'system accounts',
  `insert into accounts (code, name, type, system_key)
  select code, name, type, key from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality s(code, name, type, key, k) order by k`,
  [
    system.map(([, a]) => a.code),
    system.map(([, a]) => a.name),
    system.map(([, a]) => a.type),
    system.map(([key]) => key),
  ],
);
// Every category is used both ways (below), so each posts to an income and an expense account
// of the bench's own, the k-th of each type in turn (several categories share one).
await step(
  'categories',
  `insert into transaction_categories (name, description, income_account_id, expense_account_id)
  select 'Category ' || i, 'Bench category ' || i, inc.id, exp.id
  from generate_series(1, ${COUNTS.categories}) i
  join (select id, row_number() over (order by id) k, count(*) over () n from accounts where type = 'income' and system_key is null) inc on inc.k = 1 + (i - 1) % inc.n
  join (select id, row_number() over (order by id) k, count(*) over () n from accounts where type = 'expense' and system_key is null) exp on exp.k = 1 + (i - 1) % exp.n
  order by i`,
);
await step(
  'transactions',
  `insert into transactions (account_id, category_id, type, amount, transaction_date, description, reference, status, created_by, approved_by, approved_at)
  select 1 + (i * 7) % ${COUNTS.accounts}, 1 + (i * 13) % ${COUNTS.categories}, case when i % 3 = 0 then 'expense' else 'income' end,
         round((50 + random() * 50000)::numeric, 2), ${RECENT}, (${DEST})[1 + i % 20] || ' package for ' || (${LAST})[1 + i % 20] || ' family', 'REF-' || i,
         case when i % 20 = 0 then 'pending' when i % 20 = 1 then 'rejected' else 'approved' end,
         2 + i % ${COUNTS.staff - 1}, case when i % 20 = 0 then null else 1 end, case when i % 20 = 0 then null else now() end
  from generate_series(1, ${COUNTS.transactions}) i`,
);
await step(
  'account counts',
  `update accounts a set transactions_count = c.n
  from (select account_id, count(*)::int n from transactions group by 1) c where c.account_id = a.id`,
);
await step(
  'category counts',
  `update transaction_categories k set transactions_count = c.n
  from (select category_id, count(*)::int n from transactions group by 1) c where c.category_id = k.id`,
);
// The journal as migration 0036's backfill posts it (same SQL): each non-zero opening balance
// against Opening Balance Equity, positive on the account's normal side (assets and expenses
// debit); each approved transaction (the bench has no reversals): income Dr its account / Cr
// the category's income account, expense Dr the category's expense account / Cr its account.
await step(
  'journal: opening entries',
  `insert into journal_entries (entry_date, source_type, source_id, memo)
  select created_at::date, 'opening', id, 'Opening balance of ' || code
  from accounts where opening_balance <> 0 and system_key is null order by id`,
);
await step(
  'journal: opening lines',
  `insert into journal_lines (entry_id, entry_date, account_id, debit, credit, amount)
  select e.id, e.entry_date, l.account_id, l.debit, l.credit, l.debit + l.credit
  from journal_entries e
  join accounts a on e.source_type = 'opening' and e.source_id = a.id
  cross join lateral (select (a.opening_balance > 0) = (a.type in ('asset', 'expense')) as debits) s
  cross join lateral (values
    (a.id, case when s.debits then abs(a.opening_balance) else 0 end,
      case when s.debits then 0 else abs(a.opening_balance) end),
    ((select id from accounts where system_key = 'opening_equity'),
      case when s.debits then 0 else abs(a.opening_balance) end,
      case when s.debits then abs(a.opening_balance) else 0 end)
  ) as l(account_id, debit, credit)`,
);
await step(
  'journal: transaction entries',
  `insert into journal_entries (entry_date, source_type, source_id, memo, created_by, created_at)
  select t.transaction_date, 'transaction', t.id, t.description, t.approved_by, coalesce(t.approved_at, t.created_at)
  from transactions t where t.status = 'approved' and t.reversal_of is null order by t.id`,
);
await step(
  'journal: transaction lines',
  `insert into journal_lines (entry_id, entry_date, account_id, debit, credit, amount)
  select e.id, e.entry_date, l.account_id, l.debit, l.credit, t.amount
  from journal_entries e
  join transactions t on e.source_type = 'transaction' and e.source_id = t.id
  join transaction_categories c on c.id = t.category_id
  cross join lateral (values
    (t.account_id, case when t.type = 'income' then t.amount else 0 end,
      case when t.type = 'income' then 0 else t.amount end),
    (case when t.type = 'income' then c.income_account_id else c.expense_account_id end,
      case when t.type = 'income' then 0 else t.amount end,
      case when t.type = 'income' then t.amount else 0 end)
  ) as l(account_id, debit, credit)
  order by e.id`,
);
await step(
  'enquiries',
  `insert into enquiries (enquiry_number, enquiry_type, customer_name, customer_email, customer_mobile, destination, travel_start_date, number_of_adults, number_of_children, status, priority, source, agent_id, expected_sale_amount, agent_commission_rate, agent_commission_amount, created_at)
  select 'ENQ-' || extract(year from d) || '-' || lpad(i::text, 7, '0'), case when i % 3 = 0 then 'agent' else 'direct' end,
         (${FIRST})[1 + i % 20] || ' ' || (${LAST})[1 + (i / 20) % 20], 'guest' || i || '@mail.example', '+91 99' || lpad(i::text, 8, '0'), (${DEST})[1 + i % 20], d + 30,
         1 + i % 4, i % 3, (array['new','contacted','quoted','negotiating','converted','lost','cancelled'])[1 + i % 7], (array['low','medium','high','urgent'])[1 + i % 4],
         case when i % 3 = 0 then 'agent' else (array['website','phone','email','referral','walk-in'])[1 + i % 5] end,
         case when i % 3 = 0 then 1 + i % ${COUNTS.agents} end, case when i % 3 = 0 then 50000 end, case when i % 3 = 0 then 10 end, case when i % 3 = 0 then 5000 end, d::timestamptz
  from (select i, ${RECENT} d from generate_series(1, ${COUNTS.enquiries}) i) s`,
);
await step(
  'communications',
  `insert into enquiry_communications (enquiry_id, type, message, communication_date, user_id)
  select 1 + i % ${COUNTS.enquiries}, (array['note','email','phone','meeting','whatsapp'])[1 + i % 5], 'Follow-up ' || i || ': shared options and prices', now() - (i % 1000) * interval '1 hour', 2 + i % ${COUNTS.staff - 1}
  from generate_series(1, ${COUNTS.communications}) i`,
);
await step(
  'bookings',
  `insert into bookings (file_number, guest_name, guest_email, guest_mobile, total_adults, total_children, booking_date, travel_start_date, travel_end_date, destination, package_type,
    sale_amount, purchase_amount, profit_amount, net_profit, paid_amount, balance_due, status, payment_status, agent_id, agent_commission_rate, agent_commission_amount, agent_payable, agent_paid, agent_balance, agent_payment_status, created_at, rate)
  select 'TF-' || extract(year from d) || '-' || lpad(i::text, 7, '0'), (${FIRST})[1 + i % 20] || ' ' || (${LAST})[1 + (i / 20) % 20], 'g' || i || '@mail.example', '+91 98' || lpad(i::text, 8, '0'),
         1 + i % 4, i % 3, d, d + 20, d + 25, (${DEST})[1 + i % 20], (array['HOTEL','HOTEL/LAND','LAND','VISA'])[1 + i % 4],
         sale, purchase, sale - purchase, sale - purchase - comm, 0, sale, (array['draft','confirmed','confirmed','completed','cancelled'])[1 + i % 5], 'unpaid',
         agent, rate, case when agent is null then null else comm end, case when agent is null then null else sale - comm end,
         case when agent is null then null else 0 end, case when agent is null then null else sale - comm end, case when agent is null then null else 'pending' end, d::timestamptz,
         case when i % 5 <> 0 then ${BOOKED_RATE} end
  from (
    select i, d, sale, round(sale * 0.8, 2) purchase, agent, rate, case when agent is null then 0 else round(sale * rate / 100, 2) end comm
    from (select i, ${RECENT} d, round((500 + random() * 20000)::numeric, 2) sale,
                 case when i % 5 < 2 then 1 + i % ${COUNTS.agents} end agent, case when i % 5 < 2 then ((i % ${COUNTS.agents}) % 15)::numeric + 0.5 end rate
          from generate_series(1, ${COUNTS.bookings}) i) x) y`,
);
// Lines on the file's travel dates; a costed file's (supplier-data.ts) with their supplier, cost
// and state. A hotel with a confirmation number and no supplier is confirmed (migration 0052).
const hotelSupply = lineSupply(COUNTS.staff, `'confirmed'`);
await step(
  'hotel lines',
  `with ${RATES}
  insert into booking_accommodations (booking_id, position, hotel_name, check_in_date, check_out_date, number_of_nights, number_of_rooms, meal_plan, confirmation_number, ${hotelSupply.columns})
  select s.b, s.k, case when ${COSTED} then h.name else (${HOTEL})[1 + (s.b + s.k) % 10] end, x.travel_start_date + s.k * 2, x.travel_start_date + s.k * 2 + 2, 2, 1,
    (array['RO','BB','HB','FB','AI'])[1 + s.k % 5], 'CNF-' || s.b || '-' || s.k, ${hotelSupply.values}
  from (select 1 + (i - 1) % ${COUNTS.bookings} b, (i - 1) / ${COUNTS.bookings} k, ${pick(supplierKinds.hotels)} pick, random() st
        from generate_series(1, ${COUNTS.hotels}) i) s
  ${hotelSupply.joins(`kind = 'hotel'`)}`,
);
const tourSupply = lineSupply(COUNTS.staff, `'to_request'`);
await step(
  'tour lines',
  `with ${RATES}
  insert into booking_tours (booking_id, position, service_name, service_date, pickup_time, transfer_type, adult_count, child_count, confirmation_number, ${tourSupply.columns})
  select s.b, s.k, (array['Desert Safari','City Tour','Dhow Cruise','Airport Transfer','Theme Park'])[1 + (s.b + s.k) % 5], x.travel_start_date + s.k, '09:00', (array['PVT','SIC','NA'])[1 + s.k % 3], 2, 0,
    case when ${COSTED} and (s.st < 0.80 or s.st >= 0.92) then 'TC-' || s.b || '-' || s.k end, ${tourSupply.values}
  from (select 1 + (i - 1) % ${COUNTS.bookings} b, (i - 1) / ${COUNTS.bookings} k, ${pick(supplierKinds.others)} pick, random() st
        from generate_series(1, ${COUNTS.tours}) i) s
  ${tourSupply.joins(`kind <> 'hotel'`)}`,
);
await step(
  'flight lines',
  `insert into booking_flights (booking_id, position, flight_type, airline, flight_number, flight_date, from_city, to_city, pnr_number)
  select i, 0, case when i % 2 = 0 then 'arrival' else 'departure' end, 'Emirates', 'EK ' || (500 + i % 400), current_date + 1, 'Mumbai', 'Dubai', 'PNR' || i
  from generate_series(1, ${COUNTS.flights}) i`,
);
await costedPurchases(step);
await payablesAndPayments(step, COUNTS.staff);
// What the trigger on journal_lines keeps, per account and month of the entry's date (every
// bench account is kept in rupees, so its own-currency figures are its rupees, migration 0049).
await step(
  'journal: month totals',
  `insert into ledger_month_totals (account_id, month, lines, entries, debit, credit, native_debit, native_credit)
  select l.account_id, date_trunc('month', e.entry_date)::date, count(*), count(distinct l.entry_id), sum(l.debit), sum(l.credit), sum(l.debit), sum(l.credit)
  from journal_lines l join journal_entries e on e.id = l.entry_id group by 1, 2`,
);
// And per day (migration 0043).
await step(
  'journal: day totals',
  `insert into ledger_day_totals (account_id, day, lines, entries, debit, credit, native_debit, native_credit)
  select l.account_id, e.entry_date, count(*), count(distinct l.entry_id), sum(l.debit), sum(l.credit), sum(l.debit), sum(l.credit)
  from journal_lines l join journal_entries e on e.id = l.entry_id group by 1, 2`,
);
/** A booking's paid figure, balance and payment status from the sum of its customer or agent payments. */
const paidFigures = (
  payments: string,
  c: { paid: string; balance: string; owed: string; status: string; nothingPaid: string },
) =>
  `update bookings b set ${c.paid} = p.paid, ${c.balance} = b.${c.owed} - p.paid,
    ${c.status} = case when p.paid >= b.${c.owed} then 'paid' when p.paid > 0 then 'partial' else '${c.nothingPaid}' end
  from (select booking_id, sum(amount) paid from ${payments} group by 1) p where p.booking_id = b.id`;

// Each payment is a quarter of what the payer owes (the sale, or on an agent's file the sale
// less commission, decision 043), cut to the paisa: at most two per booking, so with the agent's
// half (below) never past it.
// Receipt numbers RCPT-YYYY-NNNNN per year of the payment date, as the API gives them.
await step(
  'payments',
  `insert into booking_payments (booking_id, amount, payment_date, payment_method, transaction_reference, received_by, receipt_number)
  select bid, amount, paid_on, method, ref, received_by, 'RCPT-' || extract(year from paid_on) || '-' || lpad(k::text, greatest(5, length(k::text)), '0')
  from (
    select b.id bid, trunc(coalesce(b.agent_payable, b.sale_amount) / 4, 2) amount, b.booking_date + 1 paid_on, (array['bank_transfer','cash','credit_card','debit_card','upi','cheque'])[1 + s.i % 6] method,
           'UTR' || s.i ref, 2 + s.i % ${COUNTS.staff - 1} received_by, row_number() over (partition by extract(year from b.booking_date + 1) order by s.i) k
    from (select i, 1 + (i - 1) % ${COUNTS.bookings} bid from generate_series(1, ${COUNTS.payments}) i) s join bookings b on b.id = s.bid) p`,
);
await step(
  'paid amounts',
  paidFigures('booking_payments', {
    paid: 'paid_amount',
    balance: 'balance_due',
    owed: 'sale_amount',
    status: 'payment_status',
    nothingPaid: 'unpaid',
  }),
);
await step(
  'agent payments',
  `insert into agent_payments (booking_id, amount, payment_date, payment_method, received_by)
  select id, trunc(agent_payable / 2, 2), booking_date + 2, 'bank_transfer', 1 from bookings where agent_id is not null order by id limit ${COUNTS.agentPayments}`,
);
await step(
  'agent paid amounts',
  paidFigures('agent_payments', {
    paid: 'agent_paid',
    balance: 'agent_balance',
    owed: 'agent_payable',
    status: 'agent_payment_status',
    nothingPaid: 'pending',
  }),
);
// One payer (decision 043, migration 0041): an agent's file has one balance, what the agent
// owes less payments of both kinds, and its statuses count both.
await step(
  'one payer per agent file',
  `update bookings set balance_due = agent_payable - paid_amount - coalesce(agent_paid, 0),
    agent_balance = agent_payable - paid_amount - coalesce(agent_paid, 0),
    payment_status = case when paid_amount + coalesce(agent_paid, 0) <= 0 then 'unpaid'
      when paid_amount + coalesce(agent_paid, 0) >= agent_payable then 'paid' else 'partial' end,
    agent_payment_status = case when paid_amount + coalesce(agent_paid, 0) <= 0 then 'pending'
      when paid_amount + coalesce(agent_paid, 0) >= agent_payable then 'paid' else 'partial' end
  where agent_payable is not null`,
);
await step(
  'day plans',
  `insert into day_plans (plan_date, service_time, service_description, guest_name, file_number, hotel_name, driver_name, driver_mobile, vehicle_number, amount, status)
  select current_date - 365 + (i % 730), make_time(6 + i % 16, (i % 4) * 15, 0), (array['Airport pickup','City tour','Desert safari','Hotel transfer'])[1 + i % 4],
         (${FIRST})[1 + i % 20] || ' ' || (${LAST})[1 + i % 20], 'TF-2026-' || lpad(i::text, 7, '0'), (${HOTEL})[1 + i % 10], 'Driver ' || (i % 50), '+971 50 ' || lpad((i % 10000)::text, 7, '0'), 'DXB ' || (10000 + i % 90000), (20 + i % 200)::numeric, (array['pending','confirmed','in_progress','completed','cancelled'])[1 + i % 5]
  from generate_series(1, ${COUNTS.dayPlans}) i`,
);
// The bookings' kept totals as their triggers would have kept them (bench/kept-totals.ts).
for (const t of KEPT_TOTALS) await step(t.label, fillKept(t));
await step(
  'status counts',
  `insert into status_counts (entity, status, rows)
  select 'enquiries', status, count(*) from enquiries group by 2
  union all select 'transactions', status, count(*) from transactions group by 2`,
);
await step(
  'number counters',
  `insert into number_counters (kind, year, value)
  select 'TF', extract(year from booking_date)::int, ${COUNTS.bookings} from bookings group by 2
  union all select 'ENQ', extract(year from created_at)::int, ${COUNTS.enquiries} from enquiries group by 2
  union all select 'RCPT', extract(year from payment_date)::int, count(*) from booking_payments group by 2
  union all select 'AG', 0, ${COUNTS.agents}
  union all select 'SUP', 0, count(*) from suppliers`,
);
await c.query(`set session_replication_role = origin`).catch(() => {});
for (const ix of indexes) {
  const t = Date.now();
  await c.query(ix.indexdef);
  process.stdout.write(
    `  index ${ix.indexname.padEnd(36)} ${((Date.now() - t) / 1000).toFixed(1).padStart(6)} s\n`,
  );
}
for (const seq of [
  'users',
  'branches',
  'staff_members',
  'agents',
  'accounts',
  'transaction_categories',
  'transactions',
  'enquiries',
  'enquiry_communications',
  'bookings',
  'booking_accommodations',
  'booking_tours',
  'booking_flights',
  'booking_payments',
  'agent_payments',
  'day_plans',
  'journal_entries',
  'journal_lines',
  'suppliers',
  'supplier_payables',
  'supplier_payments',
  'supplier_payment_lines',
]) {
  await c.query(
    `select setval(pg_get_serial_sequence('${seq}', 'id'), coalesce((select max(id) from ${seq}), 1))`,
  );
}
// VACUUM too: index-only scans need the visibility map a fresh bulk load lacks.
await step('vacuum analyze', 'vacuum analyze');
await c.end();
await db.stop();
console.log(
  `Done in ${((Date.now() - started) / 1000).toFixed(0)} s. Sign in as admin@example.com / Admin@12345.`,
);
