// An approved movement's checks on its account: refused before the balance leaves the money range.
// The amount is in the account's currency (decision 044).
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
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { ledgerNet, onNormalSide } from './ledger-balance.ts';
import { inBase } from '../currencies/rates.ts';

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
 * The range checks of an approved movement on its money account: income debits the account,
 * expense credits it (decision 042). Under the account's row lock (every approval and reversal
 * of the account takes it, so they queue), the balance its lines will sum to
 * (ledger_month_totals, kept at commit, so without this movement's own lines: they are added
 * here, on the account's normal side) and the month's kept debit or credit are checked against
 * their ranges: a result past them is a 422 on `amount`, and the caller's transaction writes
 * nothing. The balance itself is never stored: it is the sum of the lines.
 */
export async function moveBalance(tx: DbOrTx, t: Movement, inRupees?: string) {
  // The rupees at the day's rate before the lock (an approval has them already): the account's
  // row is held from the lock to the commit, so only the two reads the check needs come after it.
  const base = inRupees ?? (await rupeesOf(tx, t));
  // FOR NO KEY UPDATE: an approval has posted its lines by now, and their foreign keys hold
  // the account FOR KEY SHARE; two approvals upgrading to FOR UPDATE would deadlock.
  const account = await lockRow(
    tx,
    accounts,
    t.account_id,
    FIN_SERVER.accountNotFound,
    'no key update',
  );
  const debits = t.type === 'income';
  const kept = await ledgerNet(tx, t.account_id, t.transaction_date);
  const net = debits ? money(kept.net).plus(t.amount) : money(kept.net).minus(t.amount);
  balanceInRange(onNormalSide(account.type, toMoney(net)), 'amount');
  const past = (total: string, plus: string) =>
    hundredths(toMoney(money(total).plus(plus))) > hundredths(KEPT_TOTAL_MAX);
  if (
    past(debits ? kept.debit : kept.credit, t.amount) ||
    past(debits ? kept.base_debit : kept.base_credit, base)
  )
    throw fieldError('amount', MONEY_RANGE.total);
}

/** A movement's amount in rupees at the rate of its date. */
async function rupeesOf(tx: DbOrTx, t: Movement) {
  const [held] = await tx
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, t.account_id));
  if (!held) throw new NotFound(FIN_SERVER.accountNotFound);
  const { base } = await inBase(
    tx,
    held.currency,
    t.amount,
    t.transaction_date,
    'transaction_date',
  );
  return base;
}
