// The lock date (decision 043): nothing dated on or before it posts, changes or is voided. The
// app refuses with the field's 422; a trigger on
// journal_entries (migration 0038) refuses an entry in a locked period whatever the code does.
import { eq, sql } from 'drizzle-orm';
import type { LockDate } from '@app/contract';
import { LEDGER_SERVER, todayIn } from '@app/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { booksSettings, users } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent } from '../../lib/audit/audit.ts';

/** The lock date and who set it; the row is missing only after a bench truncate (no lock). */
export async function readLockDate(db: Db | Tx): Promise<LockDate> {
  const [row] = await db
    .select({
      lock_date: booksSettings.lock_date,
      updated_at: sql<
        string | null
      >`to_char(${booksSettings.updated_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      by_id: users.id,
      by_name: users.name,
    })
    .from(booksSettings)
    .leftJoin(users, eq(users.id, booksSettings.updated_by))
    .where(eq(booksSettings.id, 1));
  return {
    lock_date: row?.lock_date ?? null,
    updated_by: row?.by_id ? { id: row.by_id, name: row.by_name! } : null,
    updated_at: row?.updated_at ?? null,
  };
}

/**
 * Takes the books' side of the lock date before a write reads it: the ROW EXCLUSIVE lock on
 * journal_entries (which any posting takes anyway, and which does not wait on other postings)
 * makes a lock date being set wait for this write, or this write's later reads see it once it is
 * set, so the check and the trigger never disagree. Inside the write's transaction.
 */
export const lockBooks = (tx: DbOrTx) =>
  tx.execute(sql`lock table journal_entries in row exclusive mode`);

/** The lock date as a value in a statement ('YYYY-MM-DD' or null), read after lockBooks. */
export const lockDateSql = sql<
  string | null
>`(select ${booksSettings.lock_date}::text from ${booksSettings} where ${booksSettings.id} = 1)`;

/** Refuse (422 on `field`) a write of something dated `date` on or before `lock`. */
export function refuseLocked(lock: string | null, date: string, field: string) {
  if (lock && date <= lock) throw fieldError(field, LEDGER_SERVER.locked(lock));
}

/** Refuse (422 on `field`) a write of something dated `date` on or before the lock date. */
export async function assertOpen(tx: Tx, date: string, field: string) {
  await lockBooks(tx);
  const { rows } = await tx.execute<{ lock: string | null }>(sql`select ${lockDateSql} as lock`);
  refuseLocked(rows[0]?.lock ?? null, date, field);
}

/**
 * Set (or clear, with null) the lock date: before today only. The SHARE lock on journal_entries
 * waits for postings in flight and holds new ones until this commits (see assertOpen).
 */
export async function setLockDate(
  db: Db,
  actor: Actor,
  lockDate: string | null,
  timeZone: string,
): Promise<LockDate> {
  if (lockDate && lockDate >= todayIn(timeZone))
    throw fieldError('lock_date', LEDGER_SERVER.lockDateNotPast);
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table journal_entries in share mode`);
    const before = (await readLockDate(tx)).lock_date;
    const values = { lock_date: lockDate, updated_by: actor.userId, updated_at: sql`now()` };
    await tx
      .insert(booksSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: booksSettings.id, set: values });
    // Who closed or reopened a period, and from what to what (decision 042's audit trail).
    await recordEvent(tx, actor, {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      record_label: 'Lock date',
      changes: diffFields({ lock_date: before }, { lock_date: lockDate }, ['lock_date']),
    });
  });
  return readLockDate(db);
}
