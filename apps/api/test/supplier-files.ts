import type { BookingWithLines } from '@app/contract';
import { bookingEndpoints, supplierEndpoints } from '@app/contract';
import type { Caller } from './fixture.ts';

/** A hotel supplier paid in `currency`, ten days after booking. */
export const aSupplier = async (admin: Caller, name: string, currency: string) =>
  (
    await admin.call(supplierEndpoints.create, {
      payload: { name, kind: 'hotel', currency, payment_terms: 'after_booking', payment_days: 10 },
    })
  ).ok.data.id;

/**
 * A confirmed file for the Nair family sold for ₹6,000 whose three services their suppliers have
 * confirmed: `hotel`'s stay (3,000) and airport transfer (AED 800), and `guide`'s backwater walk
 * (₹11,350). Each confirmed service is owed to its supplier (a payable).
 */
export async function aFileOwedToSuppliers(
  admin: Caller,
  s: { hotel: number; guide: number },
): Promise<BookingWithLines> {
  const b = (
    await admin.call(bookingEndpoints.create, {
      payload: {
        guest_name: 'Nair Family',
        sale_amount: '6000.00',
        purchase_amount: null,
        status: 'confirmed',
        accommodations: [
          {
            hotel_name: 'Palm Hotel',
            check_in_date: '2027-01-20',
            check_out_date: '2027-01-23',
            supplier_id: s.hotel,
            cost: '3000.00',
          },
        ],
        tours: [
          {
            service_name: 'Backwater walk',
            service_date: '2027-01-21',
            transfer_type: 'PVT',
            supplier_id: s.guide,
            cost: '11350.00',
          },
          {
            service_name: 'Airport transfer',
            service_date: '2027-01-20',
            transfer_type: 'PVT',
            supplier_id: s.hotel,
            cost: '800.00',
            cost_currency: 'AED',
          },
        ],
      },
    })
  ).ok.data;
  for (const [kind, line] of [
    ['accommodations', b.accommodations[0]!],
    ['tours', b.tours[0]!],
    ['tours', b.tours[1]!],
  ] as const) {
    const r = await admin.call(bookingEndpoints.serviceState, {
      params: { id: b.id, kind, lineId: line.id },
      payload: { state: 'confirmed', confirmation_number: `C-${line.id}` },
    });
    if (r.status !== 200) throw new Error(`Confirming ${kind} ${line.id}: ${r.status} ${r.text}`);
  }
  return b;
}
