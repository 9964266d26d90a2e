import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Manifest, SequenceEntry, TableEntry, UploadEntry } from './archive.ts';
import { ArchiveWriter, BackupRefused } from './archive.ts';
import {
  lastMigration,
  listSequences,
  listTables,
  localMigrations,
  qualified,
  quote,
} from './catalog.ts';
import { isLeftOut, LEFT_OUT } from './left-out.ts';
import type { Connection } from './target.ts';

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

const stamp = (d: Date) => d.toISOString().replace(/:/g, '-').replace('.', '-');

/**
 * Uploaded files still on disk (DATA_DIR/uploads), relative to it. Listed after the database
 * snapshot is taken: a file is written before the row naming it commits, so every file the
 * snapshot names is here.
 */
async function uploadFiles(dir: string) {
  const names = await readdir(dir, { recursive: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [] as string[];
    throw e;
  });
  const files: string[] = [];
  for (const name of names.sort()) {
    const s = await stat(path.join(dir, name)).catch(() => null); // removed meanwhile
    if (s?.isFile()) files.push(name.split(path.sep).join('/'));
  }
  return files;
}

/**
 * One consistent backup while the app keeps writing: a REPEATABLE READ, READ ONLY transaction
 * sees one snapshot for every table (as pg_dump does), and COPY TO reads each table in it.
 */
export async function backup(
  conn: Connection,
  dataDir: string,
  outDir: string,
  log: (m: string) => void,
) {
  await mkdir(outDir, { recursive: true });
  const createdAt = new Date();
  const file = path.resolve(outDir, `travel-${stamp(createdAt)}.backup`);
  const client = new pg.Client({ connectionString: conn.url });
  await client.connect();
  const writer = await ArchiveWriter.create(file);
  try {
    await client.query('begin isolation level repeatable read read only');
    const migration = await lastMigration(client).catch(() => null);
    if (!migration)
      throw new BackupRefused(
        'The database has no migrations applied: there is nothing to back up.',
      );
    const local = localMigrations().find((m) => m.createdAt === migration.createdAt);
    const server = (await client.query<{ v: string }>('select version() as v')).rows[0]!.v;

    const tables: TableEntry[] = [];
    for (const t of await listTables(client)) {
      const cols = t.columns.map(quote).join(', ');
      // Sessions, counters, replayed answers and the link secret: the table, not its rows.
      const from = isLeftOut(t)
        ? `(select ${cols} from ${qualified(t.schema, t.name)} limit 0)`
        : t.partitioned
          ? `(select ${cols} from ${qualified(t.schema, t.name)})`
          : `${qualified(t.schema, t.name)} (${cols})`;
      const stream = client.query(copyTo(`copy ${from} to stdout (format ${t.format})`));
      const seg = await writer.segment(stream);
      tables.push({
        schema: t.schema,
        name: t.name,
        columns: t.columns,
        format: t.format,
        rows: stream.rowCount,
        ...seg,
      });
    }
    const sequences: SequenceEntry[] = [];
    for (const s of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${qualified(s.schema, s.name)}`,
      );
      sequences.push({ ...s, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    const uploadsDir = path.join(dataDir, 'uploads');
    const uploads: UploadEntry[] = [];
    for (const rel of await uploadFiles(uploadsDir)) {
      const abs = path.join(uploadsDir, rel);
      const found = await stat(abs).catch(() => null); // replaced (and removed) meanwhile
      if (!found) continue;
      uploads.push({
        path: rel,
        bytes: found.size,
        ...(await writer.segment(createReadStream(abs))),
      });
    }
    await client.query('commit');

    const manifest: Manifest = {
      format: 'travel-backoffice-backup',
      formatVersion: 1,
      createdAt: createdAt.toISOString(),
      source: conn.source,
      server,
      migration: { tag: local?.tag ?? `unknown (${migration.createdAt})`, ...migration },
      tables,
      sequences,
      uploads,
    };
    await writer.finish(manifest);
    const { size } = await stat(file);
    const rows = tables.reduce((n, t) => n + t.rows, 0);
    log(
      `Backed up ${tables.length} tables (${rows} rows), ${sequences.length} sequences and ${uploads.length} uploaded files at migration ${manifest.migration.tag} to ${file} (${size} bytes); left out the rows of ${LEFT_OUT.join(', ')} (sessions, counters, replayed answers and the link secret)`,
    );
    return { file, manifest, bytes: size } satisfies BackupResult;
  } catch (e) {
    await writer.abandon();
    throw e;
  } finally {
    await client.end();
  }
}
