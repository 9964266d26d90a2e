import { eq } from 'drizzle-orm';
import { addDays, bookingInput, todayIn } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { accounts as accountsTable } from '../db/schema/index.ts';
import { actingAs } from './people.ts';
import { createBooking } from '../modules/bookings/bookings.service.ts';
import { moveService } from '../modules/bookings/service-state.ts';
import type { AuthUser } from '../plugins/auth.ts';
import {
  addAgentPayment,
  addBookingPayment,
  voidPayment,
} from '../modules/bookings/payments.service.ts';

interface Plan {
  guest: string;
  destination: string;
  start: number;
  nights: number;
  sale: string;
  purchase: string;
  agent?: string;
  status: string;
  paid: string[];
  /** A payment recorded twice by mistake, then voided by a manager. */
  voided?: [amount: string, reason: string];
  agentPaid?: string[];
  hotels: string[];
  tours: [string, 'PVT' | 'SIC' | 'NA'][];
  airline?: [string, string, string];
  adults: number;
  children?: number;
  infants?: number;
  /** The file's currency: AED (the Dubai desk's) unless said. */
  currency?: string;
  /**
   * Each hotel's and tour's supplier and net cost in the supplier's currency, by
   * position; the purchase is then their sum (the plan's `purchase` says what it comes to).
   */
  services?: { hotels: [string, string][]; tours: ([string, string] | null)[] };
  /** The hotels are still waiting for the supplier (requested, no number yet). */
  hotelsRequested?: boolean;
  /** The tours, by position, its supplier has confirmed (with this number). */
  toursConfirmed?: (string | null)[];
  /**
   * The file's GST (decision 055): its treatment, a guest's state (the place of supply), a
   * foreign tourist (no PAN) and a tour outside India.
   */
  gst?: {
    gst_treatment?: string;
    guest_state?: string;
    guest_foreign?: boolean;
    travel_abroad?: boolean;
  };
}

const PLANS: Plan[] = [
  {
    guest: 'Sharma Family',
    destination: 'Dubai',
    start: 5,
    nights: 5,
    sale: '24500.00',
    purchase: '19200.00',
    status: 'confirmed',
    paid: ['10000.00', '14500.00'],
    hotels: ['Atlantis The Palm', 'Rove Downtown'],
    tours: [
      ['Desert Safari with BBQ Dinner', 'SIC'],
      ['Burj Khalifa At The Top', 'PVT'],
      ['Airport Arrival Transfer', 'PVT'],
    ],
    airline: ['Emirates', 'EK 501', 'Mumbai'],
    adults: 2,
    children: 2,
    // A Dubai package for a resident guest with a PAN: TCS at 2% on each receipt (decision 057).
    gst: { travel_abroad: true },
  },
  {
    guest: 'Mehta Family',
    destination: 'Dubai',
    start: 12,
    nights: 4,
    sale: '18750.00',
    purchase: '15100.00',
    agent: 'Skyline Holidays',
    status: 'confirmed',
    paid: ['8000.00'],
    voided: ['8000.00', 'Recorded twice: the same bank transfer (UTR) was entered again'],
    agentPaid: ['5000.00'],
    hotels: ['JW Marriott Marquis'],
    tours: [
      ['Dhow Cruise Marina', 'SIC'],
      ['Abu Dhabi City Tour', 'PVT'],
    ],
    airline: ['Air India', 'AI 983', 'Delhi'],
    adults: 3,
    children: 1,
  },
  {
    guest: 'Khan Family',
    destination: 'Abu Dhabi',
    start: 0,
    nights: 3,
    sale: '12600.00',
    purchase: '10300.00',
    agent: 'Desert Rose Tourism',
    status: 'confirmed',
    // The guest paid 5,000 at the desk on the agent's behalf; the agent settled the rest of
    // what it owes (sale less 8.5% commission, 11,529): one payer, decision 043.
    paid: ['5000.00'],
    agentPaid: ['6529.00'],
    hotels: ['Emirates Palace'],
    tours: [
      ['Ferrari World Tickets', 'NA'],
      ['Sheikh Zayed Mosque Visit', 'PVT'],
    ],
    adults: 2,
    children: 1,
    infants: 1,
  },
  {
    guest: 'Kapoor Honeymoon',
    destination: 'Dubai',
    start: 0,
    nights: 6,
    sale: '21800.00',
    purchase: '17650.00',
    status: 'confirmed',
    paid: ['5000.00'],
    hotels: ['Address Sky View', 'Jumeirah Al Qasr'],
    tours: [
      ['Hot Air Balloon Ride', 'PVT'],
      ['Dinner Cruise', 'SIC'],
    ],
    airline: ['IndiGo', '6E 1451', 'Bengaluru'],
    adults: 2,
    // A Dubai package for a resident guest with a PAN: TCS at 2% on each receipt (decision 057).
    gst: { travel_abroad: true },
  },
  {
    guest: 'Corporate Group (24 pax)',
    destination: 'Dubai',
    start: 25,
    nights: 3,
    sale: '96000.00',
    purchase: '81000.00',
    agent: 'Skyline Holidays',
    status: 'draft',
    paid: [],
    hotels: ['Hilton Dubai Creek'],
    tours: [
      ['Conference Transfers', 'PVT'],
      ['City Tour', 'SIC'],
    ],
    adults: 24,
  },
  {
    guest: 'Iyer Family',
    destination: 'Dubai',
    start: -20,
    nights: 4,
    sale: '15400.00',
    purchase: '12000.00',
    status: 'completed',
    paid: ['15400.00'],
    hotels: ['Hyatt Regency Creek'],
    tours: [['Miracle Garden', 'SIC']],
    adults: 2,
    children: 1,
  },
  {
    guest: 'Nair Couple',
    destination: 'Ras Al Khaimah',
    start: 40,
    nights: 3,
    sale: '9800.00',
    purchase: '7900.00',
    agent: 'Coastal Escapes',
    status: 'draft',
    paid: [],
    hotels: ['Waldorf Astoria RAK'],
    tours: [['Jebel Jais Zipline', 'PVT']],
    adults: 2,
  },
  {
    guest: 'Bose Family',
    destination: 'Dubai',
    start: -3,
    nights: 5,
    sale: '17200.00',
    purchase: '14100.00',
    status: 'cancelled',
    paid: [],
    hotels: ['Rove Downtown'],
    tours: [],
    adults: 2,
    children: 2,
  },
  {
    guest: 'Reddy Friends Trip',
    destination: 'Dubai',
    start: 1,
    nights: 4,
    sale: '28400.00',
    purchase: '23100.00',
    agent: 'Ganga Travels',
    status: 'confirmed',
    paid: ['14200.00'],
    hotels: ['FIVE Palm Jumeirah'],
    tours: [
      ['Yacht Charter 3 hours', 'PVT'],
      ['Desert Safari', 'SIC'],
    ],
    adults: 6,
    // Travelling tomorrow, and the hotel has not confirmed yet: Today shows it in red.
    services: {
      hotels: [['FIVE Palm Jumeirah', '17500.00']],
      tours: [
        ['Arabian Nights Desert Safari', '3400.00'],
        ['Arabian Nights Desert Safari', '2200.00'],
      ],
    },
    hotelsRequested: true,
    toursConfirmed: [null, 'ANS-7731'],
  },
  // A domestic trip, sold and paid in rupees: in the books at 1, beside the dirham files.
  {
    guest: 'Iyer Family',
    destination: 'Kerala',
    start: 12,
    nights: 6,
    sale: '145000.00',
    purchase: '112000.00',
    status: 'confirmed',
    paid: ['50000.00'],
    hotels: ['Brunton Boatyard Kochi', 'Spice Tree Munnar', 'Lake Palace Alleppey'],
    tours: [
      ['Munnar Tea Estate Walk', 'PVT'],
      ['Alleppey Houseboat Day Cruise', 'PVT'],
    ],
    airline: ['IndiGo', '6E 481', 'Mumbai'],
    adults: 2,
    children: 1,
    currency: 'INR',
    services: {
      hotels: [
        ['Brunton Boatyard Kochi', '36000.00'],
        ['Spice Tree Munnar', '30000.00'],
        ['Lake Palace Alleppey', '29000.00'],
      ],
      tours: [
        ['Spice Coast Experiences', '5000.00'],
        ['Lake Palace Alleppey', '12000.00'],
      ],
    },
  },
  // A foreign tourist's tour wholly outside India, sold to the tourist: exempt (Notification
  // 9/2017-Integrated Tax (Rate), entry 54). The tour outside India is ticked on the form.
  {
    guest: 'Schneider Family',
    destination: 'Dubai',
    start: 20,
    nights: 4,
    sale: '9200.00',
    purchase: '6900.00',
    status: 'confirmed',
    paid: ['9200.00'],
    hotels: ['FIVE Palm Jumeirah'],
    tours: [['Arabian Nights Desert Safari', 'SIC']],
    adults: 2,
    gst: { gst_treatment: 'exempt', guest_foreign: true, travel_abroad: true },
  },
  // A guest from Bengaluru on a Rajasthan package: sold from Mumbai to Karnataka, IGST.
  {
    guest: 'Rao Family',
    destination: 'Rajasthan',
    start: 25,
    nights: 3,
    sale: '84000.00',
    purchase: '66000.00',
    status: 'confirmed',
    paid: ['30000.00'],
    hotels: ['Rambagh Heritage Haveli'],
    tours: [['Amber Fort and City Palace', 'PVT']],
    adults: 2,
    currency: 'INR',
    gst: { guest_state: 'Karnataka' },
  },
];

/**
 * Where the demo's services stand: a hotel with its confirmation number is confirmed (the day
 * after the file was booked), a plan's waiting hotels requested, its tours confirmed or
 * requested as it says. Through the service-state call, as staff would.
 */
async function seedServiceStates(
  tx: Tx,
  b: {
    id: number;
    accommodations: { id: number; confirmation_number: string | null }[];
    tours: { id: number }[];
  },
  p: Plan,
  booked: string,
  ops: AuthUser,
  timeZone: string,
) {
  const actor = { userId: ops.id, name: ops.name, ip: null };
  const move = (
    kind: 'accommodations' | 'tours',
    lineId: number,
    m: Parameters<typeof moveService>[4],
  ) => moveService(tx, b.id, kind, lineId, m, timeZone, actor);
  for (const h of b.accommodations) {
    if (p.hotelsRequested)
      await move('accommodations', h.id, {
        state: 'requested',
        confirmation_number: null,
        confirmation_date: null,
        notes: 'Asked for a sea-view room; waiting for the hotel.',
      });
    else if (h.confirmation_number)
      await move('accommodations', h.id, {
        state: 'confirmed',
        confirmation_number: h.confirmation_number,
        confirmation_date: addDays(booked, 1),
        notes: null,
      });
  }
  for (const [t, tour] of b.tours.entries()) {
    if (!p.services?.tours[t]) continue;
    const number = p.toursConfirmed?.[t];
    await move(
      'tours',
      tour.id,
      number
        ? {
            state: 'confirmed',
            confirmation_number: number,
            confirmation_date: addDays(booked, 2),
            notes: null,
          }
        : { state: 'requested', confirmation_number: null, confirmation_date: null, notes: null },
    );
  }
}

/** A line's supplier and cost from the plan's [supplier name, cost]. */
const serviceOf = (ids: Map<string, number>, s: [string, string] | null | undefined) =>
  s ? { supplier_id: ids.get(s[0])!, cost: s[1] } : {};

/** Bookings (files) with lines, customer payments and agent payments, some travelling today. */
export async function seedBookings(
  tx: Tx,
  timeZone: string,
  agentIds: Map<string, number>,
  supplierIds: Map<string, number>,
) {
  const who = await actingAs(tx, [
    'staff@example.com',
    'omar.haddad@example.com',
    'sanjay.gupta@example.com',
    'manager@example.com',
  ]);
  const sales = who('staff@example.com');
  const ops = who('omar.haddad@example.com');
  const accounts = who('sanjay.gupta@example.com');
  const manager = who('manager@example.com');
  const today = todayIn(timeZone);
  // A Dubai file's transfers land in the Dubai desk's dirham account (finance.ts); cards and
  // rupee files' transfers where their method sends them.
  const [dirhams] = await tx
    .select({ id: accountsTable.id })
    .from(accountsTable)
    .where(eq(accountsTable.code, 'ACC-014'));
  const depositFor = (currency: string, method: string) =>
    currency === 'AED' && method === 'bank_transfer' ? dirhams!.id : undefined;
  const ids: number[] = [];
  for (const [i, p] of PLANS.entries()) {
    const start = addDays(today, p.start);
    const end = addDays(start, p.nights);
    let night = 0;
    const split = Math.ceil(p.nights / p.hotels.length);
    const booked = addDays(today, Math.min(-1, p.start - 30));
    const b = await createBooking(
      tx,
      sales,
      bookingInput.parse({
        guest_name: p.guest,
        guest_email: `${p.guest.split(' ')[0]!.toLowerCase()}@mail.example`,
        guest_mobile: `+91 97${String(20000000 + i * 3456789).slice(0, 8)}`,
        // Direct guests give their PAN (an agent's file has the agent's); the fourth letter is
        // P for a person, the fifth the surname's initial.
        guest_pan:
          p.agent || p.gst?.guest_foreign
            ? null
            : `AKRP${p.guest[0]}${4100 + i * 37}${'KLMNQRST'[i % 8]}`,
        ...p.gst,
        total_adults: p.adults,
        total_children: p.children ?? 0,
        total_infants: p.infants ?? 0,
        children_ages: p.children ? '8,5'.slice(0, p.children * 2 - 1) : null,
        total_rooms: Math.max(1, Math.ceil(p.adults / 2)),
        booking_date: booked,
        travel_start_date: start,
        travel_end_date: end,
        check_in_date: start,
        check_out_date: end,
        package_name: `${p.destination} ${p.nights}N Holiday`,
        package_type: p.tours.length ? 'HOTEL/LAND' : 'HOTEL',
        destination: p.destination,
        sale_amount: p.sale,
        // With its services' costs, the purchase is worked out from them (checked below).
        purchase_amount: p.services ? null : p.purchase,
        currency: p.currency ?? 'AED',
        agent_id: p.agent ? agentIds.get(p.agent) : null,
        sales_person_id: sales.id,
        ops_person_id: ops.id,
        status: p.status,
        special_notes: i % 3 === 0 ? 'Early check-in requested. Guests are vegetarian.' : null,
        accommodations: p.hotels.map((hotel, h) => {
          const inDate = addDays(start, night);
          night = Math.min(p.nights, night + split);
          return {
            hotel_name: hotel,
            check_in_date: inDate,
            check_out_date: h === p.hotels.length - 1 ? end : addDays(start, night),
            room_type: h % 2 ? 'Superior Room' : 'Deluxe Room',
            meal_plan: h % 2 ? 'HB' : 'BB',
            confirmation_number: p.hotelsRequested ? null : `CNF-${4000 + i * 10 + h}`,
            ...serviceOf(supplierIds, p.services?.hotels[h]),
          };
        }),
        tours: p.tours.map(([name, transfer], t) => ({
          ...serviceOf(supplierIds, p.services?.tours[t]),
          service_name: name,
          service_date: addDays(start, t + 1),
          pickup_time: ['09:00', '15:30', '19:00'][t % 3],
          transfer_type: transfer,
        })),
        flights: p.airline
          ? [
              {
                flight_type: 'arrival',
                airline: p.airline[0],
                flight_number: p.airline[1],
                flight_date: start,
                departure_time: ['04:35', '09:50', '14:20'][i % 3],
                arrival_time: ['06:10', '12:15', '16:45'][i % 3],
                from_city: p.airline[2],
                to_city: p.destination,
                pnr_number: `PN${String(7000 + i * 37)}`,
              },
              {
                flight_type: 'departure',
                airline: p.airline[0],
                flight_number: p.airline[1].replace(/\d+$/, (n) => String(Number(n) + 1)),
                flight_date: end,
                departure_time: ['22:05', '17:30', '11:40'][i % 3],
                arrival_time: ['02:40', '22:10', '16:55'][i % 3],
                from_city: p.destination,
                to_city: p.airline[2],
                pnr_number: `PN${String(7000 + i * 37)}`,
              },
            ]
          : [],
      }),
      // Entered on its booking date: a confirmed file posts to the books that day, so the sales
      // report by posting date and the profit and loss spread over the months it was sold in.
      { timeZone, enteredOn: booked },
    );
    if (b.purchase_amount !== p.purchase)
      throw new Error(`${p.guest}: the services cost ${b.purchase_amount}, not ${p.purchase}`);
    await seedServiceStates(tx, b, p, booked, ops, timeZone);
    const currency = p.currency ?? 'AED';
    for (const [k, amount] of p.paid.entries()) {
      const method = k % 2 ? 'credit_card' : 'bank_transfer';
      await addBookingPayment(tx, accounts, b.id, {
        payment_date: addDays(today, -10 + k * 3),
        amount,
        payment_method: method,
        deposit_account_id: depositFor(currency, method),
        transaction_reference: `UTR${88000 + i * 10 + k}`,
        payment_notes: null,
      });
    }
    if (p.voided) {
      const [amount, reason] = p.voided;
      const twice = await addBookingPayment(tx, accounts, b.id, {
        payment_date: addDays(today, -10),
        amount,
        payment_method: 'bank_transfer',
        transaction_reference: `UTR${88000 + i * 10}`,
        payment_notes: null,
      });
      await voidPayment(tx, manager, 'payment', twice, reason, timeZone, b.id);
    }
    for (const [k, amount] of (p.agentPaid ?? []).entries()) {
      await addAgentPayment(tx, accounts, b.id, {
        payment_date: addDays(today, -5 + k),
        amount,
        payment_method: 'bank_transfer',
        deposit_account_id: depositFor(currency, 'bank_transfer'),
        transaction_reference: `AGT${5500 + i * 10 + k}`,
        payment_notes: null,
      });
    }
    ids.push(b.id);
  }
  return ids;
}
