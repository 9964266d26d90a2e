import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints as ep, SYSTEM_ACCOUNTS } from '@app/contract';
import type { Endpoint } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  createUser,
  signIn,
} from '../../../test/factories.ts';
import { decideTransaction } from '../transactions/transaction-decisions.service.ts';

let t: TestContext;
let token: string;
let manager: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  token = (
    await signIn(t.app, {
      role: 'staff',
      permissions: ['view_accounts', 'create_accounts', 'edit_accounts', 'delete_accounts'],
    })
  ).token;
  manager = await createUser(t.app, { role: 'manager' });
});
afterAll(() => t.close());

/** A catalogued call, its answer parsed with the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token, ...args });
const statement = (id: number, query: CallArgs<typeof ep.statement>['query'] = {}) =>
  call(ep.statement, { params: { id }, query });
const asManager = {
  id: 0,
  name: 'm',
  email: 'm',
  role: 'manager' as const,
  is_active: true,
  permissions: [],
};
const approve = (id: number) =>
  decideTransaction(t.db, { ...asManager, id: manager.id }, id, 'approved', null);

describe('accounts CRUD', () => {
  it('creates an account whose current balance starts at the opening balance', async () => {
    const res = await call(ep.create, {
      payload: { name: 'HDFC Current', code: 'ACC-101', type: 'asset', opening_balance: 2500.5 },
    });
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Account created successfully');
    expect(res.ok.data).toMatchObject({
      code: 'ACC-101',
      type: 'asset',
      opening_balance: '2500.50',
      current_balance: '2500.50',
      is_active: true,
      description: null,
      transactions_count: 0,
    });
  });

  it('validates required fields, type, money steps and duplicate codes', async () => {
    const empty = await call(ep.create, { payload: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.failure.errors ?? {}).sort()).toEqual([
      'code',
      'name',
      'opening_balance',
      'type',
    ]);
    const bad = await call(ep.create, {
      payload: { name: 'X', code: 'Y', type: 'cash', opening_balance: '1.001' },
    });
    expect(bad.failure.errors).toEqual({
      type: ['The selected type is invalid.'],
      opening_balance: ['The opening balance may have at most 2 decimal places.'],
    });
    await createAccount(t.app, { code: 'DUP-9' });
    const dup = await call(ep.create, {
      payload: { name: 'X', code: 'dup-9', type: 'asset', opening_balance: 0 },
    });
    expect(dup.failure.errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it('lists with search and type filter, 10 a page', async () => {
    const ctx = await createTestApp();
    try {
      const tk = (await signIn(ctx.app, { role: 'admin' })).token;
      for (let i = 0; i < 12; i++)
        await createAccount(ctx.app, {
          code: `L-${String(i).padStart(2, '0')}`,
          type: i % 2 ? 'income' : 'expense',
        });
      const list = (query: CallArgs<typeof ep.list>['query'] = {}) =>
        callEndpoint(ctx.app, ep.list, { token: tk, query });
      // The books' own accounts (migration 0036) are listed too, after these by code.
      const own = Object.keys(SYSTEM_ACCOUNTS).length;
      const p1 = await list();
      expect(p1.ok).toMatchObject({ total: 12 + own, per_page: 10, last_page: 3 });
      expect(p1.ok.data[0]?.code).toBe('L-00');
      expect((await list({ search: 'l-' })).ok).toMatchObject({ total: 12, last_page: 2 });
      const systemIncome = Object.values(SYSTEM_ACCOUNTS).filter((a) => a.type === 'income');
      expect((await list({ type: 'income' })).ok.total).toBe(6 + systemIncome.length);
      expect((await list({ search: 'l-07' })).ok.data.map((a) => a.code)).toEqual(['L-07']);
      expect((await list({ type: 'cash' })).status).toBe(422);
    } finally {
      await ctx.close();
    }
  });

  it('moves the current balance with a new opening balance until something is approved', async () => {
    const a = await createAccount(t.app, { opening_balance: '1000.00' });
    const c = await createCategory(t.app);
    const tx = await createTransaction(t.app, a.id, c.id, { type: 'income', amount: '250.25' });
    const res = await call(ep.update, {
      params: { id: a.id },
      payload: { name: a.name, code: a.code, type: 'asset', opening_balance: '500.00' },
    });
    expect(res.status).toBe(200);
    expect(res.ok.data).toMatchObject({ opening_balance: '500.00', current_balance: '500.00' });
    await approve(tx.id);
    expect((await call(ep.get, { params: { id: a.id } })).ok.data).toMatchObject({
      opening_balance: '500.00',
      current_balance: '750.25',
    });
    // Then fixed: opening-balance.test.ts.
    expect(
      (
        await call(ep.update, {
          params: { id: 999999 },
          payload: { name: 'x', code: 'x', type: 'asset', opening_balance: 0 },
        })
      ).status,
    ).toBe(404);
  });

  it("answers each balance as the sum of its lines on the account's normal side", async () => {
    // A card (a liability): spending on it is a credit, so what is owed rises; paying it in
    // is a debit, so it falls. The category's expense and income accounts move on their sides.
    const card = await createAccount(t.app, { type: 'liability', opening_balance: '1000.00' });
    const c = await createCategory(t.app);
    const spent = await createTransaction(t.app, card.id, c.id, {
      type: 'expense',
      amount: '300.00',
    });
    const paid = await createTransaction(t.app, card.id, c.id, { type: 'income', amount: '50.00' });
    await approve(spent.id);
    await approve(paid.id);
    const get = async (id: number) =>
      (await call(ep.get, { params: { id } })).ok.data.current_balance;
    expect(await get(card.id)).toBe('1250.00');
    const mapped = await t.db.$client.query<{ income: number; expense: number }>(
      'select income_account_id as income, expense_account_id as expense from transaction_categories where id = $1',
      [c.id],
    );
    const { income, expense } = mapped.rows[0]!;
    const before = { income: await get(income), expense: await get(expense) };
    const more = await createTransaction(t.app, card.id, c.id, {
      type: 'expense',
      amount: '20.00',
    });
    await approve(more.id);
    expect(await get(card.id)).toBe('1270.00');
    expect(Number(await get(expense)) - Number(before.expense)).toBe(20);
    expect(await get(income)).toBe(before.income);
    // The list answers the same figure.
    const listed = await call(ep.list, { query: { search: card.code } });
    expect(listed.ok.data.find((a) => a.id === card.id)?.current_balance).toBe('1270.00');
  });

  it('deletes an unused account but refuses one with transactions (409)', async () => {
    const unused = await createAccount(t.app, { opening_balance: '0.00' });
    expect((await call(ep.remove, { params: { id: unused.id } })).ok).toEqual({
      success: true,
      message: 'Account deleted successfully',
    });
    const used = await createAccount(t.app);
    await createTransaction(t.app, used.id, (await createCategory(t.app)).id);
    const res = await call(ep.remove, { params: { id: used.id } });
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe('Accounts with existing transactions cannot be deleted.');
    const kept = await call(ep.get, { params: { id: used.id } });
    expect(kept.ok.data.transactions_count).toBe(1);
  });

  it('offers only active accounts in the dropdown', async () => {
    const on = await createAccount(t.app, { name: 'Dropdown On' });
    const off = await createAccount(t.app, { name: 'Dropdown Off', is_active: false });
    const res = await call(ep.options);
    const ids = res.ok.data.map((a) => a.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    expect(Object.keys(res.ok.data[0]!).sort()).toEqual(['code', 'currency', 'id', 'name', 'type']);
  });
});

describe('GET /api/accounts/:id/statement', () => {
  it("shows approved lines only from the account's side (money in is a debit for an asset), with a running balance from the period start", async () => {
    const a = await createAccount(t.app, { opening_balance: '1000.00' });
    const c = await createCategory(t.app, { name: `Stmt ${Date.now()}` });
    const mk = async (
      date: string,
      type: string,
      amount: string,
      decide: 'approved' | 'rejected' | null = 'approved',
    ) => {
      const tx = await createTransaction(t.app, a.id, c.id, {
        transaction_date: date,
        type,
        amount,
        reference: `R-${date}`,
      });
      if (decide === 'approved') await approve(tx.id);
      if (decide === 'rejected')
        await decideTransaction(t.db, { ...asManager, id: manager.id }, tx.id, 'rejected', null);
      return tx;
    };
    await mk('2026-01-05', 'income', '200.00'); // before the period
    await mk('2026-02-01', 'expense', '50.00');
    await mk('2026-02-02', 'income', '0.10');
    await mk('2026-02-02', 'income', '0.20');
    await mk('2026-02-03', 'expense', '999.00', null); // pending: not shown
    await mk('2026-02-04', 'expense', '999.00', 'rejected'); // rejected: not shown
    await mk('2026-03-01', 'income', '10.00'); // after the period

    // The opening balance is the opening entry, dated the day it was entered (today), so a
    // period before today starts from what was approved before it.
    const res = await statement(a.id, { startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(res.status).toBe(200);
    expect(res.ok.period).toEqual({
      currency: 'INR',
      start_date: '2026-02-01',
      end_date: '2026-02-28',
      opening_balance: '200.00',
      closing_balance: '150.30',
      total_debit: '0.30',
      total_credit: '50.00',
    });
    expect(
      res.ok.data.map((l) => [l.transaction_date, l.debit, l.credit, l.running_balance]),
    ).toEqual([
      ['2026-02-01', null, '50.00', '150.00'],
      ['2026-02-02', '0.10', null, '150.10'],
      ['2026-02-02', '0.20', null, '150.30'],
    ]);
    expect(res.ok.data[0]).toMatchObject({
      category: c.name,
      reference: 'R-2026-02-01',
      type: 'expense',
      amount: '50.00',
    });
    expect(res.ok.account.current_balance).toBe('1160.30');

    const all = await statement(a.id);
    expect(all.ok.total).toBe(6);
    expect(all.ok.period.opening_balance).toBe('0.00');
    expect(all.ok.period.closing_balance).toBe('1160.30');
    const opening = all.ok.data.find((l) => l.category === 'Opening balance');
    expect(opening).toMatchObject({ reference: null, debit: '1000.00', credit: null });
    expect(all.ok.data.at(-1)?.running_balance).toBe('1160.30');

    // A card (a liability): spending on it is a credit and raises what is owed.
    const card = await createAccount(t.app, { type: 'liability', opening_balance: '0.00' });
    const spent = await createTransaction(t.app, card.id, c.id, {
      transaction_date: '2026-02-10',
      type: 'expense',
      amount: '75.00',
    });
    await approve(spent.id);
    const owed = await statement(card.id);
    expect(owed.ok.data.map((l) => [l.debit, l.credit, l.running_balance])).toEqual([
      [null, '75.00', '75.00'],
    ]);
    expect(owed.ok.period).toMatchObject({ closing_balance: '75.00', total_credit: '75.00' });
  });

  it('carries the running balance across pages (20 per page)', async () => {
    const a = await createAccount(t.app, { opening_balance: '0.00' });
    const c = await createCategory(t.app);
    for (let i = 1; i <= 23; i++) {
      const tx = await createTransaction(t.app, a.id, c.id, {
        type: 'income',
        amount: '1.00',
        transaction_date: `2026-04-${String(i).padStart(2, '0')}`,
      });
      await approve(tx.id);
    }
    const p2 = await statement(a.id, { page: 2 });
    expect(p2.ok).toMatchObject({ per_page: 20, total: 23, last_page: 2, current_page: 2 });
    expect(p2.ok.data.map((l) => l.running_balance)).toEqual(['21.00', '22.00', '23.00']);
  });

  it('agrees with a sum over every journal line for any period (monthly totals plus partial months)', async () => {
    // A liability, so the sign is the credit side's: its balance is credits minus debits.
    const a = await createAccount(t.app, { type: 'liability', opening_balance: '500.00' });
    const c = await createCategory(t.app);
    // Dates on and around month edges over five months, some movements pending or rejected.
    const days = [
      '2025-11-30',
      '2025-12-01',
      '2025-12-15',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-31',
      '2026-02-01',
      '2026-02-14',
      '2026-02-28',
      '2026-03-01',
      '2026-03-31',
    ];
    for (let i = 0; i < 36; i++) {
      const date = days[(i * 7) % days.length]!;
      const type = i % 3 === 0 ? 'expense' : 'income';
      const amount = `${10 + i}.${String((i * 37) % 100).padStart(2, '0')}`;
      const tx = await createTransaction(t.app, a.id, c.id, {
        transaction_date: date,
        type,
        amount,
      });
      if (i % 9 === 4) continue; // pending
      const decision = i % 9 === 7 ? 'rejected' : 'approved';
      await decideTransaction(t.db, { ...asManager, id: manager.id }, tx.id, decision, null);
    }
    // The oracle: every line on the account, one by one (never the month totals), on its
    // normal side (credit minus debit), the opening entry among them.
    const { rows } = await t.db.$client.query<{ date: string; debit: string; credit: string }>(
      `select to_char(e.entry_date, 'YYYY-MM-DD') as date, l.debit::text, l.credit::text
       from journal_lines l join journal_entries e on e.id = l.entry_id where l.account_id = $1`,
      [a.id],
    );
    const cents = (s: string) => BigInt(s.replace('.', ''));
    const moves = rows.map((r) => ({ date: r.date, cents: cents(r.credit) - cents(r.debit) }));
    expect(moves.length).toBe(1 + 36 - 4 - 4);
    const money = (cents: bigint) => {
      const abs = cents < 0n ? -cents : cents;
      return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
    };
    const sum = (xs: bigint[]) => xs.reduce((s, x) => s + x, 0n);
    const bound = fc.option(fc.constantFrom(...days, '2025-01-01', '2026-02-15', '2027-06-30'));
    await fc.assert(
      fc.asyncProperty(bound, bound, async (start, end) => {
        fc.pre(!start || !end || start <= end);
        const res = await statement(a.id, {
          ...(start ? { startDate: start } : {}),
          ...(end ? { endDate: end } : {}),
        });
        expect(res.status).toBe(200);
        const inPeriod = moves.filter(
          (m) => (!start || m.date >= start) && (!end || m.date <= end),
        );
        const opening = sum(moves.filter((m) => start && m.date < start).map((m) => m.cents));
        const credit = sum(inPeriod.filter((m) => m.cents > 0n).map((m) => m.cents));
        const debit = -sum(inPeriod.filter((m) => m.cents < 0n).map((m) => m.cents));
        expect(res.ok.total).toBe(inPeriod.length);
        expect(res.ok.period).toMatchObject({
          opening_balance: money(opening),
          closing_balance: money(opening + credit - debit),
          total_credit: money(credit),
          total_debit: money(debit),
        });
        const first = res.ok.data[0];
        if (first)
          expect(first.running_balance).toBe(
            money(opening + BigInt((first.credit ?? `-${first.debit}`).replace('.', ''))),
          );
      }),
      { numRuns: 80 },
    );
  });

  it('validates dates and answers 404 for a missing account', async () => {
    const a = await createAccount(t.app);
    expect((await statement(a.id, { startDate: '2026-13-01' })).status).toBe(422);
    const missing = await statement(999999);
    expect(missing.status).toBe(404);
    expect(missing.failure.message).toBe('Account not found');
  });
});
