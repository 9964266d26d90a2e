// What the agency owes its suppliers (decision 046 point 8): each confirmed service of
// a file in the books owes its supplier the line's cost, in the supplier's currency, posted
// Dr Cost of Tours / Cr Supplier Payables at the rate of the day it posts. The file's own entry
// then holds only the cost of its services not yet confirmed (booking-posting.ts), so a cost is
// never counted twice: it moves from the file's accrual to the supplier as each is confirmed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceState } from '@app/contract';
import { creditFigure, dueDateOf, money, SUPPLIER_PAYMENT_MESSAGES, toMoney } from '@app/contract';
import { Conflict } from '../../lib/http/app-error.ts';
import type { Tx } from '../../db/client.ts';
import { SERVICE_LINES } from '../../db/service-lines.ts';
import { bookings, suppliers, supplierPayables } from '../../db/schema/index.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import { postEntry, reverseEntry, systemAccount } from '../ledger/posting.ts';
import type { LineKind } from './line-costs.ts';

/** Files whose money is in the books (as booking-posting.ts's POSTED_STATUSES). */
const IN_BOOKS = ['confirmed', 'completed'];

type ServiceLine = {
  kind: LineKind;
  id: number;
  name: string;
  supplier_id: number | null;
  cost: string | null;
  cost_currency: string | null;
  service_state: ServiceState;
  /** A cancelled service's charge: what it still owes. */
  charge: string | null;
  start: string | null;
  end: string | null;
};

/** The file's lines as one shape: their name, dates, supplier, cost and state. */
async function serviceLines(tx: Tx, bookingId: number) {
  const { rows } = await tx.execute<ServiceLine>(sql`
    select l.kind, l.id, l.name, l.supplier_id, l.cost::text as cost, l.cost_currency,
      l.service_state, l.charge::text as charge, l.start::text as start, l."end"::text as "end"
    from (${SERVICE_LINES}) l where l.booking_id = ${bookingId}`);
  return rows;
}

/**
 * Bring the file's payables to what its services and status say, dated `date`: a confirmed
 * service with a supplier and a cost, on a file in the books, owes its supplier, and a
 * cancelled service the charge its supplier kept, on a cancelled file too (its supplier's
 * charge stays owed, decision 052); any live payable that no longer matches (the service
 * changed or cancelled, the line gone, the file cancelled or back to draft) is reversed. Call
 * it before postFile, under the file's row lock.
 */
export async function reconcilePayables(
  tx: Tx,
  bookingId: number,
  date: string,
  userId: number | null,
) {
  const [file] = await tx
    .select({
      status: bookings.status,
      currency: bookings.currency,
      file_number: bookings.file_number,
      booking_date: bookings.booking_date,
      travel_start_date: bookings.travel_start_date,
      travel_end_date: bookings.travel_end_date,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!file) return;
  const inBooks = IN_BOOKS.includes(file.status);
  // A cancelled file's services owe only what their suppliers kept of them (decision 052).
  const cancelledFile = file.status === 'cancelled';
  const lines = await serviceLines(tx, bookingId);
  // A confirmed service owes its cost; a cancelled one the charge its supplier kept.
  const owed = (l: ServiceLine) =>
    l.service_state === 'confirmed' && !cancelledFile
      ? l.cost
      : l.service_state === 'cancelled'
        ? l.charge
        : null;
  const wanted =
    inBooks || cancelledFile
      ? lines.filter((l) => {
          const amount = owed(l);
          return (
            l.supplier_id !== null &&
            amount !== null &&
            // A service that costs nothing owes nothing.
            money(amount).gt(0) &&
            l.cost_currency !== null
          );
        })
      : [];
  const live = await tx
    .select()
    .from(supplierPayables)
    .where(and(eq(supplierPayables.booking_id, bookingId), isNull(supplierPayables.reversed_at)))
    // Locked: a supplier payment locks the payables it pays (supplier-payments.service.ts), so
    // a payment and a change that would reverse what it pays take turns.
    .for('update');
  const matches = (p: (typeof live)[number], l: ServiceLine) =>
    p.line_kind === l.kind &&
    p.line_id === l.id &&
    p.supplier_id === l.supplier_id &&
    p.currency === l.cost_currency &&
    money(p.amount).eq(owed(l)!);

  for (const p of live) {
    if (wanted.some((l) => matches(p, l))) continue;
    refusePaid(p);
    const reversal = await reverseEntry(tx, p.entry_id, {
      date,
      source: 'reversal',
      sourceId: p.id,
      memo: `File ${file.file_number}: a supplier's service no longer owed`,
      userId,
    });
    await tx
      .update(supplierPayables)
      .set({ reversed_at: new Date(), reversal_entry_id: reversal })
      .where(eq(supplierPayables.id, p.id));
  }

  const [cost, payable] = await Promise.all([
    systemAccount(tx, 'cost_of_tours'),
    systemAccount(tx, 'supplier_payables'),
  ]);
  for (const l of wanted) {
    if (live.some((p) => matches(p, l))) continue;
    const [s] = await tx
      .select({
        name: suppliers.name,
        terms: suppliers.payment_terms,
        days: suppliers.payment_days,
      })
      .from(suppliers)
      .where(eq(suppliers.id, l.supplier_id!));
    const currency = l.cost_currency!;
    const amount = toMoney(owed(l)!);
    // In the file's currency as its purchase counted it: at the booking date's rates.
    const fileAmount =
      currency === file.currency
        ? amount
        : toMoney(
            money(amount)
              .times(await rateOn(tx, currency, file.booking_date, 'cost'))
              .div(await rateOn(tx, file.currency, file.booking_date, 'currency'))
              .toDecimalPlaces(2),
          );
    const rate = await rateOn(tx, currency, date, 'cost');
    const base = toBase(amount, rate);
    // Worth less than half a paisa (a few dong): nothing in rupees to owe.
    if (money(base).isZero()) continue;
    const start = l.start ?? file.travel_start_date ?? file.booking_date;
    const due = dueDateOf(s!.terms, s!.days, {
      start,
      end: l.end ?? file.travel_end_date ?? start,
      booked: file.booking_date,
    });
    const [{ id }] = (
      await tx.execute<{ id: number }>(sql`select nextval('supplier_payables_id_seq')::int as id`)
    ).rows as [{ id: number }];
    const document = { currency, amount, rate };
    const entry = await postEntry(tx, {
      date,
      source: 'supplier_payable',
      sourceId: id,
      memo: `File ${file.file_number}: ${l.name}, owed to ${s!.name}`,
      userId,
      lines: [
        { account_id: cost, debit: base, document },
        { account_id: payable, credit: base, document },
      ],
    });
    await tx.insert(supplierPayables).values({
      id,
      booking_id: bookingId,
      line_kind: l.kind,
      line_id: l.id,
      supplier_id: l.supplier_id!,
      currency,
      amount,
      file_amount: fileAmount,
      due_date: due,
      entry_id: entry,
    });
  }
}

/**
 * A service with supplier payments against it (paid or waiting for approval: what the payable's
 * `paid` holds) keeps its payable: the change that would reverse it is refused until they are
 * voided or rejected (decision 048).
 */
function refusePaid(p: { paid: string; currency: string }) {
  if (money(p.paid).gt(0))
    throw new Conflict(SUPPLIER_PAYMENT_MESSAGES.paidLine(creditFigure(p.currency, p.paid)));
}

/** What the file's live payables took from its accrued cost, in the file's currency. */
export async function confirmedCost(tx: Tx, bookingId: number) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${supplierPayables.file_amount}), 0)::text` })
    .from(supplierPayables)
    .where(and(eq(supplierPayables.booking_id, bookingId), isNull(supplierPayables.reversed_at)));
  return money(row?.sum ?? 0);
}
