// An opening balance is an opening entry against Opening Balance Equity (decision 042); a
// changed one posts the difference, so what was posted stays. On an account kept in another
// currency it is typed in that currency and posts at the rate of its date (decision 044).
import { sql } from 'drizzle-orm';
import type { Money } from '@app/contract';
import { money, normalSide, toMoney } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { inBase } from '../currencies/rates.ts';
import { postEntry, systemAccount } from '../ledger/posting.ts';

/**
 * Post `change` to the account's opening balance: positive on the account's normal side (a
 * debit for assets and expenses, a credit for the rest), negative on the other. Nothing for 0.
 */
export async function postOpening(
  tx: Tx,
  account: { id: number; code: string; type: string; currency: string },
  change: Money,
  userId: number | null,
  date?: string,
) {
  const amount = money(change);
  if (amount.isZero()) return null;
  const equity = await systemAccount(tx, 'opening_equity');
  if (equity === account.id) return null; // its own opening balance has no other side
  const size = toMoney(amount.abs());
  const debitsAccount = amount.gt(0) === (normalSide(account.type) === 'debit');
  const [{ today }] = (await tx.execute<{ today: string }>(sql`select current_date::text as today`))
    .rows as [{ today: string }];
  const day = date ?? today;
  // In rupees at the rate of its day, the document's own figures kept on both lines.
  const { base, document } = await inBase(tx, account.currency, size, day, 'opening_balance');
  if (money(base).isZero()) return null; // less than half a paisa moves nothing in the books
  return postEntry(tx, {
    date: day,
    source: 'opening',
    sourceId: account.id,
    memo: `Opening balance of ${account.code}`,
    userId,
    lines: debitsAccount
      ? [
          { account_id: account.id, debit: base, document },
          { account_id: equity, credit: base, document },
        ]
      : [
          { account_id: equity, debit: base, document },
          { account_id: account.id, credit: base, document },
        ],
  });
}
