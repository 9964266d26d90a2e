// What an approved transaction posts (decision 042): income Dr its money account / Cr the
// category's income account; expense Dr the category's expense account / Cr the money account.
// Its amount is in the money account's currency and posts at the rate of its date (decision 044).
import { eq, sql } from 'drizzle-orm';
import type { PostingLine } from '../ledger/posting.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, transactionCategories } from '../../db/schema/index.ts';
import type { InBase } from '../currencies/rates.ts';
import { rateSql } from '../currencies/rates.ts';
import { lockBooks, lockDateSql } from '../ledger/lock-date.ts';
import { entryOf, postEntry, reverseEntry } from '../ledger/posting.ts';
import { runNamed } from '../../db/prepared.ts';

interface Approved {
  id: number;
  type: string;
  amount: string;
  account_id: number;
  category_id: number;
  transaction_date: string;
  description: string;
}

/**
 * What an approval reads, in one statement after the books' lock (decision 062): the lock date,
 * the category's income and expense accounts, the money account's currency and its rate on the
 * transaction's date. Approvals queue on the account's row lock while their transaction runs.
 */
export async function approvalFacts(tx: Tx, t: Approved) {
  await lockBooks(tx);
  const currency = sql`(select ${accounts.currency} from ${accounts} where ${accounts.id} = ${t.account_id})`;
  const [c] = await runNamed(
    tx
      .select({
        lock: lockDateSql,
        income: transactionCategories.income_account_id,
        expense: transactionCategories.expense_account_id,
        currency: sql<string>`${currency}`,
        rate: rateSql(currency, t.transaction_date),
      })
      .from(transactionCategories)
      .where(eq(transactionCategories.id, t.category_id)),
  );
  return c!;
}

/**
 * Posts an approved transaction: income Dr its money account / Cr the category's income
 * account, expense the other way; `amount` is its amount in rupees (with the document's own
 * figures when the account keeps another currency).
 */
export async function postTransaction(
  tx: Tx,
  t: Approved,
  userId: number | null,
  c: { income: number; expense: number },
  amount: InBase,
) {
  const { base, document } = amount;
  const lines: PostingLine[] =
    t.type === 'income'
      ? [
          { account_id: t.account_id, debit: base, document },
          { account_id: c.income, credit: base, document },
        ]
      : [
          { account_id: c.expense, debit: base, document },
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
