// What the agency owes its suppliers, read three ways (decision 048): service by service by due
// date (payables due), by days past due (ageing), and as a supplier's statement for a period.
// "Open" counts pending payments as paid, as the payment form does: what may still be paid.
// Each payable keeps what its payments hold (`paid`, kept by migration 0060's triggers), so the
// open ones are read through their partial indexes (supplier_payables_open_idx in due-date order,
// supplier_payables_open_ageing_idx with what ageing sums), never by summing the payment lines of
// every payable ever owed.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type {
  PayablesAgeing,
  PayablesAgeingBucket,
  Payable,
  PayablesQuery,
  SupplierStatement,
} from '@app/contract';
import {
  BASE_CURRENCY,
  PAYABLES_AGEING_BUCKETS,
  payablesAgeingBucket,
  money,
  resolvePaging,
  SUPPLIER_MESSAGES,
  toMoney,
} from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { payableServiceName } from '../../db/service-lines.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { pageOf } from './supplier-payments.service.ts';

type Decimal = ReturnType<typeof money>;

/** Live payables with something still open (the partial index's condition), as `p`. */
const OPEN = sql`p.reversed_at is null and p.paid < p.amount`;

export async function listPayables(db: DbOrTx, q: PayablesQuery, today: string) {
  const { page, perPage, offset } = resolvePaging(q, 20);
  const conditions = [OPEN];
  if (q.supplier_id) conditions.push(sql`p.supplier_id = ${Number(q.supplier_id)}`);
  // Past due: due before today; this week: due within 7 days, the overdue included.
  if (q.due === 'overdue') conditions.push(sql`p.due_date < ${today}::date`);
  if (q.due === 'week') conditions.push(sql`p.due_date < ${today}::date + 7`);
  const where = sql.join(conditions, sql` and `);
  // The page's payables first, then only those with their supplier, file and service's name.
  const [{ rows }, count] = await Promise.all([
    db.execute<{ row: Payable }>(sql`
      select json_build_object(
        'id', p.id, 'supplier', json_build_object('id', p.supplier_id, 'name', s.name),
        'booking', json_build_object('id', p.booking_id, 'file_number', b.file_number, 'guest_name', b.guest_name),
        'kind', p.line_kind, 'service', ${payableServiceName}, 'currency', p.currency,
        'amount', p.amount::text, 'paid', p.paid::text,
        'open', (p.amount - p.paid)::numeric(14,2)::text, 'due_date', p.due_date,
        'days_overdue', ${today}::date - p.due_date
      ) as row
      from (select p.* from supplier_payables p where ${where}
            order by p.due_date, p.id limit ${perPage} offset ${offset}) p
      join suppliers s on s.id = p.supplier_id
      join bookings b on b.id = p.booking_id
      order by p.due_date, p.id`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from supplier_payables p where ${where}`,
    ),
  ]);
  return pageOf(
    rows.map((r) => r.row),
    count.rows[0]!.n,
    page,
    perPage,
  );
}

const emptyBuckets = () =>
  Object.fromEntries(PAYABLES_AGEING_BUCKETS.map((b) => [b, money(0)])) as Record<
    PayablesAgeingBucket,
    Decimal
  >;
const asTotals = (b: Record<PayablesAgeingBucket, Decimal>) =>
  Object.fromEntries(PAYABLES_AGEING_BUCKETS.map((k) => [k, toMoney(b[k])])) as Record<
    PayablesAgeingBucket,
    string
  >;

/**
 * The day counts past due that payablesAgeingBucket tells apart: every count above the last
 * edge is the last bucket's, every one at or below 0 the first's. The SQL groups days by these
 * edges so each bucket's rule stays the contract's one function.
 */
const AGEING_EDGES = (() => {
  const edges: number[] = [];
  for (let d = 0; d < 3650; d++)
    if (payablesAgeingBucket(d) !== payablesAgeingBucket(d + 1)) edges.push(d + 1);
  return edges;
})();
const EDGES_SQL = sql.raw(`(array[${AGEING_EDGES.join(', ')}])`);

/** Per supplier and currency, what is open by days past its due date, on `today`. */
export async function payablesAgeing(db: DbOrTx, today: string): Promise<PayablesAgeing> {
  // Open sums per supplier, currency and the first day count of its bucket.
  const { rows } = await db.execute<{
    supplier_id: number;
    supplier_name: string;
    currency: string;
    open: string;
    days_overdue: number;
  }>(sql`select x.supplier_id, s.name as supplier_name, x.currency, x.open::text as open,
      x.days_overdue
    from (
      select p.supplier_id, p.currency,
        coalesce(${EDGES_SQL}[width_bucket(${today}::date - p.due_date, ${EDGES_SQL})], 0) as days_overdue,
        sum(p.amount - p.paid) as open
      from supplier_payables p where ${OPEN}
      group by 1, 2, 3
    ) x join suppliers s on s.id = x.supplier_id
    order by s.name, x.supplier_id, x.currency`);
  const bySupplier = new Map<
    string,
    {
      supplier: { id: number; name: string };
      currency: string;
      b: Record<PayablesAgeingBucket, Decimal>;
    }
  >();
  const byCurrency = new Map<string, Record<PayablesAgeingBucket, Decimal>>();
  for (const r of rows) {
    const key = `${r.supplier_id}/${r.currency}`;
    const row = bySupplier.get(key) ?? {
      supplier: { id: r.supplier_id, name: r.supplier_name },
      currency: r.currency,
      b: emptyBuckets(),
    };
    const bucket = payablesAgeingBucket(r.days_overdue);
    row.b[bucket] = row.b[bucket].plus(r.open);
    bySupplier.set(key, row);
    const c = byCurrency.get(r.currency) ?? emptyBuckets();
    c[bucket] = c[bucket].plus(r.open);
    byCurrency.set(r.currency, c);
  }
  const sum = (b: Record<PayablesAgeingBucket, Decimal>) =>
    toMoney(PAYABLES_AGEING_BUCKETS.reduce((s, k) => s.plus(b[k]), money(0)));
  return {
    as_of: today,
    rows: [...bySupplier.values()].map((r) => ({
      supplier: r.supplier,
      currency: r.currency,
      buckets: asTotals(r.b),
      total: sum(r.b),
    })),
    totals: [...byCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, b]) => ({ currency, buckets: asTotals(b), total: sum(b) })),
  };
}

/**
 * What a movement moved on Supplier Payables in rupees, `owed` (credit less debit) in its
 * `currency`: in rupees its amount itself (every line's rupees are its amount at rate 1, and a
 * rupee payment leaves no rounding), in another currency what its entry posted there.
 */
const rupees = (
  currency: SQL,
  owed: SQL,
  entryId: SQL,
) => sql`case when ${currency} = ${BASE_CURRENCY} then ${owed}
  else (select sum(j.credit - j.debit) from journal_lines j, ap where j.entry_id = ${entryId} and j.account_id = ap.id) end`;

type Movement = SupplierStatement['currencies'][number]['lines'][number] & { currency: string };

/**
 * A supplier's statement from `from` to `to`, per currency: what it was owed before, each
 * payable, reversal, payment and void in the period by the day it posted, and the closing
 * balance, in the currency and in rupees as the books hold them. The movements before the
 * period come back as one opening row per currency (summed in PostgreSQL); only the period's
 * are named, with their files.
 */
export async function supplierStatement(
  db: DbOrTx,
  supplierId: number,
  from: string,
  to: string,
): Promise<SupplierStatement> {
  const { rows: found } = await db.execute(sql`select 1 from suppliers where id = ${supplierId}`);
  if (!found.length) throw new NotFound(SUPPLIER_MESSAGES.notFound);
  // Every movement of what is owed up to `to`, by the date of the entry that posted it, with its
  // rupees on Supplier Payables; a payable's carries its line (named only in the period).
  const { rows } = await db.execute<{
    opening: boolean;
    date: string | null;
    kind: Movement['kind'] | null;
    currency: string;
    description: string | null;
    booking_id: number | null;
    file_number: string | null;
    payment_id: number | null;
    owed: string;
    paid: string;
    base: string;
  }>(sql`
    with ap as (select id from accounts where system_key = 'supplier_payables'),
    moves as (
      select e.entry_date as date, x.kind, p.currency, p.line_kind, p.line_id, p.booking_id,
        null::int as payment_id, null as note, x.sign * p.amount as owed, 0::numeric as paid,
        ${rupees(sql`p.currency`, sql`x.sign * p.amount`, sql`x.entry_id`)} as base, e.id
      from supplier_payables p
      cross join lateral (values ('payable', p.entry_id, 1), ('payable_reversed', p.reversal_entry_id, -1))
        as x(kind, entry_id, sign)
      join journal_entries e on e.id = x.entry_id
      where p.supplier_id = ${supplierId}
      union all
      select e.entry_date, x.kind, sp.currency, null, null, null, sp.id,
        case when x.sign = 1 then coalesce('Payment ' || sp.reference, 'Payment')
          else 'Void: ' || coalesce(sp.void_reason, '') end,
        0, x.sign * sp.amount, ${rupees(sql`sp.currency`, sql`-x.sign * sp.amount`, sql`x.entry_id`)}, e.id
      from supplier_payments sp
      cross join lateral (values ('payment', sp.entry_id, 1), ('payment_voided', sp.void_entry_id, -1))
        as x(kind, entry_id, sign)
      join journal_entries e on e.id = x.entry_id
      where sp.supplier_id = ${supplierId}
    ),
    kept as (select * from moves m where m.date <= ${to}::date)
    select true as opening, null as date, null as kind, m.currency, null as description,
      null::int as booking_id, null as file_number, null::int as payment_id,
      sum(m.owed)::text as owed, sum(m.paid)::text as paid, coalesce(sum(m.base), 0)::text as base,
      null::date as sort_date, 0 as sort_id
    from kept m where m.date < ${from}::date group by m.currency
    union all
    select false, p.date::text, p.kind, p.currency,
      case when p.payment_id is null then ${payableServiceName} else p.note end,
      p.booking_id, (select b.file_number from bookings b where b.id = p.booking_id),
      p.payment_id, p.owed::text, p.paid::text, coalesce(p.base, 0)::text, p.date, p.id
    from kept p where p.date >= ${from}::date
    order by currency, opening desc, sort_date, sort_id`);
  const out = new Map<string, SupplierStatement['currencies'][number] & { base: Decimal }>();
  for (const r of rows) {
    const c = out.get(r.currency) ?? {
      currency: r.currency,
      opening: '0.00',
      lines: [],
      closing: '0.00',
      closing_base: '0.00',
      base: money(0),
    };
    const balance = money(c.closing).plus(r.owed).minus(r.paid);
    c.base = c.base.plus(r.base);
    if (r.opening) {
      c.opening = toMoney(balance);
    } else {
      c.lines.push({
        date: r.date!,
        kind: r.kind!,
        description: r.description!,
        booking: r.booking_id === null ? null : { id: r.booking_id, file_number: r.file_number! },
        payment_id: r.payment_id,
        owed: toMoney(r.owed),
        paid: toMoney(r.paid),
        balance: toMoney(balance),
        base: toMoney(r.base),
      });
    }
    c.closing = toMoney(balance);
    c.closing_base = toMoney(c.base);
    out.set(r.currency, c);
  }
  return {
    from,
    to,
    currencies: [...out.values()].map(({ base: _base, ...c }) => c),
  };
}
