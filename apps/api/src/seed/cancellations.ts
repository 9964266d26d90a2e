import { sql } from 'drizzle-orm';
import { money, todayIn, toMoney } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { cancelBooking } from '../modules/bookings/booking-cancel.ts';
import { addRefund } from '../modules/bookings/refunds.ts';
import { actingAs } from './people.ts';

/**
 * A cancellation that settles (decision 052), as the desk would: a guest's paid file cancelled
 * keeping a 10% charge (its invoice credited for the rest), and what the guest paid beyond the
 * charge refunded from the HDFC account by the manager.
 */
export async function seedCancellation(tx: Tx, timeZone: string) {
  const today = todayIn(timeZone);
  const who = await actingAs(tx, ['manager@example.com']);
  const manager = who('manager@example.com');
  const actor = { userId: manager.id, name: manager.email, ip: null };
  // A guest's confirmed file with money received and no supplier paid for it.
  const { rows } = await tx.execute<{ id: number; sale: string }>(sql`
    select b.id, b.sale_amount::text as sale from bookings b
    where b.status = 'confirmed' and b.agent_id is null and b.paid_amount > 0
      and not exists (select 1 from supplier_payables p join supplier_payment_lines l on l.payable_id = p.id
        where p.booking_id = b.id)
    order by b.paid_amount desc, b.id limit 1`);
  const file = rows[0];
  if (!file) return;
  const charge = toMoney(money(file.sale).div(10).toDecimalPlaces(2));
  await cancelBooking(
    tx,
    file.id,
    'The guest cancelled: a family emergency.',
    timeZone,
    actor,
    charge,
  );
  const [{ refundable }] = (
    await tx.execute<{ refundable: string }>(sql`
      select greatest(b.paid_amount + coalesce(b.agent_paid, 0) - b.cancellation_charge, 0)::text as refundable
      from bookings b where b.id = ${file.id}`)
  ).rows as [{ refundable: string }];
  if (money(refundable).isZero()) return;
  const [{ id: bank }] = (
    await tx.execute<{ id: number }>(sql`select id from accounts where code = 'ACC-002'`)
  ).rows as [{ id: number }];
  await addRefund(
    tx,
    manager,
    file.id,
    {
      amount: refundable,
      refund_date: today,
      account_id: bank,
      reference: 'NEFT HDFC0041301',
      notes: 'Refund after the 10% cancellation charge.',
    },
    actor,
  );
}
