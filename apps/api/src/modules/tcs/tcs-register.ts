// The quarter's TCS register (decision 057): every live receipt that carried TCS, each buyer's
// quarter as its certificate (Form 27D) states it, and TCS Payable's movement in the journal for
// the same days, which the register's total must equal (a voided payment's TCS is out of both).
import { sql } from 'drizzle-orm';
import type { TcsRegister, TcsRegisterRow } from '@app/contract';
import { quarterDays } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';

/** Form 27EQ's collection code for an overseas tour programme package (s.206C(1G)(b)). */
const COLLECTION_CODE = 'O';

export async function tcsRegister(db: DbOrTx, quarter: string): Promise<TcsRegister> {
  // The query schema has refused any other spelling already.
  const { from, to } = quarterDays(quarter)!;
  const { rows } = await db.execute<TcsRegisterRow>(sql`
    select c.id, c.collected_on::text as collected_on,
      json_build_object('id', b.id, 'file_number', b.file_number) as booking,
      p.receipt_number, c.buyer_name, c.buyer_pan, c.received::text as received,
      (select string_agg(trim(trailing '.' from trim(trailing '0' from x->>'rate')), ', ')
         from jsonb_array_elements(c.parts) x) as rates,
      c.tcs::text as tcs
    from tcs_collections c
    join bookings b on b.id = c.booking_id
    left join booking_payments p on c.payment_kind = 'payment' and p.id = c.payment_id
    where c.voided_at is null and c.collected_on between ${from}::date and ${to}::date
    order by c.collected_on, c.id`);
  const { rows: buyers } = await db.execute<TcsRegister['buyers'][number]>(sql`
    select buyer_name, buyer_pan, count(*)::int as receipts, sum(received)::text as received,
      sum(tcs)::text as tcs, min(collected_on)::text as first_on, max(collected_on)::text as last_on
    from tcs_collections
    where voided_at is null and collected_on between ${from}::date and ${to}::date
    group by buyer_key, buyer_name, buyer_pan
    order by buyer_name, buyer_pan`);
  const { rows: sums } = await db.execute<{ received: string; tcs: string; ledger: string }>(sql`
    select
      (select coalesce(sum(received), 0) from tcs_collections
        where voided_at is null and collected_on between ${from}::date and ${to}::date)::numeric(14,2)::text as received,
      (select coalesce(sum(tcs), 0) from tcs_collections
        where voided_at is null and collected_on between ${from}::date and ${to}::date)::numeric(14,2)::text as tcs,
      (select coalesce(sum(l.credit - l.debit), 0)
         from journal_lines l
         join journal_entries e on e.id = l.entry_id
         join accounts a on a.id = l.account_id
        where a.system_key = 'tcs_payable'
          and coalesce((select o.entry_date from journal_entries o where o.id = e.reverses_id), e.entry_date)
              between ${from}::date and ${to}::date)::numeric(14,2)::text as ledger`);
  const s = sums[0]!;
  return {
    quarter,
    from,
    to,
    collection_code: COLLECTION_CODE,
    rows,
    buyers,
    totals: { receipts: rows.length, received: s.received, tcs: s.tcs },
    ledger_tcs: s.ledger,
  };
}
