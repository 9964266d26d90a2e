import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  transactionEndpoints,
  todayIn,
} from '@app/contract';
import { TEST_PASSWORD_COST } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  login,
  transactionValues,
} from '../../../test/factories.ts';
import { createDb } from '../client.ts';
import { startEmbedded } from '../embedded.ts';
import type { EmbeddedServer } from '../embedded.ts';
import { runMigrations } from '../migrate.ts';
import { DEMO_LOGINS, seedDemo } from '../../seed/index.ts';
import { readManifest } from './archive.ts';
import { countUserTables } from './catalog.ts';
import { LEFT_OUT } from './left-out.ts';

/**
 * A backup counts once a restore from it has been tested. The demo data plus
 * a booking with payments and a transaction with an attachment are backed up from the
 * database at DATABASE_URL, restored into a fresh DATA_DIR (the embedded server, created by
 * the restore), and an app started on it shows the same records, balances and bytes. That
 * DATA_DIR is then backed up while its server runs, and restored into an empty database.
 */
const cli = path.resolve(import.meta.dirname, 'cli.ts');
const TZ = 'Asia/Kolkata';
const admin = DEMO_LOGINS.find((d) => d.role === 'admin')!;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(4000),
]);

function run(args: string[], env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const { DATABASE_URL: _drop, ...base } = process.env;
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...base, ...env, APP_SECRET: randomBytes(32).toString('hex') },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const adminUrl = () => inject('adminUrl');
const dbUrl = (name: string) =>
  Object.assign(new URL(adminUrl()), { pathname: `/${name}` }).toString();
const made: string[] = [];
async function createDatabase(template?: string) {
  const name = `travel_bk_${randomBytes(5).toString('hex')}`;
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await c.end();
  made.push(name);
  return dbUrl(name);
}

async function tableCounts(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ t: string }>(
      `select table_schema || '.' || table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema = 'public' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { t } of rows)
      counts[t] = Number((await c.query(`select count(*) from ${t}`)).rows[0].count);
    return { counts, tables: await countUserTables(c) };
  } finally {
    await c.end();
  }
}

const dirs: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(path.join(os.tmpdir(), 'travel-backup-test-'));
  dirs.push(d);
  return d;
};

let src: { app: App; url: string; dataDir: string; close: () => Promise<void> };
let restored: { app: App; server: EmbeddedServer; close: () => Promise<void> } | null = null;
let outDir: string;
let backupFile: string;
let token: string;
const seen = new Map<string, unknown>();
let attachmentUrl: string;
/** What the app shows, read the same way before the backup and after the restore. */
/** Reads whose parsed answers must match after the restore, named by what they show. */
const PAGES: [string, (app: App, token: string) => Promise<{ status: number; body: unknown }>][] =
  [];

async function openApp(url: string, dataDir: string) {
  const { db, pool } = createDb(url, 5);
  await runMigrations(db);
  const app = await buildApp({ db, passwordCost: TEST_PASSWORD_COST, dataDir });
  await app.ready();
  return { app, close: async () => (await app.close(), await pool.end()) };
}

beforeAll(async () => {
  const url = await createDatabase(inject('templateName'));
  const dataDir = await tempDir();
  const opened = await openApp(url, dataDir);
  src = { ...opened, url, dataDir };
  expect(await seedDemo(src.app.db, TEST_PASSWORD_COST, TZ)).toBe(true);
  token = await login(src.app, admin.email, admin.password);
  const booking = await callEndpoint(src.app, bookingEndpoints.create, {
    token,
    payload: {
      guest_name: 'Backup Bhatia',
      guest_email: 'backup@mail.example',
      sale_amount: '12000.00',
      purchase_amount: '9000.00',
    },
  });
  expect(booking.status).toBe(201);
  const id = booking.ok.data.id;
  for (const amount of ['2500.50', '4000.25'])
    expect(
      (
        await callEndpoint(src.app, bookingEndpoints.addPayment, {
          params: { id },
          token,
          payload: { payment_date: todayIn(TZ), amount, payment_method: 'bank_transfer' },
        })
      ).status,
    ).toBe(201);

  const account = await createAccount(src.app);
  const category = await createCategory(src.app);
  const boundary = `----backup${Date.now()}`;
  // Dated today: the demo's books are locked up to a month before its first transaction.
  const fields = transactionValues(account.id, category.id, {
    description: 'Hotel invoice',
    transaction_date: todayIn(TZ),
  });
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="invoice.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const tx = await callEndpoint(src.app, transactionEndpoints.create, {
    token,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(tx.status).toBe(201);
  attachmentUrl = `/api/storage/${tx.ok.data.attachment}`;
  const txId = tx.ok.data.id;
  const bookingPage = (app: App, tk: string) =>
    callEndpoint(app, bookingEndpoints.get, { params: { id }, token: tk });
  PAGES.push(
    ['the booking', bookingPage],
    ['the bookings', (app, tk) => callEndpoint(app, bookingEndpoints.list, { token: tk })],
    [
      'the transaction',
      (app, tk) => callEndpoint(app, transactionEndpoints.get, { params: { id: txId }, token: tk }),
    ],
    [
      'the account',
      (app, tk) =>
        callEndpoint(app, accountEndpoints.get, { params: { id: account.id }, token: tk }),
    ],
    ['the accounts', (app, tk) => callEndpoint(app, accountEndpoints.list, { token: tk })],
    ['the agents', (app, tk) => callEndpoint(app, agentEndpoints.list, { token: tk })],
  );
  for (const [p, read] of PAGES) {
    const r = await read(src.app, token);
    expect(r.status, p).toBe(200);
    seen.set(p, r.body);
  }
  expect((await bookingPage(src.app, token)).ok.data).toMatchObject({
    paid_amount: '6500.75',
    balance_due: '5499.25',
    payment_status: 'partial',
  });
  outDir = await tempDir();
}, 120_000);

afterAll(async () => {
  await src?.close();
  await restored?.close();
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  for (const name of made) await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
}, 60_000);

describe('backup and restore', () => {
  it('backs up the database at DATABASE_URL into one file whose manifest counts every table', async () => {
    const r = await run(['backup', '--out', outDir], {
      DATABASE_URL: src.url,
      DATA_DIR: src.dataDir,
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const files = await readdir(outDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^travel-.*\.backup$/);
    backupFile = path.join(outDir, files[0]!);
    const manifest = await readManifest(backupFile);
    const { counts } = await tableCounts(src.url);
    expect(counts['public.sessions']).toBeGreaterThan(0);
    // Sessions, counters, replayed answers and the link secret are left out (left-out.ts).
    for (const t of LEFT_OUT) counts[t] = 0;
    expect(
      Object.fromEntries(manifest.tables.map((t) => [`${t.schema}.${t.name}`, t.rows])),
    ).toEqual(counts);
    expect(counts['public.booking_payments']).toBeGreaterThan(2);
  }, 60_000);

  it('restores into a fresh DATA_DIR; the app started on it shows the same records, balances and attachment bytes', async () => {
    const dataDir = await tempDir();
    const r = await run(['restore', backupFile], { DATA_DIR: dataDir });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('counts checked against the manifest');

    const server = await startEmbedded(dataDir, () => {});
    const opened = await openApp(server.url, dataDir);
    restored = {
      ...opened,
      server,
      close: async () => (await opened.close(), await server.stop()),
    };
    const t = await login(restored.app, admin.email, admin.password);
    for (const [p, read] of PAGES) {
      const res = await read(restored.app, t);
      expect(res.body, p).toEqual(seen.get(p));
    }
    const file = await restored.app.inject({
      method: 'GET',
      url: attachmentUrl,
      headers: { authorization: `Bearer ${t}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Sequences were set where they stood: a new file gets the next id and number.
    const next = await callEndpoint(restored.app, bookingEndpoints.create, {
      token: t,
      payload: { guest_name: 'After Restore', sale_amount: '100.00', purchase_amount: '50.00' },
    });
    expect(next.status).toBe(201);
  }, 90_000);

  it('backs up that DATA_DIR while its server runs and restores it into an empty database at DATABASE_URL', async () => {
    const dataDir = restored!.app.dataDir;
    const out = await tempDir();
    const b = await run(['backup', '--out', out], { DATA_DIR: dataDir });
    expect(b.err).toBe('');
    expect(b.out).toContain('Backing up from the running server');
    const file = path.join(out, (await readdir(out))[0]!);
    const manifest = await readManifest(file);
    const url = await createDatabase();
    const r = await run(['restore', file], { DATABASE_URL: url, DATA_DIR: await tempDir() });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const { counts } = await tableCounts(url);
    expect(
      Object.fromEntries(manifest.tables.map((t) => [`${t.schema}.${t.name}`, t.rows])),
    ).toEqual(counts);

    // Into a database that holds data: refused without --force, done with it.
    const again = await run(['restore', file], { DATABASE_URL: url, DATA_DIR: await tempDir() });
    expect(again.code).toBe(1);
    expect(again.err).toMatch(
      /is not empty \(\d+ tables\)\. A restore replaces everything in it: run again with --force/,
    );
    const forced = await run(['restore', file, '--force'], {
      DATABASE_URL: url,
      DATA_DIR: await tempDir(),
    });
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    expect((await tableCounts(url)).counts).toEqual(counts);
    // Into the DATA_DIR whose server is running: refused even with --force.
    const busy = await run(['restore', file, '--force'], { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.err).toMatch(/is in use \(PostgreSQL pid \d+\): stop the app before restoring/);
  }, 120_000);

  it('refuses a damaged backup and touches nothing', async () => {
    const bad = path.join(await tempDir(), 'damaged.backup');
    await copyFile(backupFile, bad);
    const fh = await open(bad, 'r+');
    const { size } = await fh.stat();
    const byte = Buffer.alloc(1);
    await fh.read(byte, 0, 1, Math.floor(size / 2));
    byte[0] = byte[0]! ^ 0xff;
    await fh.write(byte, 0, 1, Math.floor(size / 2));
    await fh.close();
    const url = await createDatabase();
    const r = await run(['restore', bad], { DATABASE_URL: url, DATA_DIR: await tempDir() });
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${bad} is not a usable backup: its checksum does not match its contents (damaged or changed). Nothing was restored.\n`,
    );
    expect((await tableCounts(url)).tables).toBe(0);
    await writeFile(bad, 'not a backup at all, just some text that is long enough');
    const junk = await run(['restore', bad], { DATABASE_URL: url, DATA_DIR: await tempDir() });
    expect(junk.code).toBe(1);
    expect(junk.err).toContain('it is not a backup made by `npm run backup`');
  }, 60_000);
});
