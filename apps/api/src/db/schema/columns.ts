// Column blocks and types several tables share. The schema files read drizzle's pg-core as one
// namespace (`pg.varchar`, `pg.index`) rather than each listing the builders it uses.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** created_at and updated_at, both set by the database on insert (updates set updated_at). */
export const timestamps = {
  created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * The closing columns of a record that is switched off rather than deleted once others point
 * at it (users, branches, accounts): is_active, on from the start, then the timestamps.
 */
export const activeRecord = {
  is_active: pg.boolean().notNull().default(true),
  ...timestamps,
};

/** A unique index on `lower(column)`: a code or an email taken whatever its letters' case. */
export const uniqueLower = (name: string, column: AnyPgColumn) =>
  pg.uniqueIndex(name).on(sql`lower(${column})`);

/** Raw bytes (a mail's content, a kept answer): drizzle has no built-in bytea column. */
export const bytea = pg.customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** Money: NUMERIC(14,2), read as its exact decimal string (never a float). */
export const money = () => pg.numeric({ precision: 14, scale: 2 });

/**
 * A foreign key: an integer column pointing at `target`, and what becomes of this row when
 * the target row is deleted. Nullable like any column; chain `.notNull()` for a required one.
 */
export const foreignId = (target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  pg.integer().references(target, { onDelete });

/**
 * The lower-cased text a list's search reads through a trigram index: the record's searched
 * fields joined by chr(31), a character nobody types, so a search never matches across two
 * fields. Nullable fields go in as `coalesce(x, '')`, since one null would null the whole text.
 */
export const searchText = (fields: SQL) => pg.text().generatedAlwaysAs(sql`lower(${fields})`);
