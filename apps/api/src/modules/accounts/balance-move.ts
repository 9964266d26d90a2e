// Moving an account's balance by an approved movement, refused before it leaves the money range.
import { and, eq, sql } from 'drizzle-orm';
import type { Money } from '@app/contract';
import {
  FIN_SERVER,
  hundredths,
  inMoneyRange,
  KEPT_TOTAL_MAX,
  money,
  MONEY_RANGE,
  toMoney,
} from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { accountMonthTotals, accounts } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';

/** A balance the account can hold, or a 422 on `field` (never the database's overflow). */
export function balanceInRange(balance: Money, field: string): Money {
  if (!inMoneyRange(balance)) throw fieldError(field, MONEY_RANGE.balance);
  return balance;
}

export interface Movement {
  type: string;
  amount: string;
  account_id: number;
  transaction_date: string;
}

/**
 * An approved movement's effect on its account: income adds its amount, expense takes it.
 * Under the account's row lock (every approval and reversal of the account takes it, so they
 * queue), the new balance and the month's kept credit or debit (account_month_totals, moved by
 * a trigger when the row turns approved) are checked against their ranges first: a result past
 * them is a 422 on `amount`, and nothing is written.
 */
export async function moveBalance(tx: DbOrTx, t: Movement) {
  const account = await lockRow(tx, accounts, t.account_id, FIN_SERVER.accountNotFound);
  const delta = t.type === 'income' ? money(t.amount) : money(t.amount).neg();
  const balance = balanceInRange(toMoney(money(account.current_balance).plus(delta)), 'amount');
  const [month] = await tx
    .select({ credit: accountMonthTotals.credit, debit: accountMonthTotals.debit })
    .from(accountMonthTotals)
    .where(
      and(
        eq(accountMonthTotals.account_id, t.account_id),
        eq(accountMonthTotals.month, sql`date_trunc('month', ${t.transaction_date}::date)::date`),
      ),
    );
  const kept = t.type === 'income' ? month?.credit : month?.debit;
  if (hundredths(toMoney(money(kept ?? 0).plus(t.amount))) > hundredths(KEPT_TOTAL_MAX))
    throw fieldError('amount', MONEY_RANGE.total);
  await tx
    .update(accounts)
    .set({ current_balance: balance, updated_at: sql`now()` })
    .where(eq(accounts.id, t.account_id));
}
