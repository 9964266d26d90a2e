// An agent's statement from the books (decision 043: the agent is the payer of
// its files). Every line is a line on Agent Receivables whose entry belongs to one of the agent's
// files: the file's own entries, its payments of both kinds, its refunds, and their voids (read
// through the entry they undo). Files are the agent's by their current agent.
import { sql } from 'drizzle-orm';
import type { AgentStatement, AgentStatementLine } from '@app/contract';
import { BASE_CURRENCY, money, TOUR_SERVER, todayIn, toMoney } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/http/app-error.ts';

type Row = {
  entry_id: number;
  entry_date: string;
  source_type: string;
  memo: string;
  file_id: number;
  file_number: string;
  debit: string;
  credit: string;
  currency: string;
  amount: string;
};

/** The journal lines on a system account for the agent's files, up to `to`, in date order. */
const agentLines = (agentId: number, to: string, account: string) => sql`
  with f as (select id, file_number from bookings where agent_id = ${agentId}),
  l as (
    select l.id, l.entry_id, e.entry_date, e.source_type, e.memo, l.debit, l.credit,
      l.currency, l.amount, coalesce(o.source_type, e.source_type) as st,
      coalesce(o.source_id, e.source_id) as sid
    from journal_lines l join journal_entries e on e.id = l.entry_id
      left join journal_entries o on o.id = e.reverses_id
    where l.account_id = (select id from accounts where system_key = ${account})
      and l.entry_date <= ${to}::date
  ), m as (
    select l.*, case l.st
      when 'booking' then l.sid
      when 'payment' then (select p.booking_id from booking_payments p where p.id = l.sid)
      when 'agent_payment' then (select p.booking_id from agent_payments p where p.id = l.sid)
      when 'refund' then (select r.booking_id from booking_refunds r where r.id = l.sid)
    end as file_id
    from l
  )
  select m.entry_id, to_char(m.entry_date, 'YYYY-MM-DD') as entry_date, m.source_type, m.memo,
    f.id as file_id, f.file_number, m.debit::text, m.credit::text, m.currency, m.amount::text
  from m join f on f.id = m.file_id
  order by m.entry_date, m.entry_id, m.id`;

const kindOf = (source: string): AgentStatementLine['kind'] =>
  source === 'booking'
    ? 'billed'
    : source === 'void'
      ? 'void'
      : source === 'refund'
        ? 'refund'
        : 'receipt';

/** Signed sums per currency, in currency order, zero ones left out. */
function byCurrency(rows: Row[]) {
  const sums = new Map<string, ReturnType<typeof money>>();
  for (const r of rows) {
    const signed = money(r.amount).times(money(r.debit).gt(0) ? 1 : -1);
    sums.set(r.currency, (sums.get(r.currency) ?? money(0)).plus(signed));
  }
  return [...sums]
    .filter(([, v]) => !v.isZero())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, v]) => ({ currency, amount: toMoney(v) }));
}

const net = (rows: Row[], side: 'debit' | 'credit') =>
  rows.reduce((s, r) => s.plus(side === 'debit' ? r.debit : r.credit), money(0));

export async function agentStatement(
  db: Db,
  agentId: number,
  q: { from?: string | null | undefined; to?: string | null | undefined },
  timeZone: string,
): Promise<AgentStatement> {
  const [agent] = (
    await db.execute<{ id: number; code: string; name: string }>(
      sql`select id, code, name from agents where id = ${agentId}`,
    )
  ).rows;
  if (!agent) throw new NotFound(TOUR_SERVER.agentNotFound);
  const from = q.from ?? null;
  const today = todayIn(timeZone);
  const to = q.to ?? (from && from > today ? from : today);
  const [receivable, revenue, commission] = await Promise.all(
    ['agent_receivables', 'tour_revenue', 'agent_commission'].map(
      async (account) => (await db.execute<Row>(agentLines(agentId, to, account))).rows,
    ),
  );
  const inPeriod = (r: Row) => from === null || r.entry_date >= from;
  const before = receivable!.filter((r) => !inPeriod(r));
  const lines = receivable!.filter(inPeriod);
  const opening = net(before, 'debit').minus(net(before, 'credit'));
  let running = opening;
  const fileEntries = (rows: Row[]) =>
    rows.filter((r) => inPeriod(r) && r.source_type === 'booking');
  return {
    currency: BASE_CURRENCY,
    agent,
    from,
    to,
    opening: toMoney(opening),
    billed: toMoney(
      net(fileEntries(revenue!), 'credit').minus(net(fileEntries(revenue!), 'debit')),
    ),
    commission: toMoney(
      net(fileEntries(commission!), 'debit').minus(net(fileEntries(commission!), 'credit')),
    ),
    debit: toMoney(net(lines, 'debit')),
    credit: toMoney(net(lines, 'credit')),
    closing: toMoney(opening.plus(net(lines, 'debit')).minus(net(lines, 'credit'))),
    opening_by_currency: byCurrency(before),
    closing_by_currency: byCurrency(receivable!),
    lines: lines.map((r) => {
      running = running.plus(r.debit).minus(r.credit);
      const raises = money(r.debit).gt(0);
      return {
        entry_id: r.entry_id,
        entry_date: r.entry_date,
        kind: kindOf(r.source_type),
        file: { id: r.file_id, file_number: r.file_number },
        memo: r.memo,
        debit: toMoney(r.debit),
        credit: toMoney(r.credit),
        running_balance: toMoney(running),
        document: {
          currency: r.currency,
          amount: toMoney(raises ? money(r.amount) : money(r.amount).neg()),
        },
      };
    }),
  };
}
