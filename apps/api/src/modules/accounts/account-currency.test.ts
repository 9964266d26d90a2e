import {
  accountEndpoints as ep,
  BASE_CURRENCY,
  bookingEndpoints,
  ledgerEndpoints,
  LEDGER_SERVER,
  RATE_MESSAGES,
  transactionEndpoints,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createBooking, createCategory, transactionValues } from '../../../test/factories.ts';
import { postEntry, systemAccount } from '../ledger/posting.ts';

/**
 * A bank, cash or card account may be kept in a currency of its own (decision 044, point 16):
 * its opening balance, its transactions and what is paid into it are in that currency, and the
 * books hold each at the rate of its date. The test databases' standing rates are AED 22.70 and
 * USD 83.40.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ callers }) => {
  const admin = await callers.admin();
  let n = 0;
  const create = (o: Record<string, unknown>) =>
    admin.call(ep.create, {
      payload: {
        name: `Emirates NBD ${++n}`,
        code: `ENBD-${n}`,
        type: 'asset',
        opening_balance: '0',
        ...o,
      },
    });
  return { admin, create };
});

describe('an account kept in its own currency', () => {
  it('holds dirhams, and the books hold them in rupees at the rate of the day: opening balance, statement and an approved expense', async ({
    app,
    desk: { admin, create },
  }) => {
    const made = await create({ currency: 'AED', opening_balance: '1000.00' });
    expect(made.status).toBe(201);
    const account = made.ok.data;
    expect(account).toMatchObject({
      currency: 'AED',
      opening_balance: '1000.00',
      current_balance: '1000.00',
      base_balance: '22700.00',
    });

    const category = await createCategory(app.app);
    const tx = await admin.call(transactionEndpoints.create, {
      payload: transactionValues(account.id, category.id, {
        type: 'expense',
        amount: '100.00',
        transaction_date: '2026-11-02',
      }),
    });
    expect(tx.status).toBe(201);
    const approved = await admin.call(transactionEndpoints.approve, {
      params: { id: tx.ok.data.id },
      payload: { updated_at: tx.ok.data.updated_at },
    });
    expect(approved.status).toBe(200);
    const after = (await admin.call(ep.get, { params: { id: account.id } })).ok.data;
    expect(after).toMatchObject({ current_balance: '900.00', base_balance: '20430.00' });

    // The statement: the account's own figures, each line's rupees beside them.
    const statement = (await admin.call(ep.statement, { params: { id: account.id } })).ok;
    expect(statement.period).toMatchObject({
      currency: 'AED',
      opening_balance: '0.00',
      closing_balance: '900.00',
      total_debit: '1000.00',
      total_credit: '100.00',
    });
    // The expense is dated 2 November, before the opening entry (dated the day entered).
    expect(statement.data.map((l) => [l.debit, l.credit, l.running_balance, l.currency])).toEqual([
      [null, '100.00', '-100.00', 'AED'],
      ['1000.00', null, '900.00', 'AED'],
    ]);
    expect(statement.data.map((l) => [l.base_debit, l.base_credit])).toEqual([
      [null, '2270.00'],
      ['22700.00', null],
    ]);

    // The expense is in the books in rupees, its document in dirhams on both lines.
    const [entry] = (
      await admin.call(ledgerEndpoints.entries, {
        query: { source_type: 'transaction', source_id: String(tx.ok.data.id) },
      })
    ).ok.data;
    expect(entry!.lines.map((l) => [l.debit, l.credit, l.currency, l.amount, l.rate])).toEqual([
      ['2270.00', '0.00', 'AED', '100.00', '22.70000000'],
      ['0.00', '2270.00', 'AED', '100.00', '22.70000000'],
    ]);
  });

  it('is only a bank, cash or card account, in an active currency, and keeps its currency once it has entries', async ({
    desk: { create, admin },
  }) => {
    const income = await create({ type: 'income', currency: 'AED' });
    expect(income.status).toBe(422);
    expect(income.failure.errors).toEqual({
      currency: [LEDGER_SERVER.currencyNotMoney(BASE_CURRENCY)],
    });
    const unknown = await create({ currency: 'XYZ' });
    expect(unknown.failure.errors).toEqual({ currency: [RATE_MESSAGES.currencyInvalid] });
    const lower = await create({ currency: 'aed' });
    expect(lower.status).toBe(422);

    const empty = (await create({ currency: 'AED' })).ok.data;
    const put = (id: number, code: string, o: Record<string, unknown>) =>
      admin.call(ep.update, {
        params: { id },
        payload: { name: 'Dollar account', code, type: 'asset', opening_balance: '0', ...o },
      });
    // Nothing in the books yet: its currency may still change.
    const moved = await put(empty.id, empty.code, { currency: 'USD' });
    expect(moved.ok.data.currency).toBe('USD');

    const funded = (await create({ currency: 'AED', opening_balance: '10.00' })).ok.data;
    const fixed = await put(funded.id, funded.code, {
      currency: 'USD',
      opening_balance: '10.00',
    });
    expect(fixed.status).toBe(422);
    expect(fixed.failure.errors).toEqual({ currency: [LEDGER_SERVER.currencyFixed] });
    // A type that cannot hold another currency is refused while it is kept in one.
    const toIncome = await put(moved.ok.data.id, empty.code, { type: 'income', currency: 'USD' });
    expect(toIncome.failure.errors).toEqual({
      currency: [LEDGER_SERVER.currencyNotMoney(BASE_CURRENCY)],
    });
  });

  it('takes payments in its currency only; a rupee account takes any file’s', async ({
    app,
    desk: { admin, create },
  }) => {
    const dirhams = (await create({ currency: 'AED' })).ok.data;
    const rupees = (await create({ currency: 'INR' })).ok.data;
    const dubai = await createBooking(app.app, admin.token, {
      currency: 'AED',
      sale_amount: '1000.00',
      status: 'confirmed',
    });
    const newYork = await createBooking(app.app, admin.token, {
      currency: 'USD',
      sale_amount: '1000.00',
      status: 'confirmed',
    });
    const pay = (id: number, deposit: number) =>
      admin.call(bookingEndpoints.addPayment, {
        params: { id },
        payload: {
          payment_date: '2026-11-01',
          amount: '100.00',
          payment_method: 'bank_transfer',
          deposit_account_id: deposit,
        },
      });
    expect((await pay(dubai.id, dirhams.id)).status).toBe(201);
    const refused = await pay(newYork.id, dirhams.id);
    expect(refused.status).toBe(422);
    expect(refused.failure.errors).toEqual({
      deposit_account_id: [
        LEDGER_SERVER.depositCurrency('USD', dirhams.name, 'AED', BASE_CURRENCY),
      ],
    });
    expect((await pay(newYork.id, rupees.id)).status).toBe(201);
    const get = async (id: number) => (await admin.call(ep.get, { params: { id } })).ok.data;
    expect(await get(dirhams.id)).toMatchObject({
      current_balance: '100.00',
      base_balance: '2270.00',
    });
    expect(await get(rupees.id)).toMatchObject({ current_balance: '8340.00' });

    // A method's account that does not take the file's currency leaves the money in
    // Undeposited Funds instead of refusing a payment that never named an account.
    const set = await admin.call(ledgerEndpoints.setPaymentAccounts, {
      payload: { accounts: [{ method: 'cheque', account_id: dirhams.id }] },
    });
    expect(set.status).toBe(200);
    const cheque = await admin.call(bookingEndpoints.addPayment, {
      params: { id: newYork.id },
      payload: { payment_date: '2026-11-01', amount: '50.00', payment_method: 'cheque' },
    });
    expect(cheque.status).toBe(201);
    const undeposited = await app.db.transaction((tx) => systemAccount(tx, 'undeposited_funds'));
    expect(cheque.ok.data.payments.find((p) => p.amount === '50.00')?.deposit_account?.id).toBe(
      undeposited,
    );
  });

  it('refuses, in the database, a line on it in another currency and a change of its currency', async ({
    app,
    desk: { create },
  }) => {
    const dirhams = (await create({ currency: 'AED', opening_balance: '5.00' })).ok.data;
    const equity = await app.db.transaction((tx) => systemAccount(tx, 'opening_equity'));
    await expect(
      app.db.transaction((tx) =>
        postEntry(tx, {
          date: '2026-11-02',
          source: 'opening',
          sourceId: dirhams.id,
          memo: 'rupees on a dirham account',
          userId: null,
          lines: [
            { account_id: dirhams.id, debit: '100.00' },
            { account_id: equity, credit: '100.00' },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      cause: { code: '23514', message: expect.stringMatching(/is kept in AED/) },
    });
    await expect(
      app.db.execute(sql`update accounts set currency = 'USD' where id = ${dirhams.id}`),
    ).rejects.toMatchObject({
      cause: { code: '23514', message: expect.stringMatching(/its currency stays AED/) },
    });
  });
});
