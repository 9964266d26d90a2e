import { addDays, dayPlanInput, todayIn } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { actingAs } from './people.ts';
import { bookings } from '../db/schema/index.ts';
import { createDayPlan } from '../modules/day-plans/day-plans.service.ts';

const DRIVERS = [
  ['Imran Pathan', '+971 50 123 4567', 'DXB K 48213'],
  ['Suresh Kumar', '+971 55 987 6543', 'DXB M 10977'],
  ['Ahmed Ali', '+971 52 444 1188', 'AUH 7 55120'],
] as const;

/** Today's operations plan (and a little of yesterday and tomorrow), tied to the demo files. */
export async function seedDayPlans(tx: Tx, timeZone: string) {
  const OPS = 'omar.haddad@example.com';
  const who = (await actingAs(tx, [OPS]))(OPS);
  const files = await tx
    .select({ file: bookings.file_number, guest: bookings.guest_name })
    .from(bookings)
    .limit(6);
  const today = todayIn(timeZone);
  const plan: [
    day: number,
    time: string | null,
    service: string,
    hotel: string,
    driver: number | null,
    amount: string | null,
    status: string,
    // The amount's currency when not the dollars most transfers are priced in.
    currency?: string,
  ][] = [
    [
      0,
      '06:30',
      'Airport pickup DXB T3 – EK 501 arrival',
      'Atlantis The Palm',
      0,
      '45.00',
      'completed',
    ],
    [
      0,
      '09:00',
      'Dubai city tour (half day) with guide',
      'Rove Downtown',
      1,
      '120.00',
      'in_progress',
    ],
    [
      0,
      '09:00',
      'Hotel to Burj Khalifa transfer',
      'JW Marriott Marquis',
      2,
      '130.00',
      'confirmed',
      'AED',
    ],
    [0, '15:30', 'Desert safari with BBQ dinner', 'Atlantis The Palm', 1, '85.00', 'pending'],
    [
      0,
      '19:00',
      'Dhow cruise Marina – pickup from lobby',
      'FIVE Palm Jumeirah',
      0,
      '60.00',
      'pending',
    ],
    [0, null, 'SIM cards and welcome kit delivery', 'Emirates Palace', null, null, 'pending'],
    [-1, '10:00', 'Abu Dhabi city tour', 'Emirates Palace', 2, '150.00', 'completed'],
    [1, '05:45', 'Airport drop DXB T3', 'Atlantis The Palm', 0, '45.00', 'confirmed'],
    [1, '14:00', 'Miracle Garden and Global Village', 'Rove Downtown', 1, '70.00', 'pending'],
  ];
  for (const [i, [day, time, service, hotel, driver, amount, status, currency]] of plan.entries()) {
    const f = files[i % Math.max(1, files.length)];
    const d = driver === null ? null : DRIVERS[driver]!;
    await createDayPlan(
      tx,
      who,
      dayPlanInput.parse({
        plan_date: addDays(today, day),
        service_time: time ?? undefined,
        guest_name: f?.guest ?? 'Walk-in Guest',
        file_number: f?.file ?? null,
        hotel_name: hotel,
        service_description: service,
        driver_name: d?.[0] ?? null,
        driver_mobile: d?.[1] ?? null,
        vehicle_number: d?.[2] ?? null,
        amount,
        currency,
        status,
      }),
    );
  }
}
