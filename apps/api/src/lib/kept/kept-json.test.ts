import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestApp } from '../../../test/app.ts';
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
import { compactDataChanges, COUNTED_TABLES } from './kept-json.ts';

/*
 * Kept answers (lib/kept/kept-json.ts) are only as fresh as their declared reads. Every write below
 * goes straight to the database, past the API, so only the data_changes triggers can move the
 * version: each cached read must show every table it declares changing.
 */
let t: TestContext;
let token: string;
const ids = { person: 0, agent: 0, account: 0, category: 0, txn: 0, pending: 0 } as Record<
  string,
  number
>;

/** A kept read's answer (parsed by its schema in callEndpoint) and its text as sent. */
const get = async (read: Read, tk = token) => {
  const res = await read(tk);
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  return { text: res.text, headers: res.headers };
};
/** A write as the admin; `.ok` throws (with the answer) unless it succeeded. */
const post = async <E extends Endpoint>(e: E, args: CallArgs<E>) =>
  (await callEndpoint(t.app, e, { token, ...args })).ok;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, { role: 'admin' })).token;
  ids.person = (await createUser(t.app, { name: 'Priya Nair' })).id;
  ids.agent = (await createAgent(t.app, { name: 'Keptwell Travels' })).id;
  ids.account = (await createAccount(t.app, { name: 'Kept Bank' })).id;
  ids.category = (await createCategory(t.app, { name: 'Kept Fees' })).id;
  const cat = ids.category;
  const txn = await createTransaction(
    t.app,
    ids.account,
    cat,
    { description: 'Kept fee' },
    ids.person,
  );
  ids.txn = txn.id;
  await post(transactionEndpoints.approve, {
    params: { id: ids.txn },
    payload: { updated_at: txn.updated_at },
  });
  ids.pending = (await createTransaction(t.app, ids.account, cat, {}, ids.person)).id;
  await post(bookingEndpoints.create, {
    payload: {
      guest_name: 'Rahul Kapoor',
      // A sale (a draft's figures are not in the statistics' totals).
      status: 'confirmed',
      sale_amount: '10000.00',
      purchase_amount: '7000.00',
      agent_id: ids.agent,
      ops_person_id: ids.person,
    },
  });
  await post(enquiryEndpoints.create, {
    payload: {
      enquiry_type: 'agent',
      customer_name: 'Anita Sharma',
      customer_email: 'anita@example.com',
      customer_mobile: '+91 98111 00000',
      agent_id: ids.agent,
      assigned_to: ids.person,
    },
  });
  ids.supplier = (
    await post(supplierEndpoints.create, {
      payload: { name: 'Keptwell Hotel', kind: 'hotel', payment_terms: 'month_end' },
    })
  ).data.id;
  await post(dayPlanEndpoints.create, {
    payload: {
      plan_date: '2026-12-01',
      guest_name: 'Mehta Family',
      service_description: 'Airport pickup',
    },
  });
});
afterAll(() => t.close());

/** A kept read by whoever holds `token` (anonymous without one). */
type Read = (token?: string) => Promise<{
  status: number;
  text: string;
  headers: Record<string, unknown>;
}>;
const reads = {
  bookings: (token) => callEndpoint(t.app, bookingEndpoints.list, { token }),
  bookingSearch: (token) =>
    callEndpoint(t.app, bookingEndpoints.list, { token, query: { search: 'kapoor' } }),
  statistics: (token) =>
    callEndpoint(t.app, bookingEndpoints.statistics, { token, query: { search: 'kapoor' } }),
  transactions: (token) =>
    callEndpoint(t.app, transactionEndpoints.list, { token, query: { status: 'approved' } }),
  pending: (token) => callEndpoint(t.app, transactionEndpoints.pending, { token }),
  statement: (token) =>
    callEndpoint(t.app, accountEndpoints.statement, {
      token,
      params: { id: ids.account! },
      query: { startDate: '2026-01-01', endDate: '2026-12-31' },
    }),
  enquiries: (token) =>
    callEndpoint(t.app, enquiryEndpoints.list, { token, query: { search: 'sharma' } }),
  agents: (token) =>
    callEndpoint(t.app, agentEndpoints.list, { token, query: { search: 'keptwell' } }),
  dayPlans: (token) =>
    callEndpoint(t.app, dayPlanEndpoints.list, { token, query: { date: '2026-12-01' } }),
  suppliers: (token) =>
    callEndpoint(t.app, supplierEndpoints.list, { token, query: { search: 'keptwell' } }),
} satisfies Record<string, Read>;
type Url = keyof typeof reads;

/** One direct write per counted table, the text it puts in the answers, and who shows it. */
const writes: {
  table: string;
  write: (mark: string) => ReturnType<TestContext['db']['execute']>;
  mark: string;
  shownBy: Url[];
}[] = [
  {
    table: 'users',
    mark: 'Priya Renamed',
    write: (m) => t.db.execute(sql`update users set name = ${m} where id = ${ids.person}`),
    shownBy: ['bookings', 'bookingSearch', 'transactions', 'pending', 'enquiries'],
  },
  {
    table: 'agents',
    mark: 'Keptwell Renamed',
    write: (m) => t.db.execute(sql`update agents set name = ${m} where id = ${ids.agent}`),
    // The vendor agent's supplier is listed with it (suppliers.agent).
    shownBy: ['bookings', 'bookingSearch', 'enquiries', 'agents', 'suppliers'],
  },
  {
    table: 'suppliers',
    mark: 'Keptwell Hotel Renamed',
    write: (m) => t.db.execute(sql`update suppliers set name = ${m} where id = ${ids.supplier}`),
    shownBy: ['suppliers'],
  },
  {
    table: 'accounts',
    mark: 'Kept Bank Renamed',
    write: (m) => t.db.execute(sql`update accounts set name = ${m} where id = ${ids.account}`),
    shownBy: ['transactions', 'pending', 'statement'],
  },
  {
    table: 'transaction_categories',
    mark: 'Kept Fees Renamed',
    write: (m) =>
      t.db.execute(sql`update transaction_categories set name = ${m} where id = ${ids.category}`),
    shownBy: ['transactions', 'pending', 'statement'],
  },
  {
    table: 'transactions',
    mark: 'Kept fee, corrected',
    write: (m) =>
      t.db.execute(
        // The statement shows a line's reference from its transaction (its text is the entry's).
        sql`update transactions set description = ${m}, reference = ${m}
            where id in (${ids.txn}, ${ids.pending})`,
      ),
    shownBy: ['transactions', 'pending', 'statement'],
  },
  {
    table: 'journal_entries',
    mark: 'Kept journal entry',
    // A balanced entry of two lines, one on the test's account: its memo is the statement's line.
    write: (m) =>
      t.db.execute(sql`
        with e as (
          insert into journal_entries (entry_date, source_type, source_id, memo)
          values ('2026-06-15', 'revaluation', ${ids.account}, ${m}) returning id, entry_date
        )
        insert into journal_lines (entry_id, entry_date, account_id, debit, credit, amount)
        select e.id, e.entry_date, l.account_id, l.debit, l.credit, 12.34 from e cross join (values
          (${ids.account}::int, 12.34, 0),
          ((select id from accounts where system_key = 'other_income'), 0, 12.34)
        ) as l(account_id, debit, credit)`),
    shownBy: ['statement'],
  },
  {
    table: 'journal_lines',
    mark: '4321.09',
    // Lines are posted only with their entry; this one's amount is what the statement shows.
    write: (m) =>
      t.db.execute(sql`
        with e as (
          insert into journal_entries (entry_date, source_type, source_id, memo)
          values ('2026-06-16', 'revaluation', ${ids.account}, 'Kept line') returning id, entry_date
        )
        insert into journal_lines (entry_id, entry_date, account_id, debit, credit, amount)
        select e.id, e.entry_date, l.account_id, l.debit, l.credit, ${m}::numeric from e cross join (values
          (${ids.account}::int, ${m}::numeric, 0::numeric),
          ((select id from accounts where system_key = 'other_income'), 0, ${m}::numeric)
        ) as l(account_id, debit, credit)`),
    shownBy: ['statement'],
  },
  {
    table: 'agent_credit_limits',
    mark: '11111.00',
    // A limit the agent's confirmed file (10,000.00 owed) is near: the agents list flags it.
    write: (m) =>
      t.db.execute(
        sql`insert into agent_credit_limits (agent_id, currency, credit_limit)
            select ${ids.agent}, currency, ${m} from bookings where guest_name = 'Rahul Kapoor'`,
      ),
    shownBy: ['agents'],
  },
  {
    table: 'bookings',
    mark: '12345.67',
    write: (m) =>
      // At a rate of 1 the cards' rupees show the mark as written.
      t.db.execute(
        sql`update bookings set sale_amount = ${m}, rate = 1 where guest_name = 'Rahul Kapoor'`,
      ),
    shownBy: ['bookings', 'bookingSearch', 'statistics'],
  },
  {
    table: 'enquiries',
    mark: 'Anita Sharma-Verma',
    write: (m) =>
      t.db.execute(
        sql`update enquiries set customer_name = ${m} where customer_name = 'Anita Sharma'`,
      ),
    shownBy: ['enquiries'],
  },
  {
    table: 'day_plans',
    mark: 'Mehta Family (4)',
    write: (m) =>
      t.db.execute(sql`update day_plans set guest_name = ${m} where guest_name = 'Mehta Family'`),
    shownBy: ['dayPlans'],
  },
];

describe('answers kept until a table they read changes', () => {
  it('counts writes to every table a kept answer reads, with a statement trigger', async () => {
    const { rows } = await t.db.execute<{ relname: string; tgtype: number }>(sql`
      select c.relname, t.tgtype from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'data_changes_count' and t.tgenabled = 'O'`);
    expect(rows.map((r) => r.relname).sort()).toEqual([...COUNTED_TABLES].sort());
    // tgtype bits: 1 row-level, 4 insert, 8 delete, 16 update, 32 truncate.
    for (const r of rows) expect(r.tgtype & 61, r.relname).toBe(60);
    expect(writes.map((w) => w.table).sort()).toEqual([...COUNTED_TABLES].sort());
  });

  it('shows each direct write to a table in every kept answer that reads it', async () => {
    for (const w of writes) {
      const before = new Map<Url, string>();
      for (const u of w.shownBy) {
        const first = (await get(reads[u])).text;
        expect(first, `${u} before ${w.table}`).not.toContain(w.mark);
        expect((await get(reads[u])).text, `${u} asked again`).toBe(first);
        before.set(u, first);
      }
      await w.write(w.mark);
      for (const u of w.shownBy) {
        const after = await get(reads[u]);
        expect(after.text, `${u} after a write to ${w.table}`).toContain(w.mark);
        expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
      }
    }
  });

  it('serves the kept answer while the version holds: the version is what keeps it fresh', async () => {
    const url: Read = (tk) =>
      callEndpoint(t.app, agentEndpoints.list, { token: tk, query: { search: 'steady' } });
    const id = (await createAgent(t.app, { name: 'Steady Tours' })).id;
    expect((await get(url)).text).toContain('Steady Tours');
    // A write the trigger does not see leaves the version, so the kept answer stands...
    await t.db.execute(sql`alter table agents disable trigger agents_changes`);
    try {
      await t.db.execute(sql`update agents set name = 'Steady Tours Two' where id = ${id}`);
    } finally {
      await t.db.execute(sql`alter table agents enable trigger agents_changes`);
    }
    expect((await get(url)).text).not.toContain('Steady Tours Two');
    // ...and the next counted write moves it.
    await t.db.execute(sql`update agents set notes = 'seen' where id = ${id}`);
    expect((await get(url)).text).toContain('Steady Tours Two');
  });

  it('computes every answer when kept answers are turned off (KEPT_ANSWERS_MB=0)', async () => {
    const off = await createTestApp({ keptAnswersMb: 0 });
    try {
      const tk = (await signIn(off.app, { role: 'admin' })).token;
      const id = (await createAgent(off.app, { name: 'Uncached Tours' })).id;
      const list = async () =>
        (
          await callEndpoint(off.app, agentEndpoints.list, {
            token: tk,
            query: { search: 'uncached' },
          })
        ).ok.data[0]!.name;
      expect(await list()).toBe('Uncached Tours');
      await off.db.execute(sql`alter table agents disable trigger agents_changes`);
      await off.db.execute(sql`update agents set name = 'Uncached Tours Two' where id = ${id}`);
      expect(await list()).toBe('Uncached Tours Two');
    } finally {
      await off.close();
    }
  });

  it('checks access before any kept answer is given', async () => {
    await get(reads.transactions);
    const staff = (await signIn(t.app, { role: 'staff' })).token;
    const res = await reads.transactions(staff);
    expect(res.status).toBe(403);
    const none = await reads.transactions(undefined);
    expect(none.status).toBe(401);
  });

  it('keeps the compressed forms too, and answers each client in the encoding it accepts', async () => {
    const raw = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: urlOf(bookingEndpoints.list),
        headers: {
          authorization: `Bearer ${token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(1024);
    const cases: [string, string | undefined, (b: Buffer) => Buffer][] = [
      ['br', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
      ['identity', undefined, (b) => b],
    ];
    const opted = await t.app.inject({
      method: 'GET',
      url: urlOf(bookingEndpoints.list),
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'br',
        'x-no-compression': '1',
      },
    });
    expect(opted.headers['content-encoding']).toBeUndefined();
    expect(opted.body).toBe(plain.body);
    for (const [accept, expected, decode] of cases) {
      const first = await raw(accept);
      const again = await raw(accept);
      expect(first.headers['content-encoding'], accept).toBe(expected);
      expect(first.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(decode(first.rawPayload).toString('utf8'), accept).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload), accept).toBe(true);
    }
    // A write makes a new answer, in every encoding.
    await t.db.execute(sql`update bookings set guest_name = 'Rahul Kapoor Jr'`);
    const after = await raw('br');
    expect(zlib.brotliDecompressSync(after.rawPayload).toString('utf8')).toContain(
      'Rahul Kapoor Jr',
    );
  });

  it('counts each writing transaction in its own row, so crossed writes never wait on a count', async () => {
    const other = {
      agent: (await createAgent(t.app, { name: 'Crossed Tours' })).id,
      person: (await createUser(t.app)).id,
    };
    const pool = t.db.$client;
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      // Two transactions writing agents and users in opposite orders, each waiting for the
      // other's first write before its second: only a shared count row could make them wait
      // on each other (and deadlock, as two connections sharing a slot did before 0027).
      let open!: () => void;
      const both = new Promise<void>((r) => (open = r));
      let started = 0;
      const gate = () => (++started === 2 && open(), both);
      const run = async (c: pg.PoolClient, first: string, second: string) => {
        await c.query('begin');
        try {
          await c.query(first);
          await gate();
          await c.query(second);
          const txn = (await c.query(`select txid_current()::text t`)).rows[0].t;
          await c.query('commit');
          return txn as string;
        } catch (e) {
          await c.query('rollback');
          throw e;
        }
      };
      const agent = (id: number) => `update agents set notes = 'crossed' where id = ${id}`;
      const person = (id: number) => `update users set updated_at = now() where id = ${id}`;
      const txns = await Promise.all([
        run(a, agent(ids.agent!), person(ids.person!)),
        run(b, person(other.person), agent(other.agent)),
      ]);
      const { rows } = await t.db.execute<{ name: string; txn: string; changes: string }>(
        sql`select name, txn::text, changes::text from data_changes
            where txn in (${txns[0]}::bigint, ${txns[1]}::bigint) order by txn, name`,
      );
      expect(rows).toEqual(
        [...txns]
          .sort((x, y) => Number(BigInt(x) - BigInt(y)))
          .flatMap((txn) => [
            { name: 'agents', txn, changes: '1' },
            { name: 'users', txn, changes: '1' },
          ]),
      );
    } finally {
      a.release();
      b.release();
    }
  });

  it('folds committed count rows into row 0 without moving any version', async () => {
    const version = async () =>
      (
        await t.db.execute<{ v: string; n: number }>(
          sql`select sum(changes)::text v, count(*)::int n from data_changes where name = 'agents'`,
        )
      ).rows[0]!;
    for (let i = 0; i < 3; i++) await t.db.execute(sql`update agents set notes = ${`fold ${i}`}`);
    // A writer still open while the rows are folded: its count must survive the fold.
    const open = await t.db.$client.connect();
    try {
      await open.query('begin');
      await open.query(`update agents set notes = 'open during the fold'`);
      const before = await version();
      expect(before.n).toBeGreaterThan(1);
      await compactDataChanges(t.db, ['agents']);
      expect(await version()).toEqual({ v: before.v, n: 1 });
      await open.query('commit');
      expect(await version()).toEqual({ v: String(BigInt(before.v) + 1n), n: 2 });
    } finally {
      open.release();
    }
  });
});
