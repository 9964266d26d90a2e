import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, bookingEndpoints, voucherEndpoints } from '@app/contract';
import { buildApp } from '../../app.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, TEST_PASSWORD_COST } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { createUser, login } from '../../../test/factories.ts';
import { readManifest, readSegment } from './archive.ts';
import { backup } from './dump.ts';
import { LEFT_OUT } from './left-out.ts';
import { restore } from './load.ts';

/**
 * A backup holds the agency's records, not its live logins, counters, replayed answers or the
 * secret that signs links: a stolen backup opens no session and signs no link, and a restored
 * app starts with a new link secret, so no link signed before it opens.
 */
let t: TestContext;
let target: Awaited<ReturnType<typeof createTestDatabase>>;
const dirs: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(path.join(os.tmpdir(), 'travel-left-out-'));
  dirs.push(d);
  return d;
};
const silent = () => {};

const rowsOf = async (db: TestContext['db'], table: string) =>
  Number(
    (await db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  target = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await target?.drop();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('what a backup leaves out', () => {
  it('holds no session, counter, replayed answer or link secret, and a restore starts a new secret', async () => {
    const user = await createUser(t.app, { role: 'admin', password: 'Secret@12345' });
    const token = await login(t.app, user.email, 'Secret@12345');
    // A refused sign-in counts in login_limits; a create with a key keeps its answer.
    const refused = await callEndpoint(t.app, authEndpoints.login, {
      payload: { email: user.email, password: 'Wrong@12345' },
    });
    expect(refused.status).toBe(401);
    const created = await callEndpoint(t.app, bookingEndpoints.create, {
      token,
      headers: { 'idempotency-key': 'left-out-1' },
      payload: {
        guest_name: 'Kept Guest',
        guest_email: 'kept@mail.example',
        sale_amount: '10.00',
        purchase_amount: '5.00',
      },
    });
    expect(created.status).toBe(201);
    const link = await callEndpoint(t.app, voucherEndpoints.previewToken, {
      params: { id: created.ok.data.id },
      token,
    });
    for (const table of LEFT_OUT) expect(await rowsOf(t.db, table), table).toBeGreaterThan(0);

    const out = await tempDir();
    const conn = { url: t.url, source: 'DATABASE_URL' as const, close: async () => {} };
    await backup(conn, t.app.dataDir, out, silent);
    const file = path.join(out, (await readdir(out))[0]!);
    const manifest = await readManifest(file);
    const byName = new Map(manifest.tables.map((e) => [`${e.schema}.${e.name}`, e]));
    for (const table of LEFT_OUT) {
      // The table is named (the restore checks the schema), with no rows in the file.
      expect(byName.get(table)?.rows, table).toBe(0);
      const bytes: Buffer[] = [];
      for await (const chunk of readSegment(file, byName.get(table)!)) bytes.push(chunk as Buffer);
      expect(Buffer.concat(bytes).includes(t.app.secret)).toBe(false);
    }
    expect(byName.get('public.bookings')?.rows).toBeGreaterThan(0);

    // Into a fresh database (migrated, never used: no connection open, so force may empty it).
    await restore(
      { url: target.url, source: 'DATABASE_URL', close: async () => {} },
      { file, manifest, dataDir: await tempDir(), force: true, log: silent },
    );
    for (const table of LEFT_OUT) expect(await rowsOf(target.db, table), table).toBe(0);
    expect(await rowsOf(target.db, 'bookings')).toBe(await rowsOf(t.db, 'bookings'));

    const app = await buildApp({
      db: target.db,
      passwordCost: TEST_PASSWORD_COST,
      dataDir: await tempDir(),
    });
    await app.ready();
    try {
      // A new link secret, and the old session and link open nothing.
      expect(app.secret.length).toBe(32);
      expect(app.secret.equals(t.app.secret)).toBe(false);
      expect((await callEndpoint(app, authEndpoints.me, { token })).status).toBe(401);
      const preview = await app.inject({ method: 'GET', url: link.ok.data.url });
      expect(preview.statusCode).toBe(401);
      // The records are all there: the user signs in again and reads the file.
      const again = await login(app, user.email, 'Secret@12345');
      const read = await callEndpoint(app, bookingEndpoints.get, {
        params: { id: created.ok.data.id },
        token: again,
      });
      expect(read.ok.data.guest_name).toBe('Kept Guest');
    } finally {
      await app.close();
    }
  }, 120_000);
});
