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

/**
 * A phone number as digits only, so "98765 43210", "+91 98765 43210" and "098765-43210" read
 * alike: a leading country code written apart ("+91 ", "00971-") is dropped, then every
 * non-digit, then leading zeros (a trunk 0). Indexed as it is and reversed (the number's start
 * and its end, by btree: a fragment of digits never walks a trigram list every number shares).
 * The search matches it with the same steps in TypeScript (modules/search/search-terms.ts).
 */
export const phoneDigits = (phone: SQL | AnyPgColumn) =>
  sql`ltrim(regexp_replace(regexp_replace(coalesce(${phone}, ''), '^[\\s(]*(\\+|00)\\s*\\d{1,3}[^0-9]+', ''), '[^0-9]+', '', 'g'), '0')`;

/** A btree on `reverse(x)`: a number or reference found by its last characters. */
export const reversedText = (x: SQL | AnyPgColumn) => sql`reverse(lower(${x})) text_pattern_ops`;

/** A code as letters and digits only, lower-cased: "EK 500", "ek-500" and "EK500" read alike. */
export const compactCode = (code: SQL | AnyPgColumn) =>
  sql`lower(regexp_replace(${code}, '[^a-zA-Z0-9]+', '', 'g'))`;
