import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import { accountEndpoints, bookingEndpoints, transactionEndpoints } from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp } from '../test/app.ts';
import type { CallArgs } from '../test/answers.ts';
import { callEndpoint } from '../test/answers.ts';
import { createAgent, createCategory, createUser, tokenFor } from '../test/factories.ts';

/**
 * Random sequences of create / edit / approve / reject / delete / pay
 * across accounts and bookings, and voids of customer and agent payments and
 * reversals of approved transactions. A model predicts every answer; after every step the
 * database must agree with the model and with the ledger's own invariants. `npm test` runs
 * LEDGER_SEQUENCES (default 300); `npm run test:stress` runs 10,000.
 */
const SEQUENCES = Number(process.env.LEDGER_SEQUENCES ?? 300);

/** Money as whole paise in the model: exact, no floats. */
const text = (cents: bigint) => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** '12.5', '12.50' and '12' alike: PostgreSQL prints sums with the scale they have. */
const cents = (money: string) => {
  const [whole, frac = ''] = money.split('.');
  const sign = whole!.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole!.replace('-', '')) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2)));
};

interface Tx {
  id: number;
  account: number;
  type: 'income' | 'expense';
  amount: bigint;
  status: 'pending' | 'approved' | 'rejected' | 'deleted';
  /** The version last read (`updated_at`): what an approver saw. */
  seen: string;
  /** The transaction this one reverses, and whether this one has been reversed. */
  reversalOf?: number;
  reversed?: boolean;
}
interface Payment {
  id: number;
  amount: bigint;
  voided: boolean;
}
interface Model {
  accounts: { id: number; opening: bigint; code: string }[];
  txs: Tx[];
  booking: {
    id: number;
    sale: bigint;
    paid: bigint;
    agentPaid: bigint;
    payments: Payment[];
    agentPayments: Payment[];
  };
}
interface Real {
  token: string;
  categoryId: number;
  agentId: number;
}

let t: TestContext;
let real: Real;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  real = {
    token: await tokenFor(t.app, admin.id),
    categoryId: (await createCategory(t.app)).id,
    agentId: (await createAgent(t.app)).id,
  };
});
afterAll(() => t.close());

/** A catalogued call as the admin, its answer parsed by the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: real.token, ...args });

const txBody = (m: Model, tx: Omit<Tx, 'id' | 'status' | 'seen'>) => ({
  type: tx.type,
  transaction_date: '2026-11-01',
  account_id: tx.account,
  category_id: real.categoryId,
  amount: text(tx.amount),
  description: 'model step',
});
const bookingBody = (sale: bigint) => ({
  guest_name: 'Model Guest',
  sale_amount: text(sale),
  purchase_amount: '0',
  agent_id: real.agentId,
  agent_commission_rate: '10',
});
/** The agent owes the sale less a 10% commission rounded half-up. */
const agentPayable = (sale: bigint) => sale - (sale + 5n) / 10n;
const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
const amountArb = fc.bigInt({ min: 1n, max: 500_000n });

type Cmd = fc.AsyncCommand<Model, Real>;
/** The id the server gave a new payment: the one listed that the model has not seen. */
const newId = (listed: { id: number }[], known: Payment[]) =>
  listed.map((p) => p.id).find((id) => !known.some((k) => k.id === id))!;
const cmd = (name: string, run: (m: Model) => Promise<void>): Cmd => ({
  check: () => true,
  run: (m) => run(m),
  toString: () => name,
});

const commands = [
  fc
    .tuple(fc.nat(), fc.constantFrom('income' as const, 'expense' as const), amountArb)
    .map(([a, type, amount]) =>
      cmd(`create ${type} ${text(amount)} on account #${a % 2}`, async (m) => {
        const account = pick(m.accounts, a)!.id;
        const res = await call(transactionEndpoints.create, {
          payload: txBody(m, { account, type, amount }),
        });
        expect(res.status).toBe(201);
        const { id, updated_at: seen } = res.ok.data;
        m.txs.push({ id, account, type, amount, status: 'pending', seen });
      }),
    ),
  fc.tuple(fc.nat(), fc.nat(), amountArb).map(([i, a, amount]) =>
    cmd(`edit tx #${i} to ${text(amount)} on account #${a % 2}`, async (m) => {
      const tx = pick(m.txs, i);
      if (!tx) return;
      const account = pick(m.accounts, a)!.id;
      const res = await call(transactionEndpoints.updatePut, {
        params: { id: tx.id },
        payload: txBody(m, { account, type: tx.type, amount }),
      });
      if (tx.status === 'pending') {
        expect(res.status).toBe(200);
        expect(res.ok.data.updated_at > tx.seen).toBe(true); // every edit is a new version
        Object.assign(tx, { account, amount, seen: res.ok.data.updated_at });
      } else expect(res.status).toBe(tx.status === 'deleted' ? 404 : 409);
    }),
  ),
  fc.tuple(fc.nat(), fc.constantFrom('approve', 'reject')).map(([i, decision]) =>
    cmd(`${decision} tx #${i}`, async (m) => {
      const tx = pick(m.txs, i);
      if (!tx) return;
      const res = await call(transactionEndpoints[decision], {
        params: { id: tx.id },
        payload: {
          notes: 'model',
          updated_at: tx.seen,
        },
      });
      if (tx.status === 'pending') {
        expect(res.status).toBe(200);
        tx.status = decision === 'approve' ? 'approved' : 'rejected';
      } else expect(res.status).toBe(tx.status === 'deleted' ? 404 : 409);
    }),
  ),
  fc.tuple(fc.nat(), fc.constantFrom('approve', 'reject')).map(([i, decision]) =>
    cmd(`${decision} tx #${i} as seen before its last change`, async (m) => {
      const tx = pick(m.txs, i);
      if (!tx) return;
      const stale = new Date(Date.parse(tx.seen) - 1).toISOString();
      const res = await call(transactionEndpoints[decision], {
        params: { id: tx.id },
        payload: { updated_at: stale },
      });
      // Refused whatever the state: nothing moves, the model is unchanged.
      expect(res.status).toBe(tx.status === 'deleted' ? 404 : 409);
    }),
  ),
  fc.nat().map((i) =>
    cmd(`delete tx #${i}`, async (m) => {
      const tx = pick(m.txs, i);
      if (!tx) return;
      const res = await call(transactionEndpoints.remove, { params: { id: tx.id } });
      if (tx.status === 'pending') {
        expect(res.status).toBe(200);
        tx.status = 'deleted';
      } else expect(res.status).toBe(tx.status === 'deleted' ? 404 : 409);
    }),
  ),
  fc.tuple(fc.nat(), fc.bigInt({ min: -100_000n, max: 1_000_000n })).map(([a, opening]) =>
    cmd(`set opening of account #${a % 2} to ${text(opening)}`, async (m) => {
      const account = pick(m.accounts, a)!;
      const res = await call(accountEndpoints.update, {
        params: { id: account.id },
        payload: {
          name: `Model ${account.code}`,
          code: account.code,
          type: 'asset',
          opening_balance: text(opening),
        },
      });
      // Fixed once the account has an approved transaction.
      const approved = m.txs.some((x) => x.account === account.id && x.status === 'approved');
      if (approved && opening !== account.opening) {
        expect(res.status).toBe(422);
        expect(res.failure.errors?.opening_balance).toEqual([
          'This account has approved transactions; record an adjustment instead.',
        ]);
      } else {
        expect(res.status).toBe(200);
        account.opening = opening;
      }
    }),
  ),
  amountArb.map((amount) =>
    cmd(`pay ${text(amount)}`, async (m) => {
      const b = m.booking;
      const res = await call(bookingEndpoints.addPayment, {
        params: { id: b.id },
        payload: {
          payment_date: '2026-11-02',
          amount: text(amount),
          payment_method: 'cash',
        },
      });
      // One payer (decision 043): the guest pays on the agent's behalf, within what it owes.
      if (amount <= agentPayable(b.sale) - b.paid - b.agentPaid) {
        expect(res.status).toBe(201);
        b.paid += amount;
        // The answer lists the file's payments (required by its schema).
        b.payments.push({
          id: newId(res.ok.data.payments, b.payments),
          amount,
          voided: false,
        });
      } else expect(res.status).toBe(422);
    }),
  ),
  fc.bigInt({ min: 0n, max: 1_500_000n }).map((sale) =>
    cmd(`set sale to ${text(sale)}`, async (m) => {
      const b = m.booking;
      const res = await call(bookingEndpoints.update, {
        params: { id: b.id },
        payload: bookingBody(sale),
      });
      // What the agent owes may not fall below what the file received, from both payers.
      const payable = agentPayable(sale);
      if (payable >= b.paid + b.agentPaid) {
        expect(res.status).toBe(200);
        b.sale = sale;
      } else expect(res.status).toBe(422);
    }),
  ),
  fc.bigInt({ min: 1n, max: 100_000n }).map((amount) =>
    cmd(`pay agent ${text(amount)}`, async (m) => {
      const b = m.booking;
      const res = await call(bookingEndpoints.addAgentPayment, {
        params: { id: b.id },
        payload: {
          payment_date: '2026-11-02',
          amount: text(amount),
        },
      });
      if (amount <= agentPayable(b.sale) - b.agentPaid - b.paid) {
        expect(res.status).toBe(201);
        b.agentPaid += amount;
        const id = newId(res.ok.data, b.agentPayments);
        b.agentPayments.push({ id, amount, voided: false });
      } else expect(res.status).toBe(422);
    }),
  ),
  fc.tuple(fc.nat(), fc.boolean()).map(([i, viaDelete]) =>
    cmd(`void agent payment #${i}${viaDelete ? ' (spec delete)' : ''}`, async (m) => {
      const b = m.booking;
      const p = pick(b.agentPayments, i);
      if (!p) return;
      // The spec's delete voids too; both need a reason.
      const res = viaDelete
        ? await call(bookingEndpoints.deleteAgentPayment, {
            params: { id: p.id },
            payload: { reason: 'model void' },
          })
        : await call(bookingEndpoints.voidAgentPayment, {
            params: { id: p.id },
            payload: { reason: 'model void' },
          });
      if (p.voided) expect(res.status).toBe(409);
      else {
        expect(res.status).toBe(200);
        p.voided = true;
        b.agentPaid -= p.amount;
      }
    }),
  ),
  fc.nat().map((i) =>
    cmd(`void payment #${i}`, async (m) => {
      const b = m.booking;
      const p = pick(b.payments, i);
      if (!p) return;
      const res = await call(bookingEndpoints.voidPayment, {
        params: { id: b.id, paymentId: p.id },
        payload: {
          reason: 'model void',
        },
      });
      if (p.voided) expect(res.status).toBe(409);
      else {
        expect(res.status).toBe(200);
        p.voided = true;
        b.paid -= p.amount;
      }
    }),
  ),
  fc.nat().map((i) =>
    cmd(`reverse tx #${i}`, async (m) => {
      const tx = pick(m.txs, i);
      if (!tx) return;
      const res = await call(transactionEndpoints.reverse, {
        params: { id: tx.id },
        payload: {
          reason: 'model reversal',
        },
      });
      if (tx.status === 'deleted') expect(res.status).toBe(404);
      else if (tx.status !== 'approved' || tx.reversed || tx.reversalOf !== undefined)
        expect(res.status).toBe(409);
      else {
        expect(res.status).toBe(201);
        const r = res.ok.data;
        expect(r).toMatchObject({ status: 'approved', account_id: tx.account });
        tx.reversed = true;
        m.txs.push({
          id: r.id,
          account: tx.account,
          type: tx.type === 'income' ? 'expense' : 'income',
          amount: tx.amount,
          status: 'approved',
          seen: r.updated_at,
          reversalOf: tx.id,
        });
      }
    }),
  ),
];

/** The database against the model and against the ledger's own rules. */
async function checkInvariants(m: Model) {
  const ids = m.accounts.map((a) => a.id);
  const { rows } = await t.db.execute<{
    id: number;
    opening_balance: string;
    current_balance: string;
    derived: string;
  }>(sql`
    select a.id, a.opening_balance,
           -- The books' balance of an asset: its lines' debits less credits (decision 042).
           (select coalesce(sum(m.debit - m.credit), 0) from ledger_month_totals m
             where m.account_id = a.id)::text as current_balance,
           a.opening_balance + coalesce(sum(case when t.type = 'income' then t.amount
                                                 else -t.amount end)
                                        filter (where t.status = 'approved'), 0) as derived
    from accounts a left join transactions t on t.account_id = a.id
    where a.id in (${sql.join(ids, sql`, `)})
    group by a.id`);
  for (const a of m.accounts) {
    const row = rows.find((r) => r.id === a.id)!;
    // Only approved movements count: pending, rejected and deleted ones moved nothing.
    const expected = m.txs
      .filter((x) => x.account === a.id && x.status === 'approved')
      .reduce((sum, x) => sum + (x.type === 'income' ? x.amount : -x.amount), a.opening);
    expect(cents(row.current_balance), `account ${a.id}`).toBe(cents(row.derived));
    expect(cents(row.current_balance)).toBe(expected);
    expect(cents(row.opening_balance)).toBe(a.opening);
  }
  // The counts accounts and categories show equal their transactions, whatever the status.
  const miscounted = await t.db.execute(sql`
    select 'account' as kind, a.id from accounts a
      where a.transactions_count <> (select count(*) from transactions x where x.account_id = a.id)
    union all
    select 'category', k.id from transaction_categories k
      where k.transactions_count <> (select count(*) from transactions x where x.category_id = k.id)`);
  expect(miscounted.rows).toEqual([]);
  // The dashboard's counters: transactions per status, files still owing.
  const counters = await t.db.execute(sql`
    select s.status from (select status, sum(rows) as rows from status_counts
        where entity = 'transactions' group by status) s
      where s.rows <> (select count(*) from transactions x where x.status = s.status)
    union all
    select k.status || '/' || k.payment_status from (select status, payment_status,
        sum(owing) as owing from booking_stats group by status, payment_status) k
      where k.owing <> (select count(*) from bookings b where b.status = k.status
                          and b.payment_status = k.payment_status and b.balance_due > 0)`);
  expect(counters.rows).toEqual([]);
  const statuses = await t.db.execute<{ id: number; status: string }>(
    sql`select id, status from transactions where account_id in (${sql.join(ids, sql`, `)})`,
  );
  const live = m.txs.filter((x) => x.status !== 'deleted');
  expect(statuses.rows.length).toBe(live.length);
  for (const x of live) {
    expect(statuses.rows.find((r) => r.id === x.id)?.status).toBe(x.status);
  }
  const [b] = (
    await t.db.execute<{
      sale_amount: string;
      paid_amount: string;
      balance_due: string;
      payments: string;
      agent_paid: string;
      agent_payable: string;
      agent_payments: string;
    }>(sql`
      select b.sale_amount, b.paid_amount, b.balance_due, b.agent_paid, b.agent_payable,
             (select coalesce(sum(amount), 0) from booking_payments
               where booking_id = b.id and voided_at is null) as payments,
             (select coalesce(sum(amount), 0) from agent_payments
               where booking_id = b.id and voided_at is null) as agent_payments
      from bookings b where b.id = ${m.booking.id}`)
  ).rows;
  expect(cents(b!.paid_amount)).toBe(cents(b!.payments));
  expect(cents(b!.paid_amount)).toBe(m.booking.paid);
  expect(cents(b!.paid_amount) <= cents(b!.sale_amount)).toBe(true);
  // One balance for the file's one payer, the agent (decision 043).
  expect(cents(b!.balance_due)).toBe(
    cents(b!.agent_payable) - cents(b!.paid_amount) - cents(b!.agent_paid),
  );
  expect(cents(b!.agent_paid)).toBe(cents(b!.agent_payments));
  expect(cents(b!.agent_paid)).toBe(m.booking.agentPaid);
  expect(cents(b!.agent_paid) + cents(b!.paid_amount) <= cents(b!.agent_payable)).toBe(true);
  // Voided payments stay, marked, with who and why; the live ones are the model's.
  for (const [table, list] of [
    ['booking_payments', m.booking.payments],
    ['agent_payments', m.booking.agentPayments],
  ] as const) {
    const { rows: stored } = await t.db.execute<{ id: number; voided: boolean }>(
      sql`select id, voided_at is not null and voided_by is not null and void_reason is not null
            as voided from ${sql.identifier(table)} where booking_id = ${m.booking.id}`,
    );
    expect(stored.length, table).toBe(list.length);
    for (const p of list) expect(stored.find((r) => r.id === p.id)?.voided).toBe(p.voided);
  }
  // Every reversal is approved, opposite, of the same amount and account, and the only one.
  const { rows: links } = await t.db.execute<{ id: number; reversal_of: number; ok: boolean }>(sql`
    select r.id, r.reversal_of,
      r.status = 'approved' and o.status = 'approved' and r.type <> o.type
        and r.amount = o.amount and r.account_id = o.account_id and o.reversal_of is null as ok
    from transactions r join transactions o on o.id = r.reversal_of
    where r.account_id in (${sql.join(ids, sql`, `)})`);
  const modelLinks = m.txs.filter((x) => x.reversalOf !== undefined);
  expect(links.length).toBe(modelLinks.length);
  for (const x of modelLinks) {
    expect(links.find((l) => l.id === x.id)).toMatchObject({ reversal_of: x.reversalOf, ok: true });
  }
}

let serial = 0;
async function freshModel(): Promise<Model> {
  const accounts = [];
  for (let i = 0; i < 2; i++) {
    const code = `M${++serial}`;
    const res = await call(accountEndpoints.create, {
      payload: {
        name: `Model ${code}`,
        code,
        type: 'asset',
        opening_balance: '1000.00',
      },
    });
    expect(res.status).toBe(201);
    accounts.push({ id: res.ok.data.id, opening: 100_000n, code });
  }
  const sale = 1_000_000n;
  const booking = await call(bookingEndpoints.create, { payload: bookingBody(sale) });
  expect(booking.status).toBe(201);
  return {
    accounts,
    txs: [],
    booking: {
      id: booking.ok.data.id,
      sale,
      paid: 0n,
      agentPaid: 0n,
      payments: [],
      agentPayments: [],
    },
  };
}

describe('ledger model', () => {
  it(`keeps every invariant over ${SEQUENCES} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        const model = await freshModel();
        // Check after every command, not only at the end.
        const checked = [...cmds].map((c): Cmd => ({
          check: () => true,
          run: async (m, r) => {
            await c.run(m, r);
            await checkInvariants(m);
          },
          toString: () => c.toString(),
        }));
        await fc.asyncModelRun(() => ({ model, real }), checked);
      }),
      { numRuns: SEQUENCES, endOnFailure: true },
    );
  }, 3_600_000);
});
