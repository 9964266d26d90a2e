import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

const drizzleDir = path.resolve(import.meta.dirname, '../drizzle');

/**
 * A copy of the migrations folder that stops just before `tag`: an upgrade test migrates a
 * fresh database with it, writes rows in the old schema, then runs every migration from `tag`.
 */
export async function migrationsBefore(tag: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(
    await readFile(path.join(drizzleDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, stop);
  for (const e of entries)
    await copyFile(path.join(drizzleDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}
