// What an approved transaction posts (decision 042): income Dr its money account / Cr the
// category's income account; expense Dr the category's expense account / Cr the money account.
// Its amount is in the money account's currency and posts at the rate of its date (decision 044).
import { eq, sql } from 'drizzle-orm';
import type { PostingLine } from '../ledger/posting.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, transactionCategories } from '../../db/schema/index.ts';
import { inBase } from '../currencies/rates.ts';
import { entryOf, postEntry, reverseEntry } from '../ledger/posting.ts';

interface Approved {
  id: number;
  type: string;
  amount: string;
  account_id: number;
  category_id: number;
  transaction_date: string;
  description: string;
}

export async function postTransaction(tx: Tx, t: Approved, userId: number | null) {
  // The category's accounts and the money account's currency in one round trip: approvals
  // queue on the account's row lock while this runs.
  const [c] = await tx
    .select({
      income: transactionCategories.income_account_id,
      expense: transactionCategories.expense_account_id,
      currency: sql<string>`(select ${accounts.currency} from ${accounts} where ${accounts.id} = ${t.account_id})`,
    })
    .from(transactionCategories)
    .where(eq(transactionCategories.id, t.category_id));
  const { base, document } = await inBase(
    tx,
    c!.currency,
    t.amount,
    t.transaction_date,
    'transaction_date',
  );
  const lines: PostingLine[] =
    t.type === 'income'
      ? [
          { account_id: t.account_id, debit: base, document },
          { account_id: c!.income, credit: base, document },
        ]
      : [
          { account_id: c!.expense, debit: base, document },
          { account_id: t.account_id, credit: base, document },
        ];
  return postEntry(tx, {
    date: t.transaction_date,
    source: 'transaction',
    sourceId: t.id,
    memo: t.description,
    userId,
    lines,
  });
}

/** A reversal posts the original's entry with its sides swapped, on the reversal's date. */
export async function postReversal(
  tx: Tx,
  originalId: number,
  reversal: Pick<Approved, 'id' | 'transaction_date' | 'description'>,
  userId: number,
) {
  const original = await entryOf(tx, 'transaction', originalId);
  if (original === null) throw new Error(`Approved transaction ${originalId} has no entry`);
  return reverseEntry(tx, original, {
    date: reversal.transaction_date,
    source: 'reversal',
    sourceId: reversal.id,
    memo: reversal.description,
    userId,
  });
}
