import { sql } from 'drizzle-orm';
import { addDays, money, todayIn, toMoney } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { booksSettings } from '../db/schema/index.ts';
import {
  createSupplierPayment,
  decideSupplierPayment,
  voidSupplierPayment,
} from '../modules/supplier-payments/supplier-payments.service.ts';
import { actingAs } from './people.ts';

/** Above this many rupees a supplier payment waits for a manager. */
const APPROVAL_LIMIT = '25000.00';

/**
 * What the accounts desk has paid its suppliers (decision 048), through the service as staff
 * would: a hotel paid in full from the HDFC account (approved by the manager, being above the
 * admin's amount), a Dubai partner paid half from the Dubai desk's dirham account, and a hotel's
 * part payment sent to the wrong beneficiary and voided, then sent again in full, waiting for
 * the manager's approval. Only
 * services not yet due are paid, so the overdue one stays owed for Today and the ageing.
 */
export async function seedSupplierPayments(tx: Tx, timeZone: string) {
  const today = todayIn(timeZone);
  const who = await actingAs(tx, ['sanjay.gupta@example.com', 'manager@example.com']);
  const accounts = who('sanjay.gupta@example.com');
  const manager = who('manager@example.com');
  const actor = (u: typeof accounts) => ({ userId: u.id, name: u.email, ip: null });
  await tx.update(booksSettings).set({ supplier_payment_approval_limit: APPROVAL_LIMIT });
  const { rows: banks } = await tx.execute<{ code: string; id: number }>(
    sql`select code, id from accounts where code in ('ACC-002', 'ACC-014')`,
  );
  const bank = (code: string) => banks.find((b) => b.code === code)!.id;
  // Open services not yet due, soonest first, with the day their payable posted.
  const { rows: open } = await tx.execute<{
    id: number;
    supplier_id: number;
    currency: string;
    amount: string;
    posted: string;
  }>(sql`select p.id, p.supplier_id, p.currency, p.amount::text as amount, e.entry_date::text as posted
    from supplier_payables p join journal_entries e on e.id = p.entry_id
    where p.reversed_at is null and p.due_date >= ${today}::date
    order by p.due_date, p.id`);
  const rupees = open.filter((p) => p.currency === 'INR');
  const dirhams = open.filter((p) => p.currency === 'AED');
  // Paid two days ago, or the day the service was confirmed if that was later.
  const paidOn = (p: { posted: string }) => [addDays(today, -2), p.posted].sort()[1]!;
  const pay = (
    p: (typeof open)[number],
    account: string,
    amount: string,
    reference: string,
    by = accounts,
  ) =>
    createSupplierPayment(
      tx,
      by,
      {
        supplier_id: p.supplier_id,
        account_id: bank(account),
        payment_date: paidOn(p),
        reference,
        notes: null,
        lines: [{ payable_id: p.id, amount }],
      },
      actor(by),
    );
  const [full, wrong] = rupees;
  if (full) {
    const paid = await pay(full, 'ACC-002', full.amount, 'NEFT HDFC0041187');
    if (paid.status === 'pending')
      await decideSupplierPayment(
        tx,
        manager,
        paid.id,
        'approved',
        'Invoice matched the booking.',
        actor(manager),
      );
  }
  if (wrong) {
    const part = toMoney(money(wrong.amount).div(4).toDecimalPlaces(2));
    const sent = await pay(wrong, 'ACC-002', part, 'NEFT HDFC0041203', manager);
    if (sent.status === 'paid')
      await voidSupplierPayment(
        tx,
        manager,
        sent.id,
        'Sent to the wrong beneficiary account; the bank returned it.',
        timeZone,
        actor(manager),
      );
    // Sent again in full: above the admin's amount, it waits for the manager.
    await pay(wrong, 'ACC-002', wrong.amount, 'NEFT HDFC0041229');
  }
  const [dubai] = dirhams;
  if (dubai)
    await pay(
      dubai,
      'ACC-014',
      toMoney(money(dubai.amount).div(2).toDecimalPlaces(2)),
      'ENBD TT 55102',
    );
}
