// An opening balance is an opening entry against Opening Balance Equity (decision 042); a
// changed one posts the difference, so what was posted stays.
import { sql } from 'drizzle-orm';
import type { Money } from '@app/contract';
import { money, normalSide, toMoney } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { postEntry, systemAccount } from '../ledger/posting.ts';

/**
 * Post `change` to the account's opening balance: positive on the account's normal side (a
 * debit for assets and expenses, a credit for the rest), negative on the other. Nothing for 0.
 */
export async function postOpening(
  tx: Tx,
  account: { id: number; code: string; type: string },
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
  return postEntry(tx, {
    date: date ?? today,
    source: 'opening',
    sourceId: account.id,
    memo: `Opening balance of ${account.code}`,
    userId,
    lines: debitsAccount
      ? [
          { account_id: account.id, debit: size },
          { account_id: equity, credit: size },
        ]
      : [
          { account_id: equity, debit: size },
          { account_id: account.id, credit: size },
        ],
  });
}
