// What a payment reads before it writes, in one statement. A payment was sixteen round trips to
// PostgreSQL; each costs both sides CPU (the statement built, sent, parsed, planned, answered),
// and each one made while the file's row is locked is time every other payment on the file
// waits (bench/RESULTS.md, "Where a payment's CPU goes"). The rules stay where they are: this
// reads their facts with the file's lock and hands them to their pure halves.
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { agentPayments, bookingPayments } from '../../db/schema/index.ts';
import { bookings } from '../../db/schema/index.ts';
import { runNamed } from '../../db/prepared.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { BOOKING_SERVER } from '@app/contract';
import { rateSql } from '../currencies/rates.ts';
import { depositFactsSql } from '../ledger/deposit-account.ts';
import { lockDateSql } from '../ledger/lock-date.ts';
import { systemAccountsSql } from '../ledger/posting.ts';
import { PAYMENT_ACCOUNTS } from './booking-posting.ts';

type PaymentTable = typeof bookingPayments | typeof agentPayments;

/**
 * File `bookingId`, locked FOR UPDATE (payments take turns on its balance; a missing file is a
 * 404), with what a payment of `table` dated `date` needs beside it: the lock date (read after
 * lockBooks), the facts its deposit account is chosen from, the file currency's rate on that
 * date, the ids of the accounts its entry names, and the payment's own id from its sequence
 * (taken before the row is written: the entry names it first).
 */
export async function paymentReads(
  tx: Tx,
  table: PaymentTable,
  bookingId: number,
  v: { payment_date: string; deposit_account_id?: number | null; payment_method: string },
) {
  const [row] = await runNamed(
    tx
      .select({
        file: getTableColumns(bookings),
        lock: lockDateSql,
        deposit: depositFactsSql(v.deposit_account_id, v.payment_method),
        // The file's own currency, named with its table (see rateSql).
        rate: rateSql(sql`${bookings}.currency`, v.payment_date),
        accounts: systemAccountsSql(PAYMENT_ACCOUNTS),
        id: sql<string>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::text`,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update'),
  );
  if (!row) throw new NotFound(BOOKING_SERVER.notFound);
  return { ...row, id: Number(row.id) };
}
