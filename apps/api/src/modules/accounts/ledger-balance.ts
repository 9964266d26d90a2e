// An account's balance is the sum of its journal lines on its normal side (decision 042):
// assets and expenses debit minus credit, liabilities, equity and income credit minus debit.
// It is read from ledger_month_totals (kept by a trigger on each posted line), so an account
// with a decade of lines costs its months, not its lines. An account kept in another currency
// has a balance in it too (nativeBalance), beside the rupees it weighs in the books.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Money } from '@app/contract';
import { money, normalSide, toMoney } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The balance of the `accounts` row being selected, as text with two decimals. Spelled out:
 * drizzle leaves a single table's columns unqualified, and inside the subquery they must be
 * the outer account's.
 */
const balanceOf = (debit: SQL, credit: SQL) => sql<Money>`(select round(coalesce(sum(case
    when "accounts"."type" in ('asset', 'expense') then ${debit} - ${credit}
    else ${credit} - ${debit} end), 0), 2)::text
  from ledger_month_totals m where m.account_id = "accounts"."id")`;
/** In the base currency: what the account weighs in the books. */
export const ledgerBalance = balanceOf(sql`m.debit`, sql`m.credit`);
/**
 * In the account's own currency (migration 0049): its lines' document amounts on an account
 * kept in another currency, the rupees themselves on a rupee account.
 */
export const nativeBalance = balanceOf(sql`m.native_debit`, sql`m.native_credit`);

/**
 * The account's lines so far, debits minus credits, and the given month's debits and credits,
 * in the account's own currency (what its transactions and opening balance are typed in); the
 * month's in rupees too (`base_`), which an amount at its rate may overflow first.
 */
export async function ledgerNet(tx: DbOrTx, accountId: number, day: string) {
  const inMonth = sql`m.month = date_trunc('month', ${day}::date)::date`;
  const { rows } = await tx.execute<{
    net: string;
    debit: string;
    credit: string;
    base_debit: string;
    base_credit: string;
  }>(sql`
    select coalesce(sum(m.native_debit - m.native_credit), 0)::text as net,
      coalesce(sum(m.native_debit) filter (where ${inMonth}), 0)::text as debit,
      coalesce(sum(m.native_credit) filter (where ${inMonth}), 0)::text as credit,
      coalesce(sum(m.debit) filter (where ${inMonth}), 0)::text as base_debit,
      coalesce(sum(m.credit) filter (where ${inMonth}), 0)::text as base_credit
    from ledger_month_totals m where m.account_id = ${accountId}`);
  return rows[0]!;
}

/** Debits minus credits shown with the sign a person expects for an account of `type`. */
export const onNormalSide = (type: string, net: Money): Money =>
  toMoney(normalSide(type) === 'debit' ? money(net) : money(net).neg());
