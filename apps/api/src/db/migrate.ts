import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

/** apps/api/drizzle, found from this file whether it runs as source (src/db) or bundled (dist). */
function findMigrations() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('The drizzle migrations folder was not found');
    dir = up;
  }
  return path.join(dir, 'drizzle');
}
const migrationsFolder = findMigrations();

/** Apply committed migrations; an advisory lock keeps two starting apps from racing. */
export async function runMigrations(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await migrate(tx as unknown as Db, { migrationsFolder });
  });
}
