// Month-end revaluation (decision 044, point 17; Ind AS 21 ¶23): a money account kept in another
// currency is a monetary item, reported at the closing rate. At a month's end its balance in its
// currency times that day's rate is what it is worth in rupees; the books hold the rupees each of
// its lines posted at. The difference posts to exchange gain or loss, dated the month's last day,
// as a `revaluation` entry whose line on the account moves its rupees and none of its own money.
import { sql } from 'drizzle-orm';
import type { Revaluation } from '@app/contract';
import { BASE_CURRENCY, LEDGER_SERVER, money, todayIn, toMoney } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { recordEvent } from '../../lib/audit/audit.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import { assertOpen } from './lock-date.ts';
import { postEntry, systemAccount } from './posting.ts';

/** The last day of `month` (YYYY-MM). */
export const monthEnd = (month: string) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

/**
 * Revalue every account kept in another currency at the end of `month` (which has ended, and
 * is not locked). Run again, it finds nothing left to post; accounts are locked first (in id
 * order), so two runs at once post once. A month's entry counts what is dated up to its end, so
 * revaluing an earlier month later revalues what that month held then.
 */
export async function revalue(
  db: DbOrTx,
  actor: Actor,
  month: string,
  timeZone: string,
): Promise<Revaluation> {
  const date = monthEnd(month);
  if (date >= todayIn(timeZone)) throw fieldError('month', LEDGER_SERVER.monthNotEnded);
  return inTransaction(db, async (tx) => {
    await assertOpen(tx, date, 'month');
    // Locked first, on their own: a statement that waited for a lock still reads what it saw
    // when it began, so the balances are read after, by a statement of their own.
    await tx.execute(
      sql`select id from accounts where currency <> ${BASE_CURRENCY} order by id for update`,
    );
    const { rows } = await tx.execute<{
      id: number;
      code: string;
      name: string;
      currency: string;
      native: string;
      base: string;
    }>(sql`
      with held as (
        select a.id, a.code, a.name, a.currency from accounts a
        where a.currency <> ${BASE_CURRENCY}
      )
      select h.id, h.code, h.name, h.currency,
        coalesce(sum(m.native_debit - m.native_credit), 0)::text as native,
        coalesce(sum(m.debit - m.credit), 0)::text as base
      from held h left join ledger_month_totals m
        on m.account_id = h.id and m.month <= date_trunc('month', ${date}::date)::date
      group by h.id, h.code, h.name, h.currency
      having count(m.account_id) > 0
      order by h.id`);
    const fx = await systemAccount(tx, 'exchange_difference');
    const accounts: Revaluation['accounts'] = [];
    for (const a of rows) {
      const rate = await rateOn(tx, a.currency, date, 'month');
      const revalued = toBase(a.native, rate);
      const difference = money(revalued).minus(a.base);
      let entryId: number | null = null;
      if (!difference.isZero()) {
        const size = toMoney(difference.abs());
        // The account's line is in its currency at the closing rate, of no amount of its own.
        const document = { currency: a.currency, amount: '0.00', rate };
        entryId = await postEntry(tx, {
          date,
          source: 'revaluation',
          sourceId: a.id,
          memo: `Revaluation of ${a.code} at ${a.currency} ${rate} on ${date}`,
          userId: actor.userId,
          lines: difference.gt(0)
            ? [
                { account_id: a.id, debit: size, document },
                { account_id: fx, credit: size },
              ]
            : [
                { account_id: fx, debit: size },
                { account_id: a.id, credit: size, document },
              ],
        });
      }
      accounts.push({
        account: { id: a.id, code: a.code, name: a.name },
        currency: a.currency,
        balance: toMoney(a.native),
        rate,
        revalued,
        booked: toMoney(a.base),
        difference: toMoney(difference),
        entry_id: entryId,
      });
    }
    // Who revalued, and each account's rupees in the books before and after.
    await recordEvent(tx, actor, {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      record_label: `Revaluation at ${date}`,
      currency: BASE_CURRENCY,
      changes: accounts
        .filter((a) => a.entry_id !== null)
        .map((a) => ({
          field: a.account.code,
          label: `${a.account.name} in the books`,
          kind: 'money' as const,
          before: a.booked,
          after: a.revalued,
        })),
    });
    return { date, accounts };
  });
}
