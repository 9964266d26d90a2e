import { accountEndpoints as ep, transactionEndpoints } from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import { createAccount, createCategory, createTransaction } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * A manager changed an account's opening balance after approved transactions
 * existed, and the current balance moved by 1,00,000 with no approval and no trace. Once an
 * account has an approved transaction its opening balance is fixed.
 */
/** The file's admin (its token), a category, and its account reads and writes. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const { token: admin, call } = await callers.admin();
  return {
    admin,
    category: await createCategory(t.app),
    put: (id: number, o: Record<string, unknown>) =>
      call(ep.update, {
        params: { id },
        payload: { name: 'Bank', code: `B-${id}`, type: 'asset', opening_balance: '1000.00', ...o },
      }),
    get: async (id: number) => (await call(ep.get, { params: { id } })).ok.data,
  };
});

describe('opening balance', () => {
  it('may change while nothing is approved, and is fixed once something is (422)', async ({
    app: t,
    desk: { admin, category, put, get },
  }) => {
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

  it('stays free with only rejected transactions', async ({
    app: t,
    desk: { admin, category, put },
  }) => {
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
