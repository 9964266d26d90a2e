// Deleting a record that others point at only while none does (accounts, agents, bookings,
// branches, categories, drivers).
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { Conflict } from '../http/app-error.ts';
import { recordEvent, SYSTEM_ACTOR } from '../audit/audit.ts';
import type { AuditRef } from '../audit/audit.ts';
import { isForeignKeyViolation } from './pg-errors.ts';
import { lockRow } from './row-lock.ts';

export interface UnusedDelete<T extends PgTable & { id: PgColumn }> {
  table: T;
  /** The 404 message when the row does not exist. */
  notFound: string;
  /**
   * What refuses the delete, answered 409 with `message`: a row in any of the columns `by`
   * (columns of other tables that point at the row); with `restricted`, also a RESTRICT foreign
   * key refusing it, for references not counted in `by` (an agent's enquiries and bookings) or
   * one that raced in.
   */
  inUse: { by: readonly PgColumn[]; restricted?: boolean; message: string };
  /** The audit event's record (the module's `xEvent`). */
  event: (row: T['$inferSelect']) => AuditRef;
}

/**
 * A record's delete: row `id` goes unless a row still points at it, and the delete is recorded.
 * The row is locked first, so nothing can start to point at it between the check and the delete.
 */
export const deleteUnused =
  <T extends PgTable & { id: PgColumn }>(spec: UnusedDelete<T>) =>
  async (db: Db, id: number, actor = SYSTEM_ACTOR) => {
    const { table, notFound, inUse, event } = spec;
    try {
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, table, id, notFound);
        for (const column of inUse.by) {
          if ((await tx.$count(column.table, eq(column, id))) > 0)
            throw new Conflict(inUse.message);
        }
        const target: PgTable = table; // drizzle cannot check a generic table's statement
        await tx.delete(target).where(eq(table.id, id));
        await recordEvent(tx, actor, { action: 'delete', ...event(row) });
      });
    } catch (e) {
      if (inUse.restricted && isForeignKeyViolation(e)) throw new Conflict(inUse.message);
      throw e;
    }
  };
