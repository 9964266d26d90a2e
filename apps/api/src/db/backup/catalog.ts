import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../migrate.ts';

/** PostgreSQL's first OID for objects a database makes itself (types, tables...). */
const FIRST_NORMAL_OID = 16384;

export interface TableInfo {
  schema: string;
  name: string;
  partitioned: boolean;
  columns: string[];
  format: 'binary' | 'text';
}

/** A quoted identifier: "schema"."name". */
export const qualified = (schema: string, name: string) => `${quote(schema)}.${quote(name)}`;
export const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;

/** The app's schemas: everything but PostgreSQL's own and drizzle's migration journal. */
const APP_SCHEMA = `n.nspname not in ('information_schema', 'drizzle') and n.nspname not like 'pg\\_%'`;

/**
 * Every table holding the app's rows, parents before the tables that reference them (a
 * reader of the file sees the order a restore would need even with its checks on). Partitions
 * come through their parent; an extension's own tables come back with the extension.
 */
export async function listTables(client: pg.Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{
    oid: number;
    schema: string;
    name: string;
    kind: string;
    columns: string[];
    own_types: boolean;
  }>(`
    select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind,
      array_agg(a.attname::text order by a.attnum) as columns,
      bool_or(a.atttypid::int >= ${FIRST_NORMAL_OID}) as own_types
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = ''
    where c.relkind in ('r', 'p') and not c.relispartition and ${APP_SCHEMA}
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
        and d.objid = c.oid and d.deptype = 'e')
    group by c.oid, n.nspname, c.relname, c.relkind
    order by n.nspname, c.relname`);
  const { rows: refs } = await client.query<{ child: number; parent: number }>(
    `select conrelid::int as child, confrelid::int as parent from pg_constraint
     where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(rows.map((r) => [r.oid, r]));
  const done = new Set<number>();
  const ordered: typeof rows = [];
  const visit = (oid: number, path: Set<number>) => {
    if (done.has(oid) || path.has(oid) || !byOid.has(oid)) return;
    path.add(oid);
    for (const r of refs) if (r.child === oid) visit(r.parent, path);
    done.add(oid);
    ordered.push(byOid.get(oid)!);
  };
  for (const r of rows) visit(r.oid, new Set());
  return ordered.map((r) => ({
    schema: r.schema,
    name: r.name,
    partitioned: r.kind === 'p',
    columns: r.columns,
    // A binary array or record names its element types by OID, which differ between
    // databases for types the database made itself; text is portable for those.
    format: r.own_types ? 'text' : 'binary',
  }));
}

export async function listSequences(client: pg.Client) {
  const { rows } = await client.query<{ schema: string; name: string }>(`
    select n.nspname as schema, c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${APP_SCHEMA} order by 1, 2`);
  return rows;
}

/** The last migration applied, as drizzle records it (created_at is the journal's `when`). */
export async function lastMigration(client: pg.Client) {
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `select hash, created_at::text from drizzle.__drizzle_migrations
     order by created_at desc limit 1`,
  );
  const last = rows[0];
  return last ? { hash: last.hash, createdAt: Number(last.created_at) } : null;
}

/** How many tables of the app's schemas (or drizzle's journal) a database already has. */
export async function countUserTables(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>(`
    select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname <> 'information_schema'
      and n.nspname not like 'pg\\_%'`);
  return rows[0]!.n;
}

/** This app's migrations, in order: tag, drizzle's `when` and the hash drizzle records. */
export function localMigrations() {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((e, i) => ({ tag: e.tag, createdAt: e.when, hash: files[i]!.hash }));
}
