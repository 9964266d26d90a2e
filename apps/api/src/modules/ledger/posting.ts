// The one way money reaches the books: a balanced journal entry, posted inside the caller's
// database transaction (decision 042). The database checks the same rules again at commit
// (migration 0036), so no other path can leave an entry unbalanced or change a posted one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JournalSource, Money, SystemAccount } from '@app/contract';
import { BASE_CURRENCY, money, toMoney } from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accounts, journalEntries, journalLines } from '../../db/schema/index.ts';

/**
 * The document a line came from: its currency, its amount in that currency and the rate that
 * made the base amount (amount × rate, half-up). Left out for a base-currency document.
 */
export interface LineDocument {
  currency: string;
  amount: Money;
  rate: string;
}

/** One side of one account, in base currency, with the document's figures when not INR. */
export type PostingLine = (
  | { account_id: number; debit: Money; credit?: undefined }
  | { account_id: number; credit: Money; debit?: undefined }
) & { document?: LineDocument };

export interface Posting {
  date: string;
  source: JournalSource;
  sourceId: number;
  memo: string;
  /** Who caused it; null for what the system posts itself. */
  userId: number | null;
  /** The entry this one undoes (a reversal). */
  reverses?: number;
  lines: PostingLine[];
}

/** A programming error, never a user's: the caller built lines that cannot post. */
export class UnbalancedEntry extends Error {}

/** Post one entry and its lines; returns the entry's id. */
export async function postEntry(tx: Tx, p: Posting): Promise<number> {
  const lines = p.lines.map((l) => ({
    account_id: l.account_id,
    debit: toMoney(l.debit ?? 0),
    credit: toMoney(l.credit ?? 0),
    document: l.document,
  }));
  const dr = lines.reduce((s, l) => s.plus(l.debit), money(0));
  const cr = lines.reduce((s, l) => s.plus(l.credit), money(0));
  if (lines.length < 2 || !dr.eq(cr) || lines.some((l) => money(l.debit).plus(l.credit).lte(0)))
    throw new UnbalancedEntry(
      `${p.source} ${p.sourceId}: debits ${toMoney(dr)}, credits ${toMoney(cr)}`,
    );
  // The entry and its lines in one statement: a posting's lines move the per-account month
  // totals (migration 0036), rows every posting of that account and month waits on until commit,
  // so each round trip saved inside a paying transaction is one less that others wait through.
  const values = sql.join(
    lines.map((l) => {
      const d = l.document;
      const amount = d ? d.amount : toMoney(money(l.debit).plus(l.credit));
      return sql`(${l.account_id}::int, ${l.debit}::numeric, ${l.credit}::numeric, ${d?.currency ?? BASE_CURRENCY}::char(3), ${amount}::numeric, ${d?.rate ?? '1'}::numeric)`;
    }),
    sql`, `,
  );
  const { rows } = await tx.execute<{ id: number }>(sql`
    with entry as (
      insert into ${journalEntries} (entry_date, source_type, source_id, memo, created_by, reverses_id)
      values (${p.date}::date, ${p.source}, ${p.sourceId}::int, ${p.memo}, ${p.userId}::int, ${p.reverses ?? null}::int)
      returning id, entry_date
    ), lines as (
      insert into ${journalLines} (entry_id, entry_date, account_id, debit, credit, currency, amount, rate)
      select entry.id, entry.entry_date, l.* from entry,
        (values ${values}) as l(account_id, debit, credit, currency, amount, rate)
    )
    select id from entry`);
  return rows[0]!.id;
}

/**
 * The month totals of what this transaction has posted, added now instead of at its commit
 * (migration 0042), for a write that answers with a balance it has just moved (an account's
 * opening balance). From here to the commit each line adds as it is inserted.
 */
export async function monthTotalsNow(tx: Tx) {
  await tx.execute(sql`set constraints journal_lines_month_totals immediate`);
}

/** The entry posted for a record (the latest, if it posted more than one). */
export async function entryOf(tx: Tx, source: JournalSource, sourceId: number) {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.source_type, source), eq(journalEntries.source_id, sourceId)))
    .orderBy(sql`${journalEntries.id} desc`)
    .limit(1);
  return row?.id ?? null;
}

/** Undo entry `id` with its lines' sides swapped, linked to it; returns the new entry's id. */
export async function reverseEntry(
  tx: Tx,
  id: number,
  p: Omit<Posting, 'lines' | 'reverses'>,
): Promise<number> {
  const lines = await tx
    .select({
      account_id: journalLines.account_id,
      debit: journalLines.debit,
      credit: journalLines.credit,
      currency: journalLines.currency,
      amount: journalLines.amount,
      rate: journalLines.rate,
    })
    .from(journalLines)
    .where(eq(journalLines.entry_id, id))
    .orderBy(journalLines.id);
  return postEntry(tx, {
    ...p,
    reverses: id,
    lines: lines.map((l): PostingLine => {
      const document = { currency: l.currency, amount: l.amount, rate: l.rate };
      return money(l.debit).gt(0)
        ? { account_id: l.account_id, credit: l.debit, document }
        : { account_id: l.account_id, debit: l.credit, document };
    }),
  });
}

/** The ids of some of the books' own accounts (made by migration 0036) as one json value. */
export const systemAccountsSql = (keys: readonly SystemAccount[]) =>
  sql<
    Partial<Record<SystemAccount, number>>
  >`(select json_object_agg(${accounts.system_key}, ${accounts.id})
    from ${accounts} where ${inArray(accounts.system_key, [...keys])})`;

/** The id of `key` in systemAccountsSql's answer. */
export function systemAccountIn(
  found: Partial<Record<SystemAccount, number>> | null,
  key: SystemAccount,
) {
  const id = found?.[key];
  if (id === undefined)
    throw new Error(`The system account ${key} is missing: run the migrations.`);
  return id;
}

/** The id of one of the accounts the books keep for themselves. */
export async function systemAccount(tx: DbOrTx, key: SystemAccount): Promise<number> {
  const { rows } = await tx.execute<{ found: Partial<Record<SystemAccount, number>> | null }>(
    sql`select ${systemAccountsSql([key])} as found`,
  );
  return systemAccountIn(rows[0]?.found ?? null, key);
}
