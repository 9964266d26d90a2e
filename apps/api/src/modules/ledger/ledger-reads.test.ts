import fc from 'fast-check';
import type { TrialBalance } from '@app/contract';
import {
  ledgerEndpoints as ep,
  ROLE_DEFAULT_PERMISSIONS,
  todayIn,
  transactionEndpoints,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  createUser,
  tokenFor,
} from '../../../test/factories.ts';
import { postEntry } from './posting.ts';

/**
 * The books' first reads (decision 042): the trial balance, whole months from the kept month
 * totals and the edges' days from the lines, and the journal with its filters, for holders of
 * `view_books` and admins.
 */

/** Cents as a decimal string: -1234n → '-12.34'. */
const text = (cents: bigint) => {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const cents = (s: string) => BigInt(s.replace('.', ''));

/** A balance as the trial balance shows it: on the side its sign puts it. */
const sides = (net: bigint) => ({
  debit: text(net > 0n ? net : 0n),
  credit: text(net < 0n ? -net : 0n),
});

/** Each column pair of the totals balances: the book's debits equal its credits. */
function expectBalanced(tb: TrialBalance) {
  const t = tb.totals;
  expect(t.opening_debit).toBe(t.opening_credit);
  expect(t.debit).toBe(t.credit);
  expect(t.closing_debit).toBe(t.closing_credit);
  // The totals are the rows' sums.
  for (const k of Object.keys(t) as (keyof typeof t)[])
    expect(t[k], k).toBe(text(tb.rows.reduce((s, r) => s + cents(r[k]), 0n)));
}

/** Post a two-line entry Dr `dr` / Cr `cr` on `date`, as a money event would. */
async function post(
  app: TestContext,
  date: string,
  dr: number,
  cr: number,
  amount: string,
  sourceId: number,
) {
  return app.db.transaction((tx) =>
    postEntry(tx, {
      date,
      source: 'revaluation',
      sourceId,
      memo: `Test ${date}`,
      userId: null,
      lines: [
        { account_id: dr, debit: amount },
        { account_id: cr, credit: amount },
      ],
    }),
  );
}

/** Two fresh accounts with no opening balance: an asset and an income account. */
async function pair(app: TestContext) {
  const asset = await createAccount(app.app, { opening_balance: '0.00' });
  const income = await createAccount(app.app, { type: 'income', opening_balance: '0.00' });
  return { asset, income };
}

describe('trial balance', () => {
  test('balances after opening balances, approved income and expense and a reversal; each account closes at its balance', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const bank = await createAccount(app.app, { opening_balance: '10000.00' });
    const loan = await createAccount(app.app, { type: 'liability', opening_balance: '3200.00' });
    const category = await createCategory(app.app);
    const approve = async (o: Record<string, unknown>) => {
      const tx = await createTransaction(app.app, bank.id, category.id, o);
      const res = await manager.call(transactionEndpoints.approve, {
        params: { id: tx.id },
        payload: { updated_at: tx.updated_at },
      });
      expect(res.status).toBe(200);
      return tx;
    };
    const income = await approve({
      type: 'income',
      amount: '2500.50',
      transaction_date: '2026-03-05',
    });
    await approve({ type: 'expense', amount: '99.99', transaction_date: '2026-03-10' });
    const reversal = await admin.call(transactionEndpoints.reverse, {
      params: { id: income.id },
      payload: { reason: 'Entered twice' },
    });
    expect(reversal.status).toBe(201);

    const tb = (await admin.call(ep.trialBalance)).ok.data;
    expect(tb).toMatchObject({ currency: 'INR', from: null, to: todayIn(app.app.appTimezone) });
    expectBalanced(tb);
    expect(Number(tb.totals.debit)).toBeGreaterThan(0);
    const row = (id: number) => tb.rows.find((r) => r.account_id === id)!;
    // From the start of the books nothing comes before: every line is in the period.
    expect(row(bank.id)).toMatchObject({
      code: bank.code,
      type: 'asset',
      opening_debit: '0.00',
      opening_credit: '0.00',
      debit: '12500.50',
      credit: '2600.49',
      closing_debit: '9900.01',
      closing_credit: '0.00',
    });
    // A liability's balance shows on the credit side.
    expect(row(loan.id)).toMatchObject({ closing_debit: '0.00', closing_credit: '3200.00' });
    // An account with no lines has no row.
    const idle = await createAccount(app.app, { opening_balance: '0.00' });
    const again = (await admin.call(ep.trialBalance)).ok.data;
    expect(again.rows.map((r) => r.account_id)).not.toContain(idle.id);
  });

  test('a period leaves out what follows it and carries what precedes it into the opening', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const { asset, income } = await pair(app);
    await post(app, '2026-01-10', asset.id, income.id, '100.00', asset.id);
    await post(app, '2026-02-15', asset.id, income.id, '20.00', asset.id);
    await post(app, '2026-02-20', income.id, asset.id, '5.00', asset.id);
    await post(app, '2026-04-20', asset.id, income.id, '3.00', asset.id);
    const tb = (
      await admin.call(ep.trialBalance, { query: { from: '2026-02-01', to: '2026-03-31' } })
    ).ok.data;
    expect(tb).toMatchObject({ from: '2026-02-01', to: '2026-03-31' });
    expectBalanced(tb);
    const row = (id: number) => tb.rows.find((r) => r.account_id === id);
    expect(row(asset.id)).toMatchObject({
      opening_debit: '100.00',
      opening_credit: '0.00',
      debit: '20.00',
      credit: '5.00',
      closing_debit: '115.00',
      closing_credit: '0.00',
    });
    expect(row(income.id)).toMatchObject({
      opening_credit: '100.00',
      debit: '5.00',
      credit: '20.00',
      closing_credit: '115.00',
    });
    // A lone `from` after today is a period of its own days: nothing in it yet.
    const later = (await admin.call(ep.trialBalance, { query: { from: '2099-01-01' } })).ok.data;
    expect(later).toMatchObject({ from: '2099-01-01', to: '2099-01-01' });
    expect(later.rows.find((r) => r.account_id === asset.id)).toMatchObject({
      opening_debit: '118.00',
      debit: '0.00',
      closing_debit: '118.00',
    });
    // Before an account's first line it has no row.
    const before = (await admin.call(ep.trialBalance, { query: { to: '2026-01-09' } })).ok.data;
    expect(before.rows.map((r) => r.account_id)).not.toContain(asset.id);
  });

  test("any period, whole months or days at its edges, agrees with the sum of an account's lines, and the journal with its entries", async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const { asset, income } = await pair(app);
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
    // Signed moves on the asset: debit positive, credit negative.
    const moves: { date: string; cents: bigint; id: number; source: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const date = days[(i * 7) % days.length]!;
      const amount = `${10 + i}.${String((i * 37) % 100).padStart(2, '0')}`;
      const debit = i % 3 !== 0;
      const id = await post(
        app,
        date,
        debit ? asset.id : income.id,
        debit ? income.id : asset.id,
        amount,
        asset.id,
      );
      moves.push({
        date,
        cents: debit ? cents(amount) : -cents(amount),
        id,
        source: 'revaluation',
      });
    }
    // An entry with two lines on the asset: one move, one entry in the asset's journal; from
    // another source, so that the journal filtered by account and source leaves it out.
    const twoLines = await app.db.transaction((tx) =>
      postEntry(tx, {
        date: '2026-01-31',
        source: 'opening',
        sourceId: asset.id,
        memo: 'Two lines on one account',
        userId: null,
        lines: [
          { account_id: asset.id, debit: '10.00' },
          { account_id: asset.id, debit: '5.00' },
          { account_id: income.id, credit: '15.00' },
        ],
      }),
    );
    moves.push({ date: '2026-01-31', cents: 1500n, id: twoLines, source: 'opening' });
    const sum = (xs: bigint[]) => xs.reduce((s, x) => s + x, 0n);
    const bound = fc.option(fc.constantFrom(...days, '2025-01-01', '2026-02-15', '2026-06-30'));
    await fc.assert(
      fc.asyncProperty(bound, bound, async (from, to) => {
        fc.pre(!from || !to || from <= to);
        const res = await admin.call(ep.trialBalance, {
          query: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
        });
        expect(res.status).toBe(200);
        const tb = res.ok.data;
        expectBalanced(tb);
        const upToEnd = moves.filter((m) => !to || m.date <= to);
        const row = tb.rows.find((r) => r.account_id === asset.id);
        if (upToEnd.length === 0) {
          expect(row).toBeUndefined();
          return;
        }
        const opening = sum(moves.filter((m) => from && m.date < from).map((m) => m.cents));
        const inPeriod = upToEnd.filter((m) => !from || m.date >= from).map((m) => m.cents);
        const debit = sum(inPeriod.filter((c) => c > 0n));
        const credit = -sum(inPeriod.filter((c) => c < 0n));
        const open = sides(opening);
        const close = sides(opening + debit - credit);
        expect(row).toMatchObject({
          opening_debit: open.debit,
          opening_credit: open.credit,
          debit: text(debit),
          credit: text(credit),
          closing_debit: close.debit,
          closing_credit: close.credit,
        });
        // The journal filtered by the account counts the period's entries (read from the month
        // and day totals' entry counts) and lists them, each once, newest first; by account
        // and source, those of the source.
        const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
        const shown = upToEnd
          .filter((m) => !from || m.date >= from)
          .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
        const journal = await admin.call(ep.entries, {
          query: { account_id: String(asset.id), ...period, per_page: 100 },
        });
        expect(journal.ok.total).toBe(inPeriod.length);
        expect(journal.ok.data.map((e) => e.id)).toEqual(shown.map((m) => m.id));
        const bySource = await admin.call(ep.entries, {
          query: { account_id: String(asset.id), source_type: 'opening', ...period },
        });
        const openingIds = shown.filter((m) => m.source === 'opening').map((m) => m.id);
        expect(bySource.ok.total).toBe(openingIds.length);
        expect(bySource.ok.data.map((e) => e.id)).toEqual(openingIds);
      }),
      { numRuns: 80 },
    );
  });
});

describe('journal entries', () => {
  test('filter by source and by account, newest first, each with its lines and the entry that reversed it', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const { asset, income } = await pair(app);
    const other = await pair(app);
    const first = await post(app, '2026-05-01', asset.id, income.id, '40.00', asset.id);
    const second = await post(app, '2026-05-03', income.id, asset.id, '15.00', asset.id);
    const elsewhere = await post(
      app,
      '2026-05-02',
      other.asset.id,
      other.income.id,
      '7.00',
      other.asset.id,
    );

    const bySource = await admin.call(ep.entries, {
      query: { source_type: 'revaluation', source_id: asset.id },
    });
    expect(bySource.ok.currency).toBe('INR');
    expect(bySource.ok.total).toBe(2);
    expect(bySource.ok.data.map((e) => e.id)).toEqual([second, first]);
    expect(bySource.ok.data[1]).toMatchObject({
      entry_date: '2026-05-01',
      source_type: 'revaluation',
      source_id: asset.id,
      created_by: null,
      reverses_id: null,
      reversed_by_id: null,
      lines: [
        {
          account: { id: asset.id, code: asset.code, name: asset.name },
          debit: '40.00',
          credit: '0.00',
          currency: 'INR',
          amount: '40.00',
          rate: '1.00000000',
        },
        {
          account: { id: income.id, code: income.code, name: income.name },
          debit: '0.00',
          credit: '40.00',
        },
      ],
    });
    const byAccount = await admin.call(ep.entries, { query: { account_id: other.income.id } });
    expect(byAccount.ok.data.map((e) => e.id)).toEqual([elsewhere]);
    const dated = await admin.call(ep.entries, {
      query: { account_id: asset.id, from: '2026-05-02', to: '2026-05-31' },
    });
    expect(dated.ok.data.map((e) => e.id)).toEqual([second]);
    const paged = await admin.call(ep.entries, {
      query: { account_id: asset.id, per_page: 1, page: 2 },
    });
    expect(paged.ok).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(paged.ok.data.map((e) => e.id)).toEqual([first]);

    // A transaction's entry names who approved it and the entry that reversed it.
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const tx = await createTransaction(app.app, bank.id, (await createCategory(app.app)).id, {
      type: 'income',
      amount: '61.00',
    });
    await manager.call(transactionEndpoints.approve, {
      params: { id: tx.id },
      payload: { updated_at: tx.updated_at },
    });
    const reversal = await admin.call(transactionEndpoints.reverse, {
      params: { id: tx.id },
      payload: { reason: 'Wrong account' },
    });
    const [posted] = (
      await admin.call(ep.entries, { query: { source_type: 'transaction', source_id: tx.id } })
    ).ok.data;
    const [undo] = (
      await admin.call(ep.entries, {
        query: { source_type: 'reversal', source_id: reversal.ok.data.id },
      })
    ).ok.data;
    expect(posted).toMatchObject({ created_by: { id: manager.id }, reversed_by_id: undo!.id });
    expect(undo).toMatchObject({ created_by: { id: admin.id }, reverses_id: posted!.id });
    // Both open the transaction they were posted for; an entry without a document says so.
    const doc = { type: 'transaction', id: tx.id, label: tx.reference ?? `Transaction #${tx.id}` };
    expect(posted!.document).toEqual(doc);
    expect(undo!.document).toEqual(doc);
    expect(bySource.ok.data[0]!.document).toBeNull();

    // One entry by id is the journal's entry; an unknown one is a 404.
    const one = await admin.call(ep.entry, { params: { id: undo!.id } });
    expect(one.ok.data).toEqual(undo);
    const missing = await admin.call(ep.entry, { params: { id: 2147483000 } });
    expect(missing.status).toBe(404);
    expect(missing.failure.message).toBe('Journal entry not found.');
  });

  test('refuses junk filters by field, 422', async ({ callers }) => {
    const admin = await callers.admin();
    const res = await admin.call(ep.entries, {
      query: { source_type: 'cheque', source_id: '0', account_id: '1e0', from: '2026-02-30' },
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      source_type: ['The selected source type is invalid.'],
      source_id: ['The selected source id is invalid.'],
      account_id: ['The selected account id is invalid.'],
      from: ['The from date must be a valid date (YYYY-MM-DD).'],
    });
    // Blank filters are no filter.
    const blank = await admin.call(ep.entries, {
      query: { source_type: '', source_id: '', account_id: '', from: '', to: '' },
    });
    expect(blank.ok.total).toBe((await admin.call(ep.entries)).ok.total);
    const order = await admin.call(ep.trialBalance, {
      query: { from: '2026-03-01', to: '2026-02-28' },
    });
    expect(order.status).toBe(422);
    expect(order.failure.errors).toEqual({
      to: ['The to date must be on or after the from date.'],
    });
  });
});

describe('who reads the books', () => {
  test('staff and managers without view_books are refused; a manager given it and an admin read them', async ({
    app,
    callers,
  }) => {
    const staff = await callers.staff();
    const manager = await callers.manager();
    const admin = await callers.admin();
    for (const caller of [staff, manager]) {
      expect((await caller.call(ep.trialBalance)).status).toBe(403);
      expect((await caller.call(ep.entries)).status).toBe(403);
    }
    const keeper = await createUser(app.app, {
      role: 'manager',
      permissions: [...ROLE_DEFAULT_PERMISSIONS.manager, 'view_books'],
    });
    const token = await tokenFor(app.app, keeper.id);
    expect((await callEndpoint(app.app, ep.trialBalance, { token })).status).toBe(200);
    expect((await callEndpoint(app.app, ep.entries, { token })).status).toBe(200);
    expect((await admin.call(ep.trialBalance)).status).toBe(200);
  });
});
