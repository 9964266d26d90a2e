import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app.ts';
import type { Endpoint } from '@app/contract';
import {
  accountEndpoints,
  agentEndpoints,
  supplierEndpoints,
  bookingEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  transactionEndpoints,
} from '@app/contract';
import { createTestApp, TEST_PASSWORD_COST } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint, urlOf } from '../../../test/answers.ts';
import {
  createAccount,
  createAgent,
  createCategory,
  createTransaction,
  createUser,
  signIn,
} from '../../../test/factories.ts';
import { COUNTED_TABLES, KEPT_BY_TRIGGERS, KEPT_WITH_WRITES } from './kept-json.ts';
import type { KeptJson } from './kept-json.ts';

/*
 * A kept answer is only as fresh as the tables its route declares (`app.kept(req, reply,
 * reads, ...)`). Nothing here trusts those lists: every kept route is run on one connection
 * inside one transaction, and PostgreSQL's own count of scans in that transaction
 * (pg_stat_xact_user_tables), taken just before and just after the route computes its answer,
 * says which tables it read. Each of them must be declared and counted by data_changes (or
 * kept by a trigger of a declared one), and each declared table must be read.
 */
let t: TestContext;
let app: App;
let client: pg.Client;
let dataDir: string;
const tokens: string[] = [];
let account = 0;

/** Route → what it declared, and what its computations read, over every URL asked of it. */
const seen = new Map<string, { declared: string[]; read: Set<string> }>();

const scans = async () => {
  const { rows } = await client.query<{ relname: string; n: string }>(
    `select relname, (seq_scan + coalesce(idx_scan, 0))::text n from pg_stat_xact_user_tables`,
  );
  return new Map(rows.map((r) => [r.relname, Number(r.n)]));
};

beforeAll(async () => {
  t = await createTestApp();
  tokens.push((await signIn(t.app, { role: 'admin' })).token);
  tokens.push((await signIn(t.app, { role: 'admin', name: 'Second Admin' })).token);
  const person = (await createUser(t.app, { name: 'Priya Nair' })).id;
  const agent = (await createAgent(t.app, { name: 'Readwell Travels' })).id;
  account = (await createAccount(t.app, { name: 'Reads Bank' })).id;
  const category = (await createCategory(t.app, { name: 'Reads Fees' })).id;
  const post = async <E extends Endpoint>(e: E, args: CallArgs<E>) =>
    (await callEndpoint(t.app, e, { token: tokens[0], ...args })).ok;
  // One approved movement (statements show those) and one waiting for approval.
  const txn = await createTransaction(
    t.app,
    account,
    category,
    { description: 'Reads fee' },
    person,
  );
  await post(transactionEndpoints.approve, {
    params: { id: txn.id },
    payload: { updated_at: txn.updated_at },
  });
  await createTransaction(t.app, account, category, { description: 'Waiting' }, person);
  await post(bookingEndpoints.create, {
    payload: {
      guest_name: 'Rahul Kapoor',
      sale_amount: '10000.00',
      purchase_amount: '7000.00',
      agent_id: agent,
      ops_person_id: person,
    },
  });
  // A credit limit: the list's flag then sums the agent's files (credit-near.ts).
  await post(agentEndpoints.setCredit, {
    params: { id: agent },
    payload: { limits: [{ currency: 'INR', credit_limit: '5000.00' }] },
  });
  await post(enquiryEndpoints.create, {
    payload: {
      enquiry_type: 'agent',
      customer_name: 'Anita Sharma',
      customer_email: 'anita@example.com',
      customer_mobile: '+91 98111 00000',
      agent_id: agent,
      assigned_to: person,
    },
  });
  await post(dayPlanEndpoints.create, {
    payload: {
      plan_date: '2026-12-01',
      guest_name: 'Mehta Family',
      service_description: 'Airport pickup',
    },
  });

  // The same database through one connection in one open transaction: every query of a
  // request, and the counts read around its computation, meet in the same transaction.
  client = new pg.Client({ connectionString: t.db.$client.options.connectionString });
  await client.connect();
  await client.query('begin');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-kept-reads-'));
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  // Nothing kept: every request computes.
  app = await buildApp({ db, dataDir, passwordCost: TEST_PASSWORD_COST, keptAnswersMb: 0 });
  await app.ready();
  const kept = app.kept;
  const observed: KeptJson = (req, reply, reads, compute, options) =>
    kept(
      req,
      reply,
      reads,
      async () => {
        const before = await scans();
        const answer = await compute();
        const after = await scans();
        const route = req.routeOptions.url!;
        const entry = seen.get(route) ?? { declared: [...reads], read: new Set<string>() };
        seen.set(route, entry);
        expect(entry.declared, route).toEqual([...reads]);
        for (const [table, n] of after) if (n > (before.get(table) ?? 0)) entry.read.add(table);
        return answer;
      },
      options,
    );
  app.kept = observed;
});

afterAll(async () => {
  await client?.query('rollback');
  await client?.end();
  await app?.close();
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every kept route, in each shape of query that plans differently. */
const urls = () => [
  read(bookingEndpoints.list),
  read(bookingEndpoints.list, { query: { search: 'kapoor' } }),
  read(bookingEndpoints.list, {
    // The list's range is date_from/date_to: the URL this replaced said startDate and
    // endDate, which the list ignores, so the range's plan was never run.
    query: { status: 'confirmed', date_from: '2026-01-01', date_to: '2026-12-31' },
  }),
  read(bookingEndpoints.list, { query: { page: 3 } }),
  read(bookingEndpoints.list, { query: { sort: '-sale_amount' } }),
  read(bookingEndpoints.list, { query: { services: 'unconfirmed' } }),
  read(bookingEndpoints.statistics),
  read(bookingEndpoints.statistics, { query: { search: 'kapoor' } }),
  read(transactionEndpoints.list),
  read(transactionEndpoints.list, { query: { status: 'approved', search: 'fee' } }),
  read(transactionEndpoints.pending),
  read(accountEndpoints.statement, { params: { id: account } }),
  read(accountEndpoints.statement, {
    params: { id: account },
    query: { startDate: '2026-01-15', endDate: '2026-12-20' },
  }),
  read(enquiryEndpoints.list),
  read(enquiryEndpoints.list, { query: { search: 'sharma' } }),
  read(agentEndpoints.list),
  read(agentEndpoints.list, { query: { search: 'readwell' } }),
  read(agentEndpoints.list, { query: { credit: 'near' } }),
  read(supplierEndpoints.list),
  read(supplierEndpoints.list, { query: { search: 'palm', kind: 'hotel' } }),
  read(dayPlanEndpoints.list),
  read(dayPlanEndpoints.list, { query: { date: '2026-12-01' } }),
];
/** One kept read on the observed app, named by its URL; its answer parsed by its schema. */
function read<E extends Endpoint>(e: E, args: CallArgs<E> = {}) {
  return {
    url: urlOf(e, args.params, args.query),
    call: (token: string | undefined) => callEndpoint(app, e, { ...args, token }),
  };
}

/** How many kept reads the route files register (`app.kept(`, `keptRoute(`): each must be run. */
function keptCallsInSource() {
  const modules = path.resolve(import.meta.dirname, '../../modules');
  let calls = 0;
  for (const dir of readdirSync(modules)) {
    for (const file of readdirSync(path.join(modules, dir))) {
      if (!file.endsWith('.routes.ts')) continue;
      const text = readFileSync(path.join(modules, dir, file), 'utf8');
      calls += text.match(/app\.kept\(|keptRoute\(/g)?.length ?? 0;
    }
  }
  return calls;
}

describe('what each kept answer reads, as PostgreSQL counted it', () => {
  it('declares every table it reads, each counted, and reads every table it declares', async () => {
    for (const { url, call } of urls()) {
      const res = await call(tokens[0]);
      expect(res.status, `${url}: ${res.text}`).toBe(200);
    }
    expect(seen.size, 'every app.kept call in the route files is run here').toBe(
      keptCallsInSource(),
    );
    const counted = new Set<string>(COUNTED_TABLES);
    const wrong: Record<
      string,
      { undeclared?: string[]; unread?: string[]; uncounted?: string[] }
    > = {};
    for (const [route, { declared, read }] of seen) {
      // A table a trigger keeps in step with a counted one moves with that one's version.
      const covered = new Set([
        ...declared,
        ...Object.entries({ ...KEPT_BY_TRIGGERS, ...KEPT_WITH_WRITES })
          .filter(([, by]) => by.some((b) => declared.includes(b)))
          .map(([table]) => table),
      ]);
      const found = {
        undeclared: [...read].filter((table) => !covered.has(table)).sort(),
        unread: declared.filter((table) => !read.has(table)),
        uncounted: declared.filter((table) => !counted.has(table)),
      };
      for (const [k, v] of Object.entries(found)) {
        if (v.length) wrong[route] = { ...wrong[route], [k]: v };
      }
    }
    // undeclared: read but not declared (served stale after a write there); unread: declared
    // but read by none of its URLs (recomputed for nothing); uncounted: no trigger counts it.
    expect(wrong).toEqual({});
  });

  it('covers a table kept by triggers only where nothing but those triggers writes it', async () => {
    const db = t.db;
    for (const [table, by] of Object.entries(KEPT_BY_TRIGGERS)) {
      // Every function whose body writes the table is a trigger function on the tables named.
      const { rows } = await db.$client.query<{ fn: string; on: string | null }>(
        `select p.proname fn, c.relname "on" from pg_proc p
           left join pg_trigger tg on tg.tgfoid = p.oid and not tg.tgisinternal
           left join pg_class c on c.oid = tg.tgrelid
         where p.pronamespace = 'public'::regnamespace
           and p.prosrc ~* ('(insert\\s+into|update|delete\\s+from)\\s+"?' || $1 || '\\M')`,
        [table],
      );
      expect(rows.length, table).toBeGreaterThan(0);
      for (const r of rows) expect(by, `${table} written by ${r.fn} on ${r.on}`).toContain(r.on);
    }
    // And no code of the API writes one itself.
    const src = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const table of Object.keys(KEPT_BY_TRIGGERS)) {
      const camel = table.replace(/_(.)/g, (_, c: string) => c.toUpperCase());
      const writes = new RegExp(
        `(insert\\s+into|update|delete\\s+from)\\s+"?${table}\\b|\\.(insert|update|delete)\\(\\s*${camel}\\b`,
        'i',
      );
      const writers = files.filter((f) => writes.test(readFileSync(path.join(src, f), 'utf8')));
      expect(writers, table).toEqual([]);
    }
  });

  it('gives the same answer to two people with the same permissions', async () => {
    // The routes key their answers by permission set (per: 'permissions'), not by person.
    for (const { url, call } of urls()) {
      const a = (await call(tokens[0])).body;
      const b = (await call(tokens[1])).body;
      expect(b, url).toEqual(a);
    }
  });
});
