import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';

const NAME = 'tokens';

/**
 * The secret that signs preview links when APP_SECRET is not set (the embedded default): kept
 * in the database, made once by whichever process starts first, so every process signs and
 * checks with the same one (docs/decisions/023-state-in-postgresql.md). Older versions kept it
 * in DATA_DIR/app-secret: that value is adopted, so links already handed out keep working, and
 * the file is deleted once the database holds the secret.
 */
export async function keptSecret(db: Db, dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'app-secret');
  const old = await readFile(file, 'utf8').then(
    (hex) => Buffer.from(hex.trim(), 'hex'),
    () => null,
  );
  const candidate = old && old.length >= 32 ? old : randomBytes(32);
  // A process starting alongside may insert first: then its secret is the one kept.
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: candidate })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, NAME));
  if (old) await rm(file, { force: true });
  return row!.value;
}
