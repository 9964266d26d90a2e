/**
 * The voucher-load scenario's set-up: the largest booking the contract allows, and a few
 * users, each with a session, to ask for its PDF at once (each user may render two at a time,
 * so four clients are four users, as four people at their desks would be).
 */
import type pg from 'pg';
import { BOOKING_LINES_MAX } from '@app/contract';
import { hashToken, newToken } from '../apps/api/src/lib/sessions/tokens.ts';

const many = <T>(make: (i: number) => T) =>
  Array.from({ length: BOOKING_LINES_MAX }, (_, i) => make(i));

/** Every kind of line at the cap, with text long enough to wrap in the PDF's tables. */
export const largestBooking = () => ({
  guest_name: 'Bench Largest Voucher',
  guest_email: 'largest@bench.example',
  sale_amount: '250000.00',
  purchase_amount: '200000.00',
  status: 'confirmed',
  special_notes: 'The largest booking the contract allows, for the voucher load scenario.',
  accommodations: many((i) => ({
    hotel_name: `Grand Hotel Number ${i + 1} with a rather long name that wraps onto a second line`,
    check_in_date: '2026-12-10',
    check_out_date: '2026-12-12',
    room_type: 'Deluxe King with Sea View',
    meal_plan: 'HB',
    confirmation_number: `CNF-${10000 + i}`,
  })),
  tours: many((i) => ({
    service_name: `Desert safari number ${i + 1} with BBQ dinner, belly dance and dune bashing`,
    service_date: '2026-12-11',
    pickup_time: '15:30',
    transfer_type: 'SIC',
  })),
  flights: many((i) => ({
    flight_type: i % 2 ? 'departure' : 'arrival',
    airline: 'Emirates',
    flight_number: `EK ${500 + i}`,
    flight_date: '2026-12-10',
    from_city: 'Mumbai',
    to_city: 'Dubai',
    pnr_number: `PNR${1000 + i}`,
  })),
});

/**
 * `count` staff users allowed to view vouchers (made once, kept in the bench data) and a fresh
 * session token each.
 */
export async function voucherUsers(client: pg.Client, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `voucher-bench-${i}@bench.example`;
    let id = (await client.query<{ id: number }>(`select id from users where email = $1`, [email]))
      .rows[0]?.id;
    // Nobody signs in as them: they hold a session only, so no password hash is needed.
    id ??= (
      await client.query<{ id: number }>(
        `insert into users (name, email, password_hash, role, is_active)
         values ($1, $2, 'no-password', 'staff', true) returning id`,
        [`Voucher Bench ${i}`, email],
      )
    ).rows[0]!.id;
    // Fetching a voucher needs the view_vouchers permission (tourism keys are per module).
    await client.query(
      `insert into user_permissions (user_id, permission)
       select $1, 'view_vouchers' where not exists
         (select 1 from user_permissions where user_id = $1 and permission = 'view_vouchers')`,
      [id],
    );
    const token = newToken();
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '2 hours')`,
      [id, hashToken(token)],
    );
    tokens.push(token);
  }
  return tokens;
}
