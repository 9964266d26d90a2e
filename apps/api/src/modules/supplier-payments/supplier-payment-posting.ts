// What a supplier payment posts (decision 048): Dr Supplier Payables with the rupees each
// service's payable was credited at (its rate when the service was confirmed), Cr the money
// account with the rupees paid at the payment day's rate, and the difference to Exchange
// Gain/Loss (Ind AS 21 ¶28: an exchange difference on settling a monetary item is profit or loss
// in the period it arises). A service paid in full leaves nothing in Supplier Payables: its last
// payment clears the paise its parts' rounding left to Rounding, so none is stranded.
import { sql } from 'drizzle-orm';
import { money, toMoney } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import type { PostingLine } from '../ledger/posting.ts';
import { postEntry, systemAccount } from '../ledger/posting.ts';

interface PaymentRow {
  id: number;
  account_id: number;
  currency: string;
  amount: string;
  payment_date: string;
  reference: string | null;
  supplier_name: string;
}

/** Each line of the payment with its payable's figures and what paid payments carried already. */
async function linesToPost(tx: Tx, paymentId: number) {
  const { rows } = await tx.execute<{
    id: number;
    amount: string;
    payable_amount: string;
    payable_base: string;
    rate: string;
    paid_before: string;
    carried_before: string;
  }>(sql`
    select l.id, l.amount::text, p.amount::text as payable_amount,
      jl.credit::text as payable_base, jl.rate::text as rate,
      coalesce(o.paid, 0)::text as paid_before, coalesce(o.carried, 0)::text as carried_before
    from supplier_payment_lines l
    join supplier_payables p on p.id = l.payable_id
    join lateral (
      select j.credit, j.rate from journal_lines j
      where j.entry_id = p.entry_id and j.credit > 0
        and j.account_id = (select id from accounts where system_key = 'supplier_payables')
      limit 1
    ) jl on true
    left join lateral (
      select sum(ol.amount) as paid, sum(ol.carried) as carried
      from supplier_payment_lines ol join supplier_payments op on op.id = ol.payment_id
      where ol.payable_id = p.id and op.status = 'paid' and op.id <> ${paymentId}
    ) o on true
    where l.payment_id = ${paymentId}
    order by l.id`);
  return rows;
}

/**
 * Post payment `p` (its lines written, its supplier's payables locked by the caller) and record
 * what each line carried; returns the entry's id.
 */
export async function postSupplierPayment(tx: Tx, p: PaymentRow, userId: number | null) {
  const [payables, fx] = await Promise.all([
    systemAccount(tx, 'supplier_payables'),
    systemAccount(tx, 'exchange_difference'),
  ]);
  const lines = await linesToPost(tx, p.id);
  const debits: PostingLine[] = [];
  let carriedTotal = money(0);
  let residue = money(0);
  for (const l of lines) {
    // Each line's rupees are its amount at the payable's rate, half-up, as every line's are.
    const settled = toBase(l.amount, l.rate);
    // The payment that settles a service takes what rounding left on its payable too.
    const settlesAll = money(l.paid_before).plus(l.amount).eq(l.payable_amount);
    const left = settlesAll
      ? money(l.payable_base).minus(l.carried_before).minus(settled)
      : money(0);
    await tx.execute(
      sql`update supplier_payment_lines set carried = ${toMoney(left.plus(settled))}::numeric where id = ${l.id}`,
    );
    carriedTotal = carriedTotal.plus(settled);
    residue = residue.plus(left);
    if (money(settled).gt(0))
      debits.push({
        account_id: payables,
        debit: settled,
        document: { currency: p.currency, amount: toMoney(l.amount), rate: l.rate },
      });
  }
  // The paise rounding left on the settled payables, cleared to Rounding (in rupees).
  const rounding: PostingLine[] = [];
  if (!residue.isZero()) {
    const round = await systemAccount(tx, 'rounding');
    const r = toMoney(residue.abs());
    rounding.push(
      ...(residue.gt(0)
        ? [
            { account_id: payables, debit: r },
            { account_id: round, credit: r },
          ]
        : [
            { account_id: round, debit: r },
            { account_id: payables, credit: r },
          ]),
    );
  }
  const rate = await rateOn(tx, p.currency, p.payment_date, 'payment_date');
  const paid = toBase(p.amount, rate);
  const out: PostingLine[] = money(paid).gt(0)
    ? [
        {
          account_id: p.account_id,
          credit: paid,
          document: { currency: p.currency, amount: toMoney(p.amount), rate },
        },
      ]
    : [];
  // Paid more rupees than the payables held: a loss (Dr); fewer: a gain (Cr).
  const loss = money(paid).minus(carriedTotal);
  const difference: PostingLine[] = loss.isZero()
    ? []
    : [
        loss.gt(0)
          ? { account_id: fx, debit: toMoney(loss) }
          : { account_id: fx, credit: toMoney(loss.neg()) },
      ];
  return postEntry(tx, {
    date: p.payment_date,
    source: 'supplier_payment',
    sourceId: p.id,
    // The bank's reference with it: the account's statement shows which transfer it was.
    memo: `Payment to ${p.supplier_name}${p.reference ? ` (${p.reference})` : ''}`,
    userId,
    lines: [...debits, ...out, ...difference, ...rounding],
  });
}
