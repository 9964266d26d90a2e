import { eq, sql } from 'drizzle-orm';
import {
  accountEndpoints,
  bookingEndpoints,
  MONEY_MAX,
  MONEY_MIN,
  MONEY_RANGE,
  transactionEndpoints as ep,
} from '@app/contract';
import { transactions } from '../../db/schema/index.ts';
import { getAccount } from '../accounts/accounts.service.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createAccount, createCategory, createTransaction } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * Money has one range (the contract's money-range.ts, what NUMERIC(14,2) holds): approving ₹1
 * on an account whose balance is already 999,999,999,999.99 answered 500 (numeric overflow).
 * Results past the range are refused with 422 on the field before the database is asked, and
 * nothing moves; an overflow the services do not foresee is still a 422, never a 500.
 */
/** The file's admin (its token), a category, and what its tests read and do. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const { token: admin, call } = await callers.admin();
  const category = await createCategory(t.app);
  return {
    admin,
    category,
    /** The account's balance as the API answers it: the sum of its journal lines. */
    balance: async (id: number) => (await getAccount(t.db, id)).current_balance,
    statusOf: async (id: number) =>
      (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]!.status,
    approve: (tx: { id: number; updated_at: string }) =>
      call(ep.approve, { params: { id: tx.id }, payload: { updated_at: tx.updated_at } }),
    /** A pending movement of `amount` on a fresh account opened at `opening`. */
    pendingOn: async (opening: string, type: 'income' | 'expense', amount: string) => {
      const account = await createAccount(t.app, { opening_balance: opening });
      const tx = await createTransaction(t.app, account.id, category.id, { type, amount });
      return { account, tx };
    },
  };
});

describe('the money range on account balances', () => {
  it('refuses an approval past the largest balance (422 on amount), and nothing moves', async ({
    desk: { balance, statusOf, approve, pendingOn },
  }) => {
    const { account, tx } = await pendingOn(MONEY_MAX, 'income', '1.00');
    const res = await approve(tx);
    expect(res.status).toBe(422);
    expect(res.failure.errors?.amount).toEqual([MONEY_RANGE.balance]);
    expect(await balance(account.id)).toBe(MONEY_MAX);
    expect(await statusOf(tx.id)).toBe('pending');
  });

  it('refuses an expense past the smallest balance, and approves up to both edges', async ({
    desk: { balance, approve, pendingOn },
  }) => {
    const low = await pendingOn(MONEY_MIN, 'expense', '0.01');
    expect((await approve(low.tx)).failure.errors?.amount).toEqual([MONEY_RANGE.balance]);
    expect(await balance(low.account.id)).toBe(MONEY_MIN);

    const edge = await pendingOn('999999999998.99', 'income', '1.00');
    expect((await approve(edge.tx)).status).toBe(200);
    expect(await balance(edge.account.id)).toBe(MONEY_MAX);
  });

  it('refuses a reversal that would take the balance past the range', async ({
    app: t,
    desk: { admin, category, balance, approve, pendingOn },
  }) => {
    const { account, tx } = await pendingOn('999999999990.00', 'expense', '5.00');
    expect((await approve(tx)).status).toBe(200);
    const top = await createTransaction(t.app, account.id, category.id, {
      type: 'income',
      amount: '9.99',
    });
    expect((await approve(top)).status).toBe(200);
    expect(await balance(account.id)).toBe('999999999994.99');
    const more = await createTransaction(t.app, account.id, category.id, {
      type: 'income',
      amount: '0.01',
    });
    expect((await approve(more)).status).toBe(200);
    // Reversing the expense puts 5.00 back: one hundredth past the largest balance.
    const res = await callEndpoint(t.app, ep.reverse, {
      params: { id: tx.id },
      payload: { reason: 'Wrong account' },
      token: admin,
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors?.amount).toEqual([MONEY_RANGE.balance]);
    expect(await balance(account.id)).toBe('999999999995.00');
    const reversals = await t.db.$count(transactions, eq(transactions.reversal_of, tx.id));
    expect(reversals).toBe(0);
  });

  it('takes opening balances at both edges and refuses one past them, by the field', async ({
    app: t,
    desk: { admin, balance },
  }) => {
    const account = await createAccount(t.app);
    const put = (opening_balance: string) =>
      callEndpoint(t.app, accountEndpoints.update, {
        params: { id: account.id },
        token: admin,
        payload: { name: 'Edge', code: `E-${account.id}`, type: 'asset', opening_balance },
      });
    expect((await put(MONEY_MAX)).ok.data.current_balance).toBe(MONEY_MAX);
    expect((await put(MONEY_MIN)).ok.data.current_balance).toBe(MONEY_MIN);
    expect((await put('1000000000000.00')).failure.errors?.opening_balance).toEqual([
      MONEY_RANGE.tooLarge('opening balance'),
    ]);
    expect((await put('-1000000000000.00')).failure.errors?.opening_balance).toEqual([
      MONEY_RANGE.tooSmall('opening balance'),
    ]);
    expect(await balance(account.id)).toBe(MONEY_MIN);
  });

  it("refuses an approval past the month's kept total (422 on amount), before its trigger", async ({
    app: t,
    desk: { statusOf, approve, pendingOn },
  }) => {
    const { account, tx } = await pendingOn('0.00', 'income', '1.00');
    const day = (await t.db.select().from(transactions).where(eq(transactions.id, tx.id)))[0]!
      .transaction_date;
    // Ten thousand largest incomes in one month and as many expenses, as one kept row of the
    // ledger: the balance is 0, but one more debit (an income) would overflow the month's total.
    await t.db.execute(sql`
      insert into ledger_month_totals
        (account_id, month, lines, debit, credit, native_debit, native_credit)
      values (${account.id}, date_trunc('month', ${day}::date)::date, 20000,
        '9999999999999999.99', '9999999999999999.99',
        '9999999999999999.99', '9999999999999999.99')`);
    const res = await approve(tx);
    expect(res.status).toBe(422);
    expect(res.failure.errors?.amount).toEqual([MONEY_RANGE.total]);
    expect(await statusOf(tx.id)).toBe('pending');
  });

  it('answers an overflow no service foresaw (a kept total) with 422, not 500', async ({
    app: t,
    desk: { admin },
  }) => {
    // The bookings' running totals a trigger keeps, one file short of overflowing: every slot
    // of the group (migration 0074), whichever the file's transaction adds to.
    await t.db.execute(sql`
      insert into booking_stats (status, payment_status, slot, bookings, sale, net_profit, balance_due, owing)
      select 'confirmed', 'unpaid', s, 1, '9999999999999999.99', 0, 0, 0 from generate_series(0, 7) s
      on conflict (status, payment_status, slot) do update set sale = excluded.sale`);
    // A draft adds no money to the cards' rupees (it has no rate yet): a confirmed file does.
    const res = await callEndpoint(t.app, bookingEndpoints.create, {
      token: admin,
      payload: {
        guest_name: 'Edge',
        sale_amount: '1.00',
        purchase_amount: '0.00',
        status: 'confirmed',
      },
    });
    expect(res.status).toBe(422);
    expect(res.failure.message).toBe(MONEY_RANGE.total);
  });
});

/**
 * Approvals and reversals of one account at once near the range and away from it: each takes
 * its turn on the account's row for the exact check, so what fits one at a time lands once.
 */
describe('approvals of one account at once', () => {
  it('takes turns near the edge: of two approvals that fit one at a time, exactly one lands', async ({
    app: t,
    desk: { approve, balance, category, statusOf },
  }) => {
    const account = await createAccount(t.app, { opening_balance: '999999999990.00' });
    const both = await Promise.all(
      [1, 2].map(() =>
        createTransaction(t.app, account.id, category.id, { type: 'income', amount: '6.00' }),
      ),
    );
    const answers = await Promise.all(both.map(approve));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)!.failure.errors?.amount).toEqual([
      MONEY_RANGE.balance,
    ]);
    expect(await balance(account.id)).toBe('999999999996.00');
    const statuses = await Promise.all(both.map((x) => statusOf(x.id)));
    expect(statuses.sort()).toEqual(['approved', 'pending']);
  });

  it('checks exactly: a larger pending amount of the account does not refuse one that fits', async ({
    app: t,
    desk: { approve, balance, category, pendingOn },
  }) => {
    const { account, tx: small } = await pendingOn('999999999990.00', 'income', '5.00');
    // Never approved: only approved movements weigh in the balance the check reads.
    await createTransaction(t.app, account.id, category.id, { type: 'income', amount: '100.00' });
    expect((await approve(small)).status).toBe(200);
    expect(await balance(account.id)).toBe('999999999995.00');
  });

  it('takes a reversal and ten approvals of one account at once: each lands once', async ({
    app: t,
    desk: { admin, approve, balance, category, pendingOn },
  }) => {
    const { account, tx: first } = await pendingOn('0.00', 'income', '50.00');
    expect((await approve(first)).status).toBe(200);
    const pending = [];
    for (let i = 0; i < 10; i++)
      pending.push(
        await createTransaction(t.app, account.id, category.id, {
          type: 'income',
          amount: '1.10',
        }),
      );
    const reversal = callEndpoint(t.app, ep.reverse, {
      params: { id: first.id },
      payload: { reason: 'Wrong account' },
      token: admin,
    });
    const answers = await Promise.all([reversal, ...pending.map(approve)]);
    expect(answers.map((a) => a.status)).toEqual([201, ...pending.map(() => 200)]);
    expect(await balance(account.id)).toBe('11.00');
  });
});
