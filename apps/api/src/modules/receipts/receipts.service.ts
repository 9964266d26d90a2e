import { sql } from 'drizzle-orm';
import { RECEIPT_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookingPayments, bookings, tcsCollections, users } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import type { ReceiptRow } from '../documents/receipt-model.ts';
import { buildReceipt } from '../documents/receipt-model.ts';
import { advanceTerms } from '../tax-documents/advance-terms.ts';
import { readTaxProfile } from '../tax-profile/tax-profile.service.ts';

const person = (id: unknown) =>
  sql`(select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = ${id})`;

/** A customer payment's receipt (its id is the payment's); agent payments have none. */
export async function getReceipt(db: DbOrTx, paymentId: number) {
  const p = bookingPayments;
  const { rows } = await db.execute<ReceiptRow & Record<string, unknown>>(sql`
    select p.id, p.receipt_number, p.booking_id, b.file_number, b.guest_name, b.guest_email,
      b.currency, p.amount::text as amount, p.payment_date::text as payment_date,
      p.payment_method, p.transaction_reference,
      ${person(sql`p.received_by`)} as received_by,
      to_char(p.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as voided_at,
      ${person(sql`p.voided_by`)} as voided_by, p.void_reason, p.created_at as paid_at,
      t.tcs::text as tcs, t.received::text as tcs_on,
      (select string_agg(trim(trailing '.' from trim(trailing '0' from x->>'rate')) || '%', ' and ')
         from jsonb_array_elements(t.parts) x) as tcs_rates
    from ${p} p join ${bookings} b on b.id = p.booking_id
    left join ${tcsCollections} t on t.payment_kind = 'payment' and t.payment_id = p.id
    where p.id = ${paymentId}`);
  const row = rows[0];
  if (!row) throw new NotFound(RECEIPT_SERVER.notFound);
  // Money received before the file's invoice: a receipt voucher with the advance's GST.
  const advance = await advanceTerms(db, {
    booking_id: row.booking_id,
    amount: row.amount,
    payment_date: row.payment_date,
    created_at: new Date(row.paid_at as string | Date),
  });
  return buildReceipt(row, { profile: await readTaxProfile(db), advance });
}
