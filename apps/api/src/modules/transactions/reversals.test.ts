import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints, todayIn, transactionEndpoints as ep } from '@app/contract';
import { trials } from '../../../test/stress.ts';
import { getAccount } from '../accounts/accounts.service.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  signIn,
} from '../../../test/factories.ts';

/**
 * An approved transaction is corrected by a reversal, never edited or deleted. An
 * admin reverses it with a reason; an approved opposite entry, linked both ways, moves the
 * balance back once.
 */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let manager: Awaited<ReturnType<typeof signIn>>;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { role: 'admin', name: 'Admin Anil' });
  manager = await signIn(t.app, {
    role: 'manager',
    permissions: [
      'view_transactions',
      'create_transactions',
      'delete_transactions',
      'approve_transactions',
    ],
  });
  category = await createCategory(t.app);
});
afterAll(() => t.close());

/** Reverse transaction `id` (no payload: no body at all). */
const reverse = (id: number, payload?: object, token = admin.token) =>
  callEndpoint(t.app, ep.reverse, { params: { id }, token, ...(payload ? { payload } : {}) });
/** The account's balance as the API answers it: the sum of its journal lines. */
const balance = async (id: number) => (await getAccount(t.db, id)).current_balance;

/** An approved transaction on a fresh account (opening 1000.00). */
async function approved(o: Record<string, unknown> = {}) {
  const account = await createAccount(t.app, { opening_balance: '1000.00' });
  const tx = await createTransaction(t.app, account.id, category.id, {
    type: 'expense',
    amount: '250.00',
    reference: 'INV-77',
    ...o,
  });
  const res = await callEndpoint(t.app, ep.approve, {
    params: { id: tx.id },
    payload: { updated_at: tx.updated_at },
    token: admin.token,
  });
  expect(res.status).toBe(200);
  return { account, tx };
}

describe('reversing an approved transaction', () => {
  it('records an approved opposite entry, linked both ways, and moves the balance back once', async () => {
    const { account, tx } = await approved();
    expect(await balance(account.id)).toBe('750.00');
    const res = await callEndpoint(t.app, ep.reverse, {
      params: { id: tx.id },
      payload: { reason: 'Charged to the wrong account' },
      token: admin.token,
    });
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Transaction reversed successfully');
    const rev = res.ok.data;
    expect(rev).toMatchObject({
      type: 'income',
      amount: '250.00',
      account_id: account.id,
      category_id: category.id,
      status: 'approved',
      transaction_date: todayIn('Asia/Kolkata'),
      description: 'Reversal of INV-77: Charged to the wrong account',
      reference: 'REV-INV-77',
      reversal_reason: 'Charged to the wrong account',
      reversal_of: { id: tx.id, reference: 'INV-77' },
      reversed_by_transaction: null,
      user: { id: admin.user.id, name: 'Admin Anil' },
      approved_by_user: { id: admin.user.id, name: 'Admin Anil' },
    });
    expect(await balance(account.id)).toBe('1000.00');
    const original = await callEndpoint(t.app, ep.get, {
      params: { id: tx.id },
      token: admin.token,
    });
    expect(original.ok.data).toMatchObject({
      status: 'approved',
      amount: '250.00',
      reversal_of: null,
      reversed_by_transaction: {
        id: rev.id,
        reference: 'REV-INV-77',
        user: { id: admin.user.id, name: 'Admin Anil' },
        reason: 'Charged to the wrong account',
      },
    });
    // The statement shows both movements; the account's figures agree.
    const byAccount = { params: { id: account.id }, token: admin.token };
    const statement = await callEndpoint(t.app, accountEndpoints.statement, byAccount);
    expect(statement.ok.data.map((l) => l.type)).toEqual(
      expect.arrayContaining(['income', 'expense']),
    );
    const acc = await callEndpoint(t.app, accountEndpoints.get, byAccount);
    expect(acc.ok.data).toMatchObject({
      current_balance: '1000.00',
      transactions_count: 2,
      has_approved_transactions: true,
    });
  });

  it('refuses a second reversal, reversing a reversal, and pending or rejected ones (409)', async () => {
    const { account, tx } = await approved({ reference: null });
    const first = await reverse(tx.id, { reason: 'Duplicate' });
    expect(first.status).toBe(201);
    expect(first.ok.data.description).toBe(`Reversal of #${tx.id}: Duplicate`);
    const second = await reverse(tx.id, { reason: 'Again' });
    expect(second.status).toBe(409);
    expect(second.failure.message).toBe('This transaction has already been reversed.');
    const ofReversal = await reverse(first.ok.data.id, {
      reason: 'Undo',
    });
    expect(ofReversal.status).toBe(409);
    expect(ofReversal.failure.message).toBe('A reversal cannot itself be reversed.');
    const pending = await createTransaction(t.app, account.id, category.id);
    const p = await reverse(pending.id, { reason: 'Nope' });
    expect(p.status).toBe(409);
    expect(p.failure.message).toBe('Only approved transactions can be reversed.');
    expect((await reverse(999999, { reason: 'Gone' })).status).toBe(404);
    expect(await balance(account.id)).toBe('1000.00');
  });

  it('keeps approved entries and reversals unchangeable: no edit, no delete (409)', async () => {
    const { account, tx } = await approved();
    const rev = await reverse(tx.id, { reason: 'Wrong' });
    for (const id of [tx.id, rev.ok.data.id]) {
      const edit = await callEndpoint(t.app, ep.updatePut, {
        params: { id },
        payload: {
          type: 'income',
          transaction_date: '2026-11-01',
          account_id: account.id,
          category_id: category.id,
          amount: '1.00',
          description: 'rewrite',
        },
        token: admin.token,
      });
      expect(edit.status).toBe(409);
      expect(
        (await callEndpoint(t.app, ep.remove, { params: { id }, token: admin.token })).status,
      ).toBe(409);
    }
    expect(await balance(account.id)).toBe('1000.00');
  });

  it('is for admins only, and needs a reason of 3 to 500 characters', async () => {
    const { tx } = await approved();
    const asManager = await reverse(tx.id, { reason: 'Manager tries' }, manager.token);
    expect(asManager.status).toBe(403);
    const none = await reverse(tx.id);
    expect(none.status).toBe(422);
    expect(none.failure.errors).toEqual({ reason: ['The reason field is required.'] });
    const short = await reverse(tx.id, { reason: 'ab' });
    expect(short.failure.errors).toEqual({ reason: ['The reason must be at least 3 characters.'] });
    const { rows } = await t.db.execute(
      sql`select id from transactions where reversal_of = ${tx.id}`,
    );
    expect(rows).toEqual([]);
  });

  it.each(trials())(
    '10 reversals racing: one 201, nine 409, the balance moved once (trial %i)',
    async () => {
      const { account, tx } = await approved({ type: 'income', amount: '80.00' });
      expect(await balance(account.id)).toBe('1080.00');
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => reverse(tx.id, { reason: `Race ${i}` })),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      expect(await balance(account.id)).toBe('1000.00');
    },
  );
});
