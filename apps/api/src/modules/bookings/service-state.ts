// Where a file's service stands with its supplier (decision 046): requested,
// confirmed with the supplier's number, changed (to confirm again) or cancelled, each move
// recorded on the line (who, when) and in the file's History.
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AuditAction, ServiceState, serviceStateInput } from '@app/contract';
import {
  BOOKING_SERVER,
  computeBookingTotals,
  creditFigure,
  money,
  SERVICE_STATE_LABELS,
  SERVICE_STATE_MOVES,
  SUPPLIER_MESSAGES as M,
  todayIn,
  toMoney,
} from '@app/contract';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { fileFigures, postFile } from './booking-posting.ts';
import { bookingEvent, getBooking } from './bookings.service.ts';
import type { LineKind } from './line-costs.ts';
import { LINE_TABLES, purchaseOfLines } from './line-costs.ts';

/** A move as the route reads it; callers other than the route leave the charge out. */
type Move = Omit<z.output<typeof serviceStateInput>, 'cancellation_charge'> & {
  cancellation_charge?: string | null;
};
/** A line's name as its History note says it. */
const LINE_NAMES = {
  accommodations: (t: (typeof LINE_TABLES)['accommodations']) => t.hotel_name,
  tours: (t: (typeof LINE_TABLES)['tours']) => t.service_name,
  flights: (t: (typeof LINE_TABLES)['flights']) =>
    sql<string>`${t.airline} || ' ' || ${t.flight_number}`,
} as never as Record<LineKind, (t: unknown) => SQL<string>>;
const label = (s: ServiceState) => SERVICE_STATE_LABELS[s].toLowerCase();

/**
 * How the History says a move: the move's own words (`note`), or, for a move that is part of
 * something more (a service order emailed), that thing's action and words around them: one
 * event for one write.
 */
export type MoveHistory = (note: string) => { action: AuditAction; note: string };
const asUpdate: MoveHistory = (note) => ({ action: 'update', note });

/**
 * Moves one line's state. The file's row is locked first, as every change of the file is, so
 * two people confirming the same line at once are taken one after the other (the second sees
 * the first's state: confirming a confirmed line is refused, not written twice).
 */
export async function moveService(
  db: DbOrTx,
  bookingId: number,
  kind: LineKind,
  lineId: number,
  m: Move,
  timeZone: string,
  actor: Actor = SYSTEM_ACTOR,
  history: MoveHistory = asUpdate,
) {
  return inTransaction(db, async (tx) => {
    await lockRow(tx, bookings, bookingId, BOOKING_SERVER.notFound);
    const t = LINE_TABLES[kind];
    const [line] = await tx
      .select({
        state: t.service_state,
        name: LINE_NAMES[kind](t),
        cost: t.cost,
        currency: t.cost_currency,
        supplier: t.supplier_id,
      })
      .from(t)
      .where(and(eq(t.id, lineId), eq(t.booking_id, bookingId)));
    if (!line) throw new NotFound(M.lineNotFound);
    if (!SERVICE_STATE_MOVES[line.state].includes(m.state))
      throw fieldError('state', M.stateMove(label(line.state), label(m.state)));
    const confirmed = m.state === 'confirmed';
    const charge = m.state === 'cancelled' ? (m.cancellation_charge ?? null) : null;
    if (charge !== null) {
      if (line.cost === null || line.supplier === null)
        throw fieldError('cancellation_charge', M.chargeNeedsCost);
      if (money(charge).gt(line.cost))
        throw fieldError(
          'cancellation_charge',
          M.chargeAboveCost(creditFigure(line.currency!, toMoney(line.cost))),
        );
    }
    await tx
      .update(t)
      .set({
        service_state: m.state,
        ...(confirmed
          ? {
              confirmation_number: m.confirmation_number,
              confirmation_date: m.confirmation_date ?? todayIn(timeZone),
            }
          : {}),
        ...(m.notes ? { confirmation_notes: m.notes } : {}),
        ...(m.state === 'cancelled' ? { cancellation_charge: charge } : {}),
        state_changed_at: new Date(),
        state_changed_by: actor.userId,
      })
      .where(eq(t.id, lineId));
    // The file changed: its row says so, and the answers kept over the bookings table (the
    // list's services filter among them) are read again. A cancelled service costs the file
    // only what its supplier kept: the purchase (from the lines) and the profit follow.
    await tx
      .update(bookings)
      .set({ updated_at: new Date(), ...(await figuresAfterMove(tx, bookingId)) })
      .where(eq(bookings.id, bookingId));
    // A confirmed service owes its supplier; one no longer confirmed owes nothing (supplier-payables.ts).
    await postFile(tx, await fileFigures(tx, bookingId), todayIn(timeZone), actor.userId);
    const after = await getBooking(tx, bookingId);
    // The History says which service moved and how: a file's lines are one field of its own
    // record, which a state does not show.
    const number = confirmed
      ? ` (${m.confirmation_number})`
      : charge !== null
        ? ` (cancellation charge ${creditFigure(line.currency!, charge)})`
        : '';
    await recordEvent(tx, actor, {
      ...bookingEvent(after),
      ...history(
        `${line.name}: ${SERVICE_STATE_LABELS[line.state]} → ${SERVICE_STATE_LABELS[m.state]}${number}${m.notes ? `. ${m.notes}` : ''}`,
      ),
      changes: [],
    });
    return after;
  });
}

/** The file's purchase from its lines and the profit that follows, when they changed. */
async function figuresAfterMove(tx: Tx, bookingId: number) {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const purchase = await purchaseOfLines(tx, b!);
  if (purchase === null || money(purchase).eq(b!.purchase_amount)) return {};
  const t = computeBookingTotals({
    sale: b!.sale_amount,
    purchase,
    hasAgent: b!.agent_id !== null,
    commissionRate: b!.agent_commission_rate,
    paid: b!.paid_amount,
    agentPaid: b!.agent_paid ?? '0',
  });
  return { purchase_amount: purchase, profit_amount: t.profit_amount, net_profit: t.net_profit };
}
