import { sql } from 'drizzle-orm';
import type { CashReport } from '@app/contract';
import { BASE_CURRENCY, money, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { firstDay } from './period.ts';

/**
 * Cash in and out per money account (an asset or a liability the agency keeps: bank, cash,
 * card) and month, from the books: ledger_month_totals, kept by a trigger on each posted line.
 * A debit on a money account is money in, a credit money out, whatever its type: for a card (a
 * liability) spending on it is money out and paying it in is money in, as for a bank. Opening
 * entries are not movements of cash: their lines, a few per account, are taken off the month
 * they were posted in. A reversal posts its own entry, so it shows in its own month and the
 * pair nets to nothing.
 */
export async function cashReport(
  db: Db,
  p: { from: string; to: string },
  accountId: number | null,
): Promise<CashReport> {
  const from = firstDay(p.from);
  const to = firstDay(p.to);
  const { rows } = await db.execute<{
    id: number;
    code: string;
    name: string;
    month: string;
    movements: number;
    cash_in: string;
    cash_out: string;
    net: string;
  }>(sql`
    with money_accounts as (
      select a.id, a.code, a.name from accounts a
      where a.type in ('asset', 'liability') and a.system_key is null
        and (${accountId}::int is null or a.id = ${accountId}::int)
    ), opening as (
      select l.account_id, date_trunc('month', e.entry_date)::date as month, count(*)::int as n,
        sum(l.debit) as debit, sum(l.credit) as credit
      from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.source_type = 'opening' and l.account_id in (select id from money_accounts)
        and e.entry_date >= ${from}::date
        and e.entry_date < (${to}::date + interval '1 month')
      group by 1, 2
    ), kept as (
      -- A month's slots summed (migration 0074) before its opening is taken out once.
      select m.account_id, m.month, sum(m.lines) as lines, sum(m.debit) as debit,
        sum(m.credit) as credit
      from ledger_month_totals m
      where m.account_id in (select id from money_accounts)
        and m.month between ${from}::date and ${to}::date
      group by 1, 2
    ), months as (
      select a.id, a.code, a.name, m.month, m.lines - coalesce(o.n, 0) as movements,
        m.debit - coalesce(o.debit, 0) as cash_in, m.credit - coalesce(o.credit, 0) as cash_out
      from kept m join money_accounts a on a.id = m.account_id
        left join opening o on o.account_id = m.account_id and o.month = m.month
    )
    select id, code, name, to_char(month, 'YYYY-MM') as month, movements::int as movements,
      cash_in::text as cash_in, cash_out::text as cash_out,
      round(cash_in - cash_out, 2)::text as net
    from months where movements > 0
    order by code, id, month`);
  const sum = (k: 'cash_in' | 'cash_out' | 'net') =>
    toMoney(rows.reduce((s, r) => s.plus(r[k]), money(0)));
  return {
    from: p.from,
    to: p.to,
    currency: BASE_CURRENCY,
    rows: rows.map(({ id, code, name, ...r }) => ({ account: { id, code, name }, ...r })),
    totals: { cash_in: sum('cash_in'), cash_out: sum('cash_out'), net: sum('net') },
  };
}
