import {
  accountEndpoints,
  exchangeRateEndpoints,
  LEDGER_MESSAGES,
  LEDGER_SERVER,
  ledgerEndpoints as ep,
  todayIn,
  transactionEndpoints,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createCategory, transactionValues } from '../../../test/factories.ts';
import { postEntry, systemAccount } from './posting.ts';

/**
 * Month-end revaluation (decision 044, point 17): a dirham account worth more rupees at the
 * month's closing rate than the books hold for it is brought to that figure, the difference an
 * exchange gain. The test databases' standing AED rate is 22.70 (from 2000); this file adds
 * 23.00 from 30 September 2026.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app, callers }) => {
  const admin = await callers.admin();
  const rate = await admin.call(exchangeRateEndpoints.create, {
    payload: { currency: 'AED', rate_date: '2026-09-30', rate: '23.00' },
  });
  expect(rate.status).toBe(201);
  const account = (
    await admin.call(accountEndpoints.create, {
      payload: {
        name: 'Emirates NBD',
        code: 'ENBD',
        type: 'asset',
        currency: 'AED',
        opening_balance: '0',
      },
    })
  ).ok.data;
  const category = await createCategory(app.app);
  const income = (
    await admin.call(transactionEndpoints.create, {
      payload: transactionValues(account.id, category.id, {
        type: 'income',
        amount: '1000.00',
        transaction_date: '2026-09-10',
      }),
    })
  ).ok.data;
  const approved = await admin.call(transactionEndpoints.approve, {
    params: { id: income.id },
    payload: { updated_at: income.updated_at },
  });
  expect(approved.status).toBe(200);
  const revalue = (month: string) => admin.call(ep.revalue, { payload: { month } });
  const revaluations = async () =>
    (await admin.call(ep.entries, { query: { source_type: 'revaluation' } })).ok.data;
  return { admin, account, revalue, revaluations };
});

describe('month-end revaluation', () => {
  it('brings a dirham account to the closing rate: the gain posts once, however often or at once it is asked', async ({
    desk: { admin, account, revalue, revaluations },
  }) => {
    // Six at once: the accounts are locked, so each after the first finds nothing to post.
    const runs = await Promise.all(Array.from({ length: 6 }, () => revalue('2026-09')));
    expect(runs.map((r) => r.status)).toEqual(Array(6).fill(200));
    const [a] = runs as [(typeof runs)[number]];
    const posted = runs.map((r) => r.ok.data.accounts.find((x) => x.account.id === account.id)!);
    expect(posted.map((p) => p.difference).sort()).toEqual([...Array(5).fill('0.00'), '300.00']);
    expect(posted.find((p) => p.entry_id !== null)).toMatchObject({
      currency: 'AED',
      balance: '1000.00',
      rate: '23.00000000',
      revalued: '23000.00',
      booked: '22700.00',
      difference: '300.00',
    });
    expect(a.ok.data.date).toBe('2026-09-30');
    expect((await revalue('2026-09')).ok.data.accounts[0]!.entry_id).toBeNull();

    const entries = await revaluations();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.entry_date).toBe('2026-09-30');
    expect(
      entries[0]!.lines.map((l) => [l.account.name, l.debit, l.credit, l.currency, l.amount]),
    ).toEqual([
      ['Emirates NBD', '300.00', '0.00', 'AED', '0.00'],
      ['Exchange Gain/Loss', '0.00', '300.00', 'INR', '300.00'],
    ]);

    // Still AED 1,000 in its own currency; ₹23,000 in the books. The statement shows the line
    // on the rupee side only.
    const after = (await admin.call(accountEndpoints.get, { params: { id: account.id } })).ok.data;
    expect(after).toMatchObject({ current_balance: '1000.00', base_balance: '23000.00' });
    const statement = (await admin.call(accountEndpoints.statement, { params: { id: account.id } }))
      .ok.data;
    expect(statement.map((l) => [l.debit, l.base_debit, l.running_balance])).toEqual([
      ['1000.00', '22700.00', '1000.00'],
      ['0.00', '300.00', '1000.00'],
    ]);
    expect(statement[1]!.category).toBe('Revaluation');
  });

  it('refuses a month not yet ended, a month written otherwise, and anyone but an admin', async ({
    app,
    callers,
    desk: { revalue },
  }) => {
    // The agency's own month, not a written one: the test runs on any day (it once read
    // '2026-11', which ended at midnight in Kolkata while CI ran).
    const now = await revalue(todayIn(app.app.appTimezone).slice(0, 7));
    expect(now.status).toBe(422);
    expect(now.failure.errors).toEqual({ month: [LEDGER_SERVER.monthNotEnded] });
    for (const month of ['2026-13', '2026-9', 'September', '']) {
      const bad = await revalue(month);
      expect(bad.status, month).toBe(422);
      expect(bad.failure.errors).toEqual({ month: [LEDGER_MESSAGES.monthInvalid] });
    }
    const manager = await callers.manager();
    expect((await manager.call(ep.revalue, { payload: { month: '2026-09' } })).status).toBe(403);
  });

  it('a line of no amount posts only as a revaluation on an account kept in another currency', async ({
    app,
    desk: { account },
  }) => {
    const fx = await app.db.transaction((tx) => systemAccount(tx, 'exchange_difference'));
    const equity = await app.db.transaction((tx) => systemAccount(tx, 'opening_equity'));
    const post = (source: 'revaluation' | 'opening', accountId: number, currency: string) =>
      app.db.transaction((tx) =>
        postEntry(tx, {
          date: '2026-10-31',
          source,
          sourceId: accountId,
          memo: 'no amount',
          userId: null,
          lines: [
            {
              account_id: accountId,
              debit: '1.00',
              document: { currency, amount: '0.00', rate: '23.00' },
            },
            { account_id: fx, credit: '1.00' },
          ],
        }),
      );
    const refused = { cause: { code: '23514', message: expect.stringMatching(/no amount/) } };
    await expect(post('opening', account.id, 'AED')).rejects.toMatchObject(refused);
    await expect(post('revaluation', equity, 'INR')).rejects.toMatchObject(refused);
    await expect(post('revaluation', account.id, 'AED')).resolves.toBeGreaterThan(0);
  });
});
