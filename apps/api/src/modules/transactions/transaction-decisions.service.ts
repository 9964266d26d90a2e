// Deciding transactions: approval or rejection (four-eyes) and reversal, which move balances.
import { refuseLocked } from '../ledger/lock-date.ts';
import type { InBase } from '../currencies/rates.ts';
import { baseAt, rateOrRefuse } from '../currencies/rates.ts';
import { eq, sql } from 'drizzle-orm';
import {
  CORRECTION_SERVER,
  FIN_SERVER,
  isTransactionMaker,
  mayReverseTransactions,
  reversalDescription,
  todayIn,
} from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import { Conflict, Forbidden } from '../../lib/http/app-error.ts';
import { isUniqueViolation } from '../../lib/rows/pg-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { diffFields, recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { lockPending, transactionEvent } from './transaction-changes.service.ts';
import { getTransaction } from './transactions.service.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { moveBalance } from '../accounts/balance-move.ts';
import { approvalFacts, postReversal, postTransaction } from './transaction-posting.ts';

/** Same instant, whatever offset the client wrote it in; an unreadable one matches nothing. */
const sameVersion = (stored: Date, seen: string) => stored.getTime() === Date.parse(seen);

/**
 * Approve or reject a pending transaction, at most once however many requests race (the
 * balance moves exactly once): the row lock serialises them and all but the first find it no
 * longer pending (409). Approval posts to the books in the same database transaction as the
 * status change, and checks the account's balance range last.
 *
 * Four-eyes: nobody but an admin decides a transaction they created or
 * edited, and the decision applies only to the version the approver saw (`seen`, the
 * `updated_at` they were shown): checked under the row lock, so an edit cannot slip between.
 * The routes always pass `seen` (the body requires it); only trusted callers such as the
 * demo seed, deciding what they have just created, leave it out.
 */
export async function decideTransaction(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  decision: 'approved' | 'rejected',
  notes: string | null,
  seen?: string,
  actor = SYSTEM_ACTOR,
) {
  await db.transaction(async (tx) => {
    const t = await lockPending(tx, id);
    if (isTransactionMaker(user.id, t.created_by, t.editor_ids) && user.role !== 'admin')
      throw new Forbidden(FIN_SERVER.fourEyes);
    if (seen !== undefined && !sameVersion(t.updated_at, seen))
      throw new Conflict(FIN_SERVER.changedSinceOpened);
    let amount: InBase | undefined;
    if (decision === 'approved') {
      const facts = await approvalFacts(tx, t);
      refuseLocked(facts.lock, t.transaction_date, 'transaction_date');
      const rate = rateOrRefuse(facts.rate, facts.currency, t.transaction_date, 'transaction_date');
      amount = baseAt(facts.currency, t.amount, rate);
      await postTransaction(tx, t, user.id, facts, amount);
    }
    // updated_at stays the last edit's: a decision is not a new version of the movement.
    await tx
      .update(transactions)
      .set({
        status: decision,
        approved_by: user.id,
        approved_at: sql`now()`,
        approval_notes: notes,
      })
      .where(eq(transactions.id, id));
    // Only the status changes here: the locked row says what it was, the decision what it is.
    await recordEvent(tx, actor, {
      action: decision === 'approved' ? 'approve' : 'reject',
      ...transactionEvent({ id: t.id, reference: t.reference, account_id: t.account_id }),
      note: notes,
      changes: diffFields({ status: t.status }, { status: decision }, ['status']),
    });
    // The balance's range last: it locks the account, which every approval of it takes, so it
    // is held only for this check and the commit (decision 059). A result past the money range
    // refuses the approval (422) and the transaction rolls everything above back.
    if (amount) await moveBalance(tx, t, amount.base);
  });
  return getTransaction(db, id);
}

/**
 * Correct an approved transaction: an approved opposite entry (income and expense
 * swapped, same amount, account and category, dated today) linked to it, and the balance
 * moved back once, all in one database transaction. The original's row lock serialises racing
 * reversals (the second finds the first, 409); the unique index on `reversal_of` is the last
 * line. A reversal is never itself reversed, and nothing approved is edited or deleted.
 */
export async function reverseTransaction(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  reason: string,
  timeZone: string,
  actor = SYSTEM_ACTOR,
) {
  if (!mayReverseTransactions(user)) throw new Forbidden();
  try {
    const reversalId = await inTransaction(db, async (tx) => {
      const t = await lockRow(tx, transactions, id, FIN_SERVER.transactionNotFound);
      if (t.reversal_of !== null) throw new Conflict(CORRECTION_SERVER.reversalNotReversed);
      if (t.status !== 'approved') throw new Conflict(CORRECTION_SERVER.onlyApprovedReversed);
      const [done] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.reversal_of, id));
      if (done) throw new Conflict(CORRECTION_SERVER.alreadyReversed);
      const type = t.type === 'income' ? 'expense' : 'income';
      const transaction_date = todayIn(timeZone);
      // Checked (and the account locked) before the reversal is written.
      await moveBalance(tx, { type, amount: t.amount, account_id: t.account_id, transaction_date });
      const [row] = await tx
        .insert(transactions)
        .values({
          account_id: t.account_id,
          category_id: t.category_id,
          type,
          amount: t.amount,
          transaction_date,
          description: reversalDescription(t, reason),
          reference: `REV-${t.reference ?? t.id}`.slice(0, 100),
          status: 'approved',
          created_by: user.id,
          approved_by: user.id,
          approved_at: sql`now()`,
          approval_notes: reason,
          reversal_of: t.id,
          reversal_reason: reason,
        })
        .returning({ id: transactions.id });
      const reversal = await getTransaction(tx, row!.id);
      await postReversal(
        tx,
        t.id,
        { id: row!.id, transaction_date, description: reversal.description },
        user.id,
      );
      await recordEvent(tx, actor, {
        action: 'reverse',
        ...transactionEvent({ id: t.id, reference: t.reference, account_id: t.account_id }),
        note: reason,
        changes: diffFields(null, { reversed_by: reversal.reference }, ['reversed_by']),
      });
      return row!.id;
    });
    return getTransaction(db, reversalId);
  } catch (e) {
    if (isUniqueViolation(e, 'transactions_reversal_of_unique'))
      throw new Conflict(CORRECTION_SERVER.alreadyReversed);
    throw e;
  }
}
