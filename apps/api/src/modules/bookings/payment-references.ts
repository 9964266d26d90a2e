// The same bank reference on two payments: allowed, but only once the user has confirmed it,
// and shown on both payments afterwards.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { BOOKING_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { agentPayments, bookingPayments } from '../../db/schema/index.ts';
import { bookings } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';

type PaymentTable = typeof bookingPayments | typeof agentPayments;

/**
 * How a reference is compared: any case, as the payments' reference index holds it
 * (reverse(lower(...)), booking-payments.ts), so a look-up is an index probe.
 */
const referenceKey = (reference: SQL) => sql`reverse(lower(${reference}))`;

/**
 * The other live payments of `table` with the reference of payment `x` (an alias in the
 * caller's statement), as JSON: `[{ id, booking_id, file_number }]`, empty when there are none
 * or when `x` is voided (a voided payment no longer counts).
 */
export const duplicatesJson = (table: PaymentTable, x: string) => {
  const ref = sql.raw(`${x}.transaction_reference`);
  return sql`case when ${ref} is null or ${sql.raw(x)}.voided_at is not null then '[]'::json else (
    select coalesce(json_agg(json_build_object('id', d.id, 'booking_id', d.booking_id, 'file_number', db.file_number) order by d.id), '[]'::json)
    from ${table} d join ${bookings} db on db.id = d.booking_id
    where ${referenceKey(sql`d.transaction_reference`)} = ${referenceKey(ref)}
      and d.id <> ${sql.raw(x)}.id and d.voided_at is null) end`;
};

/** The files whose live payments of `table` already carry `reference`, in order. */
async function filesWithReference(db: DbOrTx, table: PaymentTable, reference: string) {
  const rows = await db
    .selectDistinct({ file_number: bookings.file_number })
    .from(table)
    .innerJoin(bookings, eq(bookings.id, table.booking_id))
    .where(
      and(
        sql`${referenceKey(sql`${table.transaction_reference}`)} = ${referenceKey(sql`${reference}`)}`,
        isNull(table.voided_at),
      ),
    )
    .orderBy(bookings.file_number);
  return rows.map((r) => r.file_number);
}

/**
 * A new payment whose reference another live payment already has is refused (422 on
 * `confirm_duplicate_reference`, naming the files) until the user confirms it.
 */
export async function refuseUnconfirmedDuplicate(
  db: DbOrTx,
  table: PaymentTable,
  v: { transaction_reference?: string | null; confirm_duplicate_reference?: boolean | undefined },
) {
  if (!v.transaction_reference || v.confirm_duplicate_reference) return;
  const files = await filesWithReference(db, table, v.transaction_reference);
  if (files.length > 0)
    throw fieldError(
      'confirm_duplicate_reference',
      BOOKING_SERVER.duplicateReference(files.join(', ')),
    );
}
