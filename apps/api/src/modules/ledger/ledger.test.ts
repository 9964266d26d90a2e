import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { SYSTEM_ACCOUNTS } from '@app/contract';
import {
  accountEndpoints as accountsEp,
  LEDGER_SERVER,
  transactionEndpoints as ep,
} from '@app/contract';
import { test } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import { createAccount, createCategory, createTransaction } from '../../../test/factories.ts';
import { accounts, journalEntries, journalLines } from '../../db/schema/index.ts';

/**
 * The journal (decision 042): every money event so far (an opening balance, an approval, a
 * reversal) posts one balanced entry in its own transaction, and the database refuses an
 * unbalanced entry and any change to a posted one.
 */
type Line = { account: number; debit: string; credit: string };

/** The entries posted for a record, each with its lines (account, debit, credit). */
async function entriesOf(app: TestContext, source: string, sourceId: number) {
  const entries = await app.db
    .select()
    .from(journalEntries)
    .where(
      sql`${journalEntries.source_type} = ${source} and ${journalEntries.source_id} = ${sourceId}`,
    )
    .orderBy(journalEntries.id);
  return Promise.all(
    entries.map(async (e) => ({
      ...e,
      lines: (
        await app.db
          .select({
            account: journalLines.account_id,
            debit: journalLines.debit,
            credit: journalLines.credit,
          })
          .from(journalLines)
          .where(eq(journalLines.entry_id, e.id))
          .orderBy(journalLines.id)
      ).map((l): Line => l),
    })),
  );
}

const systemId = async (app: TestContext, key: keyof typeof SYSTEM_ACCOUNTS) =>
  (await app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.system_key, key)))[0]!
    .id;

/** Debits and credits over the whole journal, and over the kept month totals. */
async function totals(app: TestContext) {
  const { rows } = await app.db.execute<Record<string, string>>(sql`
    select (select sum(debit)::text from journal_lines) as dr, (select sum(credit)::text from journal_lines) as cr,
      (select sum(debit)::text from ledger_month_totals) as kept_dr, (select sum(credit)::text from ledger_month_totals) as kept_cr,
      (select count(*)::text from (select entry_id from journal_lines group by entry_id having sum(debit) <> sum(credit)) u) as unbalanced`);
  return rows[0]!;
}

describe('what posts', () => {
  test('an opening balance: Dr the asset / Cr Opening Balance Equity; a change posts the difference', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const created = await admin.call(accountsEp.create, {
      payload: { name: 'Axis Current', code: 'LG-1', type: 'asset', opening_balance: '1500.00' },
    });
    const id = created.ok.data.id;
    const equity = await systemId(app, 'opening_equity');
    const [opening] = await entriesOf(app, 'opening', id);
    expect(opening!.created_by).toBe(admin.id);
    expect(opening!.lines).toEqual([
      { account: id, debit: '1500.00', credit: '0.00' },
      { account: equity, debit: '0.00', credit: '1500.00' },
    ]);
    await admin.call(accountsEp.update, {
      params: { id },
      payload: { name: 'Axis Current', code: 'LG-1', type: 'asset', opening_balance: '1200.00' },
    });
    const both = await entriesOf(app, 'opening', id);
    expect(both.map((e) => e.lines)).toEqual([
      opening!.lines,
      [
        { account: equity, debit: '300.00', credit: '0.00' },
        { account: id, debit: '0.00', credit: '300.00' },
      ],
    ]);
    // A liability's opening balance sits on its credit side.
    const card = await createAccount(app.app, { type: 'liability', opening_balance: '800.00' });
    expect((await entriesOf(app, 'opening', card.id))[0]!.lines).toEqual([
      { account: equity, debit: '800.00', credit: '0.00' },
      { account: card.id, debit: '0.00', credit: '800.00' },
    ]);
  });

  test("an approved income: Dr the money account / Cr the category's income account; an expense the other way; a reversal swaps them, linked", async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const admin = await callers.admin();
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const category = await createCategory(app.app);
    const otherIncome = await systemId(app, 'other_income');
    const otherExpenses = await systemId(app, 'other_expenses');
    const approve = async (o: Record<string, unknown>) => {
      const tx = await createTransaction(app.app, bank.id, category.id, o);
      const res = await manager.call(ep.approve, {
        params: { id: tx.id },
        payload: { updated_at: tx.updated_at },
      });
      expect(res.status).toBe(200);
      return tx;
    };
    const income = await approve({
      type: 'income',
      amount: '2500.50',
      transaction_date: '2026-11-02',
    });
    const [entry] = await entriesOf(app, 'transaction', income.id);
    expect(entry).toMatchObject({
      entry_date: '2026-11-02',
      created_by: manager.id,
      reverses_id: null,
    });
    expect(entry!.lines).toEqual([
      { account: bank.id, debit: '2500.50', credit: '0.00' },
      { account: otherIncome, debit: '0.00', credit: '2500.50' },
    ]);
    const expense = await approve({ type: 'expense', amount: '99.99' });
    expect((await entriesOf(app, 'transaction', expense.id))[0]!.lines).toEqual([
      { account: otherExpenses, debit: '99.99', credit: '0.00' },
      { account: bank.id, debit: '0.00', credit: '99.99' },
    ]);
    // Rejected and pending transactions post nothing.
    const pending = await createTransaction(app.app, bank.id, category.id, { amount: '5.00' });
    expect(await entriesOf(app, 'transaction', pending.id)).toEqual([]);

    const reversed = await admin.call(ep.reverse, {
      params: { id: income.id },
      payload: { reason: 'Entered twice' },
    });
    expect(reversed.status).toBe(201);
    const [undo] = await entriesOf(app, 'reversal', reversed.ok.data.id);
    expect(undo).toMatchObject({ reverses_id: entry!.id, created_by: admin.id });
    expect(undo!.lines).toEqual([
      { account: bank.id, debit: '0.00', credit: '2500.50' },
      { account: otherIncome, debit: '2500.50', credit: '0.00' },
    ]);
    expect(await totals(app)).toMatchObject({ unbalanced: '0' });
  });

  test('ten approvals of one transaction at once post one entry, and the book still balances', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const bank = await createAccount(app.app);
    const tx = await createTransaction(app.app, bank.id, (await createCategory(app.app)).id, {
      type: 'income',
      amount: '700.00',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        manager.call(ep.approve, { params: { id: tx.id }, payload: { updated_at: tx.updated_at } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await entriesOf(app, 'transaction', tx.id)).toHaveLength(1);
    const t = await totals(app);
    expect(t.dr).toBe(t.cr);
    expect([t.kept_dr, t.kept_cr]).toEqual([t.dr, t.cr]);
    expect(t.unbalanced).toBe('0');
  });
});

describe('the chart of accounts', () => {
  test('the books keep their own accounts: not deletable, type fixed, never offered to a transaction', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const revenue = await systemId(app, 'tour_revenue');
    const del = await admin.call(accountsEp.remove, { params: { id: revenue } });
    expect(del.status).toBe(409);
    expect(del.failure.message).toBe(LEDGER_SERVER.systemAccount);
    const options = (await admin.call(accountsEp.options)).ok.data;
    expect(options.map((o) => o.id)).not.toContain(revenue);
    expect(options.every((o) => o.type === 'asset' || o.type === 'liability')).toBe(true);
    const shop = await createAccount(app.app, { type: 'income', opening_balance: '0.00' });
    expect(options.map((o) => o.id)).not.toContain(shop.id);
    const res = await admin.call(ep.create, {
      payload: {
        type: 'income',
        account_id: shop.id,
        category_id: (await createCategory(app.app)).id,
        amount: '10.00',
        transaction_date: '2026-11-02',
        description: 'Not into a bank',
      },
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({ account_id: [LEDGER_SERVER.notMoneyAccount] });
  });

  test('an account with an opening entry is kept (409), and its type cannot change (422; the database refuses it too)', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const a = await createAccount(app.app, {
      code: 'LG-9',
      name: 'Kept',
      opening_balance: '10.00',
    });
    const del = await admin.call(accountsEp.remove, { params: { id: a.id } });
    expect(del.status).toBe(409);
    expect(del.failure.message).toBe(LEDGER_SERVER.accountHasEntries);
    const retype = await admin.call(accountsEp.update, {
      params: { id: a.id },
      payload: { name: 'Kept', code: 'LG-9', type: 'expense', opening_balance: '10.00' },
    });
    expect(retype.status).toBe(422);
    expect(retype.failure.errors).toEqual({ type: [LEDGER_SERVER.typeFixed] });
    await expect(
      app.db.update(accounts).set({ type: 'expense' }).where(eq(accounts.id, a.id)),
    ).rejects.toThrow();
    // Without lines it may change, as before.
    const fresh = await createAccount(app.app, {
      code: 'LG-10',
      name: 'Fresh',
      opening_balance: '0.00',
    });
    const ok = await admin.call(accountsEp.update, {
      params: { id: fresh.id },
      payload: { name: 'Fresh', code: 'LG-10', type: 'expense', opening_balance: '0.00' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('the database keeps the rules whatever the code does', () => {
  test('an unbalanced entry, or one with a single line, is refused at commit', async ({ app }) => {
    const equity = await systemId(app, 'opening_equity');
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const post = (lines: [number, string, string][]) =>
      app.db.transaction(async (tx) => {
        const [e] = await tx
          .insert(journalEntries)
          .values({
            entry_date: '2026-11-01',
            source_type: 'opening',
            source_id: bank.id,
            memo: 'x',
          })
          .returning({ id: journalEntries.id });
        for (const [account, debit, credit] of lines)
          await tx.insert(journalLines).values({
            entry_id: e!.id,
            entry_date: '2026-11-01',
            account_id: account,
            debit,
            credit,
            amount: debit === '0' ? credit : debit,
          });
      });
    await expect(
      post([
        [bank.id, '10.00', '0'],
        [equity, '0', '9.99'],
      ]),
    ).rejects.toThrow();
    await expect(post([[bank.id, '10.00', '0']])).rejects.toThrow();
    await expect(post([])).rejects.toThrow();
    expect(await entriesOf(app, 'opening', bank.id)).toEqual([]);
    await post([
      [bank.id, '10.00', '0'],
      [equity, '0', '10.00'],
    ]);
    expect(await entriesOf(app, 'opening', bank.id)).toHaveLength(1);
  });

  test('a line dated otherwise than its entry is refused', async ({ app }) => {
    const equity = await systemId(app, 'opening_equity');
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const post = (lineDate: string) =>
      app.db.execute(sql`
        with e as (
          insert into journal_entries (entry_date, source_type, source_id, memo)
          values ('2026-11-01', 'opening', ${bank.id}, 'dated') returning id
        )
        insert into journal_lines (entry_id, entry_date, account_id, debit, credit, amount)
        select e.id, ${lineDate}::date, l.account_id, l.debit, l.credit, 10 from e cross join (values
          (${bank.id}::int, 10, 0), (${equity}::int, 0, 10)) as l(account_id, debit, credit)`);
    await expect(post('2026-10-31')).rejects.toMatchObject({
      cause: { code: '23503', constraint: 'journal_lines_entry_fk' },
    });
    expect(await entriesOf(app, 'opening', bank.id)).toEqual([]);
    await post('2026-11-01');
    expect(await entriesOf(app, 'opening', bank.id)).toHaveLength(1);
  });

  test('a posted entry or line cannot be updated, deleted or truncated', async ({ app }) => {
    await createAccount(app.app, { opening_balance: '50.00' });
    const refused = (q: ReturnType<typeof sql>) => expect(app.db.execute(q)).rejects.toThrow();
    await refused(sql`update journal_lines set debit = debit + 1`);
    await refused(sql`delete from journal_lines`);
    await refused(sql`update journal_entries set memo = 'changed'`);
    await refused(sql`delete from journal_entries`);
    await refused(sql`truncate journal_lines, journal_entries`);
    expect(Number((await totals(app)).dr)).toBeGreaterThan(0);
  });
});
