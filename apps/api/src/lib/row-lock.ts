// Locking one row by id inside a transaction: the turn-taking every edit and delete starts with.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { NotFound } from './app-error.ts';

/**
 * The row `id` of `table`, locked FOR UPDATE until the transaction ends, so concurrent edits of
 * it take turns; a missing row is a 404 with `notFound`.
 */
export async function lockRow<T extends PgTable & { id: PgColumn }>(
  tx: DbOrTx,
  table: T,
  id: number,
  notFound: string,
): Promise<T['$inferSelect']> {
  const source: PgTable = table; // drizzle cannot check a generic table's selection
  const [row] = await tx.select().from(source).where(eq(table.id, id)).for('update');
  if (!row) throw new NotFound(notFound);
  return row;
}
