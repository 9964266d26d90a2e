import { sql } from 'drizzle-orm';
import type { CashReport } from '@app/contract';
import { money, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { firstDay } from './period.ts';

/**
 * Cash in and out per account and month, from approved transactions only: account_month_totals
 * (kept by a trigger since migration 0012) holds exactly those. A reversal is an approved
 * opposite entry, so it shows in its own month and the pair nets to nothing.
 */
export async function cashReport(
  db: Db,
  p: { from: string; to: string },
  accountId: number | null,
): Promise<CashReport> {
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
    select a.id, a.code, a.name, to_char(m.month, 'YYYY-MM') as month, m.movements,
      m.credit::text as cash_in, m.debit::text as cash_out,
      round(m.credit - m.debit, 2)::text as net
    from account_month_totals m join accounts a on a.id = m.account_id
    where m.month between ${firstDay(p.from)}::date and ${firstDay(p.to)}::date
      and m.movements > 0 and (${accountId}::int is null or m.account_id = ${accountId}::int)
    order by a.code, a.id, m.month`);
  const sum = (k: 'cash_in' | 'cash_out' | 'net') =>
    toMoney(rows.reduce((s, r) => s.plus(r[k]), money(0)));
  return {
    from: p.from,
    to: p.to,
    rows: rows.map(({ id, code, name, ...r }) => ({ account: { id, code, name }, ...r })),
    totals: { cash_in: sum('cash_in'), cash_out: sum('cash_out'), net: sum('net') },
  };
}
