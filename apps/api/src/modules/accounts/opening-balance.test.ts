import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints as ep, transactionEndpoints } from '@app/contract';
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
 * A manager changed an account's opening balance after approved transactions
 * existed, and the current balance moved by 1,00,000 with no approval and no trace. Once an
 * account has an approved transaction its opening balance is fixed.
 */
let t: TestContext;
let admin: string;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, { role: 'admin' })).token;
  category = await createCategory(t.app);
});
afterAll(() => t.close());

const put = (id: number, o: Record<string, unknown>) =>
  callEndpoint(t.app, ep.update, {
    params: { id },
    token: admin,
    payload: { name: 'Bank', code: `B-${id}`, type: 'asset', opening_balance: '1000.00', ...o },
  });
const get = async (id: number) =>
  (await callEndpoint(t.app, ep.get, { params: { id }, token: admin })).ok.data;

describe('opening balance', () => {
  it('may change while nothing is approved, and is fixed once something is (422)', async () => {
    const account = await createAccount(t.app, { opening_balance: '1000.00' });
    const pending = await createTransaction(t.app, account.id, category.id, {
      type: 'income',
      amount: '500.00',
    });
    expect((await get(account.id)).has_approved_transactions).toBe(false);
    const free = await put(account.id, { opening_balance: '2000.00' });
    expect(free.status).toBe(200);
    expect(free.ok.data).toMatchObject({
      opening_balance: '2000.00',
      current_balance: '2000.00',
    });

    const ok = await callEndpoint(t.app, transactionEndpoints.approve, {
      params: { id: pending.id },
      token: admin,
      payload: { updated_at: pending.updated_at },
    });
    expect(ok.status).toBe(200);
    expect(await get(account.id)).toMatchObject({
      current_balance: '2500.00',
      has_approved_transactions: true,
    });

    const moved = await put(account.id, { opening_balance: '102000.00' });
    expect(moved.status).toBe(422);
    expect(moved.failure.errors).toEqual({
      opening_balance: ['This account has approved transactions; record an adjustment instead.'],
    });
    expect(await get(account.id)).toMatchObject({
      opening_balance: '2000.00',
      current_balance: '2500.00',
    });
    // The rest of the account can still be edited, with the same opening balance.
    const renamed = await put(account.id, { name: 'Main bank', opening_balance: '2000' });
    expect(renamed.status).toBe(200);
    expect(renamed.ok.data).toMatchObject({
      name: 'Main bank',
      opening_balance: '2000.00',
      current_balance: '2500.00',
    });
  });

  it('stays free with only rejected transactions', async () => {
    const account = await createAccount(t.app, { opening_balance: '10.00' });
    const tx = await createTransaction(t.app, account.id, category.id);
    await callEndpoint(t.app, transactionEndpoints.reject, {
      params: { id: tx.id },
      token: admin,
      payload: { updated_at: tx.updated_at },
    });
    const res = await put(account.id, { opening_balance: '20.00' });
    expect(res.status).toBe(200);
    expect(res.ok.data).toMatchObject({
      current_balance: '20.00',
      has_approved_transactions: false,
    });
  });
});
