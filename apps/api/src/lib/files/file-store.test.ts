import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { TEST_PASSWORD_COST } from '../../../test/app.ts';
import { signIn } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';

/**
 * Uploads live in the database. Files an older version left in DATA_DIR/uploads
 * move there when the app starts, and download as before.
 */
let t: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'travel-uploads-'));
});
afterAll(async () => {
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 3),
]);

describe('uploads left on disk by an older version', () => {
  it('move into the database on start and download as before; anything else stays', async () => {
    const folder = path.join(dir, 'uploads', 'transactions');
    await mkdir(folder, { recursive: true });
    const rel = `transactions/${randomUUID()}.png`;
    await writeFile(path.join(dir, 'uploads', rel), PNG, { mode: 0o600 });
    const stray = path.join(folder, 'notes.txt'); // never a name the server chose
    await writeFile(stray, 'not an upload');

    const app = await buildApp({ db: t.db, dataDir: dir, passwordCost: TEST_PASSWORD_COST });
    try {
      expect(existsSync(path.join(dir, 'uploads', rel))).toBe(false);
      expect(existsSync(stray)).toBe(true);
      const { token } = await signIn(app, { role: 'staff', permissions: ['view_transactions'] });
      const res = await app.inject({
        method: 'GET',
        url: `/api/storage/${rel}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.rawPayload.equals(PNG)).toBe(true);
      const strayRes = await app.inject({
        method: 'GET',
        url: '/api/storage/transactions/notes.txt',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(strayRes.statusCode).toBe(404);
    } finally {
      await app.close();
    }
    // The next start has nothing left to move, and the file is still there.
    const again = await buildApp({ db: t.db, dataDir: dir, passwordCost: TEST_PASSWORD_COST });
    try {
      expect(await again.files.get(rel)).toEqual(PNG);
    } finally {
      await again.close();
    }
  });
});
