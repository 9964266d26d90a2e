import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PagingQuery, paymentListQuery, PaymentListRow } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { bookingPayments, bookings, users } from '../../db/schema/index.ts';
import { likePattern, paginate } from '../../lib/pagination.ts';
import { sortOrder } from '../../lib/sorting.ts';

/**
 * Customer payments across bookings (issue 19): one filter and order for the page
 * (`GET /api/payments`) and its export. Voided payments stay listed with who voided them and
 * why; `status=live` leaves them out.
 */
export type PaymentFilters = Omit<z.output<typeof paymentListQuery>, keyof PagingQuery>;

const receiver = aliasedTable(users, 'receiver');
const voider = aliasedTable(users, 'voider');
const p = bookingPayments;

function paymentWhere(f: PaymentFilters) {
  const c: (SQL | undefined)[] = [];
  if (f.search) {
    const like = likePattern(f.search);
    c.push(
      or(
        ilike(p.receiptNumber, like),
        ilike(p.transactionReference, like),
        ilike(bookings.fileNumber, like),
      ),
    );
  }
  if (f.date_from) c.push(gte(p.paymentDate, f.date_from));
  if (f.date_to) c.push(lte(p.paymentDate, f.date_to));
  if (f.payment_method) c.push(eq(p.paymentMethod, f.payment_method));
  if (f.status === 'live') c.push(isNull(p.voidedAt));
  if (f.status === 'voided') c.push(isNotNull(p.voidedAt));
  if (f.booking_id) c.push(eq(p.bookingId, f.booking_id));
  return and(...c);
}

const paymentSorts = {
  payment_date: p.paymentDate,
  amount: p.amount,
  receipt_number: p.receiptNumber,
  created_at: p.createdAt,
};

/** Every matching payment in the list's order, unpaged: the page and the export read it. */
export const paymentRows = (db: Db, f: PaymentFilters) =>
  db
    .select({
      p,
      fileNumber: bookings.fileNumber,
      guestName: bookings.guestName,
      receiverName: receiver.name,
      voiderName: voider.name,
    })
    .from(p)
    .innerJoin(bookings, eq(bookings.id, p.bookingId))
    .leftJoin(receiver, eq(receiver.id, p.receivedBy))
    .leftJoin(voider, eq(voider.id, p.voidedBy))
    .where(paymentWhere(f))
    .orderBy(...sortOrder(f.sort, paymentSorts, p.id, [desc(p.paymentDate), desc(p.id)]));

type Row = Awaited<ReturnType<typeof paymentRows>>[number];

export function toPaymentRow({ p: r, fileNumber, guestName, receiverName, voiderName }: Row) {
  return {
    id: r.id,
    receipt_number: r.receiptNumber,
    booking_id: r.bookingId,
    file_number: fileNumber,
    guest_name: guestName,
    amount: r.amount,
    payment_date: r.paymentDate,
    payment_method: r.paymentMethod as PaymentListRow['payment_method'],
    transaction_reference: r.transactionReference,
    payment_notes: r.paymentNotes,
    received_by: r.receivedBy && receiverName ? { id: r.receivedBy, name: receiverName } : null,
    created_at: r.createdAt.toISOString(),
    voided_at: r.voidedAt?.toISOString() ?? null,
    voided_by: r.voidedBy && voiderName ? { id: r.voidedBy, name: voiderName } : null,
    void_reason: r.voidReason,
  } satisfies PaymentListRow;
}

export async function listPaymentRows(db: Db, q: PagingQuery & PaymentFilters) {
  return paginate(
    q,
    20,
    async (limit, offset) =>
      (await paymentRows(db, q).limit(limit).offset(offset)).map(toPaymentRow),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(p)
          .innerJoin(bookings, eq(bookings.id, p.bookingId))
          .where(paymentWhere(q))
      )[0]?.n ?? 0,
  );
}
