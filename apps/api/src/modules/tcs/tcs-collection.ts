// TCS on receipts for overseas tour programme packages (decision 057). A receipt on such a file
// carries TCS in rupees, collected from the buyer on top of what it pays for the package and
// owed to the government: the payment's own entry gains Dr a rupee account / Cr TCS Payable, and
// a `tcs_collections` row keeps the buyer, the rupees received, the parts at each rate and the
// rule, for the quarter's register and the buyer's certificate. The file's balance is untouched:
// TCS is not part of the sale. A void of the payment reverses its whole entry, TCS included.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BASE_CURRENCY, financialYear, money, tcsAppliesTo, tcsOn } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import type { bookings } from '../../db/schema/index.ts';
import { accounts, agents, tcsCollections } from '../../db/schema/index.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import type { PostingLine } from '../ledger/posting.ts';
import { systemAccount } from '../ledger/posting.ts';
import { depositAccount } from '../ledger/deposit-account.ts';
import { ruleOn } from '../tax/tax-rates.service.ts';

type File = typeof bookings.$inferSelect;
export type PaymentKind = 'payment' | 'agent_payment';

/**
 * Whether TCS applies to the file's receipts: a tour outside India holding at least two of
 * international travel, a hotel stay and other services abroad (s.206C(1G)(b); s.394(1) of the
 * Income-tax Act, 2025), unless its guest is a foreign tourist visiting India, to whom it does
 * not apply (Notification 20/2022 of 30 March 2022). An agent's file is sold to the agent.
 */
export async function tcsApplies(tx: Tx, f: File) {
  if (!f.travel_abroad) return false;
  const { rows } = await tx.execute<{ flight: boolean; hotel: boolean; other: boolean }>(sql`
    select exists(select 1 from booking_flights where booking_id = ${f.id}) as flight,
           exists(select 1 from booking_accommodations where booking_id = ${f.id}) as hotel,
           exists(select 1 from booking_tours where booking_id = ${f.id}) as other`);
  const r = rows[0]!;
  return tcsAppliesTo({ ...f, flights: r.flight, hotels: r.hotel, otherServices: r.other });
}

/** Who buys the package: the file's agent, else its guest; the PAN names them across files. */
async function buyerOf(tx: Tx, f: File) {
  if (f.agent_id !== null) {
    const [a] = await tx
      .select({ name: agents.name, company: agents.company_name, pan: agents.pan_number })
      .from(agents)
      .where(eq(agents.id, f.agent_id));
    return { name: a!.company || a!.name, pan: a!.pan, key: a!.pan ?? `agent:${f.agent_id}` };
  }
  return { name: f.guest_name, pan: f.guest_pan, key: f.guest_pan ?? `file:${f.id}` };
}

export interface TcsTaken {
  lines: PostingLine[];
  row: Omit<typeof tcsCollections.$inferInsert, 'payment_id'>;
}

/**
 * The TCS a receipt of `amount` (in the file's currency) on `date` carries, or null when the
 * file is not an overseas package. The rupees received are the receipt at its day's rate; the
 * buyer's earlier receipts in the financial year decide the rate where the rule has a threshold
 * (their rows are read under a lock on the buyer, so two receipts at once cannot both count
 * the lower rate). The TCS is collected in rupees: into `depositId` when that account is kept in
 * rupees, else where the payment method's rupees go (Undeposited Funds when it has no rupee
 * account).
 */
export async function tcsOnReceipt(
  tx: Tx,
  f: File,
  p: { amount: string; date: string; depositId: number; method: string },
): Promise<TcsTaken | null> {
  if (!(await tcsApplies(tx, f))) return null;
  const rule = await ruleOn(tx, 'overseas_package', p.date, 'payment_date');
  const received = toBase(p.amount, await rateOn(tx, f.currency, p.date, 'payment_date'));
  const buyer = await buyerOf(tx, f);
  const fy = financialYear(p.date);
  let before = '0';
  if (rule.threshold !== null) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'tcs:' + buyer.key}))`);
    const [r] = await tx
      .select({ sum: sql<string>`coalesce(sum(${tcsCollections.received}), 0)::text` })
      .from(tcsCollections)
      .where(
        and(
          eq(tcsCollections.buyer_key, buyer.key),
          eq(tcsCollections.financial_year, fy),
          isNull(tcsCollections.voided_at),
        ),
      );
    before = r!.sum;
  }
  const { tcs, parts } = tcsOn(rule, received, before, buyer.pan !== null);
  if (money(tcs).isZero()) return null;
  const [deposit] = await tx
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, p.depositId));
  const into =
    deposit?.currency === BASE_CURRENCY
      ? p.depositId
      : await depositAccount(tx, null, p.method, BASE_CURRENCY);
  return {
    lines: [
      { account_id: into, debit: tcs },
      { account_id: await systemAccount(tx, 'tcs_payable'), credit: tcs },
    ],
    row: {
      booking_id: f.id,
      payment_kind: 'payment',
      collected_on: p.date,
      financial_year: fy,
      buyer_key: buyer.key,
      buyer_name: buyer.name,
      buyer_pan: buyer.pan,
      received,
      tcs,
      parts,
      tax_rate_id: rule.id!,
      account_id: into,
    },
  };
}

/** Keep the TCS row of a payment just written. */
export async function keepTcs(tx: Tx, taken: TcsTaken, kind: PaymentKind, paymentId: number) {
  await tx
    .insert(tcsCollections)
    .values({ ...taken.row, payment_kind: kind, payment_id: paymentId });
}

/** A voided payment's TCS no longer counts (its entry's reversal took it out of the books). */
export async function voidTcs(tx: Tx, kind: PaymentKind, paymentId: number) {
  await tx
    .update(tcsCollections)
    .set({ voided_at: sql`now()` })
    .where(and(eq(tcsCollections.payment_kind, kind), eq(tcsCollections.payment_id, paymentId)));
}
