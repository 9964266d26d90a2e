import { sql } from 'drizzle-orm';
import type { PagingQuery, StatementLine, StatementPeriod } from '@app/contract';
import { lastPage, money, PAGE_SIZES, resolvePaging, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { getAccount } from './accounts.service.ts';

/**
 * Account statement (decisions section 5): only approved transactions; income is credit,
 * expense is debit; the running balance starts from the balance at the start of the period
 * (opening balance + approved movement before it) and is computed in SQL with a window, so
 * page 3 carries the balance of pages 1 and 2.
 */
export async function getStatement(
  db: Db,
  accountId: number,
  q: PagingQuery & { startDate?: string | null | undefined; endDate?: string | null | undefined },
) {
  const account = await getAccount(db, accountId);
  const start = q.startDate ?? null;
  const end = q.endDate ?? null;
  const { page, perPage, offset } = resolvePaging(q, PAGE_SIZES.statement);
  const signed = sql`case when t.type = 'income' then t.amount else -t.amount end`;

  const totals = await db.execute<{
    before: string;
    total: number;
    debit: string;
    credit: string;
  }>(sql`
    select
      coalesce(sum(${signed}) filter (where ${start}::date is not null and t.transaction_date < ${start}::date), 0) as before,
      count(*) filter (where in_period)::int as total,
      coalesce(sum(t.amount) filter (where in_period and t.type = 'expense'), 0) as debit,
      coalesce(sum(t.amount) filter (where in_period and t.type = 'income'), 0) as credit
    from transactions t,
      lateral (select (${start}::date is null or t.transaction_date >= ${start}::date)
                  and (${end}::date is null or t.transaction_date <= ${end}::date) as in_period) p
    where t.account_id = ${accountId} and t.status = 'approved'
      -- Movements after the period count for nothing here: leave them unread.
      and (${end}::date is null or t.transaction_date <= ${end}::date)`);
  const agg = totals.rows[0]!;
  const periodOpening = toMoney(money(account.opening_balance).plus(agg.before));

  // The running sum walks the covering index (transactions_statement_idx) alone; only the
  // page's own rows are then read from the table for their text.
  const lines = await db.execute<StatementLine & Record<string, unknown>>(sql`
    with w as (
      select t.id, t.transaction_date, t.type, t.amount, t.category_id,
        sum(${signed}) over (order by t.transaction_date, t.id) as moved
      from transactions t
      where t.account_id = ${accountId} and t.status = 'approved'
        and (${start}::date is null or t.transaction_date >= ${start}::date)
        and (${end}::date is null or t.transaction_date <= ${end}::date)
      order by t.transaction_date, t.id
      limit ${perPage} offset ${offset}
    )
    select w.id, to_char(w.transaction_date, 'YYYY-MM-DD') as transaction_date, t.reference,
      t.description, c.name as category, w.type, w.amount,
      case when w.type = 'expense' then w.amount end as debit,
      case when w.type = 'income' then w.amount end as credit,
      (${periodOpening}::numeric + w.moved)::numeric(14,2)::text as running_balance
    from w join transactions t on t.id = w.id
      join transaction_categories c on c.id = w.category_id
    order by w.transaction_date, w.id`);

  const closing = money(periodOpening).plus(agg.credit).minus(agg.debit);
  const period: StatementPeriod = {
    start_date: start,
    end_date: end,
    opening_balance: periodOpening,
    closing_balance: toMoney(closing),
    total_debit: toMoney(agg.debit),
    total_credit: toMoney(agg.credit),
  };
  return {
    success: true as const,
    data: lines.rows,
    current_page: page,
    last_page: lastPage(agg.total, perPage),
    total: agg.total,
    per_page: perPage,
    account,
    period,
  };
}
