// What a file and its payments post to the books (decision 043): one payer and one receivable per
// file, amounts in the file's currency at the rate of the day they post (Ind AS 21), base
// amounts half-up with any difference to Rounding. The caller holds the booking's row lock.
import { and, eq, sql } from 'drizzle-orm';
import type { Money, SystemAccount } from '@app/contract';
import { money, toMoney } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { bookings, journalEntries, journalLines } from '../../db/schema/index.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import type { Posting, PostingLine } from '../ledger/posting.ts';
import {
  entryOf,
  postEntry,
  reverseEntry,
  systemAccount,
  systemAccountIn,
} from '../ledger/posting.ts';
import { confirmedCost, reconcilePayables } from './supplier-payables.ts';
import { syncTaxDocuments } from '../tax-documents/tax-documents.service.ts';

type Decimal = ReturnType<typeof money>;

/** The booking's columns the books read. */
export interface FileFigures {
  id: number;
  file_number: string;
  status: string;
  currency: string;
  agent_id: number | null;
  sale_amount: string;
  purchase_amount: string;
  agent_commission_amount: string | null;
  /** The rate the file was booked at (INR for one unit), kept on it; null until it first posts. */
  rate: string | null;
  /** What a cancelled file keeps of its sale: still revenue, owed by its payer. */
  cancellation_charge: string | null;
}

/** Confirmed and completed files are in the books; drafts and cancelled files hold nothing. */
const POSTED_STATUSES = ['confirmed', 'completed'];

/** The account that holds what the file's payer owes: the agent's when there is one. */
export const receivableOf = (f: { agent_id: number | null }): SystemAccount =>
  f.agent_id === null ? 'customer_receivables' : 'agent_receivables';

/** What the file should hold in the books, per account, in its currency (+ debit, − credit). */
async function target(tx: Tx, f: FileFigures) {
  const want = new Map<number, Decimal>();
  const add = async (key: SystemAccount, v: Decimal) => {
    const id = await systemAccount(tx, key);
    want.set(id, (want.get(id) ?? money(0)).plus(v));
  };
  // A cancelled file earns only the charge it keeps, owed by its payer (decision 052); its
  // services' own cancellation charges stay owed to their suppliers (supplier-payables.ts).
  if (f.status === 'cancelled' && money(f.cancellation_charge ?? 0).gt(0)) {
    const charge = money(f.cancellation_charge!);
    await add(receivableOf(f), charge);
    await add('tour_revenue', charge.neg());
    return want;
  }
  if (!POSTED_STATUSES.includes(f.status)) return want;
  const sale = money(f.sale_amount);
  const commission = money(f.agent_commission_amount ?? 0);
  // The payer owes the sale less the commission the agent keeps (a reduction of revenue).
  await add(receivableOf(f), sale.minus(commission));
  await add('agent_commission', commission);
  await add('tour_revenue', sale.neg());
  // The cost of the services their suppliers have confirmed is theirs to post (supplier-payables.ts):
  // the file accrues the rest.
  const accrued = money(f.purchase_amount).minus(await confirmedCost(tx, f.id));
  await add('cost_of_tours', accrued);
  await add('supplier_payables', accrued.neg());
  return want;
}

/** What the file's entries hold so far, per account, in its currency. */
async function posted(tx: Tx, fileId: number) {
  const rows = await tx
    .select({
      account_id: journalLines.account_id,
      net: sql<string>`sum(case when ${journalLines.debit} > 0 then ${journalLines.amount} else -${journalLines.amount} end)::text`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
    .where(and(eq(journalEntries.source_type, 'booking'), eq(journalEntries.source_id, fileId)))
    .groupBy(journalLines.account_id);
  return new Map(rows.map((r) => [r.account_id, money(r.net)]));
}

/** Lines for signed document amounts at `rate`, balanced in base with a rounding line. */
async function linesAt(
  tx: Tx,
  amounts: Map<number, Decimal>,
  currency: string,
  rate: string,
): Promise<PostingLine[]> {
  const lines: PostingLine[] = [];
  let net = money(0);
  for (const [account_id, v] of amounts) {
    if (v.isZero()) continue;
    const amount: Money = toMoney(v.abs());
    const base = toBase(amount, rate);
    // Worth less than half a paisa (a few dong at their rate): nothing in rupees to post.
    if (money(base).isZero()) continue;
    const document = { currency, amount, rate };
    lines.push(
      v.gt(0) ? { account_id, debit: base, document } : { account_id, credit: base, document },
    );
    net = v.gt(0) ? net.plus(base) : net.minus(base);
  }
  if (!net.isZero()) {
    const rounding = await systemAccount(tx, 'rounding');
    lines.push(
      net.gt(0)
        ? { account_id: rounding, credit: toMoney(net) }
        : { account_id: rounding, debit: toMoney(net.neg()) },
    );
  }
  return lines;
}

/**
 * Bring the file's entries to what its status and figures say: on confirmation the receivable,
 * revenue, commission and cost; after a change of sale, cost, commission or payer the difference;
 * on cancellation (or back to draft) the reverse of what it held. Dated `date` (the day of the
 * change: reports by posting date leave closed months alone), at the rate the file was first
 * booked at (kept on the file), or the rate in force on `date` when it first posts. Nothing to post, nothing posted.
 */
export async function postFile(tx: Tx, f: FileFigures, date: string, userId: number | null) {
  // What its confirmed services owe their suppliers first: the file's own cost follows from it.
  await reconcilePayables(tx, f.id, date, userId);
  const [want, held] = await Promise.all([target(tx, f), posted(tx, f.id)]);
  const change = new Map<number, Decimal>();
  for (const id of new Set([...want.keys(), ...held.keys()])) {
    const d = (want.get(id) ?? money(0)).minus(held.get(id) ?? 0);
    if (!d.isZero()) change.set(id, d);
  }
  // The rounding account's own lines follow from the others: never a target of their own.
  change.delete(await systemAccount(tx, 'rounding'));
  if (change.size === 0) return null;
  const rate = f.rate ?? (await rateOn(tx, f.currency, date, 'status'));
  // The file keeps the rate it first posted at: every later entry of it, and its payments'
  // settlement, use it, and the reports count it at it (migration 0045).
  if (f.rate === null) await tx.update(bookings).set({ rate }).where(eq(bookings.id, f.id));
  const memo = held.size ? `File ${f.file_number}: adjusted` : `File ${f.file_number}: confirmed`;
  const lines = await linesAt(tx, change, f.currency, rate);
  if (lines.length === 0) return null;
  const entry = await postEntry(tx, {
    date,
    source: 'booking',
    sourceId: f.id,
    memo,
    userId,
    lines,
  });
  // What it sells changed: its tax invoice, or a debit or credit note for the difference.
  await syncTaxDocuments(tx, f.id, date, userId);
  return entry;
}

/** The accounts a payment's entry may name (PAYMENT_ACCOUNTS), read with the file. */
export const PAYMENT_ACCOUNTS = [
  'customer_receivables',
  'agent_receivables',
  'exchange_difference',
] as const satisfies readonly SystemAccount[];

/** What a payment's entry takes from the books: the rate of its day and its accounts' ids. */
export interface PaymentBooks {
  rate: string;
  accounts: Partial<Record<SystemAccount, number>> | null;
}

/**
 * A customer or agent payment's entry, all but the payment's id: Dr the account the money went
 * into at the payment date's rate, Cr the file payer's receivable at the rate the file was booked
 * at (the payment's own rate while the file is not in the books); the difference is an exchange
 * gain or loss (Ind AS 21 ¶28); no lines at all when the payment is worth less than half a paisa.
 * Read before the payment writes anything: the reads then wait on
 * no row another payment holds.
 */
export function paymentPosting(
  kind: 'payment' | 'agent_payment',
  p: { amount: string; payment_date: string; deposit_account_id: number },
  f: FileFigures,
  userId: number | null,
  books: PaymentBooks,
): Omit<Posting, 'sourceId'> {
  const { rate } = books;
  const booked = f.rate ?? rate;
  const document = { currency: f.currency, amount: toMoney(p.amount), rate };
  const received = toBase(p.amount, rate);
  const settled = toBase(p.amount, booked);
  // A side worth less than half a paisa (a few dong at their rate) has no line: nothing in
  // rupees moved there, and what did is the exchange difference below.
  const lines: PostingLine[] = [
    { account_id: p.deposit_account_id, debit: received, document },
    {
      account_id: systemAccountIn(books.accounts, receivableOf(f)),
      credit: settled,
      document: { ...document, rate: booked },
    },
  ].filter((l) => !money(l.debit ?? l.credit ?? 0).isZero());
  const gain = money(received).minus(settled);
  if (!gain.isZero()) {
    const fx = systemAccountIn(books.accounts, 'exchange_difference');
    lines.push(
      gain.gt(0)
        ? { account_id: fx, credit: toMoney(gain) }
        : { account_id: fx, debit: toMoney(gain.neg()) },
    );
  }
  const what = kind === 'payment' ? 'Customer payment' : 'Agent payment';
  return {
    date: p.payment_date,
    source: kind,
    memo: `${what} on ${f.file_number}`,
    userId,
    lines,
  };
}

/** A void undoes its payment's entry, dated the day of the void. Older payments posted nothing. */
export async function postVoid(
  tx: Tx,
  kind: 'payment' | 'agent_payment',
  paymentId: number,
  fileNumber: string,
  date: string,
  userId: number,
) {
  const entry = await entryOf(tx, kind, paymentId);
  if (entry === null) return null;
  return reverseEntry(tx, entry, {
    date,
    source: 'void',
    sourceId: paymentId,
    memo: `Void of ${kind === 'payment' ? 'a customer' : 'an agent'} payment on ${fileNumber}`,
    userId,
  });
}

/** The file's row as the books read it, after the write that changed it. */
export async function fileFigures(tx: Tx, id: number): Promise<FileFigures> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`booking ${id} vanished inside its own transaction`);
  return row;
}
