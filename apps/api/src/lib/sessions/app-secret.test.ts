import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { buildApp } from '../../app.ts';
import { keptSecret } from './app-secret.ts';
import { signToken, verifyToken } from './signed-token.ts';

/** The preview-link secret of the embedded default lives in the database. */
let t: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());
afterEach(async () => {
  await t.db.execute(sql`delete from app_secrets`);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the secret kept in the database', () => {
  it('is made once, whichever of several starting processes comes first', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'travel-secret-'));
    const secrets = await Promise.all(Array.from({ length: 5 }, () => keptSecret(t.db, dir)));
    expect(secrets[0]!.length).toBe(32);
    for (const s of secrets) expect(s.equals(secrets[0]!)).toBe(true);
    expect((await keptSecret(t.db, dir)).equals(secrets[0]!)).toBe(true); // and kept
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from app_secrets`);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('adopts DATA_DIR/app-secret, so links signed before the upgrade still open', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'travel-secret-'));
    const old = randomBytes(32);
    const file = path.join(dir, 'app-secret');
    await writeFile(file, `${old.toString('hex')}\n`, { mode: 0o600 });
    const iat = Math.floor(Date.now() / 1000);
    const link = signToken(old, { purpose: 'voucher-preview', id: 7, iat, exp: iat + 300 });

    const app = await buildApp({ db: t.db, dataDir: dir });
    try {
      expect(app.secret.equals(old)).toBe(true);
      const check = { purpose: 'voucher-preview', id: 7, maxSeconds: 300 };
      expect(verifyToken(app.secret, link, check)).not.toBeNull();
    } finally {
      await app.close();
    }
    expect(existsSync(file)).toBe(false); // one place for it now: the database
    const again = await buildApp({ db: t.db, dataDir: dir }); // the next start
    try {
      expect(again.secret.equals(old)).toBe(true);
    } finally {
      await again.close();
    }
  });
});

describe('APP_SECRET', () => {
  it('is required to start with DATABASE_URL: one clear line and exit 1', async () => {
    const server = path.resolve(import.meta.dirname, '../../server.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        APP_SECRET: '',
        DATA_DIR: path.join(os.tmpdir(), 'travel-never-made'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Invalid environment:\n  APP_SECRET is required when DATABASE_URL is set: every API process on the database must sign links with the same secret (for example: openssl rand -hex 32)\n',
    );
  }, 30_000);
});
