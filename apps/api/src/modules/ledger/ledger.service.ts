// The books' reads (decision 042): the trial balance from the month totals the database keeps
// (and the lines of the partial months at the period's edges), and the journal itself.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  JournalDocument,
  JournalEntry,
  JournalSource,
  LedgerEntriesQuery,
  TrialBalance,
} from '@app/contract';
import {
  BASE_CURRENCY,
  lastPage,
  money,
  PAGE_SIZES,
  resolvePaging,
  todayIn,
  toMoney,
} from '@app/contract';
import type { AccountType } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Span } from './period-spans.ts';
import { periodSpans } from './period-spans.ts';
import { namedRows } from '../../db/prepared.ts';

const inSpan = (col: SQL, [from, to]: Span) =>
  sql`(${col} >= ${from}::date and ${col} < ${to}::date)`;

/** A signed balance (debit minus credit) on the side its sign puts it, the other side zero. */
const onItsSide = (net: Decimal) =>
  net.gte(0)
    ? { debit: toMoney(net), credit: '0.00' }
    : { debit: '0.00', credit: toMoney(net.neg()) };
type Decimal = ReturnType<typeof money>;

/**
 * The trial balance for [from, to] (from null: since the first entry; to null: today in the
 * agency's time zone, or `from` when that is later). One row per account with a line on or before `to`: its balance before
 * the period, the period's debits and credits, and its balance at the end. Whole months come from
 * ledger_month_totals, the part-months at its edges from ledger_day_totals: no line is read.
 */
export async function trialBalance(
  db: Db,
  q: { from?: string | null | undefined; to?: string | null | undefined },
  timeZone: string,
): Promise<TrialBalance> {
  const from = q.from ?? null;
  // As the reports resolve theirs (reports/period.ts): a lone `from` after today runs to itself.
  const today = todayIn(timeZone);
  const to = q.to ?? (from && from > today ? from : today);
  const p = periodSpans(from, to);
  const month = sql`m.month`;
  const day = sql`t.day`;
  const monthsUpToEnd = sql`(${inSpan(month, p.monthsBefore)} or ${inSpan(month, p.months)})`;
  const edges = sql`(${inSpan(day, p.daysAtStart)} or ${inSpan(day, p.daysAtEnd)})`;
  const { rows } = await db.execute<{
    account_id: number;
    code: string;
    name: string;
    type: AccountType;
    opening: string;
    debit: string;
    credit: string;
  }>(sql`
    with m as (
      select m.account_id,
        coalesce(sum(m.debit - m.credit) filter (where ${inSpan(month, p.monthsBefore)}), 0) as before,
        coalesce(sum(m.lines) filter (where ${monthsUpToEnd}), 0) as n,
        coalesce(sum(m.debit) filter (where ${inSpan(month, p.months)}), 0) as debit,
        coalesce(sum(m.credit) filter (where ${inSpan(month, p.months)}), 0) as credit
      from ledger_month_totals m
      group by m.account_id
    ), d as (
      select t.account_id,
        coalesce(sum(t.debit - t.credit) filter (where ${inSpan(day, p.daysBefore)}), 0) as before,
        sum(t.lines) as n,
        coalesce(sum(t.debit) filter (where ${edges}), 0) as debit,
        coalesce(sum(t.credit) filter (where ${edges}), 0) as credit
      from ledger_day_totals t
      where ${inSpan(day, p.daysBefore)} or ${edges}
      group by t.account_id
    )
    select a.id as account_id, a.code, a.name, a.type,
      (coalesce(m.before, 0) + coalesce(d.before, 0))::text as opening,
      (coalesce(m.debit, 0) + coalesce(d.debit, 0))::text as debit,
      (coalesce(m.credit, 0) + coalesce(d.credit, 0))::text as credit
    from accounts a
      left join m on m.account_id = a.id
      left join d on d.account_id = a.id
    where coalesce(m.n, 0) + coalesce(d.n, 0) > 0
    order by a.code, a.id`);

  const sums = {
    opening_debit: money(0),
    opening_credit: money(0),
    debit: money(0),
    credit: money(0),
    closing_debit: money(0),
    closing_credit: money(0),
  };
  const out = rows.map((r) => {
    const opening = onItsSide(money(r.opening));
    const closing = onItsSide(money(r.opening).plus(r.debit).minus(r.credit));
    const row = {
      account_id: r.account_id,
      code: r.code,
      name: r.name,
      type: r.type,
      opening_debit: opening.debit,
      opening_credit: opening.credit,
      debit: toMoney(r.debit),
      credit: toMoney(r.credit),
      closing_debit: closing.debit,
      closing_credit: closing.credit,
    };
    for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] = sums[k].plus(row[k]);
    return row;
  });
  const totals = Object.fromEntries(
    Object.entries(sums).map(([k, v]) => [k, toMoney(v)]),
  ) as Record<keyof typeof sums, string>;
  return { currency: BASE_CURRENCY, from, to, rows: out, totals };
}

/** The journal's filters on the entry itself, as one condition over `journal_entries e`. */
function entryFilters(q: LedgerEntriesQuery, date: SQL = sql`e.entry_date`) {
  const where: SQL[] = [];
  if (q.source_type) where.push(sql`e.source_type = ${q.source_type}`);
  if (q.source_id) where.push(sql`e.source_id = ${q.source_id}`);
  if (q.from) where.push(sql`${date} >= ${q.from}::date`);
  if (q.to) where.push(sql`${date} <= ${q.to}::date`);
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/**
 * The matching entries' ids, newest first (`limit` empty: all of them). Filtered by an account,
 * they come from the account's lines in date order (journal_lines_account_date_idx, decision
 * 066), an entry with two lines on the account once: a page reads its own lines, not every
 * entry of the period probed for one on the account.
 */
function matching(q: LedgerEntriesQuery, limit: SQL = sql``) {
  if (!q.account_id)
    return sql`select e.id from journal_entries e where ${entryFilters(q)}
      order by e.entry_date desc, e.id desc ${limit}`;
  const bySource = q.source_type || q.source_id;
  return sql`select l.entry_id as id from journal_lines l
      ${bySource ? sql`join journal_entries e on e.id = l.entry_id` : sql``}
    where l.account_id = ${q.account_id} and ${entryFilters(q, sql`l.entry_date`)}
    group by l.entry_date, l.entry_id
    order by l.entry_date desc, l.entry_id desc ${limit}`;
}

/**
 * The document behind each entry: a reversal or a void is read through the entry it undoes
 * (the transaction, the payment); a payment, a refund, a tax document or a supplier's payable
 * through its file; a payment to a supplier is the supplier's.
 */
const DOCUMENT = sql.raw(`
  left join lateral (
    select coalesce(o.source_type, e.source_type) as source_type,
      coalesce(o.source_id, e.source_id) as source_id
    from (select 1) one left join journal_entries o on o.id = e.reverses_id
  ) s on true
  left join lateral (
    select 'booking' as doc_type, b.id as doc_id, b.file_number as doc_label
    from bookings b
    where b.id = case s.source_type
      when 'booking' then s.source_id
      when 'payment' then (select p.booking_id from booking_payments p where p.id = s.source_id)
      when 'agent_payment' then (select p.booking_id from agent_payments p where p.id = s.source_id)
      when 'supplier_payable' then (select p.booking_id from supplier_payables p where p.id = s.source_id)
      when 'refund' then (select r.booking_id from booking_refunds r where r.id = s.source_id)
      when 'tax_document' then (select t.booking_id from tax_documents t where t.id = s.source_id)
    end
    union all
    select 'transaction', t.id, coalesce(nullif(t.reference, ''), 'Transaction #' || t.id)
    from transactions t where s.source_type = 'transaction' and t.id = s.source_id
    union all
    select 'account', a.id, a.name
    from accounts a where s.source_type = 'opening' and a.id = s.source_id
    union all
    select 'supplier', x.id, x.name
    from supplier_payments p join suppliers x on x.id = p.supplier_id
    where s.source_type = 'supplier_payment' and p.id = s.source_id
  ) d on true`);

type EntryRow = {
  id: number;
  entry_date: string;
  source_type: JournalSource;
  source_id: number;
  memo: string;
  reverses_id: number | null;
  reversed_by_id: number | null;
  user_id: number | null;
  user_name: string | null;
  created_at: Date | string;
  doc_type: JournalDocument['type'] | null;
  doc_id: number | null;
  doc_label: string | null;
};

/** Entries with their lines, in the order given, each with its document. */
async function withLines(db: Db, found: EntryRow[]): Promise<JournalEntry[]> {
  const lines = found.length
    ? await namedRows<{
        id: number;
        entry_id: number;
        account_id: number;
        code: string;
        name: string;
        debit: string;
        credit: string;
        currency: string;
        amount: string;
        rate: string;
      }>(
        db,
        sql`
          select l.id, l.entry_id, l.account_id, a.code, a.name, l.debit::text, l.credit::text,
            l.currency, l.amount::text, l.rate::text
          from journal_lines l join accounts a on a.id = l.account_id
          where l.entry_id = any(${sql.param(found.map((e) => e.id))}::int[])
          order by l.entry_id, l.id`,
      )
    : [];
  return found.map((e) => ({
    id: e.id,
    entry_date: e.entry_date,
    source_type: e.source_type,
    source_id: e.source_id,
    memo: e.memo,
    reverses_id: e.reverses_id,
    reversed_by_id: e.reversed_by_id,
    created_by: e.user_id === null ? null : { id: e.user_id, name: e.user_name ?? '' },
    created_at: new Date(e.created_at).toISOString(),
    document:
      e.doc_type === null || e.doc_id === null
        ? null
        : { type: e.doc_type, id: e.doc_id, label: e.doc_label ?? '' },
    lines: lines
      .filter((l) => l.entry_id === e.id)
      .map((l) => ({
        id: l.id,
        account: { id: l.account_id, code: l.code, name: l.name },
        debit: l.debit,
        credit: l.credit,
        currency: l.currency,
        amount: l.amount,
        rate: l.rate,
      })),
  }));
}

/**
 * The entries of the page's ids (found first by `matching`) with each one's reversal, user and
 * document, newest first: the joins run for the page's rows, not for every match. One text
 * whatever the filters, so it is parsed and planned once per connection (namedRows).
 */
const entriesOf = (db: Db, ids: number[]) =>
  namedRows<EntryRow>(
    db,
    sql`
      select e.id, to_char(e.entry_date, 'YYYY-MM-DD') as entry_date, e.source_type,
        e.source_id, e.memo, e.reverses_id, r.id as reversed_by_id,
        u.id as user_id, u.name as user_name, e.created_at, d.doc_type, d.doc_id, d.doc_label
      from journal_entries e
        left join journal_entries r on r.reverses_id = e.id
        left join users u on u.id = e.created_by
        ${DOCUMENT}
      where e.id = any(${sql.param(ids)}::int[])
      order by e.entry_date desc, e.id desc`,
  );

/**
 * How many entries match. Filtered by an account and dates only (an account's drill-down), from
 * the entries the month and day totals count per account: whole months from the one, the days
 * at the edges from the other. Otherwise the matches counted.
 */
function countEntries(q: LedgerEntriesQuery) {
  if (!q.account_id || q.source_type || q.source_id)
    return sql`select count(*)::int as n from (${matching(q)}) e`;
  const p = periodSpans(q.from ?? null, q.to ?? null);
  const day = sql`t.day`;
  return sql`select (
      coalesce((select sum(m.entries) from ledger_month_totals m
        where m.account_id = ${q.account_id} and ${inSpan(sql`m.month`, p.months)}), 0)
      + coalesce((select sum(t.entries) from ledger_day_totals t
        where t.account_id = ${q.account_id}
          and (${inSpan(day, p.daysAtStart)} or ${inSpan(day, p.daysAtEnd)})), 0)
    )::int as n`;
}

/** Journal entries, newest first, each with its lines, its document and what reversed it. */
export async function listEntries(db: Db, q: LedgerEntriesQuery) {
  const { page, perPage, offset } = resolvePaging(q, PAGE_SIZES.statement);
  const [counted, found] = await Promise.all([
    db.execute<{ n: number }>(countEntries(q)),
    db.execute<{ id: number }>(matching(q, sql`limit ${perPage} offset ${offset}`)),
  ]);
  const ids = found.rows.map((r) => r.id);
  const data = ids.length ? await withLines(db, await entriesOf(db, ids)) : [];
  const total = counted.rows[0]!.n;
  return {
    success: true as const,
    data,
    current_page: page,
    last_page: lastPage(total, perPage),
    total,
    per_page: perPage,
    currency: BASE_CURRENCY,
  };
}

/** One entry by id, or null. */
export async function getEntry(db: Db, id: number): Promise<JournalEntry | null> {
  const [entry] = await withLines(db, await entriesOf(db, [id]));
  return entry ?? null;
}
