import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

/**
 * Where uploaded files are kept, by the path the server chose for them (lib/files/storage.ts checks
 * paths and contents; a store only keeps bytes). The default and only one today is the
 * database (table stored_files), so every API process serves every file and a backup of the
 * database holds them (docs/decisions/023-state-in-postgresql.md); object storage could stand
 * behind this too.
 */
export interface FileStore {
  put(path: string, body: Buffer): Promise<void>;
  /** The bytes, or null when nothing is kept under that path. */
  get(path: string): Promise<Buffer | null>;
  remove(path: string): Promise<void>;
}

export function databaseFiles(db: DbOrTx): FileStore {
  return {
    async put(p, body) {
      await db.insert(storedFiles).values({ path: p, body });
    },
    async get(p) {
      const [row] = await db
        .select({ body: storedFiles.body })
        .from(storedFiles)
        .where(eq(storedFiles.path, p));
      return row?.body ?? null;
    },
    async remove(p) {
      await db.delete(storedFiles).where(eq(storedFiles.path, p));
    },
  };
}

/**
 * Files uploaded before uploads lived in the database lie in DATA_DIR/uploads/<folder>/<name>. On
 * start each one whose path the server could have chosen is copied into the database (kept if a
 * process starting alongside copied it first) and then deleted from the disk, so a restart finds
 * nothing left to do. Anything else there is left alone: the server never served it. Returns the
 * number of files moved.
 */
export async function importDiskUploads(
  db: DbOrTx,
  dataDir: string,
  isStoredPath: (rel: string) => boolean,
): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  let moved = 0;
  for (const folder of folders.filter((d) => d.isDirectory())) {
    const dir = path.join(root, folder.name);
    for (const name of await readdir(dir)) {
      const rel = `${folder.name}/${name}`;
      if (!isStoredPath(rel)) continue;
      const body = await readFile(path.join(dir, name));
      await db
        .insert(storedFiles)
        .values({ path: rel, body })
        .onConflictDoNothing({ target: storedFiles.path });
      await rm(path.join(dir, name), { force: true });
      moved++;
    }
    await rmdir(dir).catch(() => {}); // only when empty
  }
  await rmdir(root).catch(() => {});
  return moved;
}
