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
import { LIST_SORTS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { accounts, bookingPayments, bookings, users } from '../../db/schema/index.ts';
import { likePattern, paginate } from '../../lib/rows/pagination.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { idNameOf } from '../../lib/bodies/record-out.ts';

/**
 * Customer payments across bookings: one filter and order for the page
 * (`GET /api/payments`) and its export. Voided payments stay listed with who voided them and
 * why; `status=live` leaves them out.
 */
export type PaymentFilters = Omit<z.output<typeof paymentListQuery>, keyof PagingQuery>;

const receiver = aliasedTable(users, 'receiver');
const voider = aliasedTable(users, 'voider');
const deposit = aliasedTable(accounts, 'deposit');
const p = bookingPayments;

function paymentWhere(f: PaymentFilters) {
  const c: (SQL | undefined)[] = [];
  if (f.search) {
    const like = likePattern(f.search);
    c.push(
      or(
        ilike(p.receipt_number, like),
        ilike(p.transaction_reference, like),
        ilike(bookings.file_number, like),
      ),
    );
  }
  if (f.date_from) c.push(gte(p.payment_date, f.date_from));
  if (f.date_to) c.push(lte(p.payment_date, f.date_to));
  if (f.payment_method) c.push(eq(p.payment_method, f.payment_method));
  if (f.status === 'live') c.push(isNull(p.voided_at));
  if (f.status === 'voided') c.push(isNotNull(p.voided_at));
  if (f.booking_id) c.push(eq(p.booking_id, f.booking_id));
  return and(...c);
}

const paymentOrder = listOrder(p, LIST_SORTS.payments, [desc(p.payment_date), desc(p.id)]);

/** Every matching payment in the list's order, unpaged: the page and the export read it. */
export const paymentRows = (db: Db, f: PaymentFilters) =>
  db
    .select({
      p,
      file_number: bookings.file_number,
      guest_name: bookings.guest_name,
      receiverName: receiver.name,
      voiderName: voider.name,
      depositName: deposit.name,
    })
    .from(p)
    .innerJoin(bookings, eq(bookings.id, p.booking_id))
    .leftJoin(receiver, eq(receiver.id, p.received_by))
    .leftJoin(voider, eq(voider.id, p.voided_by))
    .leftJoin(deposit, eq(deposit.id, p.deposit_account_id))
    .where(paymentWhere(f))
    .orderBy(...paymentOrder(f.sort));

type Row = Awaited<ReturnType<typeof paymentRows>>[number];

export function toPaymentRow({
  p: r,
  file_number,
  guest_name,
  receiverName,
  voiderName,
  depositName,
}: Row) {
  const { received_by, voided_by, deposit_account_id, ...columns } = r;
  return {
    ...columns,
    file_number,
    guest_name,
    received_by: idNameOf(received_by, receiverName),
    created_at: r.created_at.toISOString(),
    voided_at: r.voided_at?.toISOString() ?? null,
    voided_by: idNameOf(voided_by, voiderName),
    deposit_account: idNameOf(deposit_account_id, depositName),
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
          .innerJoin(bookings, eq(bookings.id, p.booking_id))
          .where(paymentWhere(q))
      )[0]?.n ?? 0,
  );
}
