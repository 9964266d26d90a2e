// A picker's options (an account, a branch, a category on a form): the records still in use.
import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';

/** The active rows of `table` (is_active) that `also` keeps, as `fields`, in `order`'s order. */
export const activeOptions =
  <F extends SelectedFields>(
    table: PgTable & { is_active: PgColumn },
    fields: F,
    order: PgColumn,
    also?: SQL,
  ) =>
  async (db: Db) => {
    const source: PgTable = table; // drizzle cannot check a generic table's selection
    const rows = await db
      .select(fields)
      .from(source)
      .where(and(eq(table.is_active, true), also))
      .orderBy(asc(order));
    // Nor type a generic selection's rows: they are `fields`' values, as for a named table.
    return rows as SelectResultFields<F>[];
  };
