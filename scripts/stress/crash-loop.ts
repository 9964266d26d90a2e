/**
 * Crash loop: `npm run stress:crash -- [--writes 1000] [--kills 20]
 * [--db embedded|external] [--concurrency 4] [--seed n]`.
 *
 * Runs the built server (`node apps/api/dist/server.js`, as `npm start` does) as a child and
 * drives writes of several kinds at it, a few at a time: transaction creates and customer and
 * agent payments (all with an Idempotency-Key), approvals and rejections, bookings with hotel,
 * tour and flight lines. At spread-out random moments it kills the app with SIGKILL while
 * writes are in flight (and now and then once more while the next start is still coming up),
 * restarts it and carries on. A write whose answer was lost is retried after the restart: with
 * the same Idempotency-Key, or, for the writes that have none, after looking up whether it
 * landed. At the end, after one more kill -9 and restart, the database is checked: every
 * acknowledged write is there exactly once, nothing is half-written, balances and running
 * totals add up.
 *
 * Embedded: a fresh temporary DATA_DIR; after each restart no PostgreSQL process of an earlier
 * run may be left and exactly one server (owned by the new app) runs on the folder.
 * External: DATABASE_URL names a server; a fresh database is created on it and dropped at the
 * end; after each restart no connection of a killed app may be left.
 *
 * Exits 1 on any violation; every child process and temporary folder is removed on exit.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../../apps/api/src/db/embedded.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords/password.ts';
import { waitHealthy } from '../../apps/api/test/wait-healthy.ts';
import { STANDING_RATES_SQL } from '../../apps/api/test/standing-rates.ts';

// ---------------------------------------------------------------------------------------------
// Options

const { values: opts } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    kills: { type: 'string', default: '20' },
    db: { type: 'string', default: 'embedded' },
    concurrency: { type: 'string', default: '4' },
    seed: { type: 'string' },
  },
  strict: true,
});
const WRITES = Number(opts.writes);
const KILLS = Number(opts.kills);
const CONCURRENCY = Number(opts.concurrency);
const SEED = opts.seed === undefined ? randomBytes(4).readUInt32LE() : Number(opts.seed);
const MODE = opts.db;
const usage = (m: string): never => {
  process.stderr.write(
    `${m}\nUsage: tsx scripts/stress/crash-loop.ts [--writes N] [--kills K] [--db embedded|external] [--concurrency C] [--seed S]\n`,
  );
  process.exit(2);
};
if (MODE !== 'embedded' && MODE !== 'external') usage('--db must be embedded or external');
if (!Number.isInteger(WRITES) || WRITES < 10) usage('--writes must be a whole number >= 10');
if (!Number.isInteger(KILLS) || KILLS < 0 || KILLS * 5 > WRITES)
  usage('--kills must be a whole number from 0 to writes/5');
if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1 || CONCURRENCY > 32)
  usage('--concurrency must be 1 to 32');
const EXTERNAL_URL = process.env.DATABASE_URL;
if (MODE === 'external' && !EXTERNAL_URL) usage('--db external needs DATABASE_URL');

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
if (!existsSync(SERVER)) usage(`${SERVER} is missing: run npm run build -w @app/api first`);

const RUN = randomBytes(3).toString('hex');
const ADMIN = { email: `crash-${RUN}@test.example`, password: `Crash-${RUN}-Pass!9` };
const STARTUP_KILL_CHANCE = 0.25;
const say = (m: string) => process.stdout.write(`${m}\n`);

// ---------------------------------------------------------------------------------------------
// Small helpers

/** mulberry32: the write mix and kill moments follow --seed (timing still varies). */
let seedState = SEED >>> 0;
function rand() {
  seedState = (seedState + 0x6d2b79f5) >>> 0;
  let t = seedState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randInt = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(pred: () => boolean, step = 5) {
  while (!pred()) await sleep(step);
}
/** Money as whole cents, read from the decimal text itself (no float arithmetic). */
const cents = (s: string | number) => {
  const [whole = '0', frac = ''] = String(s).split('.');
  const abs = Number(whole.replace('-', '')) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return whole.startsWith('-') ? -abs : abs;
};
const money = (c: number) => (c / 100).toFixed(2);
const pad = (n: number) => String(n).padStart(5, '0');

const violations: string[] = [];
function violation(m: string) {
  violations.push(m);
  say(`  VIOLATION: ${m}`);
}

// ---------------------------------------------------------------------------------------------
// Processes (Linux /proc): a pid plus its start time names a process even if the pid is reused

interface Proc {
  pid: number;
  start: string;
  what: string;
}
function procStat(pid: number): { state: string; ppid: number; start: string } | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { state: f[0]!, ppid: Number(f[1]), start: f[19]! };
  } catch {
    return null;
  }
}
function cmdline(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}
const allPids = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
/** A zombie (exited, waiting for init to reap it: slow on some VMs) no longer runs. */
const isRunning = (p: Proc) => {
  const st = procStat(p.pid);
  return st?.start === p.start && st.state !== 'Z' && st.state !== 'X';
};
const describe = (pid: number) => cmdline(pid).join(' ').slice(0, 120);

// ---------------------------------------------------------------------------------------------
// The app under test

let tmpDir = '';
let dataDir = '';
let pgDir = '';
let appDbUrl = ''; // external: the fresh database the app uses
let adminDbUrl = ''; // external: DATABASE_URL as given, to create and drop that database

const stats = {
  writes: 0,
  acknowledged: 0,
  landedUnacknowledged: 0,
  abandoned: 0,
  requests: 0,
  interrupted: 0,
  retries: 0,
  killsMidWrite: 0,
  killsAtStartup: 0,
  killsFinal: 0,
  restarts: 0,
  restartMs: [] as number[],
  orphansSeen: 0,
  orphansLeft: 0,
};

/** The app as the client sees it: `up` while serving; `generation` changes on every kill. */
const app = {
  child: null as ChildProcess | null,
  port: 0,
  up: false,
  generation: 0,
  startedAt: new Date(0),
  tail: [] as string[],
  exited: null as Promise<void> | null,
  /** Postgres processes of killed apps: none may survive the next start. */
  suspects: [] as Proc[],
  killedAt: 0,
};
const base = () => `http://127.0.0.1:${app.port}`;

function spawnApp() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(app.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: MODE === 'external' ? appDbUrl : '',
    APP_SECRET: 'stress-loop-secret-that-signs-preview-links',
  };
  const child = spawn(process.execPath, ['--max-old-space-size=192', SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.tail = [];
  const keep = (b: Buffer) => {
    app.tail.push(...b.toString().split('\n').filter(Boolean));
    if (app.tail.length > 40) app.tail.splice(0, app.tail.length - 40);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  app.exited = new Promise((r) => child.once('exit', () => r()));
  app.child = child;
  app.startedAt = new Date();
  return child;
}

const healthy = (child: ChildProcess, timeoutMs = 90_000) =>
  waitHealthy(base(), child, timeoutMs, 50);

/** The embedded server on our folder and its backends, as they are right now. */
function pgFamily(): Proc[] {
  if (MODE !== 'embedded') return [];
  const roots = new Set<number>();
  const pidFile = path.join(pgDir, 'postmaster.pid');
  try {
    roots.add(Number(readFileSync(pidFile, 'utf8').split('\n')[0]));
  } catch {
    /* not running */
  }
  for (const pid of allPids()) if (cmdline(pid).includes(pgDir)) roots.add(pid);
  const family: Proc[] = [];
  for (const pid of allPids()) {
    const st = procStat(pid);
    if (!st) continue;
    if (roots.has(pid) || roots.has(st.ppid)) {
      const c = cmdline(pid);
      if (c[0]?.includes('postgres'))
        family.push({ pid, start: st.start, what: [path.basename(c[0]), ...c.slice(1)].join(' ') });
    }
  }
  return family;
}

/** kill -9 the app; record the PostgreSQL processes that outlive it. */
async function kill9() {
  const child = app.child!;
  app.up = false;
  app.generation++;
  const family = pgFamily();
  child.kill('SIGKILL');
  app.killedAt ||= Date.now();
  await app.exited;
  app.child = null;
  if (MODE === 'embedded') {
    const orphans = family.filter(isRunning);
    if (orphans.length) stats.orphansSeen++;
    for (const o of orphans)
      if (!app.suspects.some((p) => p.pid === o.pid && p.start === o.start)) app.suspects.push(o);
  }
}

/** Start the app (again); now and then kill it once more while it is still starting. */
async function startApp(first: boolean) {
  for (let failures = 0; ;) {
    app.port = await freePort();
    const child = spawnApp();
    if (!first && rand() < STARTUP_KILL_CHANCE) {
      await sleep(randInt(0, 1500));
      if (!app.up && child.exitCode === null) {
        stats.killsAtStartup++;
        await kill9();
        continue;
      }
    }
    if (await healthy(child)) break;
    const detail = app.tail.slice(-8).join('\n    ');
    violation(`the app did not start${first ? '' : ' after a kill'}:\n    ${detail}`);
    child.kill('SIGKILL');
    await app.exited;
    app.child = null;
    if (++failures >= 3) throw new Error('the app failed to start three times in a row');
  }
  if (!first) {
    stats.restarts++;
    stats.restartMs.push(Date.now() - app.killedAt);
  }
  app.killedAt = 0;
  await checkAfterStart();
  app.up = true;
}

/** After a start: nothing left from killed apps, exactly one database server of our own. */
async function checkAfterStart() {
  const child = app.child!;
  if (MODE === 'embedded') {
    const left = app.suspects.filter(isRunning);
    if (left.length) {
      stats.orphansLeft++;
      violation(
        `PostgreSQL processes of a killed app still run: ${left.map((p) => `${p.pid} ${p.what}`).join('; ')}`,
      );
    }
    app.suspects = left;
    const postmasters = allPids().filter((pid) => {
      const c = cmdline(pid);
      return c[0]?.includes('postgres') && c.includes('-D') && c.includes(pgDir);
    });
    const pidFile = path.join(pgDir, 'postmaster.pid');
    const owner = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (postmasters.length !== 1 || postmasters[0] !== owner) {
      violation(
        `expected one PostgreSQL server on ${pgDir}, found ${postmasters.map(describe).join('; ') || 'none'}`,
      );
    } else if (procStat(owner)?.ppid !== child.pid) {
      violation(`the PostgreSQL server ${owner} is not a child of the new app ${child.pid}`);
    }
    const lock = readFileSync(path.join(dataDir, 'app.lock'), 'utf8').trim();
    if (lock !== String(child.pid)) violation(`app.lock holds ${lock}, not the app ${child.pid}`);
  } else if (app.generation > 0) {
    // Connections of killed apps must be gone (else their open transactions hold locks).
    for (let i = 0; ; i++) {
      const left = await query<{ pid: number; state: string }>(
        `select pid, coalesce(state, '') as state from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend'
            and pid <> pg_backend_pid() and backend_start < $1`,
        [app.startedAt],
      );
      if (!left.length) break;
      if (i > 100) {
        violation(
          `connections of a killed app still open: ${left.map((r) => `${r.pid} ${r.state}`).join(', ')}`,
        );
        break;
      }
      await sleep(50);
    }
  }
}

async function stopApp() {
  const child = app.child;
  if (!child) return null;
  app.up = false;
  app.generation++;
  const t0 = Date.now();
  child.kill('SIGTERM');
  const done = await Promise.race([app.exited!.then(() => true), sleep(15_000).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await app.exited;
  }
  app.child = null;
  return { code: child.exitCode, ms: Date.now() - t0, forced: !done };
}

// ---------------------------------------------------------------------------------------------
// Database access for set-up and checks

function dbUrl() {
  if (MODE === 'external') return appDbUrl;
  const pid = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid[3]}/travel`;
}

async function query<R>(text: string, params: unknown[] = [], url = dbUrl()): Promise<R[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as R[];
  } finally {
    await c.end();
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

class NetError extends Error {}
interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown } | null;
}
let token = '';

async function http(method: string, url: string, body?: unknown, headers = {}): Promise<Answer> {
  stats.requests++;
  try {
    const res = await fetch(base() + url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : null };
  } catch (e) {
    const cause = (e as { cause?: unknown }).cause;
    throw new NetError(String(cause ?? e));
  }
}

const dataOf = <T>(a: Answer) => a.body?.data as T;

/** A read during the run: retried across kills until it has an answer. */
async function read<T>(url: string): Promise<T> {
  for (;;) {
    await until(() => app.up);
    const gen = app.generation;
    try {
      const a = await http('GET', url);
      if (a.status !== 200) throw new Error(`GET ${url}: ${a.status} ${JSON.stringify(a.body)}`);
      return dataOf<T>(a);
    } catch (e) {
      if (!(e instanceof NetError)) throw e;
      await afterLostAnswer(gen, `GET ${url}`, e);
    }
  }
}

/** Set-up calls run before any kill: they must simply work. */
async function must<T>(method: string, url: string, body?: unknown): Promise<T> {
  const a = await http(method, url, body);
  if (a.status < 200 || a.status > 299)
    throw new Error(`${method} ${url}: ${a.status} ${JSON.stringify(a.body)}`);
  return dataOf<T>(a);
}

// ---------------------------------------------------------------------------------------------
// What the client wrote and saw acknowledged

type TxStatus = 'pending' | 'approved' | 'rejected';
interface TxRec {
  key: string;
  id: number;
  accountId: number;
  type: 'income' | 'expense';
  cents: number;
  status: TxStatus;
  busy: boolean;
  /** The version an approval or rejection names (else 409); nothing here edits a transaction. */
  updatedAt: string;
}
interface Lines {
  accommodations: {
    hotel_name: string;
    check_in_date: string;
    check_out_date: string;
    number_of_rooms: number;
    meal_plan: string;
  }[];
  tours: {
    service_name: string;
    transfer_type: string;
    adult_count: number;
    child_count: number;
    pickup_time: string;
  }[];
  flights: { flight_type: string; airline: string; flight_number: string }[];
}
interface BookingRec {
  tag: string;
  id: number;
  saleCents: number;
  agent: boolean;
  lines: Lines;
}
interface PaymentRec {
  key: string;
  bookingId: number;
  cents: number;
  agent: boolean;
}

const txs = new Map<string, TxRec>();
const bookings = new Map<string, BookingRec>();
const payments: PaymentRec[] = [];
/** Writes given up on (their key stayed stuck): each may have landed at most once. */
const abandonedTx = new Set<string>();
const abandonedPayments: PaymentRec[] = [];
const abandonedBookings = new Set<string>();

const accountIds: number[] = [];
let categoryId = 0;
let agentId = 0;

// ---------------------------------------------------------------------------------------------
// Writes

type Outcome = 'ack' | 'landed' | 'abandoned';

/** After a lost answer: wait for the kill that explains it and the restart after it. */
async function afterLostAnswer(gen: number, what: string, err: unknown) {
  stats.interrupted++;
  const t0 = Date.now();
  while (app.generation === gen) {
    if (Date.now() - t0 > 15_000) {
      violation(`${what}: no answer although the app was not killed (${String(err)})`);
      break;
    }
    await sleep(5);
  }
  await until(() => app.up);
}

/**
 * Send one write until it has an answer. `onLost` runs after a restart that followed a lost
 * answer, for writes without an Idempotency-Key: it says whether the write landed after all.
 */
async function send(
  what: string,
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  accept: (a: Answer, retried: boolean) => Outcome | null,
  onLost?: () => Promise<boolean>,
): Promise<Outcome> {
  let lost = false;
  for (let attempt = 0; ; attempt++) {
    await until(() => app.up);
    const gen = app.generation;
    if (attempt > 0) stats.retries++;
    let a: Answer;
    try {
      a = await http(method, url, body, headers);
    } catch (e) {
      if (!(e instanceof NetError)) throw e;
      lost = true;
      await afterLostAnswer(gen, what, e);
      if (onLost && (await onLost())) return 'landed';
      continue;
    }
    if (a.status >= 200 && a.status < 300) return accept(a, lost) ?? 'ack';
    const decided = accept(a, lost);
    if (decided) return decided;
    if (a.status === 409 && headers['idempotency-key'] && lost) {
      // Same key, no request with it running anywhere (its app is dead): it is stuck.
      violation(`${what}: retry after a kill answered 409 "${a.body?.message}" (key stuck)`);
      return 'abandoned';
    }
    violation(`${what}: unexpected ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
    if (a.status < 500 || attempt >= 5) return 'abandoned';
    await sleep(200);
  }
}

let txSeq = 0;
async function writeTransaction() {
  const n = ++txSeq;
  const key = `cl-${RUN}-t${pad(n)}`;
  const type = rand() < 0.5 ? 'income' : 'expense';
  const c = randInt(100, 50_000);
  const accountId = pick(accountIds);
  const body = {
    type,
    transaction_date: '2026-06-15',
    account_id: accountId,
    category_id: categoryId,
    amount: money(c),
    description: `crash loop ${n}`,
    reference: key,
  };
  const out = await send(
    `transaction ${key}`,
    'POST',
    '/api/transactions',
    body,
    { 'idempotency-key': key },
    (a) => {
      if (a.status !== 201) return null;
      const d = dataOf<{ id: number; status: string; updated_at: string }>(a);
      txs.set(key, {
        key,
        id: d.id,
        accountId,
        type,
        cents: c,
        status: 'pending',
        busy: false,
        updatedAt: d.updated_at,
      });
      return 'ack';
    },
  );
  if (out === 'abandoned') abandonedTx.add(key);
  return out;
}

async function writeDecision(t: TxRec, decision: 'approved' | 'rejected') {
  t.busy = true;
  const action = decision === 'approved' ? 'approve' : 'reject';
  const out = await send(
    `${action} ${t.key}`,
    'POST',
    `/api/transactions/${t.id}/${action}`,
    { notes: 'crash loop', updated_at: t.updatedAt },
    {},
    (a, retried) => {
      if (a.status === 200) return 'ack';
      return a.status === 409 && retried ? 'landed' : null; // the lost attempt did it: checked below
    },
  );
  if (out === 'landed') {
    const now = await read<{ status: string }>(`/api/transactions/${t.id}`);
    if (now.status !== decision) {
      violation(`${action} ${t.key}: 409 on retry but the transaction is ${now.status}`);
      return 'abandoned'; // stays busy: no other write picks it
    }
  }
  if (out !== 'abandoned') t.status = decision;
  t.busy = false;
  return out;
}

let bookingSeq = 0;
const MEALS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
async function writeBooking(withAgent = rand() < 0.4) {
  const n = ++bookingSeq;
  const tag = `cl-${RUN}-b${pad(n)}`;
  const day = (d: number) => `2027-03-${String(d).padStart(2, '0')}`;
  const lines: Lines = {
    accommodations: Array.from({ length: randInt(1, 3) }, (_, i) => ({
      hotel_name: `Hotel ${i + 1} of ${tag}`,
      check_in_date: day(1 + i * 3),
      check_out_date: day(1 + i * 3 + randInt(1, 3)),
      number_of_rooms: randInt(1, 4),
      meal_plan: pick(MEALS),
    })),
    tours: Array.from({ length: randInt(0, 3) }, (_, i) => ({
      service_name: `Tour ${i + 1} of ${tag}`,
      transfer_type: pick(['PVT', 'SIC', 'NA']),
      adult_count: randInt(0, 4),
      child_count: randInt(0, 2),
      pickup_time: `0${randInt(7, 9)}:30`,
    })),
    flights: Array.from({ length: randInt(0, 2) }, (_, i) => ({
      flight_type: i === 0 ? 'arrival' : 'departure',
      airline: 'Crash Air',
      flight_number: `CL${randInt(100, 999)}`,
    })),
  };
  const saleCents = randInt(50_000, 150_000) * 100;
  const body = {
    guest_name: tag,
    total_adults: 2,
    total_children: 1,
    travel_start_date: day(1),
    travel_end_date: day(12),
    destination: 'Dubai',
    sale_amount: money(saleCents),
    purchase_amount: money(Math.floor((saleCents * 6) / 10)),
    agent_id: withAgent ? agentId : null,
    agent_commission_rate: withAgent ? '10' : null,
    status: pick(['draft', 'confirmed']),
    ...lines,
  };
  const record = (id: number) => bookings.set(tag, { tag, id, saleCents, agent: withAgent, lines });
  const out = await send(
    `booking ${tag}`,
    'POST',
    '/api/bookings',
    body,
    {},
    (a) => {
      if (a.status !== 201) return null;
      record(dataOf<{ id: number }>(a).id);
      return 'ack';
    },
    async () => {
      // No Idempotency-Key on bookings: look it up before sending it again.
      const found = await read<{ id: number; guest_name: string }[]>(`/api/bookings?search=${tag}`);
      const hit = found.find((b) => b.guest_name === tag);
      if (hit) record(hit.id);
      return Boolean(hit);
    },
  );
  if (out === 'abandoned') abandonedBookings.add(tag);
  return out;
}

let paymentSeq = 0;
async function writePayment(agent: boolean) {
  const candidates = [...bookings.values()].filter((b) => !agent || b.agent);
  const b = pick(candidates);
  const n = ++paymentSeq;
  const key = `cl-${RUN}-${agent ? 'a' : 'p'}${pad(n)}`;
  const c = randInt(100, 5_000);
  const rec: PaymentRec = { key, bookingId: b.id, cents: c, agent };
  const body = {
    payment_date: '2026-06-15',
    amount: money(c),
    payment_method: pick(['cash', 'bank_transfer', 'upi']),
    transaction_reference: key,
  };
  const out = await send(
    `${agent ? 'agent ' : ''}payment ${key}`,
    'POST',
    `/api/bookings/${b.id}/${agent ? 'agent-payments' : 'payment'}`,
    body,
    { 'idempotency-key': key },
    (a) => {
      if (a.status !== 201) return null;
      payments.push(rec);
      return 'ack';
    },
  );
  if (out === 'abandoned') abandonedPayments.push(rec);
  return out;
}

/** One write of a random kind (weights: transactions 30, decisions 20, bookings 20, payments 30). */
async function oneWrite() {
  const r = rand();
  const pending = [...txs.values()].filter((t) => t.status === 'pending' && !t.busy);
  let out: Outcome;
  if (r < 0.2 && pending.length) out = await writeDecision(pick(pending), 'approved');
  else if (r < 0.25 && pending.length) out = await writeDecision(pick(pending), 'rejected');
  else if (r < 0.45) out = await writeBooking();
  else if (r < 0.65) out = await writePayment(false);
  else if (r < 0.75) out = await writePayment(true);
  else out = await writeTransaction();
  stats.writes++;
  if (out === 'ack') stats.acknowledged++;
  else if (out === 'landed') stats.landedUnacknowledged++;
  else stats.abandoned++;
}

// ---------------------------------------------------------------------------------------------
// Checks against the database

async function verify() {
  const reported = new Set<string>();
  const fail = (m: string) => {
    if (!reported.has(m)) violation(m); // a duplicated row is found once per copy
    reported.add(m);
  };

  // Transactions: every acknowledged create exactly once, with what was sent and decided.
  const tRows = await query<{
    reference: string;
    n: number;
    id: number;
    account_id: number;
    type: string;
    amount: string;
    status: string;
  }>(
    `select reference, count(*) over (partition by reference)::int as n, id, account_id, type,
        amount::text, status from transactions where reference like $1`,
    [`cl-${RUN}-t%`],
  );
  const tByKey = new Map(tRows.map((r) => [r.reference, r]));
  for (const r of tRows) {
    if (r.n > 1) fail(`transaction ${r.reference} recorded ${r.n} times`);
    if (!txs.has(r.reference) && !abandonedTx.has(r.reference))
      fail(`transaction ${r.reference} exists but was never acknowledged`);
  }
  for (const t of txs.values()) {
    const r = tByKey.get(t.key);
    if (!r) fail(`acknowledged transaction ${t.key} (id ${t.id}) is missing`);
    else if (
      r.id !== t.id ||
      r.account_id !== t.accountId ||
      r.type !== t.type ||
      cents(r.amount) !== t.cents ||
      r.status !== t.status
    )
      fail(`transaction ${t.key}: expected ${JSON.stringify(t)}, found ${JSON.stringify(r)}`);
  }

  // Asset accounts: the books' balance (debits less credits, decision 042) = opening + approved
  // income - approved expense, in the database and as the client saw it approved.
  const aRows = await query<{ id: number; opening: string; current: string; derived: string }>(
    `select a.id, a.opening_balance::text as opening,
        (select coalesce(sum(m.debit - m.credit), 0) from ledger_month_totals m
          where m.account_id = a.id)::text as current,
        (a.opening_balance + coalesce(sum(case when t.type = 'income' then t.amount else -t.amount end)
          filter (where t.status = 'approved'), 0))::text as derived
       from accounts a left join transactions t on t.account_id = a.id
       where a.type = 'asset' and a.system_key is null group by a.id order by a.id`,
  );
  for (const a of aRows) {
    if (cents(a.current) !== cents(a.derived))
      fail(`account ${a.id}: balance ${a.current}, opening + approved = ${a.derived}`);
    if (!accountIds.includes(a.id) || abandonedTx.size) continue;
    const expected = [...txs.values()]
      .filter((t) => t.accountId === a.id && t.status === 'approved')
      .reduce((s, t) => s + (t.type === 'income' ? t.cents : -t.cents), cents(a.opening));
    if (cents(a.current) !== expected)
      fail(`account ${a.id}: balance ${a.current}, the client expects ${money(expected)}`);
  }

  // Bookings: each exactly once, lines as sent, nothing half-written.
  const bRows = await query<{ id: number; guest_name: string; n: number; sale: string }>(
    `select id, guest_name, count(*) over (partition by guest_name)::int as n,
        sale_amount::text as sale from bookings where guest_name like $1`,
    [`cl-${RUN}-b%`],
  );
  const bByTag = new Map(bRows.map((r) => [r.guest_name, r]));
  for (const r of bRows) {
    if (r.n > 1) fail(`booking ${r.guest_name} recorded ${r.n} times`);
    if (!bookings.has(r.guest_name) && !abandonedBookings.has(r.guest_name))
      fail(`booking ${r.guest_name} exists but the client never learnt of it`);
  }
  const ids = [...bookings.values()].map((b) => b.id);
  const acc = await query<{ booking_id: number } & Lines['accommodations'][number]>(
    `select booking_id, hotel_name, check_in_date::text, check_out_date::text, number_of_rooms,
        meal_plan from booking_accommodations where booking_id = any($1) order by booking_id, position`,
    [ids],
  );
  const tours = await query<{ booking_id: number } & Lines['tours'][number]>(
    `select booking_id, service_name, transfer_type, adult_count, child_count,
        left(pickup_time::text, 5) as pickup_time
       from booking_tours where booking_id = any($1) order by booking_id, position`,
    [ids],
  );
  const flights = await query<{ booking_id: number } & Lines['flights'][number]>(
    `select booking_id, flight_type, airline, flight_number from booking_flights
      where booking_id = any($1) order by booking_id, position`,
    [ids],
  );
  const byBooking = <T extends { booking_id: number }>(rows: T[], id: number) =>
    rows.filter((r) => r.booking_id === id).map(({ booking_id: _, ...rest }) => rest);
  for (const b of bookings.values()) {
    const r = bByTag.get(b.tag);
    if (!r) {
      fail(`booking ${b.tag} (id ${b.id}) is missing`);
      continue;
    }
    if (r.id !== b.id) fail(`booking ${b.tag}: id ${r.id}, acknowledged as ${b.id}`);
    if (cents(r.sale) !== b.saleCents) fail(`booking ${b.tag}: sale ${r.sale}`);
    const found: Lines = {
      accommodations: byBooking(acc, b.id),
      tours: byBooking(tours, b.id),
      flights: byBooking(flights, b.id),
    };
    if (JSON.stringify(found) !== JSON.stringify(b.lines))
      fail(
        `booking ${b.tag}: lines differ\n    sent  ${JSON.stringify(b.lines)}\n    found ${JSON.stringify(found)}`,
      );
  }

  // Running totals: booking_stats = the sums over bookings.
  const scan = await query<Record<string, string>>(
    `select status || '/' || payment_status as k, count(*)::text as n, sum(sale_amount)::text as sale,
        sum(net_profit)::text as profit, sum(balance_due)::text as due
       from bookings group by 1 order by 1`,
  );
  const kept = await query<Record<string, string>>(
    `select status || '/' || payment_status as k, sum(bookings)::text as n, sum(sale)::text as sale,
        sum(net_profit)::text as profit, sum(balance_due)::text as due
       from booking_stats group by 1 having sum(bookings) <> 0 order by 1`,
  );
  if (JSON.stringify(scan) !== JSON.stringify(kept))
    fail(`booking_stats ${JSON.stringify(kept)} != sums over bookings ${JSON.stringify(scan)}`);

  // Money on bookings: paid = sum of payments <= sale, and the same for the agent's side.
  const bad = await query<Record<string, string>>(
    `select b.id::text, b.sale_amount::text as sale, b.paid_amount::text as paid,
        coalesce(p.s, 0)::text as payments, b.balance_due::text as due, b.payment_status as status,
        b.agent_payable::text as payable, b.agent_paid::text as agent_paid,
        coalesce(a.s, 0)::text as agent_payments, b.agent_balance::text as agent_balance
       from bookings b
       left join (select booking_id, sum(amount) s from booking_payments group by 1) p on p.booking_id = b.id
       left join (select booking_id, sum(amount) s from agent_payments group by 1) a on a.booking_id = b.id
      where b.paid_amount <> coalesce(p.s, 0) or b.paid_amount > b.sale_amount
         or b.balance_due <> b.sale_amount - b.paid_amount
         or b.payment_status <> case when b.paid_amount <= 0 then 'unpaid'
              when b.paid_amount >= b.sale_amount then 'paid' else 'partial' end
         or (b.agent_id is null and a.s is not null)
         or (b.agent_id is not null and (coalesce(b.agent_paid, 0) <> coalesce(a.s, 0)
              or b.agent_paid > b.agent_payable or b.agent_balance <> b.agent_payable - b.agent_paid))`,
  );
  for (const r of bad) fail(`booking ${r.id} money does not add up: ${JSON.stringify(r)}`);

  // Payments: every acknowledged one exactly once, on its booking, for its amount.
  for (const [table, agent] of [
    ['booking_payments', false],
    ['agent_payments', true],
  ] as const) {
    const rows = await query<{ ref: string; n: number; booking_id: number; amount: string }>(
      `select transaction_reference as ref, count(*) over (partition by transaction_reference)::int as n,
          booking_id, amount::text from ${table} where transaction_reference like $1`,
      [`cl-${RUN}-%`],
    );
    const byKey = new Map(rows.map((r) => [r.ref, r]));
    const mine = payments.filter((p) => p.agent === agent);
    const known = new Set(
      [...mine, ...abandonedPayments.filter((p) => p.agent === agent)].map((p) => p.key),
    );
    for (const r of rows) {
      if (r.n > 1) fail(`${table} ${r.ref} recorded ${r.n} times`);
      if (!known.has(r.ref)) fail(`${table} ${r.ref} exists but was never acknowledged`);
    }
    for (const p of mine) {
      const r = byKey.get(p.key);
      if (!r) fail(`acknowledged ${table} ${p.key} is missing`);
      else if (r.booking_id !== p.bookingId || cents(r.amount) !== p.cents)
        fail(`${table} ${p.key}: expected ${JSON.stringify(p)}, found ${JSON.stringify(r)}`);
    }
    // What the client saw acknowledged per booking is what the booking says it was paid.
    const paidRows = await query<{ id: number; paid: string }>(
      `select id, coalesce(${agent ? 'agent_paid' : 'paid_amount'}, 0)::text as paid
         from bookings where id = any($1)`,
      [ids],
    );
    for (const r of paidRows) {
      const acked = mine.filter((p) => p.bookingId === r.id).reduce((s, p) => s + p.cents, 0);
      const maybe = abandonedPayments
        .filter((p) => p.agent === agent && p.bookingId === r.id)
        .reduce((s, p) => s + p.cents, 0);
      if (cents(r.paid) < acked || cents(r.paid) > acked + maybe)
        fail(
          `booking ${r.id}: ${agent ? 'agent ' : ''}paid ${r.paid}, acknowledged ${money(acked)}`,
        );
    }
  }

  // No Idempotency-Key left claimed but never answered.
  const stuck = await query<{ key: string }>(
    'select key from idempotency_keys where status is null order by key',
  );
  if (stuck.length)
    fail(
      `${stuck.length} Idempotency-Keys claimed but never answered: ${stuck.map((s) => s.key).join(', ')}`,
    );
}

// ---------------------------------------------------------------------------------------------
// Clean-up: always, whatever happened

let cleaning: Promise<void> | null = null;
function cleanup() {
  cleaning ??= (async () => {
    const child = app.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await app.exited;
    }
    if (MODE === 'embedded' && pgDir) {
      // A server left by a killed app: fast shutdown, then SIGKILL.
      for (const p of pgFamily().filter((q) => cmdline(q.pid).includes(pgDir))) {
        try {
          process.kill(p.pid, 'SIGINT');
        } catch {
          /* gone */
        }
        for (let i = 0; i < 200 && isRunning(p); i++) await sleep(50);
        if (isRunning(p)) process.kill(p.pid, 'SIGKILL');
      }
    }
    if (MODE === 'external' && appDbUrl) {
      const name = new URL(appDbUrl).pathname.slice(1);
      await query(`drop database if exists "${name}" with (force)`, [], adminDbUrl).catch(
        (e: unknown) => say(`could not drop the database ${name}: ${String(e)}`),
      );
    }
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true, maxRetries: 10 });
  })();
  return cleaning;
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    say(`\n${sig}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Main

async function setUp() {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'crash-loop-'));
  dataDir = path.join(tmpDir, 'data');
  pgDir = path.join(dataDir, 'pg');
  if (MODE === 'external') {
    adminDbUrl = EXTERNAL_URL!;
    const name = `crash_loop_${RUN}`;
    await query(`create database "${name}"`, [], adminDbUrl);
    const u = new URL(adminDbUrl);
    u.pathname = `/${name}`;
    appDbUrl = u.toString();
  }
  await startApp(true);
  // The first admin, straight into the database (as npm run admin:create does).
  await query(`insert into users (name, email, role, password_hash) values ($1, $2, 'admin', $3)`, [
    'Crash Loop',
    ADMIN.email,
    await hashPassword(ADMIN.password, 2 ** 14),
  ]);
  // Files in dirhams post at the rate in force: the test databases' standing rates.
  await query(STANDING_RATES_SQL);
  token = (await must<{ token: string }>('POST', '/api/login', ADMIN)).token;
  for (const [i, opening] of ['10000.00', '-2500.50'].entries()) {
    const a = await must<{ id: number }>('POST', '/api/accounts', {
      name: `Crash loop account ${i + 1}`,
      code: `CL-${RUN}-${i + 1}`,
      type: 'asset',
      opening_balance: opening,
    });
    accountIds.push(a.id);
  }
  categoryId = (
    await must<{ id: number }>('POST', '/api/transaction-categories', { name: `Crash loop ${RUN}` })
  ).id;
  agentId = (
    await must<{ id: number }>('POST', '/api/agents', {
      name: `Crash loop agent ${RUN}`,
      primary_mobile: '+971500000000',
      primary_email: `agent-${RUN}@test.example`,
      commission_rate: '10',
    })
  ).id;
  // Bookings to pay against from the first write on: one with the agent, one without.
  await writeBooking(true);
  await writeBooking(false);
}

async function main() {
  const t0 = Date.now();
  say(
    `Crash loop: ${WRITES} writes, ${KILLS} kills, ${MODE} database, concurrency ${CONCURRENCY}, seed ${SEED}`,
  );
  await setUp();
  say(`  app up on port ${app.port} (set-up ${((Date.now() - t0) / 1000).toFixed(1)} s)`);

  // Kill moments: spread over the writes, jittered; writes wait for a kill that is due so
  // that every kill lands while writes are in flight.
  const span = WRITES / KILLS;
  const killAt = Array.from({ length: KILLS }, (_, i) =>
    Math.min(WRITES - 1, Math.floor(span * (i + 0.5 + (rand() - 0.5) * 0.7))),
  );
  let issued = 0;
  let killsDone = 0;
  const worker = async () => {
    for (;;) {
      await until(() => killsDone >= KILLS || issued < killAt[killsDone]! + CONCURRENCY);
      if (issued >= WRITES) return;
      issued++;
      await oneWrite();
    }
  };
  const killer = async () => {
    for (let i = 0; i < KILLS; i++) {
      await until(() => issued >= killAt[i]!);
      await sleep(randInt(0, 30));
      stats.killsMidWrite++;
      await kill9();
      await startApp(false);
      killsDone++;
      if ((i + 1) % 5 === 0 || i + 1 === KILLS)
        say(`  ${i + 1}/${KILLS} kills, ${stats.writes}/${WRITES} writes done`);
    }
  };
  await Promise.all([killer(), ...Array.from({ length: CONCURRENCY }, worker)]);

  // One last crash right after the final acknowledgement, then check from a fresh start.
  stats.killsFinal++;
  await kill9();
  await startApp(false);
  await verify();

  // The app also still stops cleanly, taking its database server with it.
  const stopped = await stopApp();
  if (stopped && (stopped.code !== 0 || stopped.forced))
    violation(`SIGTERM: exit code ${stopped.code}${stopped.forced ? ', had to be killed' : ''}`);
  if (MODE === 'embedded') {
    await sleep(100);
    if (existsSync(path.join(pgDir, 'postmaster.pid')) || pgFamily().length)
      violation('after SIGTERM the embedded PostgreSQL server is still running');
    if (existsSync(path.join(dataDir, 'app.lock'))) violation('after SIGTERM app.lock remains');
  }

  const secs = (Date.now() - t0) / 1000;
  const kills = stats.killsMidWrite + stats.killsAtStartup + stats.killsFinal;
  say('');
  say(`Crash loop summary (${MODE}, seed ${SEED})`);
  say(`  writes            ${stats.writes}`);
  say(`  acknowledged      ${stats.acknowledged} (2xx seen by the client, retries included)`);
  say(`  landed, no answer ${stats.landedUnacknowledged} (found after the restart, not resent)`);
  say(`  abandoned         ${stats.abandoned}`);
  say(
    `  requests          ${stats.requests} (${stats.interrupted} lost to a kill, ${stats.retries} retries)`,
  );
  say(
    `  kills (SIGKILL)   ${kills}: ${stats.killsMidWrite} mid-write, ${stats.killsAtStartup} during a start, ${stats.killsFinal} before the checks`,
  );
  const ms = stats.restartMs.sort((a, b) => a - b);
  say(
    `  restarts          ${stats.restarts} (kill to serving again: median ${((ms[ms.length >> 1] ?? 0) / 1000).toFixed(1)} s, max ${((ms.at(-1) ?? 0) / 1000).toFixed(1)} s)`,
  );
  if (MODE === 'embedded')
    say(
      `  orphaned servers  ${stats.orphansSeen} kills left PostgreSQL running; still running after the next start: ${stats.orphansLeft}`,
    );
  say(
    `  in the database   ${txs.size} transactions, ${bookings.size} bookings, ${payments.length} payments checked`,
  );
  say(`  time              ${secs.toFixed(1)} s`);
  say(violations.length ? `FAILED: ${violations.length} violation(s)` : 'OK: no violations');
  return violations.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  say(`crash loop aborted: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  if (app.tail.length) say(`  app output:\n    ${app.tail.slice(-10).join('\n    ')}`);
} finally {
  await cleanup();
}
process.exit(code);
