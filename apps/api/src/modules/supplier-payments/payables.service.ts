// What the agency owes its suppliers, read three ways (decision 048): service by service by due
// date (payables due), by days past due (ageing), and as a supplier's statement for a period.
// "Open" counts pending payments as paid, as the payment form does: what may still be paid.
// Each payable keeps what its payments hold (`paid`, kept by migration 0060's triggers), so the
// open ones are read through their partial index (supplier_payables_open_idx in due-date order),
// never by summing the payment lines of every payable ever owed. Ageing and the statement read
// what migration 0070's triggers keep at each commit (decision 056): the open sums per supplier,
// currency and due date, and each movement of what a supplier is owed with its date.
import { sql } from 'drizzle-orm';
import type {
  PayablesAgeing,
  PayablesAgeingBucket,
  Payable,
  PayablesQuery,
  SupplierStatement,
  SupplierStatementQuery,
} from '@app/contract';
import {
  lastPage,
  PAYABLES_AGEING_BUCKETS,
  payablesAgeingBucket,
  resolvePaging,
  STATEMENT_PER_PAGE,
  SUPPLIER_MESSAGES,
  toMoney,
} from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { payableServiceName } from '../../db/service-lines.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { pageOf } from './supplier-payments.service.ts';

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

/**
 * The day counts past due that payablesAgeingBucket tells apart: every count above the last
 * edge is the last bucket's, every one at or below 0 the first's. The SQL numbers each due date's
 * span by these edges (width_bucket: 0 below the first, i from the i-th), and each bucket sums
 * the spans whose first day count the contract's one rule puts in it.
 */
const AGEING_EDGES = (() => {
  const edges: number[] = [];
  for (let d = 0; d < 3650; d++)
    if (payablesAgeingBucket(d) !== payablesAgeingBucket(d + 1)) edges.push(d + 1);
  return edges;
})();
const EDGES_SQL = sql.raw(`(array[${AGEING_EDGES.join(', ')}])`);
const SPANS_OF = Object.fromEntries(
  PAYABLES_AGEING_BUCKETS.map((b) => [
    b,
    [0, ...AGEING_EDGES]
      .map((first, span) => ({ first, span }))
      .filter(({ first }) => payablesAgeingBucket(first) === b)
      .map(({ span }) => span),
  ]),
) as Record<PayablesAgeingBucket, number[]>;
/** Each bucket's sum as a column named after it, over `x.span` and `x.open`. */
const BUCKET_SUMS = sql.join(
  PAYABLES_AGEING_BUCKETS.map(
    (b) =>
      sql`coalesce(sum(x.open) filter (where x.span in (${sql.raw(
        SPANS_OF[b].length ? SPANS_OF[b].join(', ') : 'null',
      )})), 0)::numeric(16, 2)::text as ${sql.identifier(b)}`,
  ),
  sql`, `,
);
type BucketRow = Record<PayablesAgeingBucket, string> & { total: string };
const bucketsOf = (r: BucketRow) =>
  Object.fromEntries(PAYABLES_AGEING_BUCKETS.map((b) => [b, r[b]])) as Record<
    PayablesAgeingBucket,
    string
  >;

/**
 * Per supplier and currency, what is open by days past its due date, on `today`, and per
 * currency every supplier together: summed in PostgreSQL from the sums kept per supplier,
 * currency and due date (supplier_open_totals, decision 056).
 */
export async function payablesAgeing(db: DbOrTx, today: string): Promise<PayablesAgeing> {
  const { rows } = await db.execute<
    BucketRow & { supplier_id: number | null; supplier_name: string | null; currency: string }
  >(sql`with x as (
      select t.supplier_id, t.currency, width_bucket(${today}::date - t.due_date, ${EDGES_SQL}) as span,
        sum(t.open) as open
      from supplier_open_totals t
      group by 1, 2, 3
    ),
    g as (
      select x.supplier_id, x.currency, ${BUCKET_SUMS},
        sum(x.open)::numeric(16, 2)::text as total
      from x group by grouping sets ((x.supplier_id, x.currency), (x.currency))
    )
    select g.*, s.name as supplier_name from g left join suppliers s on s.id = g.supplier_id
    order by g.supplier_id is not null, s.name, g.supplier_id, g.currency`);
  const rowsOut: PayablesAgeing['rows'] = [];
  const totals: PayablesAgeing['totals'] = [];
  for (const r of rows) {
    if (r.supplier_id === null)
      totals.push({ currency: r.currency, buckets: bucketsOf(r), total: r.total });
    else
      rowsOut.push({
        supplier: { id: r.supplier_id, name: r.supplier_name! },
        currency: r.currency,
        buckets: bucketsOf(r),
        total: r.total,
      });
  }
  return { as_of: today, rows: rowsOut, totals };
}

type Block = SupplierStatement['currencies'][number];

/**
 * A supplier's statement from `from` to `to`, per currency: what it was owed before, each
 * payable, reversal, payment and void in the period by the day it posted, and the closing
 * balance, in the currency and in rupees as the books hold them. The period's lines are paged
 * (by currency, day and entry; `per_page` 50 unless asked): each currency's `carried` is its
 * balance before its first line on this page, so every line's running balance reads on from it.
 * Read from supplier_movements (migration 0070): the sums come from its index, the page's
 * lines by limit and offset in its order, each one's balance its currency's carried balance
 * plus the page's lines up to it; only the page's lines are named, with their files.
 */
export async function supplierStatement(
  db: DbOrTx,
  supplierId: number,
  q: SupplierStatementQuery,
): Promise<SupplierStatement> {
  const { from, to } = q;
  const { page, perPage, offset } = resolvePaging(q, STATEMENT_PER_PAGE);
  const { rows: found } = await db.execute(sql`select 1 from suppliers where id = ${supplierId}`);
  if (!found.length) throw new NotFound(SUPPLIER_MESSAGES.notFound);
  // Each currency's figures (line: null), then the page's lines in order, each with the balance
  // after it (every movement up to it summed, the opening included).
  const { rows } = await db.execute<{
    currency: string;
    line: number | null;
    opening: string | null;
    carried: string | null;
    closing: string | null;
    closing_base: string | null;
    lines: number | null;
    date: string | null;
    kind: Block['lines'][number]['kind'] | null;
    description: string | null;
    booking_id: number | null;
    file_number: string | null;
    payment_id: number | null;
    owed: string | null;
    paid: string | null;
    balance: string | null;
    base: string | null;
  }>(sql`
    with per as (
      select m.currency,
        coalesce(sum(m.owed - m.paid) filter (where m.day < ${from}::date), 0) as opening,
        sum(m.owed - m.paid) as closing, sum(m.base) as closing_base,
        count(*) filter (where m.day >= ${from}::date)::int as lines
      from supplier_movements m
      where m.supplier_id = ${supplierId} and m.day <= ${to}::date
      group by m.currency
    ),
    -- What the period's lines on earlier pages moved, per currency.
    before as (
      select e.currency, sum(e.owed - e.paid) as moved
      from (select m.currency, m.owed, m.paid from supplier_movements m
            where m.supplier_id = ${supplierId} and m.day >= ${from}::date and m.day <= ${to}::date
            order by m.currency, m.day, m.entry_id limit ${offset}) e
      group by e.currency
    ),
    c as (
      select per.*, per.opening + coalesce(before.moved, 0) as carried
      from per left join before using (currency)
    ),
    page as (
      select x.*, row_number() over (order by x.currency, x.day, x.entry_id) as n,
        c.carried + sum(x.owed - x.paid) over (partition by x.currency order by x.day, x.entry_id)
          as balance
      from (select m.* from supplier_movements m
            where m.supplier_id = ${supplierId} and m.day >= ${from}::date and m.day <= ${to}::date
            order by m.currency, m.day, m.entry_id limit ${perPage} offset ${offset}) x
      join c using (currency)
    )
    select c.currency, null::int as line, c.opening::text, c.carried::text, c.closing::text,
      c.closing_base::text, c.lines,
      null as date, null as kind, null as description, null::int as booking_id, null as file_number,
      null::int as payment_id, null as owed, null as paid, null as balance, null as base
    from c
    union all
    select x.currency, x.n::int, null, null, null, null, null, x.day::text, x.kind,
      case when x.payable_id is not null then ${payableServiceName}
        when x.kind = 'payment' then coalesce('Payment ' || sp.reference, 'Payment')
        else 'Void: ' || coalesce(sp.void_reason, '') end,
      p.booking_id, b.file_number, x.payment_id, x.owed::text, x.paid::text, x.balance::text,
      x.base::text
    from page x
    left join supplier_payables p on p.id = x.payable_id
    left join bookings b on b.id = p.booking_id
    left join supplier_payments sp on sp.id = x.payment_id
    order by currency, line nulls first`);
  const out = new Map<string, Block>();
  let total = 0;
  for (const r of rows) {
    if (r.line === null) {
      total += r.lines!;
      out.set(r.currency, {
        currency: r.currency,
        opening: toMoney(r.opening!),
        carried: toMoney(r.carried!),
        lines: [],
        line_count: r.lines!,
        closing: toMoney(r.closing!),
        closing_base: toMoney(r.closing_base!),
      });
      continue;
    }
    out.get(r.currency)!.lines.push({
      date: r.date!,
      kind: r.kind!,
      description: r.description!,
      booking: r.booking_id === null ? null : { id: r.booking_id, file_number: r.file_number! },
      payment_id: r.payment_id,
      owed: toMoney(r.owed!),
      paid: toMoney(r.paid!),
      balance: toMoney(r.balance!),
      base: toMoney(r.base!),
    });
  }
  return {
    from,
    to,
    currencies: [...out.values()],
    current_page: page,
    last_page: lastPage(total, perPage),
    per_page: perPage,
    total,
  };
}
