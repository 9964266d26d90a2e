/**
 * The bench's suppliers and what the agency owes and paid them (decisions 046 and 048), in bulk
 * SQL as generate.ts writes the rest: suppliers in rupees and dirhams, the hotels' and tours'
 * supplier, cost and state (through the line inserts, `lineSupply`), each confirmed service of
 * a file in the books its payable with its entry, and supplier payments (paid, some waiting for
 * a manager, some voided and sent again) with their entries, as the API posts them.
 */

type Step = (label: string, sql: string, params?: unknown[]) => Promise<void>;

/** Each currency's rate in rupees: the latest of the standing rates, rupees at 1. */
export const RATES = `rates as (select 'INR'::char(3) as currency, 1::numeric as rate
  union all (select distinct on (currency) currency, rate from exchange_rates order by currency, rate_date desc))`;

/**
 * Files booked in the last year, six in ten, have their hotels and tours bought from suppliers
 * (older files keep the typed purchase, as before suppliers existed).
 */
export const COSTED = `x.booking_date > current_date - 365 and x.id % 10 < 6`;

/**
 * Suppliers, the first of each three in dirhams (Dubai: hotels and local partners), the rest in
 * rupees (Kerala and Rajasthan: hotels, transport, activities, guides), on the four kinds of
 * terms; then one per vendor agent, as migration 0051 makes them.
 */
export async function insertSuppliers(step: Step, count: number) {
  await step(
    'suppliers',
    `insert into suppliers (code, name, kind, contact_person, phone, email, address, city, state, country, currency, payment_terms, payment_days, bank_name, bank_account_name, bank_account_number, bank_ifsc, status)
    select 'SUP-' || lpad(i::text, 4, '0'),
      case kind when 'hotel' then (array['Sea Breeze','Palm Grove','Desert Rose','Backwater','Fort View','Lake Palace','Spice Garden','Marina'])[1 + i % 8] || ' Hotel'
        when 'dmc' then 'Arabian Routes DMC' when 'transport' then 'Highway Cabs' when 'activity' then 'Adventure Days'
        else 'Heritage Guides' end || ' ' || city || ' ' || i,
      kind, 'Manager ' || i, '+91 484 ' || lpad(i::text, 7, '0'), 'supplier' || i || '@bench.example', i || ' Beach Road', city,
      case when city = 'Dubai' then 'Dubai' when city in ('Kochi','Munnar','Alleppey') then 'Kerala' else 'Rajasthan' end,
      case when city = 'Dubai' then 'United Arab Emirates' else 'India' end, currency,
      (array['before_check_in','after_check_out','after_booking','month_end'])[1 + (i / 3) % 4],
      (array[7, 15, 30, 15])[1 + (i / 3) % 4] + (i % 2) * 7,
      'Federal Bank', 'Supplier ' || i, lpad((50000000 + i)::text, 12, '0'), 'FDRL0' || lpad(i::text, 6, '0'),
      case when i % 50 = 0 then 'inactive' else 'active' end
    from (select i, case when i % 3 = 0 then 'AED' else 'INR' end currency,
            (array['hotel','hotel','transport','dmc','activity','guide'])[1 + i % 6] kind,
            case when i % 3 = 0 then 'Dubai' else (array['Kochi','Munnar','Alleppey','Jaipur','Udaipur','Jodhpur'])[1 + i % 6] end city
          from generate_series(1, ${count}) i) s`,
  );
  await step(
    'suppliers of vendor agents',
    `insert into suppliers (code, name, kind, contact_person, phone, email, city, state, country, payment_terms, payment_days, status, agent_id)
    select 'SUP-' || lpad((${count} + row_number() over (order by a.id))::text, 4, '0'), a.name, 'dmc', a.company_name, a.primary_mobile,
      coalesce(a.vendor_email, a.primary_email), a.city, a.state, a.country, 'after_booking', 0, a.status, a.id
    from agents a where a.is_vendor order by a.id`,
  );
}

/**
 * The supplier columns of a hotel or tour line insert whose rows are `s` (with `s.pick`, a
 * skewed index into the suppliers `h`, and `s.st`, a random state draw) of file `x`: on a
 * costed file, the supplier, a quarter of the file's purchase in the supplier's currency (at
 * the rates `fr`, the file's, and `cr`, the cost's) and a state, most confirmed.
 */
export function lineSupply(staff: number, noCostState: string) {
  const state = `case when s.st < 0.80 then 'confirmed' when s.st < 0.87 then 'requested' when s.st < 0.92 then 'to_request' when s.st < 0.94 then 'changed' else 'cancelled' end`;
  const confirmed = `least(x.booking_date + 1 + x.id % 5, current_date)`;
  const changedOn = `case when s.st < 0.80 then ${confirmed} when s.st < 0.87 then x.booking_date when s.st < 0.92 then null else least(${confirmed} + 3, current_date) end`;
  return {
    columns:
      'supplier_id, cost, cost_currency, service_state, confirmation_date, state_changed_at, state_changed_by',
    values: `case when ${COSTED} then h.id end,
      case when ${COSTED} then round(x.purchase_amount / 4 * fr.rate / cr.rate, 2) end,
      case when ${COSTED} then h.currency end,
      case when ${COSTED} then ${state} else ${noCostState} end,
      case when ${COSTED} and (s.st < 0.80 or s.st >= 0.92) then ${confirmed} end,
      case when ${COSTED} then (${changedOn})::timestamptz end,
      case when ${COSTED} and not (s.st >= 0.87 and s.st < 0.92) then 2 + x.id % ${staff - 1} end`,
    // What the join needs: the file, the supplier picked and both rates.
    joins: (suppliers: string) => `join bookings x on x.id = s.b
      join (select id, name, currency, (row_number() over (order by id) - 1)::int k from suppliers where agent_id is null and ${suppliers}) h on h.k = s.pick
      join rates fr on fr.currency = x.currency
      join rates cr on cr.currency = h.currency`,
  };
}

/**
 * A costed file's purchase is its lines' costs in its currency at the rates (decision 046 point
 * 4), its profit and net profit with it.
 */
export async function costedPurchases(step: Step) {
  await step(
    'purchases from line costs',
    `with ${RATES}
    update bookings b set purchase_amount = c.cost, profit_amount = b.sale_amount - c.cost,
      net_profit = b.sale_amount - c.cost - coalesce(b.agent_commission_amount, 0)
    from (select l.booking_id, sum(case when l.cost_currency = x.currency then l.cost else round(l.cost * cr.rate / fr.rate, 2) end) cost
          from (select booking_id, cost, cost_currency from booking_accommodations where cost is not null
                union all select booking_id, cost, cost_currency from booking_tours where cost is not null) l
          join bookings x on x.id = l.booking_id join rates fr on fr.currency = x.currency join rates cr on cr.currency = l.cost_currency
          group by 1) c
    where c.booking_id = b.id`,
  );
}

/**
 * Payables for the confirmed services of files in the books (and, reversed, for those since
 * changed or cancelled), then payments: what fell due over two months ago nearly all paid, the
 * last two months' mostly, the coming ones some in advance (half of some), a payment above the
 * approval amount in the last five days waiting for a manager, one paid payment in fifty voided
 * (sent to the wrong account) before the one that paid. Every entry balances, as the API posts.
 */
export async function payablesAndPayments(step: Step, staff: number) {
  const approvalLimit = 50000;
  // The staging tables: each payable, payment and payment line with the figures its entry needs.
  await step(
    'payables (staged)',
    `create temp table gen_payables as
    with ${RATES}
    select (row_number() over (order by l.posted, l.booking_id, l.kind, l.line_id))::int id, l.*,
      round(l.amount * cr.rate, 2) base, cr.rate,
      case when l.currency = b.currency then l.amount else round(l.amount * cr.rate / fr.rate, 2) end file_amount,
      case s.payment_terms when 'before_check_in' then l.start - s.payment_days when 'after_check_out' then l.finish + s.payment_days
        when 'after_booking' then b.booking_date + s.payment_days
        else (date_trunc('month', l.finish) + interval '1 month - 1 day')::date + s.payment_days end due_date,
      case when l.state <> 'confirmed' then l.changed_on end reversed_on,
      b.file_number, s.name supplier_name, b.booking_date
    from (select 'accommodations' kind, id line_id, booking_id, hotel_name service, supplier_id, cost amount, cost_currency currency, service_state state,
            confirmation_date posted, state_changed_at::date changed_on, check_in_date start, check_out_date finish
          from booking_accommodations where cost > 0 and service_state in ('confirmed', 'changed', 'cancelled')
          union all
          select 'tours', id, booking_id, service_name, supplier_id, cost, cost_currency, service_state, confirmation_date, state_changed_at::date, service_date, service_date
          from booking_tours where cost > 0 and service_state in ('confirmed', 'changed', 'cancelled')) l
    join bookings b on b.id = l.booking_id and b.status in ('confirmed', 'completed')
    join suppliers s on s.id = l.supplier_id
    join rates fr on fr.currency = b.currency join rates cr on cr.currency = l.currency`,
  );
  await step(
    'payment lines (staged)',
    `create temp table gen_pay_lines as
    select p.id payable_id, p.supplier_id, p.supplier_name, p.currency, p.rate, p.due_date,
      case when plan = 'part' then round(p.amount / 2, 2) else p.amount end amount, plan,
      greatest(p.posted, least(p.due_date + p.id % 4, current_date) - case when p.due_date > current_date then p.id % 9 else 0 end) pay_date
    from (select p.*, case
            when p.due_date < current_date - 60 then case when u < 0.97 then 'full' else 'open' end
            when p.due_date < current_date then case when u < 0.70 then 'full' when u < 0.80 then 'part' else 'open' end
            else case when u < 0.10 then 'full' when u < 0.30 then 'part' else 'open' end end plan
          from (select p.*, random() u from gen_payables p where p.reversed_on is null) p) p
    where plan <> 'open' and (plan = 'full' or round(p.amount / 2, 2) > 0)`,
  );
  // One payment per supplier, currency, day and kind, at most 20 services each.
  await step(
    'payments (staged)',
    `create temp table gen_payments as
    with g as (
      select l.*, (row_number() over (partition by supplier_id, currency, pay_date, plan order by payable_id) - 1) / 20 chunk from gen_pay_lines l),
    k as (select g.*, dense_rank() over (order by pay_date, supplier_id, currency, plan, chunk)::int payment_id from g)
    select payment_id id, supplier_id, min(supplier_name) supplier_name, currency, pay_date, min(rate) rate, sum(amount) amount,
      round(sum(amount) * min(rate), 2) paid, sum(round(amount * rate, 2)) settled,
      array_agg(payable_id order by payable_id) payables, array_agg(amount order by payable_id) amounts
    from k group by payment_id, supplier_id, currency, pay_date`,
  );
  await step(
    'payment status',
    `alter table gen_payments add column status text, add column voids int;
    update gen_payments set status = case when paid > ${approvalLimit} and pay_date > current_date - 5 then 'pending' else 'paid' end`,
  );
  // The voided first tries: a copy of one paid payment in fifty, numbered after the rest.
  await step(
    'voided payments (staged)',
    `insert into gen_payments (id, supplier_id, supplier_name, currency, pay_date, rate, amount, paid, settled, payables, amounts, status, voids)
    select (select max(id) from gen_payments) + row_number() over (order by id), supplier_id, supplier_name, currency, pay_date, rate, amount, paid, settled, payables, amounts, 'voided', id
    from gen_payments where status = 'paid' and id % 50 = 7`,
  );
  // The truncate of users took the books' settings row with it (its updated_by): made again.
  await step(
    'approval amount',
    `insert into books_settings (id, supplier_payment_approval_limit) values (1, ${approvalLimit})
    on conflict (id) do update set supplier_payment_approval_limit = excluded.supplier_payment_approval_limit`,
  );
  // Paid from the bench's own asset accounts in turn (all kept in rupees: they take any currency).
  await step(
    'payments: accounts (staged)',
    `alter table gen_payments add column account_id int;
    update gen_payments p set account_id = a.ids[1 + p.id % cardinality(a.ids)]
    from (select array_agg(id order by id) ids from accounts where type = 'asset' and system_key is null) a`,
  );

  // Statistics for the joins below (a temporary table has none until analysed).
  await step('staging analysed', 'analyze gen_payables, gen_pay_lines, gen_payments');
  await step(
    'journal: payable entries',
    `insert into journal_entries (entry_date, source_type, source_id, memo, created_at)
    select posted, 'supplier_payable', id, 'File ' || file_number || ': ' || service || ', owed to ' || supplier_name, posted::timestamptz
    from gen_payables order by id`,
  );
  await step(
    'journal: payable reversals',
    `insert into journal_entries (entry_date, source_type, source_id, memo, reverses_id, created_at)
    select p.reversed_on, 'reversal', p.id, 'File ' || p.file_number || ': a supplier''s service no longer owed', e.id, p.reversed_on::timestamptz
    from gen_payables p join journal_entries e on e.source_type = 'supplier_payable' and e.source_id = p.id
    where p.reversed_on is not null order by p.id`,
  );
  await step(
    'journal: payment entries',
    `insert into journal_entries (entry_date, source_type, source_id, memo, created_by, created_at)
    select p.pay_date, 'supplier_payment', p.id, 'Payment to ' || p.supplier_name, 2 + p.id % ${staff - 1}, p.pay_date::timestamptz
    from gen_payments p where p.status <> 'pending' order by p.pay_date, p.id`,
  );
  await step(
    'journal: payment voids',
    `insert into journal_entries (entry_date, source_type, source_id, memo, reverses_id, created_by, created_at)
    select p.pay_date, 'void', p.id, 'Void of a payment to ' || p.supplier_name, e.id, 1, p.pay_date::timestamptz
    from gen_payments p join journal_entries e on e.source_type = 'supplier_payment' and e.source_id = p.id
    where p.status = 'voided' order by p.id`,
  );
  await step('journal entries analysed', 'analyze journal_entries');
  // Dr Cost of Tours / Cr Supplier Payables; a reversal the same, sides swapped.
  await step(
    'journal: payable lines',
    `insert into journal_lines (entry_id, entry_date, account_id, debit, credit, currency, amount, rate)
    select e.id, e.entry_date, l.account_id, l.debit, l.credit, p.currency, p.amount, p.rate
    from gen_payables p
    join journal_entries e on (e.source_type = 'supplier_payable' or (e.source_type = 'reversal' and p.reversed_on is not null)) and e.source_id = p.id
    cross join lateral (select e.source_type = 'reversal' as back) r
    cross join lateral (values
      ((select id from accounts where system_key = 'cost_of_tours'), case when r.back then 0 else p.base end, case when r.back then p.base else 0 end),
      ((select id from accounts where system_key = 'supplier_payables'), case when r.back then p.base else 0 end, case when r.back then 0 else p.base end)
    ) as l(account_id, debit, credit)
    order by e.id`,
  );
  // Dr Supplier Payables per service at its payable's rupees, Cr the account at the day's rate,
  // the paise between them to Exchange Gain/Loss; a void the same, sides swapped.
  await step(
    'journal: payment lines',
    `insert into journal_lines (entry_id, entry_date, account_id, debit, credit, currency, amount, rate)
    select e.id, e.entry_date, l.account_id, case when r.back then l.credit else l.debit end, case when r.back then l.debit else l.credit end, l.currency, l.amount, l.rate
    from gen_payments p
    join journal_entries e on e.source_id = p.id and (e.source_type = 'supplier_payment' or (e.source_type = 'void' and p.status = 'voided'))
    cross join lateral (select e.source_type = 'void' as back) r
    cross join lateral (
      select (select id from accounts where system_key = 'supplier_payables') account_id, round(a.amount * p.rate, 2) debit, 0::numeric credit, p.currency, a.amount, p.rate, a.k
      from unnest(p.amounts) with ordinality a(amount, k)
      union all select p.account_id, 0, p.paid, p.currency, p.amount, p.rate, 100000
      union all select (select id from accounts where system_key = 'exchange_difference'), greatest(p.paid - p.settled, 0), greatest(p.settled - p.paid, 0), 'INR', abs(p.paid - p.settled), 1, 100001
      where p.paid <> p.settled
    ) l
    order by e.id, l.k`,
  );
  // What its payments hold (migration 0060's triggers keep it; off during the load): the one
  // paid or pending payment line each planned payable has (a voided copy holds nothing).
  await step(
    'supplier payables',
    `insert into supplier_payables (id, booking_id, line_kind, line_id, supplier_id, currency, amount, file_amount, due_date, entry_id, reversed_at, reversal_entry_id, created_at, paid)
    select p.id, p.booking_id, p.kind, p.line_id, p.supplier_id, p.currency, p.amount, p.file_amount, p.due_date, e.id,
      p.reversed_on::timestamptz, r.id, p.posted::timestamptz, coalesce(h.amount, 0)
    from gen_payables p
    left join gen_pay_lines h on h.payable_id = p.id
    join journal_entries e on e.source_type = 'supplier_payable' and e.source_id = p.id
    left join journal_entries r on r.source_type = 'reversal' and r.source_id = p.id and p.reversed_on is not null
    order by p.id`,
  );
  await step(
    'supplier payments',
    `insert into supplier_payments (id, supplier_id, account_id, currency, amount, payment_date, reference, status, created_by, created_at, decided_by, decided_at, entry_id, voided_by, voided_at, void_reason, void_entry_id)
    select p.id, p.supplier_id, p.account_id, p.currency, p.amount, p.pay_date, 'NEFT' || lpad(p.id::text, 8, '0'), p.status,
      2 + p.id % ${staff - 1}, p.pay_date::timestamptz,
      case when p.status <> 'pending' and p.paid > ${approvalLimit} then 1 end, case when p.status <> 'pending' and p.paid > ${approvalLimit} then p.pay_date::timestamptz end,
      e.id, case when p.status = 'voided' then 1 end, case when p.status = 'voided' then p.pay_date::timestamptz end,
      case when p.status = 'voided' then 'Sent to the wrong beneficiary account' end, v.id
    from gen_payments p
    left join journal_entries e on e.source_type = 'supplier_payment' and e.source_id = p.id
    left join journal_entries v on v.source_type = 'void' and v.source_id = p.id and p.status = 'voided'
    order by p.id`,
  );
  await step(
    'supplier payment lines',
    `insert into supplier_payment_lines (payment_id, payable_id, amount, carried)
    select p.id, a.payable_id, a.amount, case when p.status <> 'pending' then round(a.amount * p.rate, 2) end
    from gen_payments p cross join lateral unnest(p.payables, p.amounts) a(payable_id, amount)
    order by p.id, a.payable_id`,
  );
  await step('staging dropped', 'drop table gen_payables, gen_pay_lines, gen_payments');
}
