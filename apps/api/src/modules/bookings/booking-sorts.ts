import { desc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BookingFilters } from '@app/contract';
import { LIST_SORTS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { bookingsJson, selectBookings } from './booking-shape.ts';

/**
 * The booking list's `?sort=` columns. Sale amount and travel date have (column, id)
 * indexes (migration 0025), so any page of those sorts is an index walk; the file number is
 * unique and created_at is the default order's index. Its order: the chosen sort with the id
 * as tiebreak, else newest first.
 */
export const bookingOrder = listOrder(bookings, LIST_SORTS.bookings, [
  desc(bookings.created_at),
  desc(bookings.id),
]);

/** Every matching file in the list's order, unpaged: what the export streams. */
export const bookingRows = (db: Db, where: SQL | undefined, sort: BookingFilters['sort']) =>
  selectBookings(db)
    .where(where)
    .orderBy(...bookingOrder(sort));

/**
 * One page in a chosen order: the ids first (an index walk on the sort's column), then only
 * those rows with their names, as JSON in the ids' order.
 */
export async function sortedPage(
  db: Db,
  where: SQL | undefined,
  sort: BookingFilters['sort'],
  limit: number,
  offset: number,
): Promise<string> {
  const ids = (
    await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where ?? sql`true`)
      .orderBy(...bookingOrder(sort))
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);
  return bookingsJson(db, ids);
}
