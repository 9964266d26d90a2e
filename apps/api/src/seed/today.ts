import { inArray } from 'drizzle-orm';
import {
  addDays,
  agentEnquiryInput,
  bookingInput,
  dayPlanInput,
  directEnquiryInput,
  todayIn,
} from '@app/contract';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { addBookingPayment, voidPayment } from '../modules/bookings/payments.service.ts';
import { createBooking } from '../modules/bookings/bookings.service.ts';
import { createDayPlan } from '../modules/day-plans/day-plans.service.ts';
import { createEnquiry } from '../modules/enquiries/enquiry-changes.service.ts';

/**
 * The demo's Today panel and receipts: something in each of the Today panel's lists, and receipts
 * to open. Follow-ups due (one overdue direct enquiry, one agent enquiry due today); a file
 * travelling in 3 days with a balance, paid in part (a receipt) and once by mistake (a VOID
 * receipt), arriving tomorrow; tomorrow a service with no driver and two services of one driver
 * half an hour apart (a clash). Pending approvals come from the finance demo.
 */
export async function seedToday(tx: Tx, timeZone: string, agentIds: Map<string, number>) {
  const people = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, ['staff@example.com', 'manager@example.com']));
  const who = (email: string) => {
    const p = people.find((x) => x.email === email)!;
    return { id: p.id, name: email, email, role: p.role, is_active: true, permissions: [] };
  };
  const staff = who('staff@example.com');
  const manager = who('manager@example.com');
  const today = todayIn(timeZone);

  await createEnquiry(
    tx,
    staff,
    directEnquiryInput.parse({
      customer_name: 'Nandini Iyer',
      customer_email: 'nandini.iyer@mail.example',
      customer_mobile: '+91 98450 11223',
      destination: 'Maldives',
      travel_type: 'international',
      number_of_adults: 2,
      status: 'quoted',
      priority: 'high',
      source: 'phone',
      assigned_to: staff.id,
      follow_up_date: addDays(today, -2),
      enquiry_details: 'Honeymoon, water villa, 5 nights. Waiting for her answer on the quote.',
    }),
    { timeZone },
  );
  const agentId = agentIds.values().next().value;
  if (agentId !== undefined) {
    await createEnquiry(
      tx,
      staff,
      agentEnquiryInput.parse({
        enquiry_type: 'agent',
        agent_id: agentId,
        customer_name: 'Group of 12 (corporate)',
        destination: 'Dubai',
        travel_type: 'international',
        number_of_adults: 12,
        status: 'negotiating',
        priority: 'urgent',
        expected_sale_amount: '960000',
        follow_up_date: today,
      }),
      { timeZone },
    );
  }

  const start = addDays(today, 3);
  const file = await createBooking(
    tx,
    staff,
    bookingInput.parse({
      guest_name: 'Rohit Malhotra',
      guest_email: 'rohit.malhotra@mail.example',
      guest_mobile: '+91 98111 22334',
      total_adults: 2,
      booking_date: addDays(today, -20),
      travel_start_date: start,
      travel_end_date: addDays(start, 4),
      destination: 'Dubai',
      package_name: 'Dubai 4N Family Break',
      package_type: 'HOTEL/LAND',
      sale_amount: '6400.00',
      purchase_amount: '5100.00',
      status: 'confirmed',
      flights: [
        {
          flight_type: 'arrival',
          airline: 'Emirates',
          flight_number: 'EK 509',
          flight_date: addDays(today, 1),
          departure_time: '03:50',
          arrival_time: '05:35',
          from_city: 'Mumbai',
          to_city: 'Dubai',
        },
      ],
    }),
    { timeZone },
  );
  await addBookingPayment(tx, staff, file.id, {
    payment_date: addDays(today, -15),
    amount: '2500.00',
    payment_method: 'upi',
    transaction_reference: 'UPI4410983',
    payment_notes: null,
  });
  const twice = await addBookingPayment(tx, staff, file.id, {
    payment_date: addDays(today, -15),
    amount: '2500.00',
    payment_method: 'upi',
    transaction_reference: 'UPI4410983',
    payment_notes: null,
  });
  await voidPayment(
    tx,
    manager,
    'payment',
    twice,
    'Entered twice from the same UPI slip',
    timeZone,
    file.id,
  );

  const service = (time: string, description: string, driver: string | null) =>
    createDayPlan(
      tx,
      staff,
      dayPlanInput.parse({
        plan_date: addDays(today, 1),
        service_time: time,
        guest_name: 'Rohit Malhotra',
        file_number: file.file_number,
        hotel_name: 'Rove Downtown',
        service_description: description,
        driver_name: driver,
        status: 'confirmed',
      }),
    );
  await service('07:30', 'Airport pickup DXB T3 – EK 509 arrival', null);
  await service('10:00', 'Hotel to Dubai Mall transfer', 'Ahmed Ali');
  await service('10:30', 'Dubai Frame drop-off', 'Ahmed Ali');
}
