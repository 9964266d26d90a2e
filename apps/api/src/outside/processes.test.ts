import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestDatabase } from '../../test/db.ts';
import {
  createAccount,
  createCategory,
  createUser,
  transactionValues,
} from '../../test/factories.ts';
import type { ApiProcess, Proxy } from '../../test/outside/processes.ts';
import { BACKEND_HEADER, startProcesses, startProxy } from '../../test/outside/processes.ts';
import { startTestSmtp } from '../modules/outbox/mail-test-tools.ts';
import type { TestSmtp } from '../modules/outbox/mail-test-tools.ts';

/**
 * Three built API processes on one PostgreSQL, each its own PORT and
 * DATA_DIR, behind a round-robin proxy, as a load balancer would run them. What one process
 * makes, counts, keeps or queues, the others see at once; killing one mid-write loses nothing
 * it acknowledged. Every request names the backend that answered (BACKEND_HEADER), so each
 * check shows it crossed processes.
 */

const N = 3;
/** Outbox senders look for due mail every 5 s (outbox-sender.ts): two rounds of all three. */
const SENDER_ROUNDS_MS = 11_000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: TestSmtp;
let procs: ApiProcess[];
let stopProcs: () => Promise<void>;
let proxy: Proxy;
let admin: { email: string; password: string };
let token: string;
let account: number;
let category: number;

interface Answer {
  status: number;
  backend: number;
  json: any;
  bytes: Buffer;
  headers: Headers;
}

async function call(
  method: string,
  path: string,
  o: { json?: unknown; form?: FormData; auth?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const auth = o.auth === undefined ? token : o.auth;
  if (auth) headers.authorization = `Bearer ${auth}`;
  if (o.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`http://127.0.0.1:${proxy.port}${path}`, {
    method,
    headers,
    body: o.form ?? (o.json === undefined ? undefined : JSON.stringify(o.json)),
    signal: AbortSignal.timeout(15_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = /json/.test(res.headers.get('content-type') ?? '')
    ? JSON.parse(bytes.toString())
    : undefined;
  return {
    status: res.status,
    backend: Number(res.headers.get(BACKEND_HEADER)),
    json,
    bytes,
    headers: res.headers,
  };
}

const backends = (answers: { backend: number }[]) => new Set(answers.map((a) => a.backend));
const today = () => new Date().toISOString().slice(0, 10);
const ALL = new Set(Array.from({ length: N }, (_, i) => i));

async function newBooking(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/bookings', {
    json: {
      guest_name: `Guest ${Math.random().toString(36).slice(2, 8)}`,
      guest_email: 'guest@test.example',
      sale_amount: '1000.00',
      purchase_amount: '800.00',
      ...extra,
    },
  });
  expect(res.status, res.bytes.toString()).toBe(201);
  return res.json.data.id as number;
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  const app = { db: database.db } as unknown as App;
  admin = await createUser(app, { role: 'admin' });
  account = (await createAccount(app)).id;
  category = (await createCategory(app)).id;
  ({ procs, stop: stopProcs } = await startProcesses(N, {
    databaseUrl: database.url,
    smtpUrl: smtp.url,
  }));
  proxy = await startProxy(procs.map((p) => p.port));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await stopProcs?.();
  await smtp?.close();
  await database?.drop();
}, 60_000);

describe(`${N} API processes on one database behind a round-robin proxy`, () => {
  it('a session token made on one process works on the others', async () => {
    const login = await call('POST', '/api/login', {
      json: { email: admin.email, password: admin.password },
      auth: null,
    });
    expect(login.status).toBe(200);
    token = login.json.data.token;
    const me = await Promise.all(Array.from({ length: N }, () => call('GET', '/api/me')));
    expect(me.map((m) => m.status)).toEqual([200, 200, 200]);
    expect(me.map((m) => m.json.data.email)).toEqual([admin.email, admin.email, admin.email]);
    expect(backends(me)).toEqual(ALL);
  });

  it('a file uploaded through one process downloads through the others, the same bytes', async () => {
    const pdf = Buffer.from(
      `%PDF-1.4\n% ${Date.now()}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`,
    );
    const form = new FormData();
    for (const [k, v] of Object.entries(transactionValues(account, category))) {
      form.append(k, String(v));
    }
    form.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'invoice.pdf');
    const created = await call('POST', '/api/transactions', { form });
    expect(created.status, created.bytes.toString()).toBe(201);
    const downloads = await Promise.all(
      Array.from({ length: N }, () => call('GET', `/api/storage/${created.json.data.attachment}`)),
    );
    expect(downloads.map((d) => d.status)).toEqual([200, 200, 200]);
    for (const d of downloads) expect(d.bytes.equals(pdf)).toBe(true);
    expect(backends(downloads)).toEqual(ALL);
  });

  it('the login limit counts failures on all three as one process would', async () => {
    const user = await createUser({ db: database.db } as unknown as App);
    // Five wrong guesses, spread round-robin: each process sees one or two of them.
    const guesses: Answer[] = [];
    for (let i = 0; i < 5; i++) {
      guesses.push(
        await call('POST', '/api/login', {
          json: { email: user.email, password: `Wrong-guess-${i}` },
          auth: null,
        }),
      );
    }
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401, 401]);
    expect(backends(guesses)).toEqual(ALL);
    // The right password now: refused by every process, none has guesses of its own left.
    const refused = await Promise.all(
      Array.from({ length: N }, () =>
        call('POST', '/api/login', {
          json: { email: user.email, password: user.password },
          auth: null,
        }),
      ),
    );
    expect(refused.map((r) => r.status)).toEqual([429, 429, 429]);
    for (const r of refused) {
      expect(r.json.message).toMatch(
        /^Too many login attempts\. Please try again in \d+ seconds\.$/,
      );
    }
    expect(backends(refused)).toEqual(ALL);
  });

  it('a preview link made on one process opens on the others', async () => {
    const id = await newBooking();
    const made = await call('POST', `/api/vouchers/${id}/preview-token`);
    expect(made.status).toBe(200);
    const opened = await Promise.all(
      Array.from({ length: N }, () => call('GET', made.json.data.url, { auth: null })),
    );
    expect(opened.map((o) => o.status)).toEqual([200, 200, 200]);
    for (const o of opened) expect(o.headers.get('content-type')).toMatch(/^text\/html/);
    expect(backends(opened)).toEqual(ALL);
  });

  it('a write through one shows at once in a list read through the others, answers kept', async () => {
    const list = () => call('GET', '/api/bookings?per_page=100');
    // Each process computes the list and keeps the answer (KEPT_ANSWERS_MB at its default).
    for (let i = 0; i < 2 * N; i++) expect((await list()).status).toBe(200);
    for (let round = 0; round < N; round++) {
      const writer = proxy.next();
      const id = await newBooking();
      const reads = await Promise.all(Array.from({ length: N - 1 }, () => list()));
      for (const r of reads) {
        expect(r.backend).not.toBe(writer);
        expect(r.json.data.map((b: { id: number }) => b.id)).toContain(id);
      }
    }
  });

  let queuedAt = 0;
  it('a voucher email queued through one process is delivered by the senders', async () => {
    const id = await newBooking();
    const sent = await call('POST', `/api/vouchers/${id}/email`, { json: {} });
    expect(sent.status, sent.bytes.toString()).toBe(202);
    for (const start = Date.now(); smtp.received.length === 0 && Date.now() - start < 20_000;) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(smtp.received).toHaveLength(1);
    queuedAt = Date.now();
  });

  it('kill -9 of one process during writes loses no acknowledged write; the others keep answering', async () => {
    const booking = await newBooking({ sale_amount: '100000.00', purchase_amount: '1.00' });
    const victim = procs[0]!;
    let killedAt = Infinity;
    let n = 0;
    const results: { ref: string; status: number; backend: number; afterKill: boolean }[] = [];
    const writer = async () => {
      const until = Date.now() + 4_000;
      while (Date.now() < until) {
        const ref = `kill-${n++}`;
        const started = Date.now();
        const r = await call('POST', `/api/bookings/${booking}/payment`, {
          json: {
            payment_date: today(),
            amount: '0.01',
            payment_method: 'cash',
            transaction_reference: ref,
          },
        }).catch(() => ({ status: 0, backend: -1 }) as Answer);
        results.push({ ref, status: r.status, backend: r.backend, afterKill: started > killedAt });
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await new Promise((r) => setTimeout(r, 1_500));
    victim.child.kill('SIGKILL');
    await new Promise((r) => victim.child.once('exit', r));
    killedAt = Date.now();
    await Promise.all(writers);

    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.ref);
    const stored = (
      await database.db.execute<{ ref: string }>(
        sql`select transaction_reference as ref from booking_payments where booking_id = ${booking}`,
      )
    ).rows.map((r) => r.ref);
    const lost = acknowledged.filter((ref) => !stored.includes(ref));
    expect(lost, 'acknowledged writes missing from the database').toEqual([]);
    // The stream reached every process before the kill, the victim included.
    expect(backends(results.filter((r) => r.status === 201))).toEqual(ALL);
    // After it, the survivors answer every write sent to them.
    const survivors = results.filter((r) => r.afterKill && r.backend !== victim.index);
    expect(survivors.length).toBeGreaterThan(10);
    expect(survivors.filter((r) => r.status !== 201)).toEqual([]);
    // The booking's total is the sum of what is stored: no half-written payment.
    const [figures] = (
      await database.db.execute<{ paid: string; sum: string }>(
        sql`select b.paid_amount::text as paid, (select sum(amount) from booking_payments p where p.booking_id = b.id)::text as sum from bookings b where b.id = ${booking}`,
      )
    ).rows;
    expect(figures!.paid).toBe(figures!.sum);
    console.log(
      `kill -9: ${results.length} writes, ${acknowledged.length} acknowledged (all stored), ` +
        `${stored.length} stored, ${survivors.length} to survivors after the kill`,
    );
  }, 30_000);

  it('the voucher email was sent exactly once in total, after every sender looked again', async () => {
    const wait = queuedAt + SENDER_ROUNDS_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.attempts).toBe(1);
  }, 30_000);
});
