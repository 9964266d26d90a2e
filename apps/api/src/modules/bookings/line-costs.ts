// A file's services' suppliers and costs (decision 046): each line's supplier and net
// cost in that supplier's currency, and the file's purchase as their sum in the file's currency
// once any line has a cost (files without line costs keep the typed purchase).
import { eq, inArray } from 'drizzle-orm';
import type { BookingValues, FieldErrors } from '@app/contract';
import { BOOKING_SERVER, isUnconfirmed, money, SUPPLIER_MESSAGES, toMoney } from '@app/contract';
import type { ServiceState } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookingAccommodations,
  bookingFlights,
  bookingTours,
  suppliers,
} from '../../db/schema/index.ts';
import { rateOn } from '../currencies/rates.ts';

export const LINE_KINDS = ['accommodations', 'tours', 'flights'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export const LINE_TABLES = {
  accommodations: bookingAccommodations,
  tours: bookingTours,
  flights: bookingFlights,
} as const;

/** A line's service as written: supplier, cost and the cost's currency. */
export interface LineService {
  supplier_id: number | null;
  cost: string | null;
  cost_currency: string | null;
}
export type LineServices = Record<LineKind, LineService[]>;

type Existing = LineService & {
  id: number;
  service_state: ServiceState;
  cancellation_charge: string | null;
};

/** The lines the file has now, by kind and id (none for a new file). */
async function existingLines(tx: DbOrTx, bookingId: number | null) {
  const byKind = new Map<LineKind, Map<number, Existing>>();
  for (const kind of LINE_KINDS) {
    const t = LINE_TABLES[kind];
    const rows =
      bookingId === null
        ? []
        : await tx
            .select({
              id: t.id,
              supplier_id: t.supplier_id,
              cost: t.cost,
              cost_currency: t.cost_currency,
              service_state: t.service_state,
              cancellation_charge: t.cancellation_charge,
            })
            .from(t)
            .where(eq(t.booking_id, bookingId));
    byKind.set(kind, new Map(rows.map((r) => [r.id, r])));
  }
  return byKind;
}

/**
 * Each sent line's supplier, cost and cost currency, with the refusals a form cannot see: a
 * supplier that does not exist (or an inactive one newly chosen), and a change of supplier or
 * cost on a service its supplier has confirmed or that is cancelled (mark it changed first:
 * what was confirmed, and later what we owe, stays as it was). A line sent without the fields
 * keeps its own. Then the purchase: the costs in the file's currency at the rates in force on
 * `date` (the booking date), each half-up to the paisa, summed; null when no line has a cost.
 */
export async function lineServices(
  tx: DbOrTx,
  v: BookingValues,
  bookingId: number | null,
  date: string,
): Promise<{ services: LineServices; purchase: string | null; errors: FieldErrors }> {
  const existing = await existingLines(tx, bookingId);
  const ids = LINE_KINDS.flatMap((k) => v[k].map((l) => l.supplier_id ?? null)).filter(
    (id): id is number => id !== null,
  );
  const known = new Map(
    (ids.length
      ? await tx
          .select({ id: suppliers.id, currency: suppliers.currency, status: suppliers.status })
          .from(suppliers)
          .where(inArray(suppliers.id, [...new Set(ids)]))
      : []
    ).map((s) => [s.id, s]),
  );
  const errors: FieldErrors = {};
  const services = {} as LineServices;
  for (const kind of LINE_KINDS) {
    services[kind] = v[kind].map((l, i) => {
      const was = l.id === null ? undefined : existing.get(kind)!.get(l.id);
      const supplier_id = l.supplier_id === undefined ? (was?.supplier_id ?? null) : l.supplier_id;
      const cost = l.cost === undefined ? (was?.cost ?? null) : l.cost;
      const supplier = supplier_id === null ? undefined : known.get(supplier_id);
      if (supplier_id !== null && l.supplier_id !== undefined) {
        if (!supplier || (supplier.status !== 'active' && was?.supplier_id !== supplier_id))
          errors[`${kind}.${i}.supplier_id`] = [SUPPLIER_MESSAGES.invalid];
      }
      const same =
        was !== undefined &&
        was.supplier_id === supplier_id &&
        (was.cost === null ? cost === null : cost !== null && money(was.cost).eq(cost));
      if (was && !same && !isUnconfirmed(was.service_state))
        errors[`${kind}.${i}.cost`] = [SUPPLIER_MESSAGES.serviceFixed(was.service_state)];
      const cost_currency =
        cost === null
          ? null
          : same && was?.cost_currency
            ? was.cost_currency
            : (supplier?.currency ?? null);
      return { supplier_id, cost, cost_currency };
    });
  }
  const costed = LINE_KINDS.flatMap((k) =>
    services[k].map((s, i) => {
      const was = v[k][i]!.id === null ? undefined : existing.get(k)!.get(v[k][i]!.id);
      // A cancelled service costs what its supplier kept of it.
      const cost = was?.service_state === 'cancelled' ? (was.cancellation_charge ?? '0') : s.cost;
      return { ...s, cost, field: `${k}.${i}.cost` };
    }),
  ).filter((s) => s.cost !== null && s.cost_currency !== null);
  if (costed.length === 0 || Object.keys(errors).length)
    return { services, purchase: null, errors };
  const purchase = await inFileCurrency(tx, costed, v.currency, date);
  if (v.purchase_amount !== null && !money(v.purchase_amount).eq(purchase))
    errors.purchase_amount = [BOOKING_SERVER.purchaseFromLines(`${v.currency} ${purchase}`)];
  return { services, purchase, errors };
}

/**
 * Costs in their currencies as one sum in the file's `currency`, at the rates in force on
 * `date` (the booking date), each half-up to the paisa: the file's purchase.
 */
async function inFileCurrency(
  tx: DbOrTx,
  costed: { cost: string | null; cost_currency: string | null; field: string }[],
  currency: string,
  date: string,
) {
  const fileRate = await rateOn(tx, currency, date, 'currency');
  let sum = money(0);
  for (const s of costed) {
    if (s.cost_currency === currency) sum = sum.plus(s.cost!);
    else {
      const rate = await rateOn(tx, s.cost_currency!, date, s.field);
      sum = sum.plus(money(s.cost!).times(rate).div(fileRate).toDecimalPlaces(2));
    }
  }
  return toMoney(sum);
}

/**
 * The file's purchase from its lines as they stand (a cancelled one at its charge), or null
 * when no line has a cost (the typed purchase stands): after a service moves.
 */
export async function purchaseOfLines(
  tx: DbOrTx,
  file: { id: number; currency: string; booking_date: string },
) {
  const costed: { cost: string | null; cost_currency: string | null; field: string }[] = [];
  for (const kind of LINE_KINDS) {
    const t = LINE_TABLES[kind];
    const rows = await tx
      .select({
        cost: t.cost,
        cost_currency: t.cost_currency,
        state: t.service_state,
        charge: t.cancellation_charge,
      })
      .from(t)
      .where(eq(t.booking_id, file.id));
    for (const r of rows)
      if (r.cost !== null && r.cost_currency !== null)
        costed.push({
          cost: r.state === 'cancelled' ? (r.charge ?? '0') : r.cost,
          cost_currency: r.cost_currency,
          field: `${kind}.cost`,
        });
  }
  return costed.length ? inFileCurrency(tx, costed, file.currency, file.booking_date) : null;
}
