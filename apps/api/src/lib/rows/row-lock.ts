// Locking one row by id inside a transaction: the turn-taking every edit and delete starts with;
// and the edit itself.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../http/app-error.ts';

/**
 * The row `id` of `table`, locked FOR UPDATE until the transaction ends, so concurrent edits of
 * it take turns; a missing row is a 404 with `notFound`. `'no key update'` takes turns the same
 * way but lets rows that refer to it be written meanwhile: a transaction that has already
 * written such rows (their foreign key holds the row FOR KEY SHARE) then locks it without
 * deadlocking another that did the same.
 */
export async function lockRow<T extends PgTable & { id: PgColumn }>(
  tx: DbOrTx,
  table: T,
  id: number,
  notFound: string,
  strength: 'update' | 'no key update' = 'update',
): Promise<T['$inferSelect']> {
  const source: PgTable = table; // drizzle cannot check a generic table's selection
  const [row] = await tx.select().from(source).where(eq(table.id, id)).for(strength);
  if (!row) throw new NotFound(notFound);
  return row;
}

/** An edit of row `id` of `table`: its new `values`, and updated_at stamped by the database. */
export async function updateRow<T extends PgTable & { id: PgColumn; updated_at: PgColumn }>(
  tx: DbOrTx,
  table: T,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<void> {
  const target: PgTable = table; // drizzle cannot check a generic table's statement
  await tx
    .update(target)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(table.id, id));
}
