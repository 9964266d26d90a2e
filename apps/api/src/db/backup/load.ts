import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import type { Manifest } from './archive.ts';
import { BackupRefused, readSegment } from './archive.ts';
import { countUserTables, listTables, localMigrations, qualified, quote } from './catalog.ts';
import { isLeftOut } from './left-out.ts';
import type { Connection } from './target.ts';

export interface RestoreOptions {
  file: string;
  manifest: Manifest;
  dataDir: string;
  force: boolean;
  log: (m: string) => void;
}

/** A path inside DATA_DIR/uploads: plain names, no `..`, nothing absolute. */
const SAFE_UPLOAD = /^(?!.*(^|\/)\.\.?(\/|$))[\w.-]+(\/[\w.-]+)*$/;

/** The backup's migration must be one of this app's, the same file: its schema is built from it. */
function checkMigration(manifest: Manifest) {
  const local = localMigrations();
  const same = local.find((m) => m.createdAt === manifest.migration.createdAt);
  if (!same)
    throw new BackupRefused(
      `This backup was made at migration ${manifest.migration.tag}, which this version of the app does not have (its last is ${local.at(-1)?.tag}). Restore it with the version of the app that made it, or a newer one.`,
    );
  if (same.hash !== manifest.migration.hash)
    throw new BackupRefused(
      `Migration ${same.tag} of this app differs from the one the backup was made with: restore it with the version of the app that made it.`,
    );
}

const hasFiles = async (dir: string) =>
  (await readdir(dir, { recursive: true }).catch(() => [])).length > 0;

/**
 * Into an empty database (or, with force, one emptied first), all in one transaction: the
 * schema up to the backup's migration, every table's rows by COPY FROM with triggers off
 * (the rows are already what the triggers would have made, and the order needs no checks),
 * every sequence where it was, then the manifest's counts checked. Anything wrong rolls it
 * all back; the app's own start then applies any newer migrations.
 */
export async function restore(conn: Connection, o: RestoreOptions) {
  const { manifest, file, log } = o;
  const uploadsDir = path.join(o.dataDir, 'uploads');
  const client = new pg.Client({ connectionString: conn.url });
  await client.connect();
  let wroteUploads = false;
  try {
    const tables = await countUserTables(client);
    const files = await hasFiles(uploadsDir);
    const where = conn.source === 'embedded' ? o.dataDir : 'the database at DATABASE_URL';
    if ((tables > 0 || files) && !o.force)
      throw new BackupRefused(
        `${where} is not empty (${tables} tables${files ? `, files in ${uploadsDir}` : ''}). A restore replaces everything in it: run again with --force to do that.`,
      );
    if (o.force) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database()
         and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      if (rows[0]!.n > 0)
        throw new BackupRefused(
          `${rows[0]!.n} other connections are open to the database: stop the app (every process) before restoring over it.`,
        );
    }
    checkMigration(manifest);
    const db = drizzle(client);
    await db.transaction(async (tx) => {
      if (o.force) {
        const schemas = new Set(['drizzle', 'public', ...manifest.tables.map((t) => t.schema)]);
        for (const s of schemas)
          await tx.execute(sql.raw(`drop schema if exists ${quote(s)} cascade`));
        await tx.execute(sql`create schema public`);
        const left = await countUserTables(client);
        if (left > 0)
          throw new BackupRefused(`${left} tables in other schemas remain; nothing was restored.`);
      }
      // drizzle(client) has no schema of ours; applyMigrations only runs SQL through it.
      await applyMigrations(tx as unknown as Tx, manifest.migration.createdAt);
      await tx.execute(sql`set local session_replication_role = replica`);

      const made = (await listTables(client)).map((t) => `${t.schema}.${t.name}`).sort();
      const wanted = manifest.tables.map((t) => `${t.schema}.${t.name}`).sort();
      if (made.join() !== wanted.join()) {
        const extra = made.filter((t) => !wanted.includes(t)).join(', ') || 'none';
        const missing = wanted.filter((t) => !made.includes(t)).join(', ') || 'none';
        throw new BackupRefused(
          `The migrations made other tables than the backup holds (not in the backup: ${extra}; not made: ${missing}); nothing was restored.`,
        );
      }
      // Migrations insert rows of their own (counters, settings): the backup's replace them.
      const names = manifest.tables.map((t) => qualified(t.schema, t.name));
      if (names.length) await tx.execute(sql.raw(`truncate ${names.join(', ')}`));
      for (const t of manifest.tables) {
        const cols = t.columns.map(quote).join(', ');
        const copy = client.query(
          copyFrom(`copy ${qualified(t.schema, t.name)} (${cols}) from stdin (format ${t.format})`),
        );
        await pipeline(readSegment(file, t), copy);
        if (copy.rowCount !== t.rows)
          throw new BackupRefused(
            `${t.schema}.${t.name}: ${copy.rowCount} rows read, the manifest says ${t.rows}; nothing was restored.`,
          );
      }
      for (const s of manifest.sequences)
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          qualified(s.schema, s.name),
          s.lastValue,
          s.isCalled,
        ]);
      for (const t of manifest.tables) {
        const { rows } = await client.query<{ n: string }>(
          `select count(*)::text as n from ${qualified(t.schema, t.name)}`,
        );
        if (Number(rows[0]!.n) !== t.rows)
          throw new BackupRefused(
            `${t.schema}.${t.name} holds ${rows[0]!.n} rows after the restore, the manifest says ${t.rows}; nothing was restored.`,
          );
      }
      // A backup made before these were left out still holds them: no session, counter or
      // replayed answer comes back, and the app makes a new link secret at its next start.
      for (const t of manifest.tables.filter(isLeftOut))
        await client.query(`delete from ${qualified(t.schema, t.name)}`);
      // Files last, still inside the transaction: if one cannot be written, no row is kept.
      if (o.force) await rm(uploadsDir, { recursive: true, force: true });
      wroteUploads = true;
      for (const u of manifest.uploads) {
        if (!SAFE_UPLOAD.test(u.path))
          throw new BackupRefused(
            `The backup names an upload outside the uploads folder (${u.path}); nothing was restored.`,
          );
        const abs = path.join(uploadsDir, u.path);
        await mkdir(path.dirname(abs), { recursive: true });
        await pipeline(readSegment(file, u), createWriteStream(abs, { mode: 0o600 }));
      }
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    log(
      `Restored ${manifest.tables.length} tables (${rows} rows, counts checked against the manifest), ${manifest.sequences.length} sequences and ${manifest.uploads.length} uploaded files from a backup of ${manifest.createdAt} at migration ${manifest.migration.tag}.`,
    );
  } catch (e) {
    // The folder was empty (or given up with --force): leave no half of the backup's files.
    if (wroteUploads) await rm(uploadsDir, { recursive: true, force: true });
    throw e;
  } finally {
    await client.end();
  }
}
