import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { App } from '../../src/app.ts';
import { createTestDatabase } from '../db.ts';
import {
  createAccount,
  createAgent,
  createBranch,
  createCategory,
  createTransaction,
  createUser,
  tokenFor,
} from '../factories.ts';
import { waitListening } from '../wait-healthy.ts';
import { rawRequest } from './raw-http.ts';
import type { RecordIds } from './route-bodies.ts';
import { validBody } from './route-bodies.ts';

/**
 * The API as production runs it: bundled by build.mjs, started with plain node, on its own
 * database, reached over a real socket. `OUTSIDE_API_DIR` points the suite at another
 * checkout's apps/api (to show the suite fails on code without a fix); default this one.
 */
export const API_DIR = process.env.OUTSIDE_API_DIR ?? path.resolve(import.meta.dirname, '../..');

export type Caller = 'anonymous' | 'admin' | 'manager' | 'staff-none' | 'staff-some';

export interface BuiltServer {
  port: number;
  pid: number;
  child: ChildProcess;
  ids: RecordIds;
  /** The server's own database, for records and session times no route sets (shared-reads tests). */
  db: App['db'];
  /** Bearer tokens of real sessions; `anonymous` has none. */
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** What the callers hold, for `can()`. */
  identities: Record<
    Exclude<Caller, 'anonymous'>,
    { role: 'admin' | 'manager' | 'staff'; permissions: string[] }
  >;
  /** The built web's index.html as served for an unknown page, or null when not built. */
  spaIndex: string | null;
  /** The server's output so far (warnings and errors), for failure messages. */
  output: () => string;
  alive: () => boolean;
  stop: () => Promise<void>;
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]) / 1024;
}

/**
 * Build once per test run: every outside test file runs in its own worker, all children of
 * the one vitest process, so that process's pid names the run. The first to take the lock
 * builds; the others wait for its mark. It builds through the checkout's fresh-build script,
 * which skips the build when dist/ already holds the one of these sources (CI builds once
 * before its stages); a checkout without that script (OUTSIDE_API_DIR) runs build.mjs.
 */
export async function buildOnce() {
  const dir = path.join(os.tmpdir(), `travel-outside-build-${process.ppid}`);
  const done = path.join(dir, 'done');
  const failed = path.join(dir, 'failed');
  let mine = false;
  try {
    mkdirSync(dir);
    mine = true;
  } catch {
    mine = false;
  }
  if (mine) {
    const fresh = path.resolve(API_DIR, '../../scripts/ci/fresh-build.ts');
    const r = existsSync(fresh)
      ? spawnSync(process.execPath, ['--import', 'tsx', fresh, 'api'], {
          cwd: API_DIR,
          encoding: 'utf8',
        })
      : spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, encoding: 'utf8' });
    if (r.status !== 0) {
      writeFileSync(failed, `${r.stdout}\n${r.stderr}`);
      throw new Error(`build.mjs failed:\n${r.stdout}\n${r.stderr}`);
    }
    writeFileSync(done, '');
    return;
  }
  for (const start = Date.now(); Date.now() - start < 120_000;) {
    if (existsSync(done)) return;
    if (existsSync(failed)) throw new Error(`build.mjs failed:\n${readFileSync(failed, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out waiting for another worker to build the API');
}

async function apiCreate(port: number, token: string, route: string, ids: RecordIds) {
  const [method, target] = route.split(' ') as [string, string];
  const res = await rawRequest(port, {
    method,
    target,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(validBody(route, ids)),
  });
  const id = res.json?.data?.id;
  if (res.status !== 201 || typeof id !== 'number') {
    throw new Error(`setup ${route}: ${res.status} ${res.body.slice(0, 300)}`);
  }
  return id;
}

export async function startBuiltServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<BuiltServer> {
  await buildOnce();
  const { db, drop } = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-outside-data-'));
  let child: ChildProcess | null = null;
  const out: string[] = [];
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const c = child;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      const t = setTimeout(() => c.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(t);
    }
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The factories only touch app.db: the records go straight into the server's database.
    const app = { db } as unknown as App;
    // First staff record: id 1 in a fresh database, the id the attack used (/%61pi/staff/1).
    const victim = await createUser(app, { role: 'staff', withStaff: true });
    const admin = await createUser(app, { role: 'admin' });
    const manager = await createUser(app, { role: 'manager' });
    const staffNone = await createUser(app, { role: 'staff' });
    const somePermissions = ['view_accounts', 'view_transactions'];
    const staffSome = await createUser(app, { role: 'staff', permissions: somePermissions });
    const branch = await createBranch(app);
    const account = await createAccount(app);
    const category = await createCategory(app);
    const transaction = await createTransaction(app, account.id, category.id, {}, staffNone.id);
    const agent = await createAgent(app);
    const tokens = {
      admin: await tokenFor(app, admin.id),
      manager: await tokenFor(app, manager.id),
      'staff-none': await tokenFor(app, staffNone.id),
      'staff-some': await tokenFor(app, staffSome.id),
    };
    const identities = {
      admin: { role: 'admin' as const, permissions: [] },
      manager: { role: 'manager' as const, permissions: [] },
      'staff-none': { role: 'staff' as const, permissions: [] },
      'staff-some': { role: 'staff' as const, permissions: somePermissions },
    };
    const dbName = (await db.execute<{ name: string }>(sql`select current_database() as name`))
      .rows[0]!.name;
    const url = new URL(inject('adminUrl'));
    url.pathname = `/${dbName}`;

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      APP_SECRET: 'outside-tests-secret-signing-preview-links',
      SEED_DEMO: 'false',
      PORT: '0', // the kernel's pick, read from the banner (waitListening)
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...extraEnv,
    };
    delete env.API_DOCS_PUBLIC;
    const proc = spawn(process.execPath, [path.join(API_DIR, 'dist/server.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const keep = (b: Buffer) => {
      out.push(b.toString());
      if (out.length > 400) out.splice(0, out.length - 400);
    };
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    const port = await waitListening(proc, 30_000);
    if (port === null) throw new Error(`built server did not start:\n${out.join('')}`);

    const partial = {
      branch: branch.id,
      staff: victim.staffId!,
      account: account.id,
      category: category.id,
      transaction: transaction.id,
      agent: agent.id,
      enquiry: 1,
      booking: 1,
      dayPlan: 1,
    };
    // Records without a factory, made the way the web makes them: as admin, over the socket.
    const ids: RecordIds = {
      ...partial,
      enquiry: await apiCreate(port, tokens.admin, 'POST /api/enquiries', partial),
      booking: await apiCreate(port, tokens.admin, 'POST /api/bookings', partial),
      dayPlan: await apiCreate(port, tokens.admin, 'POST /api/day-plans', partial),
    };

    const page = await rawRequest(port, { method: 'GET', target: '/outside-suite-some-page' });
    const spaIndex =
      page.status === 200 && /text\/html/.test(page.headers['content-type'] ?? '')
        ? page.body
        : null;

    return {
      port,
      pid: proc.pid!,
      child: proc,
      ids,
      db,
      tokens,
      identities,
      spaIndex,
      output: () => out.join(''),
      alive: () => proc.exitCode === null && proc.signalCode === null,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
